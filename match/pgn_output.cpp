#include "match/pgn_output.hpp"

#include <vector>

#include "core/notation/icn.hpp"
#include "match/game_record.hpp"
#include "match/match_error.hpp"
#include "match/move_comment.hpp"
#include "match/output_file.hpp"
#include "pgn/chess_board.hpp"
#include "pgn/chess_game.hpp"

namespace uici::match {

namespace {

// A black-to-move start that ICN wrote as "b" (b:w) counts full moves as FEN does once black
// ends them: the counters stay as written, only whose move ends a full move changes.
Position fen_order(Position p) {
    p.last_in_turn_order = Color::Black;
    return p;
}

// The comment of each move: the text between the braces after it.
std::vector<std::string> comments_of(std::string_view text, const IcnDocument& doc) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < doc.moves.size(); ++i) {
        const std::size_t from = column_to_byte(text, doc.moves[i].column);
        const std::size_t to = i + 1 < doc.moves.size() ? column_to_byte(text, doc.moves[i + 1].column) : text.size();
        const std::string_view between = text.substr(from, to - from);
        const std::size_t open = between.find('{'), close = between.find('}');
        out.emplace_back(open < close && close != std::string_view::npos ? between.substr(open + 1, close - open - 1)
                                                                         : std::string_view());
    }
    return out;
}

std::string tag_of(const Position& p, const char* key) {
    const std::string* v = p.metadata_value(key);
    return v ? *v : std::string();
}

void append_tag(std::string& out, std::string_view key, std::string_view value) {
    if (value.empty()) return;
    out += '[';
    out += key;
    out += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += "\"]\n";
}

}  // namespace

std::optional<std::string> pgn_unfit(const Position& start) { return pgn::not_chess(fen_order(start)); }

std::optional<std::string> pgn_openings_unfit(const std::vector<Opening>& openings) {
    for (std::size_t i = 0; i < openings.size(); ++i) {
        const auto why = openings[i].position ? pgn_unfit(*openings[i].position)
                                              : std::optional<std::string>("the board is not the world border 1,8,1,8");
        if (why)
            return error_text(ErrorCode::bad_position,
                              {number("opening", std::to_string(i + 1)), word("for", "pgnout"), token(*why, "reason")});
    }
    return std::nullopt;
}

std::optional<std::string> rewrite_pgn_file(const std::string& path, const std::string& text,
                                            const RecoveredGames& found, const PgnFields& fields) {
    std::string pgn;
    for (const auto& [k, g] : found.games)
        if (auto err = append_pgn_game(pgn, std::string_view(text).substr(g.begin, g.size), fields))
            return error_text(ErrorCode::bad_position,
                              {token(path, "path"), number("game", std::to_string(k)), token(*err, "reason")});
    return replace_file(path, pgn);
}

std::string_view pgn_termination(std::string_view t) {
    if (t == kAdjudication || t == kMaxMoves) return "adjudication";
    if (t == engine::fault_name(engine::Fault::time_forfeit)) return "time forfeit";
    if (t == engine::fault_name(engine::Fault::illegal_move)) return "illegal move";
    if (runner_termination(t)) return "abandoned";
    return "normal";
}

std::optional<std::string> append_pgn_game(std::string& out, std::string_view icn_game, const PgnFields& fields) {
    const auto doc = read_icn(icn_game);
    if (!doc) return "the game does not read: " + doc.error().message;
    const Position start = fen_order(doc->position);
    std::vector<Move> moves;
    for (const IcnMove& m : doc->moves) moves.push_back(m.move);
    const std::string result = tag_of(start, "Result");
    auto game = pgn::chess_game_of(start, moves, {}, result);
    if (!game) return game.error().message;
    const std::vector<std::string> comments = comments_of(icn_game, *doc);
    for (const char* key : {"Event", "Site", "Date", "Round", "White", "Black", "Result"})
        append_tag(out, key, tag_of(start, key));
    const std::string fen = pgn::write_fen(start);
    if (fen != pgn::kStartFen) {
        append_tag(out, "SetUp", "1");
        append_tag(out, "FEN", fen);
    }
    const std::string termination = tag_of(start, "Termination");
    if (!fields.min) {  // fastchess's min=true: the seven tags (and SetUp, FEN) and no comment
        append_tag(out, "PlyCount", std::to_string(moves.size()));
        append_tag(out, "Termination", pgn_termination(termination));
        append_tag(out, "TimeControl", tag_of(start, "TimeControl"));
    }
    out += '\n';
    // How the game ended, after the last move's comment (alone when no move was made).
    std::string ending = fields.min ? "" : tag_of(start, "TerminationDetail");
    if (ending.empty() && !fields.min) ending = termination;
    for (char& ch : ending)
        if (ch == '{' || ch == '}') ch = ch == '{' ? '(' : ')';  // a comment cannot hold a brace
    // Units ("12. Nf3 {+0.31/12 0.105s}") are never split; a line holds at most 80 characters.
    std::size_t line = 0;
    const auto unit = [&](const std::string& u) {
        if (line > 0 && line + 1 + u.size() > 80) {
            out += '\n';
            line = 0;
        }
        if (line > 0) {
            out += ' ';
            ++line;
        }
        out += u;
        line += u.size();
    };
    std::int64_t fullmove = start.fullmove;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool white = (i % 2 == 0) == (start.turn == Color::White);
        std::string u;
        if (white) u = std::to_string(fullmove) + ". ";
        else if (i == 0) u = std::to_string(fullmove) + "... ";
        u += game->sans[i];
        if (!fields.min) {
            std::string c = pgn_comment(comments[i], fields);
            if (i + 1 == moves.size() && !ending.empty()) c += ", " + ending;
            u += " {" + c + "}";
        }
        unit(u);
        if (!white) ++fullmove;
    }
    if (moves.empty() && !ending.empty()) unit("{" + ending + "}");
    unit(result);
    out += "\n\n";
    return std::nullopt;
}

}  // namespace uici::match
