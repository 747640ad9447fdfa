// Standard algebraic notation: reading a move ("Nbd7", "exd6", "e8=Q", "O-O", "0-0-0", and the
// long forms "Ng1-f3", "e2e4") against a chess position, and writing one with the
// disambiguation SAN asks for.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/rules.hpp"

namespace uici::pgn {

struct SanMove {
    PieceType piece = PieceType::Pawn;
    int castle = 0;  // +1 king side, -1 queen side, 0 no castling
    std::optional<Coord> from_file, from_rank;
    Square to{};
    std::optional<PieceType> promotion;
};

// Reads a SAN token whose check marks, !? marks and "e.p." were already taken off; nothing when
// it is no SAN.
std::optional<SanMove> parse_san(std::string_view text);

// The move `san` names on `p`: found when exactly one legal move fits.
struct SanMatch {
    std::optional<Move> move;
    MovePlan plan;                  // the found move worked out, for apply_plan
    int fits = 0;                   // legal moves that fit: 0 illegal, 1 found, 2+ ambiguous
    Reason reason = Reason::legal;  // why the nearest candidate is illegal, when fits == 0
};
// `in_check_now`: whether the side to move is in check, when the caller knows.
SanMatch match_san(const Position& p, const SanMove& san, InCheckNow in_check_now = std::nullopt);

// SAN of a legal move on `p`, without the check mark (the caller knows whether it checks).
std::string write_san(const Position& p, const Move& m);

}  // namespace uici::pgn
