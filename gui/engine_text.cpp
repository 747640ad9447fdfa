#include "gui/engine_text.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/uci_map.hpp"
#include "engine/sprt_json/sprt_fit.hpp"

namespace uici::gui {

namespace {

bool uci_square(const Square& s) { return s.x >= 1 && s.x <= 8 && s.y >= 1 && s.y <= 8; }

Color other_side(Color c) { return c == Color::White ? Color::Black : Color::White; }

}  // namespace

std::optional<std::string> unfit_for(std::string_view proto, const Game& game) {
    // The request carries the rules, which moves do not change: the start says it.
    if (proto == "sprt-json") return sprt_client::sprt_unfit(game.start());
    if (proto != "uci") return std::nullopt;
    if (auto why = uci_unfit(game.start())) return why;
    const History h = game.history();
    for (std::size_t i = 0; i < h.size(); ++i) {
        const Move& m = h[i].move;
        if (!uci_square(m.from) || !uci_square(m.to))
            return "move " + std::to_string(i + 1) + " (" + format_move(m) + ") leaves the 8x8 board";
    }
    return std::nullopt;
}

std::string position_line_for(std::string_view proto, const Game& game) {
    const bool uci = proto == "uci";
    std::string s = uci ? "position fen " + to_fen(game.start()) : "position icn " + write_icn_position(game.start());
    const History h = game.history();
    for (std::size_t i = 0; i < h.size(); ++i) {
        if (i == 0) s += " moves";
        s += ' ';
        s += uci ? to_uci_move(h[i].move) : format_move(h[i].move);
    }
    return s;
}

std::optional<Move> engine_move(std::string_view proto, const std::string& text, Color mover) {
    if (proto == "uci") return from_uci_move(text, mover);
    auto m = parse_move(text);
    return m ? std::optional<Move>(*m) : std::nullopt;
}

void pv_to_board(std::string_view proto, Json& info, Color mover) {
    if (proto != "uci" || !info.contains("pv")) return;
    Json pv = Json::array();
    Color side = mover;
    for (const Json& w : info["pv"]) {
        const auto m = from_uci_move(w.get<std::string>(), side);
        if (!m) break;
        pv.push_back(format_move(*m));
        side = other_side(side);
    }
    info["pv"] = std::move(pv);
}

bool on_8x8(const Position& p) { return p.rules.border == on_chess_board(p).rules.border; }

}  // namespace uici::gui
