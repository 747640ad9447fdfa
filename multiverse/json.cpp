#include "multiverse/json.hpp"
#include "multiverse/text.hpp"

#include "multiverse/md5.hpp"

namespace uici::multiverse {

namespace {

nlohmann::ordered_json board_json(const BoardRef& b) {
    return {{"timeline", label_text(b.timeline)}, {"turn", b.turn}};
}

nlohmann::ordered_json square_json(const SquareRef& s) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    if (s.file >= 0) j["file"] = std::string(1, char('a' + s.file));
    if (s.rank >= 0) j["rank"] = s.rank + 1;
    return j;
}

const char* form_name(MoveForm f) {
    switch (f) {
        case MoveForm::Physical: return "physical";
        case MoveForm::Jump: return "jump";
        case MoveForm::CastleShort: return "castle_short";
        case MoveForm::CastleLong: return "castle_long";
    }
    return "physical";
}

std::string when(int t2) { return cat("T", std::to_string(turn_of(t2)), white_at(t2) ? "w" : "b"); }

}  // namespace

nlohmann::ordered_json move_json(const MoveNode& m) {
    nlohmann::ordered_json j;
    j["text"] = write_move(m);
    j["form"] = form_name(m.form);
    if (m.board) j["board"] = board_json(*m.board);
    j["piece"] = std::string(1, letter(m.piece));
    if (m.from.any()) j["from"] = square_json(m.from);
    if (m.form == MoveForm::Jump) {
        j["branching"] = m.branching;
        j["target"] = board_json(*m.target);
    }
    if (m.to.any()) j["to"] = square_json(m.to);
    j["capture"] = m.capture;
    if (m.promotion_sign)
        j["promotion"] = m.promotion == Kind::None ? std::string() : std::string(1, letter(m.promotion));
    if (m.check) j["check"] = std::string(1, m.check);
    if (m.present_moved) j["present_moved"] = true;
    if (!m.marks.empty()) j["marks"] = m.marks;
    if (m.new_timeline) j["new_timeline"] = label_text(*m.new_timeline);
    if (m.present_turn) j["present_turn"] = *m.present_turn;
    if (!m.comments.empty()) j["comments"] = m.comments;
    j["line"] = m.line;
    j["column"] = m.column;
    return j;
}

nlohmann::ordered_json tree_json(const GameNode& g) {
    nlohmann::ordered_json j;
    j["tags"] = nlohmann::ordered_json::array();
    for (const auto& t : g.tags) j["tags"].push_back({{"name", t.name}, {"value", t.value}});
    j["boards"] = nlohmann::ordered_json::array();
    for (const auto& b : g.boards) j["boards"].push_back(b.text);
    if (!g.comments.empty()) j["comments"] = g.comments;
    j["actions"] = nlohmann::ordered_json::array();
    for (const auto& a : g.actions) {
        nlohmann::ordered_json ja;
        ja["turn"] = a.number;
        ja["colour"] = a.white ? "white" : "black";
        if (!a.comments.empty()) ja["comments"] = a.comments;
        ja["moves"] = nlohmann::ordered_json::array();
        for (const auto& m : a.moves) ja["moves"].push_back(move_json(m));
        j["actions"].push_back(std::move(ja));
    }
    j["result"] = g.result;
    if (!g.final_comments.empty()) j["final_comments"] = g.final_comments;
    return j;
}

std::string state_fen(const Multiverse& mv) {
    std::string out;
    for (const auto& [l, tl] : mv.timelines)
        for (int t2 = tl.start; t2 <= tl.end(); ++t2) out += mv.board_fen(l, t2) + "\n";
    return out;
}

nlohmann::ordered_json replay_json(const Replayed& r) {
    const Multiverse& mv = r.state;
    nlohmann::ordered_json j;
    j["variant"] = r.variant;
    j["size"] = std::to_string(mv.width) + "x" + std::to_string(mv.height);
    j["hash"] = mv.hash();
    j["to_move"] = mv.white_to_move ? "white" : "black";
    j["present"] = when(mv.present());
    j["turn_submitted"] = r.last_action_submitted;
    // The marks that disagree with the state (replay.hpp): where, the move, what.
    j["warnings"] = nlohmann::ordered_json::array();
    for (const Warning& w : r.warnings)
        j["warnings"].push_back({{"line", w.line}, {"column", w.column}, {"move", w.move}, {"message", w.message}});
    j["timelines"] = nlohmann::ordered_json::array();
    for (const auto& [l, tl] : mv.timelines) {
        nlohmann::ordered_json jt;
        jt["timeline"] = label_text(index_to_label(l, mv.even));
        jt["active"] = mv.is_active(l);
        jt["start"] = when(tl.start);
        jt["end"] = when(tl.end());
        jt["boards"] = nlohmann::ordered_json::array();
        for (int t2 = tl.start; t2 <= tl.end(); ++t2) {
            const std::string fen = mv.board_fen(l, t2);
            jt["boards"].push_back({{"fen", fen}, {"hash", md5_hex(fen)}});
        }
        j["timelines"].push_back(std::move(jt));
    }
    j["moves"] = nlohmann::ordered_json::array();
    for (std::size_t ai = 0; ai < r.facts.size(); ++ai)
        for (std::size_t mi = 0; mi < r.facts[ai].size(); ++mi) {
            const MoveFacts& f = r.facts[ai][mi];
            nlohmann::ordered_json jm;
            jm["move"] = write_move(r.game.actions[ai].moves[mi]);
            jm["capture"] = f.captured;
            if (f.new_timeline) jm["new_timeline"] = label_text(index_to_label(*f.new_timeline, mv.even));
            jm["present_moved"] = f.present_moved;
            jm["present"] = when(f.present_after);
            j["moves"].push_back(std::move(jm));
        }
    j["game"] = tree_json(r.game);
    return j;
}

}  // namespace uici::multiverse
