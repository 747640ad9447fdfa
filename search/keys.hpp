// Position keys for the transposition table and repetition. The placement part is the board's
// own Zobrist-style hash (core/board/board.hpp: each (piece, x, y) mixed by a 64-bit finaliser,
// since the coordinates have no bound to index a table by, and XORed in and out by every put
// and remove, so apply and undo keep it up to date). The search adds the side to move, the en
// passant square and the special rights, the last kept incrementally from each move's lost rights.
#pragma once

#include <cstdint>
#include <optional>

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
// A move as the transposition table keeps it: 32 bits, never 0. A move between squares whose
// coordinates lie in [-32, 31] (every move of chess's board, most of an opening on the open one)
// is written out exactly, so the search can try the table's move before it generates any
// (table_move below). Bit 0 tells the two apart: 0 written out, 1 hashed. Bits 1-24 hold the
// four coordinates, 6 bits each from -32; bits 25-30 the promotion's type + 1 (0 for none);
// bit 31 is set. Two hashed moves of one position that share a digest (about one pair in 2
// billion) only order each other wrongly.
inline constexpr int kDigestLow = -32;
inline constexpr int kDigestHigh = 31;
inline bool digest_exact(const Coord& c) { return c >= kDigestLow && c <= kDigestHigh; }
inline std::uint32_t move_digest(const Move& m) {
    if (digest_exact(m.from.x) && digest_exact(m.from.y) && digest_exact(m.to.x) && digest_exact(m.to.y)) {
        const auto bits = [](const Coord& c) {
            return static_cast<std::uint32_t>(static_cast<std::int64_t>(c) - kDigestLow);
        };
        std::uint32_t d =
            1u << 31 | bits(m.from.x) << 1 | bits(m.from.y) << 7 | bits(m.to.x) << 13 | bits(m.to.y) << 19;
        if (m.promotion) d |= static_cast<std::uint32_t>(index(m.promotion->type) + 1) << 25;
        return d;
    }
    std::uint64_t h = mix64(coord_bits(m.from.x) ^ 0x243F6A8885A308D3ULL);
    h = mix64(h ^ coord_bits(m.from.y));
    h = mix64(h ^ coord_bits(m.to.x));
    h = mix64(h ^ coord_bits(m.to.y));
    if (m.promotion) h = mix64(h ^ (0x13198A2E03707344ULL + static_cast<std::uint64_t>(index(m.promotion->type))));
    return static_cast<std::uint32_t>(h >> 32) | 1u;
}
// The move a written-out digest stands for, a promotion in the mover's colour; nothing for a
// hashed digest or 0. Whether the move is legal is the caller's question.
inline std::optional<Move> table_move(std::uint32_t d, Color mover) {
    if (d == 0 || (d & 1u) != 0) return std::nullopt;
    const auto coord = [d](int shift) { return Coord(static_cast<int>((d >> shift) & 63u) + kDigestLow); };
    Move m{Square{coord(1), coord(7)}, Square{coord(13), coord(19)}, std::nullopt};
    const auto promoted = static_cast<int>((d >> 25) & 63u);
    if (promoted > kPieceTypeCount) return std::nullopt;
    if (promoted > 0) m.promotion = Piece{static_cast<PieceType>(promoted - 1), mover};
    return m;
}

}  // namespace UICI_CORE_NS::search
