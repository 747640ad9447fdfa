#include "pgn/chess_board.hpp"

#include <charconv>
#include <stdexcept>

#include "core/notation/icn.hpp"
#include "core/rules/rules.hpp"

namespace uici::pgn {

void throw_exception_from_error(const Error& e, const boost::source_location&) {
    throw std::runtime_error(e.code + " " + e.message);
}

namespace {

// The FEN is quoted in the message, cut and with control characters and quotes shown as '?', so
// that the error stays one line.
Error fen_error(std::string_view fen, const std::string& why) {
    std::string shown(fen.substr(0, 100));
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || c == '"') c = '?';
    return Error{"bad_fen", why + " in FEN \"" + shown + "\""};
}

std::optional<std::int64_t> read_count(std::string_view text) {
    std::int64_t n = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || n < 0) return std::nullopt;
    return n;
}

bool holds(const Position& p, Square s, PieceType t, Color c) {
    const Piece* q = p.board.find(s);
    return q && q->type == t && q->color == c;
}

// Whether the castling right of `c` towards the rook's file `rook_x` stands (king and rook on
// their home squares, both with their right).
bool castling_right(const Position& p, Color c, Coord rook_x) {
    const Coord y = c == Color::White ? 1 : 8;
    return holds(p, {5, y}, PieceType::King, c) && p.has_right({5, y}) && holds(p, {rook_x, y}, PieceType::Rook, c) &&
           p.has_right({rook_x, y});
}

}  // namespace

const GameRules& chess_rules() {
    static const GameRules rules = [] {
        auto doc = read_icn("w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 K5,1|k5,8");
        return doc.value().position.rules;
    }();
    return rules;
}

char piece_letter(PieceType t) { return spec(t).san_letter; }

std::optional<PieceType> type_from_letter(char c) {
    for (const auto& row : kPieceRows)
        if (c != 0 && row.san_letter == c) return row.type;
    return std::nullopt;
}

Result<Position> read_fen(std::string_view fen) {
    std::string_view field[6];
    int n = 0;
    for (std::size_t i = 0; i < fen.size();) {
        if (fen[i] == ' ' || fen[i] == '\t') {
            ++i;
            continue;
        }
        const std::size_t end = std::min(fen.find_first_of(" \t", i), fen.size());
        if (n == 6) return fen_error(fen, "more than six fields");
        field[n++] = fen.substr(i, end - i);
        i = end;
    }
    if (n < 4) return fen_error(fen, "fewer than four fields");
    Position p;
    p.rules = chess_rules();
    Coord x = 1, y = 8;
    for (const char c : field[0]) {
        if (c == '/') {
            if (x != 9 || y == 1) return fen_error(fen, "a rank without eight squares");
            x = 1, --y;
        } else if (c >= '1' && c <= '8') {
            x += c - '0';
            if (x > 9) return fen_error(fen, "a rank longer than eight squares");
        } else {
            const char upper = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
            const auto t = type_from_letter(upper);
            if (!t || x > 8)
                return fen_error(fen, x > 8 ? "a rank longer than eight squares" : "an unknown piece letter");
            const Color col = c == upper ? Color::White : Color::Black;
            if (*t == PieceType::Pawn && (y == 1 || y == 8)) return fen_error(fen, "a pawn on the first or last rank");
            p.board.put({x, y}, {*t, col});
            if (*t == PieceType::Pawn && y == (col == Color::White ? 2 : 7)) p.special_rights.insert({x, y});
            ++x;
        }
    }
    if (x != 9 || y != 1) return fen_error(fen, "a board without eight ranks of eight squares");
    if (p.board.count(Color::White, PieceType::King) != 1 || p.board.count(Color::Black, PieceType::King) != 1)
        return fen_error(fen, "not exactly one king a side");
    if (field[1] != "w" && field[1] != "b") return fen_error(fen, "a side to move that is not w or b");
    p.turn = field[1] == "w" ? Color::White : Color::Black;
    if (field[2] != "-") {
        for (std::size_t i = 0; i < field[2].size(); ++i) {
            const char c = field[2][i];
            const auto at = std::string_view("KQkq").find(c);
            if (at == std::string_view::npos || field[2].find(c, i + 1) != std::string_view::npos)
                return fen_error(fen, "a castling field other than - or letters of KQkq");
            const Color col = c == 'K' || c == 'Q' ? Color::White : Color::Black;
            const Coord home = col == Color::White ? 1 : 8;
            const Coord rook_x = c == 'K' || c == 'k' ? 8 : 1;
            if (!holds(p, {5, home}, PieceType::King, col) || !holds(p, {rook_x, home}, PieceType::Rook, col))
                return fen_error(fen, std::string("castling right ") + c + " without its king and rook at home");
            p.special_rights.insert({5, home});
            p.special_rights.insert({rook_x, home});
        }
    }
    if (field[3] != "-") {
        const std::string_view ep = field[3];
        const Coord rank = p.turn == Color::White ? 6 : 3;
        if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || ep[1] - '0' != rank)
            return fen_error(fen, "an en passant square off the third or sixth rank");
        const Square target{ep[0] - 'a' + 1, rank};
        const Square pawn{target.x, p.turn == Color::White ? 5 : 4};
        if (!holds(p, pawn, PieceType::Pawn, opposite(p.turn)) || p.board.occupied(target))
            return fen_error(fen, "an en passant square with no pawn that just moved two squares");
        p.en_passant = EnPassant{target, pawn};
    }
    const auto halfmove = n > 4 ? read_count(field[4]) : std::optional<std::int64_t>(0);
    const auto fullmove = n > 5 ? read_count(field[5]) : std::optional<std::int64_t>(1);
    if (!halfmove || !fullmove || *fullmove < 1 || *fullmove > (std::int64_t{1} << 40))
        return fen_error(fen, "a move counter that is not a number");
    p.move_rule = MoveRule{*halfmove, 100};
    p.fullmove = *fullmove;
    p.last_in_turn_order = Color::Black;
    if (in_check(p, opposite(p.turn))) return fen_error(fen, "the side not to move in check");
    return p;
}

