// `uici convert` of an ICN or long JSON game (engine_interface/convert_game.cpp), built for both
// coordinate builds (core/board/coord.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/notation/dialect.hpp"

namespace uici {

struct GameConvert {
    std::string to;                 // json, icn, egd, egd-jsonl or pgn
    std::optional<std::size_t> at;  // --at N; SIZE_MAX for "end"
    Dialect dialect = Dialect::Seed;
};

// convert_game's exit code when the document has a number past the narrow build.
inline constexpr int kConvertNeedsWide = 3;

// The document converted into `out`; 0, or 1 with one error line in `err`.
int convert_game(const GameConvert& o, std::string_view input, std::string& out, std::string& err);

}  // namespace uici

namespace uici::wide {
int convert_game(const GameConvert& o, std::string_view input, std::string& out, std::string& err);
}  // namespace uici::wide
