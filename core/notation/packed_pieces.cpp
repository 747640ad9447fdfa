#include "core/notation/packed_pieces.hpp"

#include <array>
#include <utility>

namespace UICI_CORE_NS {

#if !UICI_WIDE
namespace {

// A signed step as an unsigned number that is small when the step is (zigzag), and back.
// Steps wrap modulo 2^64, so any two int64 coordinates have one.
std::uint64_t zigzag(std::uint64_t step) {
    return (step << 1) ^ static_cast<std::uint64_t>(static_cast<std::int64_t>(step) >> 63);
}
std::uint64_t unzigzag(std::uint64_t z) { return (z >> 1) ^ (0 - (z & 1)); }

void put_varint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    for (; v >= 0x80; v >>= 7) out.push_back(static_cast<std::uint8_t>(v | 0x80));
    out.push_back(static_cast<std::uint8_t>(v));
}

std::uint64_t get_varint(const std::uint8_t*& at) {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
        const std::uint8_t b = *at++;
        v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
        if (b < 0x80) return v;
    }
}

}  // namespace

// One byte for the piece (type, colour, right), then the steps in y and x from the last piece.
PackedPieces::PackedPieces(const LoosePieces& pieces) : count_(pieces.size()) {
    static_assert(kPieceTypeCount * 4 <= 0x80, "a piece and its right fit one byte");
    bytes_.reserve(pieces.size() * 3 + 16);
    std::uint64_t x = 0, y = 0;
    for (const auto& p : pieces) {
        bytes_.push_back(
            static_cast<std::uint8_t>(index(p.piece.type) * 4 + index(p.piece.color) + (p.right ? 0x80 : 0)));
        put_varint(bytes_, zigzag(static_cast<std::uint64_t>(p.square.y) - y));
        put_varint(bytes_, zigzag(static_cast<std::uint64_t>(p.square.x) - x));
        y = static_cast<std::uint64_t>(p.square.y), x = static_cast<std::uint64_t>(p.square.x);
        rights_ += p.right ? 1 : 0;
    }
    bytes_.shrink_to_fit();
}

LoosePiece PackedPieces::Reader::next() {
    const std::uint8_t b = *at++;
    y += unzigzag(get_varint(at));
    x += unzigzag(get_varint(at));
    const Piece piece{static_cast<PieceType>((b & 0x7F) >> 2), static_cast<Color>(b & 3)};
    return {{static_cast<Coord>(x), static_cast<Coord>(y)}, piece, (b & 0x80) != 0};
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
