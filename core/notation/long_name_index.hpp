// Long JSON's piece names ("kingsW", "voidsN") found by one hash and one compare, for the plain
// scan of its piece maps (json_maps.cpp), where finding a member's name is on every member.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "core/board/ascii_bytes.hpp"
#include "core/board/piece.hpp"

namespace UICI_CORE_NS::json_maps {

// Every long piece name ("kingsW", "voidsN": what piece_from_long_name takes) in a small open
// hash table, so that a member's name is found by one hash and one compare instead of a walk
// over the names (the walk was a tenth of reading a large map).
class LongNameIndex {
public:
    LongNameIndex() {
        for (int t = 0; t < kPieceTypeCount; ++t)
            for (const char colour : {'W', 'B', 'N'}) {
                std::string name(spec(static_cast<PieceType>(t)).long_name);
                name += colour;
                const auto piece = piece_from_long_name(name);
                if (!piece || name.size() >= kLongest) continue;
                std::size_t h = slot(name.data(), name.size());
                while (sizes_[h] != 0) h = (h + 1) % kSlots;
                std::memcpy(names_[h].data(), name.data(), name.size());
                sizes_[h] = static_cast<std::uint8_t>(name.size());
                pieces_[h] = *piece;
            }
    }
    // The piece named by the n letters at p (16 bytes readable there), or nullptr.
    [[nodiscard]] const Piece* find(const char* p, std::size_t n) const {
        for (std::size_t h = slot(p, n);; h = (h + 1) % kSlots) {
            if (sizes_[h] == 0) return nullptr;
            if (sizes_[h] == n && ascii::same_first(names_[h].data(), p, static_cast<unsigned>(n))) return &pieces_[h];
        }
    }
    static constexpr std::size_t kLongest = 16;  // longer names are read by the general path

private:
    static constexpr std::size_t kSlots = 256;  // more than three times the names
    // From the first 8 bytes (those of the name), the last one (the colour) and the length.
    static std::size_t slot(const char* p, std::size_t n) {
        std::uint64_t head = ascii::load8(p);
        if (n < 8) head &= (std::uint64_t{1} << (8 * n)) - 1;
        const std::uint64_t h =
            (head + static_cast<unsigned char>(p[n - 1]) * 0x100000001ULL + n) * 0x9E3779B97F4A7C15ULL;
        return static_cast<std::size_t>(h >> 56) % kSlots;
    }
    std::array<std::array<char, kLongest>, kSlots> names_{};
    std::array<std::uint8_t, kSlots> sizes_{};
    std::array<Piece, kSlots> pieces_{};
};

inline const LongNameIndex& long_name_index() {
    static const LongNameIndex names;
    return names;
}

// The piece a name in the text names, or nullptr; a name near the text's end is looked up from
// a copy, since the table reads 16 bytes from a name's start.
inline const Piece* piece_named(std::string_view name, const char* text_end) {
    if (name.empty() || name.size() >= LongNameIndex::kLongest) return nullptr;
    if (text_end - name.data() >= static_cast<std::ptrdiff_t>(LongNameIndex::kLongest))
        return long_name_index().find(name.data(), name.size());
    std::array<char, LongNameIndex::kLongest> copy{};
    std::memcpy(copy.data(), name.data(), name.size());
    return long_name_index().find(copy.data(), name.size());
}

}  // namespace UICI_CORE_NS::json_maps
