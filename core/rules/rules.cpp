#include "core/rules/rules.hpp"

#include "core/rules/legality.hpp"

namespace UICI_CORE_NS {

std::string_view reason_code(Reason r) {
    switch (r) {
        case Reason::legal: return "legal";
        case Reason::no_piece: return "no_piece";
        case Reason::wrong_side: return "wrong_side";
        case Reason::bad_geometry: return "bad_geometry";
        case Reason::blocked: return "blocked";
        case Reason::own_piece: return "own_piece";
        case Reason::self_check: return "self_check";
        case Reason::castle_rights: return "castle_rights";
        case Reason::castle_through_check: return "castle_through_check";
        case Reason::no_en_passant: return "no_en_passant";
        case Reason::promotion_required: return "promotion_required";
        case Reason::bad_promotion: return "bad_promotion";
        case Reason::outside_border: return "outside_border";
        case Reason::coord_range: return "coord_range";
        case Reason::game_over: return "game_over";
    }
    return "bad_geometry";
}

Reason check_move(const Position& p, const Move& m) {
    MovePlan plan;
    return check_move(p, m, plan, std::nullopt);
}

bool in_check(const Position& p, Color c) { return any_royal_attacked(p, c); }

}  // namespace UICI_CORE_NS
