// Size limits of one game, enforced where input is read (the ICN and long-JSON readers, the
// protocol's position and move commands), so memory stays bounded whatever a client sends.
// PROTOCOL.md section 8 documents them with the memory each costs at its limit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

namespace uici {

// Pieces on one board: ~85 MB per million with the line indices (scripts/limits.sh measured
// 854 MB peak at the limit).
inline constexpr std::size_t kMaxPieces = 10'000'000;

// Halfmoves in one game (a position's own moves, the moves after it, and later `move`s):
// ~0.4 KB each with the undo record and the repetition table (812 MB peak at the limit).
inline constexpr std::size_t kMaxGameMoves = 2'000'000;

// The move-rule counter and the full-move number a position may start from: a game of at most
// kMaxGameMoves halfmoves then counts on without passing the 64-bit range.
inline constexpr std::int64_t kMaxCounter =
    std::numeric_limits<std::int64_t>::max() - static_cast<std::int64_t>(kMaxGameMoves);

// Decimal digits of one coordinate (leading zeros not counted). Coordinates have no range, but
// their arithmetic grows with their length: the huygens' primality test, the costliest, takes
// tens of milliseconds per Miller-Rabin round at this length (PROTOCOL.md section 8).
inline constexpr std::size_t kMaxDigits = 2'000;

// JSON nesting (long JSON, ICN options blocks): no valid document nests more than 4 levels.
inline constexpr int kMaxJsonDepth = 64;

// Keys of one JSON object other than the piece maps, and metadata entries of one position:
// both are searched linearly, so their number is what bounds the time to read them.
inline constexpr std::size_t kMaxJsonKeys = 10'000;
inline constexpr std::size_t kMaxMetadata = 10'000;

}  // namespace uici
