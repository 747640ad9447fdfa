#include "pgn/egd.hpp"

#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "pgn/chess_board.hpp"
#include "pgn/json_text.hpp"

namespace uici::pgn {
namespace {

// The gem's piece codes: colour left out, bishops by the colour of their square.
std::string_view piece_code(PieceType t, Square on) {
    switch (t) {
        case PieceType::Pawn: return "p";
        case PieceType::Knight: return "N";
        case PieceType::Bishop: return dark_square(on) ? "Bd" : "Bl";
        case PieceType::Rook: return "R";
        case PieceType::Queen: return "Q";
        default: return "K";
    }
}

// In lran a pawn has no letter and the other pieces their SAN letter.
void append_letter(std::string& out, PieceType t) {
    if (t != PieceType::Pawn) out.push_back(piece_letter(t));
}

void append_tags(std::string& out, const ChessGame& g) {
    out += "{\"Result\":";
    append_json_string(out, g.result);
    for (const auto& [k, v] : g.tags)
        if (k != "Result") append_json_field(out, k, v);
    out.push_back('}');
}

void append_features(std::string& out, bool check, bool mate, bool stalemate) {
    out += check ? (mate ? "{\"check\":true,\"checkmate\":true}" : "{\"check\":true}") : stalemate ? "{\"stalemate\":true}" : "{}";
}

// The "start_position", "move" and "end_position" members of one ply, from `p` before the
// move; `p` is left after it. `fen` holds the FEN before and is left holding the FEN after.
void append_ply(std::string& out, Position& p, std::string& fen, const Move& m, std::string_view san, bool last) {
    const Piece mover = *p.board.find(m.from);
    const Piece* target = p.board.find(m.to);
    const PieceType taken = target ? target->type : PieceType::Pawn;
    const bool takes = target != nullptr;
    const char player = p.turn == Color::White ? 'w' : 'b';
    out += "\"start_position\":{\"fen\":\"";
    out += fen;
    out += "\",\"features\":{}},\"move\":{\"player\":\"";
    out.push_back(player);
    out += "\",\"san\":";
    append_json_string(out, san);
    MoveFacts f;
    apply_move(p, m, &f);
    std::string_view type;
    out += ",\"lran\":\"";
    if (f.castle_dir) {
        out += f.castle_dir > 0 ? "O-O" : "O-O-O";
        type = f.castle_dir > 0 ? "short_castle" : "long_castle";
    } else {
        append_letter(out, mover.type);
        append_square_name(out, m.from);
        if (f.en_passant) {
            out.push_back('x');
            type = "ep_capture";
        } else if (takes) {
            out.push_back('x');
            append_letter(out, taken);
            type = m.promotion ? "promotion_capture" : "capture";
        } else {
            out.push_back('-');
            type = m.promotion ? "promotion" : "move";
        }
        append_square_name(out, m.to);
        if (m.promotion) {
            out.push_back('=');
            out.push_back(piece_letter(m.promotion->type));
        }
    }
    out += "\",\"from_square\":\"";
    append_square_name(out, m.from);
    out += "\",\"to_square\":\"";
    append_square_name(out, m.to);
    out += "\",\"piece\":\"";
    out += piece_code(mover.type, m.from);
    out += "\",\"move_type\":\"";
    out += type;
    out.push_back('"');
    if (f.captured) {
        out += ",\"captured_piece\":\"";
        out += piece_code(f.captured->type, m.to);
        out.push_back('"');
    }
    if (m.promotion) {
        out += ",\"promotion\":\"";
        out += piece_code(m.promotion->type, m.to);
        out.push_back('"');
    }
    fen.clear();
    append_fen(fen, p);
    // Mate and stalemate end a game, so only its last position can be either.
    const bool moves_left = !last || has_legal_move(p);
    out += "},\"end_position\":{\"fen\":\"";
    out += fen;
    out += "\",\"features\":";
    append_features(out, f.check, f.check && !moves_left, !f.check && !moves_left);
    out.push_back('}');
}

void append_key(std::string& out, const Position& p) {
    out.push_back('"');
    out += std::to_string(p.fullmove);
    out.push_back(p.turn == Color::White ? 'w' : 'b');
    out.push_back('"');
}

}  // namespace

void append_egd(std::string& out, const ChessGame& g) {
    out += "{\"game_tags\":";
    append_tags(out, g);
    out += ",\"moves\":{";
    Position p = g.start;
    std::string fen = write_fen(p);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        if (i) out.push_back(',');
        append_key(out, p);
        out += ":{";
        append_ply(out, p, fen, g.moves[i], g.sans[i], i + 1 == g.moves.size());
        out.push_back('}');
    }
    out += "}}";
}

void append_egd_jsonl(std::string& out, const ChessGame& g, std::size_t number) {
    Position p = g.start;
    std::string fen = write_fen(p);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        out += "{\"game\":";
        out += std::to_string(number);
        out += ",\"key\":";
        append_key(out, p);
        out.push_back(',');
        append_ply(out, p, fen, g.moves[i], g.sans[i], i + 1 == g.moves.size());
        out += "}\n";
    }
}

}  // namespace uici::pgn
