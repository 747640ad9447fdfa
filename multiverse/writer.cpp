// The canonical 5dpgn writer: one spelling for everything, so that reading its output and writing
// again gives the same text.
#include "multiverse/ast.hpp"
#include "multiverse/text.hpp"

namespace uici::multiverse {

namespace {

std::string board_text(const BoardRef& b) { return cat("(", label_text(b.timeline), "T", std::to_string(b.turn), ")"); }

std::string square_text(const SquareRef& s) {
    std::string out;
    if (s.file >= 0) out += char('a' + s.file);
    if (s.rank >= 0) out += std::to_string(s.rank + 1);
    return out;
}

// Comments cannot hold '}', so it never appears in one read back; nothing to escape.
std::string comment_text(const std::string& c) { return "{" + c + "}"; }

std::string tag_value(const std::string& v) {
    std::string out;
    for (char ch : v) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch;
    }
    return out;
}

void append_action_moves(std::string& out, const ActionNode& a) {
    for (const auto& c : a.comments) out += cat(" ", comment_text(c));
    for (const auto& m : a.moves) out += cat(" ", write_move(m));
}

}  // namespace

std::string write_move(const MoveNode& m) {
    std::string out;
    if (m.board) out += board_text(*m.board);
    if (m.form == MoveForm::CastleShort || m.form == MoveForm::CastleLong) {
        out += m.form == MoveForm::CastleShort ? "O-O" : "O-O-O";
    } else {
        if (m.piece != Kind::Pawn || m.form == MoveForm::Jump || (m.piece_written && m.from.complete()))
            out += letter(m.piece);
        out += square_text(m.from);
        if (m.form == MoveForm::Jump) {
            out += m.branching ? ">>" : ">";
            if (m.capture) out += 'x';
            out += board_text(*m.target);
        } else if (m.capture) {
            out += 'x';
        }
        out += square_text(m.to);
        if (m.promotion_sign) {
            out += '=';
            if (m.promotion != Kind::None) out += letter(m.promotion);
        }
    }
    if (m.check) out += m.check;
    if (m.present_moved) out += '~';
    out += m.marks;
    if (m.new_timeline) out += " (>L" + label_text(*m.new_timeline) + ")";
    if (m.present_turn) out += " (~T" + std::to_string(*m.present_turn) + ")";
    for (const auto& c : m.comments) out += cat(" ", comment_text(c));
    return out;
}

std::string write_5dpgn(const GameNode& g) {
    std::string out;
    for (const auto& t : g.tags) out += "[" + t.name + " \"" + tag_value(t.value) + "\"]\n";
    for (const auto& b : g.boards) out += b.text + "\n";
    if (!out.empty()) out += "\n";
    for (const auto& c : g.comments) out += comment_text(c) + "\n";
    for (std::size_t i = 0; i < g.actions.size(); ++i) {
        const auto& a = g.actions[i];
        // White's action and Black's reply of the same turn share a line, split by '/'.
        out += std::to_string(a.number) + (a.white ? "." : "b.");
        append_action_moves(out, a);
        if (a.white && i + 1 < g.actions.size() && !g.actions[i + 1].white && g.actions[i + 1].number == a.number) {
            out += " /";
            append_action_moves(out, g.actions[++i]);
        }
        out += "\n";
    }
    if (!g.result.empty()) out += g.result;
    for (const auto& c : g.final_comments) out += cat(" ", comment_text(c));
    if (!g.result.empty() || !g.final_comments.empty()) out += "\n";
    return out;
}

}  // namespace uici::multiverse
