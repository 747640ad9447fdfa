// A sorted piece list packed small for the time a game's moves are played: a conversion with
// moves writes its start from the list it read (loose_pieces.hpp), but while the moves are
// played the board holds every piece too, and the list beside it (24 bytes a piece) was most
// of the process's peak memory. Packed, a piece is two bytes and the steps from the piece
// before it (a few bytes in display order, where neighbours are close), and the board is filled from
// the packed list, so the flat list and the board are never in memory together.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

#include "core/notation/loose_pieces.hpp"

namespace UICI_CORE_NS {

class PackedPieces {
public:
    PackedPieces() = default;
    // `pieces` (any order; display order packs smallest) packed; they keep their order.
    explicit PackedPieces(const LoosePieces& pieces);

    [[nodiscard]] std::size_t size() const { return count_; }
    [[nodiscard]] std::size_t rights() const { return rights_; }
    // Each piece in order, as it was given.
    template <class F>
    void for_each(F&& f) const {
#if UICI_WIDE
        for (const auto& p : wide_) f(p);
#else
        Reader r{bytes_.data()};
        for (std::size_t i = 0; i < count_; ++i) f(r.next());
#endif
    }
    // The list as it was given.
    [[nodiscard]] LoosePieces unpack() const;
    void swap(PackedPieces& other) noexcept {
#if UICI_WIDE
        wide_.swap(other.wide_);
#else
        bytes_.swap(other.bytes_);
#endif
        std::swap(count_, other.count_);
        std::swap(rights_, other.rights_);
    }

private:
#if UICI_WIDE
    LoosePieces wide_;  // numbers of any size: kept as they are (the wide build is rare)
#else
    // Reads the pieces in order (the encoding: PackedPieces(const LoosePieces&)).
    struct Reader {
        const std::uint8_t* at;
        std::uint64_t x = 0, y = 0;
        // n bytes at p (8 readable there: the list ends in 8 spare bytes), low first.
        static std::uint64_t bytes(const std::uint8_t* p, unsigned n) {
            std::uint64_t v = 0;
            std::memcpy(&v, p, sizeof v);
            if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
            return n == 8 ? v : v & ((std::uint64_t{1} << (8 * n)) - 1);
        }
        static std::uint64_t unzigzag(std::uint64_t z) { return (z >> 1) ^ (0 - (z & 1)); }
        LoosePiece next() {
            const std::uint8_t b = at[0];
            const unsigned ny = at[1] & 0xFU, nx = at[1] >> 4U;
            y += unzigzag(bytes(at + 2, ny));
            x += unzigzag(bytes(at + 2 + ny, nx));
            at += 2 + ny + nx;
            const Piece piece{static_cast<PieceType>((b & 0x7F) >> 2), static_cast<Color>(b & 3)};
            return {{static_cast<Coord>(x), static_cast<Coord>(y)}, piece, (b & 0x80) != 0};
        }
    };
    std::vector<std::uint8_t> bytes_;
#endif
    std::size_t count_ = 0, rights_ = 0;
};

// The pieces (and their rights) put on p's board and into p's special rights, as place_loose.
void place_packed(const PackedPieces& pieces, Position& p);

}  // namespace UICI_CORE_NS
