#include "pgn/egd.hpp"

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
    out += check       ? (mate ? "{\"check\":true,\"checkmate\":true}" : "{\"check\":true}")
           : stalemate ? "{\"stalemate\":true}"
                       : "{}";
}

// The "start_position", "move" and "end_position" members of ply i.
void append_ply(std::string& out, const ChessGame& g, std::size_t i) {
    const Move& m = g.moves[i];
    const MoveFacts& f = g.facts[i];
    out += "\"start_position\":{\"fen\":\"";
    out += g.fens[i];
    out += "\",\"features\":{}},\"move\":{\"player\":\"";
    out.push_back(f.moved.color == Color::White ? 'w' : 'b');
    out += "\",\"san\":";
    append_json_string(out, g.sans[i]);
    std::string_view type;
    out += ",\"lran\":\"";
    if (f.castle_dir) {
        out += f.castle_dir > 0 ? "O-O" : "O-O-O";
        type = f.castle_dir > 0 ? "short_castle" : "long_castle";
    } else {
        append_letter(out, f.moved.type);
        append_square_name(out, m.from);
        if (f.en_passant) {
            out.push_back('x');
            type = "ep_capture";
        } else if (f.captured) {
            out.push_back('x');
            append_letter(out, f.captured->type);
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
    out += piece_code(f.moved.type, m.from);
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
    // Mate and stalemate end a game, so only its last position can be either.
    const bool moves_left = i + 1 < g.moves.size() || g.moves_left;
    out += "},\"end_position\":{\"fen\":\"";
    out += g.fens[i + 1];
    out += "\",\"features\":";
    append_features(out, f.check, f.check && !moves_left, !f.check && !moves_left);
    out.push_back('}');
}

// "<full move number><w|b>": the FEN's last field and the mover.
void append_key(std::string& out, const ChessGame& g, std::size_t i) {
    const std::string& fen = g.fens[i];
    out.push_back('"');
    out.append(fen, fen.rfind(' ') + 1);
    out.push_back(g.facts[i].moved.color == Color::White ? 'w' : 'b');
    out.push_back('"');
}

}  // namespace

void append_egd(std::string& out, const ChessGame& g) {
    out += "{\"game_tags\":";
    append_tags(out, g);
    out += ",\"moves\":{";
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        if (i) out.push_back(',');
        append_key(out, g, i);
        out += ":{";
        append_ply(out, g, i);
        out.push_back('}');
    }
    out += "}}";
}

void append_egd_jsonl(std::string& out, const ChessGame& g, std::size_t number) {
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        out += "{\"game\":";
        out += std::to_string(number);
        out += ",\"key\":";
        append_key(out, g, i);
        out.push_back(',');
        append_ply(out, g, i);
        out += "}\n";
    }
}

}  // namespace uici::pgn
