#include "multiverse/resolve.hpp"
#include "multiverse/text.hpp"

#include <cstdlib>

#include "multiverse/check.hpp"
#include "multiverse/movement.hpp"

namespace uici::multiverse {

namespace {

[[noreturn]] void move_fail(const MoveNode& m, const std::string& message) { fail(m.line, m.column, message); }

std::string board_name(int l, int t2, bool even) {
    return cat("(", label_text(index_to_label(l, even)), "T", std::to_string(turn_of(t2)), ")");
}

// Built by appending: gcc 12 warns (-Wrestrict, a false positive) on string&& + string&& here.
std::string square_name(int x, int y) {
    std::string s(1, char('a' + x));
    s += std::to_string(y + 1);
    return s;
}

int timeline_of(const Multiverse& mv, const MoveNode& m, const Label& l) {
    if (mv.even && l.magnitude == 0 && !l.sign)
        move_fail(m, "expected +0 or -0 rather than 0: the game started with two timelines");
    return label_to_index(l, mv.even);
}

// The board the move starts on: written, or the only timeline's latest board.
std::pair<int, int> source_board(const Multiverse& mv, const MoveNode& m) {
    if (!m.board) {
        if (mv.timelines.size() != 1)
            move_fail(m,
                      "expected (LT) before the move: there are " + std::to_string(mv.timelines.size()) + " timelines");
        const auto& [l, tl] = *mv.timelines.begin();
        if (white_at(tl.end()) != mv.white_to_move) move_fail(m, "expected no move: the board is not the mover's");
        return {l, tl.end()};
    }
    const int l = timeline_of(mv, m, m.board->timeline);
    const int t2 = t2_of(m.board->turn, mv.white_to_move);
    const auto it = mv.timelines.find(l);
    if (it == mv.timelines.end())
        move_fail(m, "expected an existing timeline: there is no timeline " + label_text(m.board->timeline));
    if (it->second.end() != t2)
        move_fail(m, "expected a playable board: " + board_name(l, t2, mv.even) + " for " +
                         (mv.white_to_move ? "White" : "Black") +
                         " is not the latest board of its timeline (it ends at T" +
                         std::to_string(turn_of(it->second.end())) +
                         (white_at(it->second.end()) ? " White" : " Black") + ")");
    return {l, t2};
}

bool matches(const SquareRef& s, int x, int y) { return (s.file < 0 || s.file == x) && (s.rank < 0 || s.rank == y); }

ResolvedMove castle(const Multiverse& mv, const MoveNode& m, int l, int t2, bool kingside) {
    std::string why;
    if (auto r = castle_on(mv, l, t2, kingside, &why)) return *r;
    move_fail(m, why);
}

void set_promotion(const Multiverse& mv, const MoveNode& m, ResolvedMove& r, Kind piece, Kind fallback) {
    const bool last_rank = r.to.y == (mv.white_to_move ? mv.height - 1 : 0);
    if (is_pawnlike(piece) && last_rank && r.to.y != r.from.y) {
        r.promotion = m.promotion != Kind::None ? m.promotion : fallback;
    } else if (m.promotion_sign) {
        move_fail(m, "expected '=' only on a pawn or brawn move to the last rank");
    }
}

}  // namespace

std::optional<ResolvedMove> castle_on(const Multiverse& mv, int l, int t2, bool kingside, std::string* why) {
    const Grid& g = *mv.board(l, t2);
    const bool white = white_at(t2);
    for (int y = 0; y < g.height; ++y)
        for (int x = 0; x < g.width; ++x) {
            const Piece& k = g.at(x, y);
            if (k.kind != Kind::King || k.white != white || !k.unmoved) continue;
            const int dir = kingside ? 1 : -1;
            if (!g.inside(x + 2 * dir, y) || !g.at(x + dir, y).empty() || !g.at(x + 2 * dir, y).empty()) continue;
            int rx = x + 3 * dir;
            while (g.inside(rx, y) && g.at(rx, y).empty()) rx += dir;
            if (!g.inside(rx, y)) continue;
            const Piece& rook = g.at(rx, y);
            if (rook.kind != Kind::Rook || rook.white != k.white || !rook.unmoved) continue;
            // Attacks count on the king's own board only, as in the game and 5d-chess-js; an attack
            // from another board on the square the king ends on is caught when the turn is submitted.
            for (int step = 0; step <= 2; ++step)
                if (square_attacked(mv, Pos{l, t2, x + step * dir, y}, !k.white)) {
                    if (why)
                        *why = step == 0 ? "castling is not allowed while the king is in check"
                                         : "castling is not allowed through or into check";
                    return std::nullopt;
                }
            ResolvedMove r;
            r.from = Pos{l, t2, x, y};
            r.to = Pos{l, t2, x + 2 * dir, y};
            r.castle = true;
            r.rook_from_x = rx;
            r.rook_to_x = x + dir;
            return r;
        }
    if (why)
        *why = std::string("expected an unmoved king and rook with empty squares between them for ") +
               (kingside ? "O-O" : "O-O-O");
    return std::nullopt;
}

Kind default_promotion(const GameNode& game) {
    if (const auto* p = game.tag("Promotions")) {
        for (char ch : *p)
            if (auto k = kind_from_letter(char(std::toupper(static_cast<unsigned char>(ch))))) return *k;
    }
    return Kind::Queen;
}

ResolvedMove resolve(const Multiverse& mv, const MoveNode& m, Kind fallback) {
    const auto [l, t2] = source_board(mv, m);
    if (m.form == MoveForm::CastleShort || m.form == MoveForm::CastleLong)
        return castle(mv, m, l, t2, m.form == MoveForm::CastleShort);
    Pos target{l, t2, m.to.file, m.to.rank};
    if (m.form == MoveForm::Jump) {
        target.l = timeline_of(mv, m, m.target->timeline);
        target.t2 = t2_of(m.target->turn, mv.white_to_move);
        if (!mv.board(target.l, target.t2))
            move_fail(m, "expected an existing target board: there is no " + board_name(target.l, target.t2, mv.even) +
                             " for " + (mv.white_to_move ? "White" : "Black"));
        if (target.l == l && target.t2 == t2)
            move_fail(m, "expected a jump to another board; write a move on its own board without '>'");
    }
    const Grid& g = *mv.board(l, t2);
    if (!g.inside(target.x, target.y))
        move_fail(m, "expected a square on the " + std::to_string(mv.width) + "x" + std::to_string(mv.height) +
                         " board, found " + square_name(target.x, target.y));
    // A king written moving two files sideways is castling.
    if (m.form == MoveForm::Physical && m.piece == Kind::King && m.from.complete() && target.y == m.from.rank &&
        std::abs(target.x - m.from.file) == 2) {
        const Piece& k = g.at(m.from.file, m.from.rank);
        if (k.kind == Kind::King && k.unmoved) return castle(mv, m, l, t2, target.x > m.from.file);
    }
    std::vector<ResolvedMove> found;
    for (int y = 0; y < g.height; ++y)
        for (int x = 0; x < g.width; ++x) {
            const Piece& p = g.at(x, y);
            if (p.kind != m.piece || p.white != mv.white_to_move || !matches(m.from, x, y)) continue;
            for (const Reach& reach : reaches(mv, Pos{l, t2, x, y}, m.form != MoveForm::Jump)) {
                if (!(reach.to == target)) continue;
                ResolvedMove r;
                r.from = Pos{l, t2, x, y};
                r.to = target;
                r.en_passant = reach.en_passant;
                const Piece* there = mv.at(target);
                r.capture = reach.en_passant || (there && !there->empty());
                found.push_back(r);
            }
        }
    const std::string what =
        std::string(1, letter(m.piece)) +
        (m.from.any() ? " from " + std::string(m.from.file >= 0 ? std::string(1, char('a' + m.from.file)) : "") +
                            (m.from.rank >= 0 ? std::to_string(m.from.rank + 1) : "")
                      : "");
    if (found.empty())
        move_fail(m, "no " + what + " on " + board_name(l, t2, mv.even) + " can move to " +
                         board_name(target.l, target.t2, mv.even) + square_name(target.x, target.y));
    if (found.size() > 1) {
        // Pinned pieces do not count: keep the candidates that leave no royal piece attacked on the board.
        std::vector<ResolvedMove> legal;
        for (const auto& r : found)
            if (!exposes_royal(mv, r.from, r.to, r.en_passant)) legal.push_back(r);
        if (legal.size() != 1)
            move_fail(m, "ambiguous move: " + std::to_string(found.size()) + " pieces (" + what +
                             ") can move there; write the source square");
        found = legal;
    }
    ResolvedMove r = found.front();
    if (m.capture && !r.capture)
        move_fail(m, "'x' written but there is nothing to capture on " + square_name(target.x, target.y));
    if (m.form == MoveForm::Jump) {
        const auto& dest = mv.timelines.at(target.l);
        r.branching = dest.end() != target.t2;
        // A '>>' onto a latest board is accepted as the hop it is (5d-chess-js reads such files);
        // the replay reports it, and strict mode refuses it. A '>' into the past is always refused.
        if (r.branching && !m.branching)
            move_fail(m, "the jump branches (its target board is in the past): expected '>>'");
    }
    set_promotion(mv, m, r, m.piece, fallback);
    return r;
}

MoveNode normalised(const MoveNode& m, const ResolvedMove& r, bool even) {
    MoveNode n = m;
    n.board = BoardRef{index_to_label(r.from.l, even), turn_of(r.from.t2), false};
    if (m.form == MoveForm::Jump) n.target = BoardRef{index_to_label(r.to.l, even), turn_of(r.to.t2), false};
    if (m.form == MoveForm::CastleShort || m.form == MoveForm::CastleLong) {
        n.castle_zeros = false;
        return n;
    }
    if (r.castle) {
        n.form = r.to.x > r.from.x ? MoveForm::CastleShort : MoveForm::CastleLong;
        n.from = {};
        n.to = {};
        n.piece_written = false;
        return n;
    }
    n.capture = r.capture;
    // A pawn capture on its board keeps its file, as in ordinary SAN.
    if (m.form == MoveForm::Physical && is_pawnlike(m.piece) && r.capture && n.from.file < 0) n.from.file = r.from.x;
    if (r.promotion != Kind::None) {
        n.promotion_sign = true;
        n.promotion = r.promotion;
    }
    return n;
}

}  // namespace uici::multiverse
