#include "core/notation/uci_map.hpp"

#include <algorithm>

#include "core/board/piece.hpp"

namespace UICI_CORE_NS {

namespace {

bool on_board(Square s) { return s.x >= 1 && s.x <= 8 && s.y >= 1 && s.y <= 8; }

bool standard(PieceType t) { return spec(t).san_letter != 0; }

std::string square_name(Square s) {
    return std::string(1, static_cast<char>('a' + static_cast<int>(s.x) - 1)) +
           std::string(1, static_cast<char>('0' + static_cast<int>(s.y)));
}

bool has_piece(const Position& p, Square s, PieceType t, Color c) {
    const Piece* q = p.board.find(s);
    return q && q->type == t && q->color == c;
}

}  // namespace

std::optional<std::string> uci_unfit(const Position& p) {
    std::optional<std::string> why;
    int kings[2] = {0, 0};
    // Display order, so that the piece named is the same on every run.
    for (const auto& [s, q] : p.board.sorted()) {
        if (why) break;
        if (!on_board(s)) {
            why = "a piece stands off the 8x8 board at ";
            append_coord(*why, s.x);
            *why += ',';
            append_coord(*why, s.y);
        } else if (q.color == Color::Neutral || !standard(q.type))
            why = "a piece other than K Q R B N P: " + piece_code(q);
        else if (q.type == PieceType::King) ++kings[index(q.color)];
        else if (q.type == PieceType::Pawn &&
                 ((q.color == Color::White && s.y == 2) || (q.color == Color::Black && s.y == 7)) && !p.has_right(s))
            why = "a pawn on its start rank without its double step";
        else if (q.type == PieceType::Pawn && (s.y == 1 || s.y == 8)) why = "a pawn on the first or last rank";
    }
    if (why) return why;
    if (kings[0] != 1 || kings[1] != 1) return "not one king a side";
    for (Color c : {Color::White, Color::Black}) {
        const PlayerRules& r = p.rules.of(c);
        if (r.win_conditions != std::vector<WinCondition>{WinCondition::Checkmate})
            return "a win condition other than checkmate";
        const Coord rank = c == Color::White ? 8 : 1;
        if (r.promotion_ranks != std::vector<Coord>{rank}) return "promotion elsewhere than the last rank";
        auto list = r.promotions;
        std::sort(list.begin(), list.end());
        auto want = default_promotions();
        std::sort(want.begin(), want.end());
        if (list != want) return "promotion to pieces other than Q R B N";
    }
    // Either side to move is a FEN's "w" or "b", whichever player ends a full move here (chess's
    // w:b, or ICN's "b" = b:w): the engine is given the counters as they stand.
    if (p.rules.slide_limit) return "a slide limit";
    return std::nullopt;
}

Position on_chess_board(Position p) {
    p.rules.border = Border{1, 8, 1, 8};
    return p;
}

std::string to_fen(const Position& p) {
    std::string fen;
    for (int y = 8; y >= 1; --y) {
        int empty = 0;
        for (int x = 1; x <= 8; ++x) {
            const Piece* q = p.board.find(Square{x, y});
            if (!q) {
                ++empty;
                continue;
            }
            if (empty) fen += std::to_string(empty);
            empty = 0;
            fen += piece_code(*q);
        }
        if (empty) fen += std::to_string(empty);
        if (y > 1) fen += '/';
    }
    fen += p.turn == Color::White ? " w " : " b ";
    std::string castle;
    auto rights = [&](Color c, Coord y, char kside, char qside) {
        if (!has_piece(p, Square{5, y}, PieceType::King, c) || !p.has_right(Square{5, y})) return;
        if (has_piece(p, Square{8, y}, PieceType::Rook, c) && p.has_right(Square{8, y})) castle += kside;
        if (has_piece(p, Square{1, y}, PieceType::Rook, c) && p.has_right(Square{1, y})) castle += qside;
    };
    rights(Color::White, 1, 'K', 'Q');
    rights(Color::Black, 8, 'k', 'q');
    fen += castle.empty() ? "-" : castle;
    fen += ' ';
    fen += p.en_passant && on_board(p.en_passant->target) ? square_name(p.en_passant->target) : "-";
    fen += ' ' + std::to_string(p.move_rule ? p.move_rule->counter : 0);
    fen += ' ' + std::to_string(std::max<std::int64_t>(1, p.fullmove));
    return fen;
}

std::string to_uci_move(const Move& m) {
    std::string s = square_name(m.from) + square_name(m.to);
    if (m.promotion) {
        std::string code = piece_code(Piece{m.promotion->type, Color::Black});
        s += code;
    }
    return s;
}

std::optional<Move> from_uci_move(const std::string& t, Color mover) {
    if (t.size() != 4 && t.size() != 5) return std::nullopt;
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (!file(t[0]) || !rank(t[1]) || !file(t[2]) || !rank(t[3])) return std::nullopt;
    Move m;
    m.from = Square{t[0] - 'a' + 1, t[1] - '0'};
    m.to = Square{t[2] - 'a' + 1, t[3] - '0'};
    if (t.size() == 5) {
        auto type = type_from_code_any_case(t.substr(4));
        if (!type || *type == PieceType::King || *type == PieceType::Pawn) return std::nullopt;
        m.promotion = Piece{*type, mover};
    }
    return m;
}

}  // namespace UICI_CORE_NS
