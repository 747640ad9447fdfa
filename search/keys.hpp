// Position keys for the transposition table and repetition. The placement part is the board's
// own Zobrist-style hash (core/board/board.hpp: each (piece, x, y) mixed by a 64-bit finaliser,
// since the coordinates have no bound to index a table by, and XORed in and out by every put
// and remove, so apply and undo keep it up to date). The search adds the side to move, the en
// passant square and the special rights, the last kept incrementally from each move's lost rights.
#pragma once

#include <cstdint>

#include "core/board/move.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS::search {

// splitmix64's finaliser (inline: the evaluation's pawn key mixes every pawn with it).
inline std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
// One special right's contribution.
std::uint64_t right_key(Square s);
// Every special right of the position, from scratch (at the root).
std::uint64_t rights_key(const Position& p);
// The key of the position with the given rights part.
std::uint64_t position_key(const Position& p, std::uint64_t rights);
// A move as the transposition table keeps it: 32 bits, never 0. Two moves of one position that
// share a digest (about one pair in 4 billion) only order each other wrongly.
inline std::uint32_t move_digest(const Move& m) {
    std::uint64_t h = mix64(coord_bits(m.from.x) ^ 0x243F6A8885A308D3ULL);
    h = mix64(h ^ coord_bits(m.from.y));
    h = mix64(h ^ coord_bits(m.to.x));
    h = mix64(h ^ coord_bits(m.to.y));
    if (m.promotion) h = mix64(h ^ (0x13198A2E03707344ULL + static_cast<std::uint64_t>(index(m.promotion->type))));
    return static_cast<std::uint32_t>(h >> 32) | 1u;
}

}  // namespace UICI_CORE_NS::search
