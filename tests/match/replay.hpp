// Every game of a `uici match -out` file replayed through `uici convert` to its end, for the
// tests that play whole matches.
#pragma once

#include <string>
#include <vector>

#include "convert/convert.hpp"

namespace uici::test {

// The game blocks of an output file (each ends in an empty line).
inline std::vector<std::string> game_blocks_of(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t end = text.find("\n\n", pos);
        out.push_back(text.substr(pos, end - pos));
        pos = end == std::string::npos ? text.size() : end + 2;
    }
    return out;
}

// Why the first game that does not replay does not (convert's error), or empty; `count` the games.
inline std::string replay_games(const std::string& text, int& count) {
    count = 0;
    for (const std::string& game : game_blocks_of(text)) {
        std::string out, err;
        if (uici::convert({"--to", "icn", "--at", "end"}, game, out, err) != 0) return err;
        ++count;
    }
    return "";
}

}  // namespace uici::test
