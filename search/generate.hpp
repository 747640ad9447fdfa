// Move generation as the search needs it on a board of any size: core's generate_moves, but
// able to stop in the middle, and a legal move when there was no time to list them all.
#pragma once

#include <optional>
#include <vector>

#include "core/board/limits.hpp"
#include "core/board/position.hpp"
#include "core/rules/movegen.hpp"
#include "search/halt.hpp"

namespace UICI_CORE_NS::search {

// Whether the protocol can write the square and read it back: coordinates of at most kMaxDigits
// digits. The wide rules let slides and leaps run past that; the search never plays there (a
// move the GUI could not send back in `position ... moves` is no move to answer).
inline bool writable(const Square& s) {
#if UICI_WIDE
    static const Coord bound = boost::multiprecision::pow(Coord(10), static_cast<unsigned>(kMaxDigits));
    return abs(s.x) < bound && abs(s.y) < bound;
#else
    (void)s;
    return true;
#endif
}

// The legal moves of the side to move, as generate_moves lists them (the same moves in the
// same order). With more than kPieceByPiece pieces to move it goes piece by piece and polls
// between pieces, so a search ends within milliseconds even among a million rooks; after a
// Halted, `out` holds the moves of the pieces done so far. `in_check_now` is handed to core
// (movegen.hpp): what the search knows of check is not tested again.
inline constexpr int kPieceByPiece = 4096;
void generate_polled(const Position& p, GeneratedMoves& out, const Poll& poll, InCheckNow in_check_now = std::nullopt);

// The legal moves of the side to move that take an enemy piece or promote: core's
// generate_captures, piece by piece and polled between pieces as generate_polled goes when more
// than kPieceByPiece pieces are to move. `in_check_now` as generate_polled.
void legal_captures(const Position& p, std::vector<Move>& out, const Poll& poll,
                    InCheckNow in_check_now = std::nullopt);

// A legal move of the side to move, none only when there is none: the first of `partial`
// (moves generated before time ran out), else the first found piece by piece. Not polled:
// the search must answer with a move, and the first piece that can move usually ends it.
std::optional<Move> first_legal_move(const Position& p, const GeneratedMoves& partial);

}  // namespace UICI_CORE_NS::search
