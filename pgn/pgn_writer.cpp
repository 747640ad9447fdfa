#include "pgn/pgn_writer.hpp"

#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "pgn/chess_board.hpp"
#include "pgn/san.hpp"

namespace uici::pgn {
namespace {

void append_tag(std::string& out, std::string_view key, std::string_view value) {
    out += "[";
    out += key;
    out += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out.push_back('\\');
        // A tag stands on one line.
        out.push_back(c == '\n' || c == '\r' ? ' ' : c);
    }
    out += "\"]\n";
}

bool result_token(std::string_view r) { return r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*"; }

}  // namespace

void append_pgn(std::string& out, const ChessGame& g) {
    const std::string result = result_token(g.result) ? g.result : "*";
    bool has_result = false;
    for (const auto& [k, v] : g.tags) {
        has_result = has_result || k == "Result";
        append_tag(out, k, k == "Result" ? result : v);
    }
    if (!has_result) append_tag(out, "Result", result);
    const std::string fen = write_fen(g.start);
    if (fen != kStartFen && !tag_value(g.tags, "FEN")) {
        if (!tag_value(g.tags, "SetUp")) append_tag(out, "SetUp", "1");
        append_tag(out, "FEN", fen);
    }
    out += "\n";
    std::string line;
    const auto word = [&](const std::string& w) {
        if (!line.empty() && line.size() + 1 + w.size() > 80) {
            out += line;
            out += "\n";
            line.clear();
        }
        if (!line.empty()) line += " ";
        line += w;
    };
    Position p = g.start;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        if (p.turn == Color::White) {
            word(std::to_string(p.fullmove) + ".");
        } else if (i == 0) {
            word(std::to_string(p.fullmove) + "...");
        }
        std::string san = write_san(p, g.moves[i]);
        MoveFacts f;
        apply_move(p, g.moves[i], &f);
        if (f.check) san += has_legal_move(p, true) ? "+" : "#";
        word(san);
    }
    word(result);
    out += line;
    out += "\n";
}

}  // namespace uici::pgn
