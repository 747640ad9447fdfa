// The conversions `uici convert` offers for chess: PGN to EGD, ICN, long JSON or PGN, and games
// of the lattice (ICN, long JSON) to EGD or PGN.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/notation/dialect.hpp"
#include "pgn/error.hpp"

namespace uici::pgn {

enum class Target { egd, egd_jsonl, icn, json, pgn };

// "egd", "egd-jsonl", "icn", "json", "pgn".
std::optional<Target> target_from_name(std::string_view name);

// Every game of the PGN text. egd and json write one game a line, egd-jsonl one ply a line,
// icn and pgn the games one after another, a blank line apart.
Result<std::string> convert_pgn(std::string_view text, Target to);

// The same, handed to `write` a game at a time; only game `only` (1-based) when given: past
// the last game, the error "no_such_game" whose message is the number of games.
Result<std::size_t> write_pgn_games(std::string_view text, Target to, std::optional<std::size_t> only, Dialect dialect,
                                    const std::function<void(std::string_view)>& write);

// A game of coordinate moves to egd or egd-jsonl (any game of the lattice) or pgn (chess on
// the 8x8 board only).
Result<std::string> convert_lattice_game(const Position& start, std::span<const Move> moves, Target to);

// The chess layout of EGD (FEN, SAN, the gem's codes) for a game of coordinate moves on the 8x8
// board, on one line without a line end; not_chess for other games.
Result<std::string> chess_egd(const Position& start, std::span<const Move> moves);

}  // namespace uici::pgn
