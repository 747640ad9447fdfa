#include "core/board/position.hpp"

#include <algorithm>

namespace UICI_CORE_NS {
namespace {
constexpr std::pair<WinCondition, std::string_view> kWinNames[] = {
    {WinCondition::Checkmate, "checkmate"},
    {WinCondition::RoyalCapture, "royalcapture"},
    {WinCondition::AllRoyalsCaptured, "allroyalscaptured"},
    {WinCondition::AllPiecesCaptured, "allpiecescaptured"},
    {WinCondition::Koth, "koth"},
    {WinCondition::ThreeCheck, "threecheck"},
};
}  // namespace

const std::vector<PieceType>& default_promotions() {
    static const std::vector<PieceType> kDefault{PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                                 PieceType::Knight};
    return kDefault;
}

std::string_view to_string(WinCondition w) {
    for (const auto& [c, name] : kWinNames)
        if (c == w) return name;
    return "checkmate";
}

std::optional<WinCondition> win_condition_from_name(std::string_view name) {
    for (const auto& [c, n] : kWinNames)
        if (n == name) return c;
    return std::nullopt;
}

bool GameRules::has(Color c, WinCondition w) const {
    if (c == Color::Neutral) return false;
    const auto& list = of(c).win_conditions;
    return std::find(list.begin(), list.end(), w) != list.end();
}

void Position::set_metadata(const std::string& key, const std::string& value) {
    for (auto& [k, v] : metadata)
        if (k == key) {
            v = value;
            return;
        }
    metadata.emplace_back(key, value);
}

const std::string* Position::metadata_value(const std::string& key) const {
    for (const auto& [k, v] : metadata)
        if (k == key) return &v;
    return nullptr;
}

bool same_state(const Position& a, const Position& b) {
    return a.board == b.board && a.special_rights == b.special_rights && a.turn == b.turn &&
           a.last_in_turn_order == b.last_in_turn_order && a.en_passant == b.en_passant && a.move_rule == b.move_rule &&
           a.fullmove == b.fullmove && a.checks_given == b.checks_given && a.rules == b.rules;
}

}  // namespace UICI_CORE_NS
