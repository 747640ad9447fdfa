#include "pgn/san.hpp"

#include "core/rules/legality.hpp"
#include "pgn/chess_board.hpp"

namespace uici::pgn {
namespace {

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

}  // namespace

std::optional<SanMove> parse_san(std::string_view t) {
    SanMove s;
    if (t == "O-O" || t == "0-0") return s.castle = 1, s;
    if (t == "O-O-O" || t == "0-0-0") return s.castle = -1, s;
    if (t.empty()) return std::nullopt;
    std::size_t i = 0;
    if (const auto piece = type_from_letter(t[0])) s.piece = *piece, i = 1;
    // The promotion comes last: "=Q" or a bare "Q" after the square.
    std::size_t end = t.size();
    if (end - i >= 3 && type_from_letter(t[end - 1]) && t[end - 1] != 'K' && t[end - 1] != 'P') {
        if (s.piece != PieceType::Pawn) return std::nullopt;
        s.promotion = type_from_letter(t[end - 1]);
        --end;
        if (t[end - 1] == '=') --end;
    }
    if (end - i < 2 || !is_file(t[end - 2]) || !is_rank(t[end - 1])) return std::nullopt;
    s.to = {t[end - 2] - 'a' + 1, t[end - 1] - '0'};
    end -= 2;
    // Between the piece and the square: an optional origin file and rank, then x, : or -.
    if (end > i && (t[end - 1] == 'x' || t[end - 1] == ':' || t[end - 1] == '-')) --end;
    if (i < end && is_file(t[i])) s.from_file = t[i++] - 'a' + 1;
    if (i < end && is_rank(t[i])) s.from_rank = t[i++] - '0';
    if (i != end) return std::nullopt;
    // A pawn that names no file moves straight ahead on the file of its square.
    if (s.piece == PieceType::Pawn && !s.from_file) s.from_file = s.to.x;
    if (s.promotion && s.to.y != 8 && s.to.y != 1) return std::nullopt;
    return s;
}

SanMatch match_san(const Position& p, const SanMove& san, InCheckNow in_check_now) {
    SanMatch r;
    r.reason = Reason::no_piece;
    MovePlan plan;
    const auto consider = [&](const Move& m) {
        const Reason why = check_move(p, m, plan, in_check_now);
        if (why == Reason::legal) {
            if (++r.fits == 1) r.move = m, r.plan = plan;
        } else if (r.fits == 0) {
            r.reason = why;
        }
    };
    if (san.castle) {
        for (const Square k : p.board.royals(p.turn)) {
            const Piece* q = p.board.find(k);
            if (q && q->type == PieceType::King) consider({k, {k.x + 2 * san.castle, k.y}, std::nullopt});
        }
    } else {
        std::optional<Piece> promotion;
        if (san.promotion) promotion = Piece{*san.promotion, p.turn};
        p.board.for_each([&](Square s, Piece q) {
            if (q.type != san.piece || q.color != p.turn) return;
            if ((san.from_file && s.x != *san.from_file) || (san.from_rank && s.y != *san.from_rank)) return;
            consider({s, san.to, promotion});
        });
    }
    if (r.fits != 1) r.move.reset();
    return r;
}

std::string write_san(const Position& p, const Move& m) {
    const Piece* mover = p.board.find(m.from);
    if (!mover) return {};
    if (mover->type == PieceType::King && (m.to.x - m.from.x == 2 || m.to.x - m.from.x == -2))
        return m.to.x > m.from.x ? "O-O" : "O-O-O";
    const Piece* target = p.board.find(m.to);
    const bool capture = target || (mover->type == PieceType::Pawn && m.from.x != m.to.x);
    std::string out;
    if (mover->type == PieceType::Pawn) {
        if (capture) out.push_back(static_cast<char>('a' + (m.from.x - 1)));
    } else {
        out.push_back(piece_letter(mover->type));
        // Other pieces of the same kind that could go there too decide what to add.
        bool others = false, same_file = false, same_rank = false;
        p.board.for_each([&](Square s, Piece q) {
            if (q != *mover || s == m.from || check_move(p, {s, m.to, std::nullopt}) != Reason::legal) return;
            others = true;
            same_file = same_file || s.x == m.from.x;
            same_rank = same_rank || s.y == m.from.y;
        });
        if (others && (!same_file || same_rank)) out.push_back(static_cast<char>('a' + (m.from.x - 1)));
        if (others && same_file) out.push_back(static_cast<char>('0' + m.from.y));
    }
    if (capture) out.push_back('x');
    append_square_name(out, m.to);
    if (m.promotion) {
        out.push_back('=');
        out.push_back(piece_letter(m.promotion->type));
    }
    return out;
}

}  // namespace uici::pgn