void append_fen(std::string& out, const Position& p) {
    // The board's 8x8 tiles: four lookups for the 64 squares instead of one each.
    const Board::Tile* tiles[2][2];
    for (int tx = 0; tx < 2; ++tx)
        for (int ty = 0; ty < 2; ++ty) tiles[tx][ty] = p.board.tile(tx, ty);
    for (Coord y = 8; y >= 1; --y) {
        int empty = 0;
        for (Coord x = 1; x <= 8; ++x) {
            const Board::Tile* t = tiles[x >> 3][y >> 3];
            const std::uint8_t b = t ? t->cell[static_cast<std::size_t>(Board::tile_cell({x, y}))] : 0;
            if (!b) {
                ++empty;
                continue;
            }
            if (empty) out.push_back(static_cast<char>('0' + empty)), empty = 0;
            const Piece q = Board::byte_piece(b);
            const char c = piece_letter(q.type);
            out.push_back(q.color == Color::White ? c : static_cast<char>(c + 32));
        }
        if (empty) out.push_back(static_cast<char>('0' + empty));
        if (y > 1) out.push_back('/');
    }
    out += p.turn == Color::White ? " w " : " b ";
    const std::size_t before = out.size();
    if (castling_right(p, Color::White, 8)) out.push_back('K');
    if (castling_right(p, Color::White, 1)) out.push_back('Q');
    if (castling_right(p, Color::Black, 8)) out.push_back('k');
    if (castling_right(p, Color::Black, 1)) out.push_back('q');
    if (out.size() == before) out.push_back('-');
    out.push_back(' ');
    if (p.en_passant) {
        append_square_name(out, p.en_passant->target);
    } else {
        out.push_back('-');
    }
    out.push_back(' ');
    out += std::to_string(p.move_rule ? p.move_rule->counter : 0);
    out.push_back(' ');
    out += std::to_string(p.fullmove);
}

std::string write_fen(const Position& p) {
    std::string out;
    out.reserve(90);
    append_fen(out, p);
    return out;
}

std::optional<std::string> not_chess(const Position& p) {
    const GameRules& chess = chess_rules();
    if (p.rules.border != chess.border) return "the board is not the world border 1,8,1,8";
    if (p.rules.player != chess.player || p.rules.slide_limit)
        return "the rules are not chess (promotion on the last rank to Q, R, B, N; checkmate)";
    // ICN's "b" reads as the turn order b:w (full moves counted after white's); chess counts them
    // after black's, and chess_game_of counts so. Either way two players alternate.
    if (p.turn == Color::Neutral || p.last_in_turn_order == Color::Neutral)
        return "the turn order is not white and black in turn";
    if (p.board.count(Color::White, PieceType::King) != 1 || p.board.count(Color::Black, PieceType::King) != 1)
        return "not exactly one king a side";
    std::optional<std::string> why;
    p.board.for_each([&](Square s, Piece q) {
        if (why) return;
        if (!on_board(s) || !piece_letter(q.type) || q.color == Color::Neutral) {
            why = "a piece that is not a chess piece on the 8x8 board at " + to_string(s);
        } else if (q.type == PieceType::Pawn) {
            const bool home = s.y == (q.color == Color::White ? 2 : 7);
            if (home != p.has_right(s)) why = "a pawn whose double-step right FEN cannot state at " + to_string(s);
        }
    });
    if (why) return why;
    for (const Square s : p.special_rights) {
        const Piece* q = p.board.find(s);
        if (!q || q->type == PieceType::Pawn) continue;
        const Coord home = q->color == Color::White ? 1 : 8;
        const bool ok = s.y == home && ((q->type == PieceType::King && s.x == 5) ||
                                        (q->type == PieceType::Rook && (s.x == 1 || s.x == 8)));
        if (!ok) return "a castling right FEN cannot state at " + to_string(s);
    }
    return std::nullopt;
}

}  // namespace uici::pgn
