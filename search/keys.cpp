#include "search/keys.hpp"

namespace UICI_CORE_NS::search {

std::uint64_t right_key(Square s) { return mix64(mix64(coord_bits(s.x) ^ 0x5851F42D4C957F2DULL) ^ coord_bits(s.y)); }

std::uint64_t rights_key(const Position& p) {
    std::uint64_t k = 0;
    for (Square s : p.special_rights) k ^= right_key(s);  // XOR: the set's order does not matter
    return k;
}

std::uint64_t position_key(const Position& p, std::uint64_t rights) {
    std::uint64_t k = p.board.hash() ^ rights;
    if (p.turn == Color::Black) k ^= 0xF1357AEA2E62A9C5ULL;
    if (p.en_passant) k ^= mix64(right_key(p.en_passant->target) ^ 0x2545F4914F6CDD1DULL);
    return k;
}

}  // namespace UICI_CORE_NS::search
