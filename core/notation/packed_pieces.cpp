#include "core/notation/packed_pieces.hpp"

#include <array>
#include <bit>
#include <cassert>
#include <cstring>
#include <utility>

namespace UICI_CORE_NS {

#if !UICI_WIDE
namespace {

// A signed step as an unsigned number that is small when the step is (zigzag; Reader undoes it).
// Steps wrap modulo 2^64, so any two int64 coordinates have one.
std::uint64_t zigzag(std::uint64_t step) {
    return (step << 1) ^ static_cast<std::uint64_t>(static_cast<std::int64_t>(step) >> 63);
}

// The bytes a step needs, 0 to 8 (0: no step).
unsigned bytes_of(std::uint64_t v) { return static_cast<unsigned>((std::bit_width(v) + 7) / 8); }

// The 8 bytes of v, low first, at `at` (of which the caller keeps the low n: the next write
// goes over the rest).
void put_bytes(std::uint8_t* at, std::uint64_t v) {
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
    std::memcpy(at, &v, sizeof v);
}

}  // namespace

// One byte for the piece (type, colour, right), one for the lengths of the two steps, then
// the steps in y and x from the last piece, each in as few bytes as it needs: every read is
// one 8-byte load and a mask, not a loop over the bytes.
PackedPieces::PackedPieces(const LoosePieces& pieces) : count_(pieces.size()) {
    static_assert(kPieceTypeCount * 4 <= 0x80, "a piece and its right fit one byte");
    // Sized exactly first: grown, the old and new buffers would be in memory together.
    std::size_t size = 8;  // 8: room for the last 8-byte load
    std::uint64_t x = 0, y = 0;
    for (const auto& p : pieces) {
        size += 2 + bytes_of(zigzag(static_cast<std::uint64_t>(p.square.y) - y)) +
                bytes_of(zigzag(static_cast<std::uint64_t>(p.square.x) - x));
        y = static_cast<std::uint64_t>(p.square.y), x = static_cast<std::uint64_t>(p.square.x);
    }
    // Written through a pointer, each step as one 8-byte store (the 8 spare bytes at the end
    // take the last one's overhang): a push_back a byte cost four times as much.
    bytes_.resize(size);
    std::uint8_t* at = bytes_.data();
    x = 0, y = 0;
    for (const auto& p : pieces) {
        const std::uint64_t dy = zigzag(static_cast<std::uint64_t>(p.square.y) - y);
        const std::uint64_t dx = zigzag(static_cast<std::uint64_t>(p.square.x) - x);
        const unsigned ny = bytes_of(dy), nx = bytes_of(dx);
        at[0] = static_cast<std::uint8_t>(index(p.piece.type) * 4 + index(p.piece.color) + (p.right ? 0x80 : 0));
        at[1] = static_cast<std::uint8_t>(ny | nx << 4);
        put_bytes(at + 2, dy);
        put_bytes(at + 2 + ny, dx);
        at += 2 + ny + nx;
        y = static_cast<std::uint64_t>(p.square.y), x = static_cast<std::uint64_t>(p.square.x);
        rights_ += p.right ? 1 : 0;
    }
    assert(static_cast<std::size_t>(at - bytes_.data()) + 8 == bytes_.size());
}

#else
PackedPieces::PackedPieces(const LoosePieces& pieces) : wide_(pieces), count_(pieces.size()) {
    for (const auto& p : pieces) rights_ += p.right ? 1 : 0;
}
#endif

LoosePieces PackedPieces::unpack() const {
    LoosePieces out;
    out.reserve(count_);
    for_each([&](const LoosePiece& p) { out.push_back(p); });
    return out;
}

void place_packed(const PackedPieces& pieces, Position& p) {
    p.board.reserve(p.board.size() + pieces.size());
    p.special_rights.reserve(p.special_rights.size() + pieces.rights());
    p.board.defer_index();
    // put_many in batches, as place_loose.
    std::array<std::pair<Square, Piece>, 128> batch;
    std::size_t n = 0;
    pieces.for_each([&](const LoosePiece& lp) {
        batch[n++] = {lp.square, lp.piece};
        if (lp.right) p.special_rights.insert(lp.square);
        if (n == batch.size()) {
            p.board.put_many({batch.data(), n});
            n = 0;
        }
    });
    p.board.put_many({batch.data(), n});
}

}  // namespace UICI_CORE_NS
