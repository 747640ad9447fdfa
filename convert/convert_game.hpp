// `uici convert` of one ICN or long JSON game (convert/convert_game.cpp), built for both
// coordinate builds (core/board/coord.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "convert/convert_report.hpp"
#include "core/notation/dialect.hpp"

namespace uici {

struct GameConvert {
    std::string to;                 // json, icn, egd, egd-jsonl or pgn
    std::optional<std::size_t> at;  // --at N; SIZE_MAX for "end"
    std::string at_text;            // N as given, for the error when the game is shorter
    Dialect dialect = Dialect::Site;
    std::size_t number = 1;  // the game's number in its file (egd-jsonl's "game")
    bool json = false;       // the game is long JSON (split_games tells), else ICN
    // json, but not checked to be JSON throughout: when it does not read, convert_game returns
    // kConvertNotJson if it is not JSON at all (an ICN game opening with its options block).
    bool json_unchecked = false;
    bool last = false;  // no text after this game's is read: sink.release_input may run
};

// convert_game's exit code when the document has a number past the narrow build (then nothing
// was written).
inline constexpr int kConvertNeedsWide = 3;
// convert_game's exit code when a game given as json_unchecked is no JSON (nothing was written).
inline constexpr int kConvertNotJson = 4;

// The game `input` converted, handed to sink.write; 0, or 1 with the error in sink.err. The
// moves are all checked before anything is written.
int convert_game(const GameConvert& o, std::string_view input, ConvertSink& sink);

// The text is long JSON (a '{' first and JSON throughout).
bool looks_like_json(std::string_view text);

}  // namespace uici

namespace uici::wide {
int convert_game(const GameConvert& o, std::string_view input, ConvertSink& sink);
}  // namespace uici::wide
