#include "search/ordering.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/board/board.hpp"
#include "core/board/board_view.hpp"
#include "core/rules/attacks.hpp"
#include "search/eval.hpp"
#include "search/keys.hpp"

namespace UICI_CORE_NS::search {

namespace {

// captured_value given the pieces on m.from and m.to (null: none), looked up by the caller.
int victim_value(const Position& p, const Piece* mover, const Piece* target, const Move& m) {
    if (target) return target->color == opposite(p.turn) ? std::max(piece_value(target->type), 50) : 0;
    const bool en_passant = mover && mover->type == PieceType::Pawn && p.en_passant && p.en_passant->target == m.to;
    return en_passant ? piece_value(PieceType::Pawn) : 0;
}

}  // namespace

bool defended_after(const Position& p, const Move& m) {
    BoardView view(p.board);
    view.remove(m.from);
    return is_attacked(view, p.rules, m.to, p.turn);
}

bool losing_capture(const Position& p, const Move& m) {
    const Piece* mover = p.board.find(m.from);
    if (!mover || m.promotion || piece_value(mover->type) <= captured_value(p, m)) return false;
    return defended_after(p, m);
}

int captured_value(const Position& p, const Move& m) {
    const Piece* target = p.board.find(m.to);
    return victim_value(p, target ? nullptr : p.board.find(m.from), target, m);
}

void MoveHistory::clear() {
    std::fill(table_.begin(), table_.end(), 0);
    std::fill(captures_.begin(), captures_.end(), std::int16_t{0});
    has_killer = {};
}

void MoveHistory::age() {
    for (auto& v : table_) v /= 2;
    for (auto& v : captures_) v = static_cast<std::int16_t>(v / 2);
    has_killer = {};
}

std::size_t MoveHistory::slot(const Position& p, const Move& m) { return slot(p.board.find(m.from), m); }

std::size_t MoveHistory::slot(const Piece* q, const Move& m) {
    const std::uint64_t piece = q ? Board::piece_byte(*q) : 0;
    std::uint64_t h = coord_bits(m.to.x) * 0x9E3779B97F4A7C15ULL;
    h ^= (coord_bits(m.to.y) + (h << 6) + (h >> 2)) * 0xBF58476D1CE4E5B9ULL;
    h ^= piece * 0x94D049BB133111EBULL;
    return static_cast<std::size_t>((h ^ (h >> 29)) & (kSize - 1));
}

namespace {

// Both ways by the same bonus, pulled toward zero as an entry nears kLimit ("gravity"): a move
// that cut off often and then stopped doing so loses its place as fast as it won it. (Either
// table's entries: the result stays within +-kLimit.)
template <typename Entry>
void pull(Entry& v, int bonus) {
    v = static_cast<Entry>(v + bonus - v * std::abs(bonus) / MoveHistory::kLimit);
}

}  // namespace

void MoveHistory::update(const Position& p, const Move& m, int bonus) { pull(table_[slot(p, m)], bonus); }

void MoveHistory::reward(const Position& p, const Move& m, int depth) { update(p, m, bonus(depth)); }

void MoveHistory::punish(const Position& p, const Move& m, int depth) { update(p, m, -bonus(depth)); }

std::size_t MoveHistory::capture_slot(const Piece* mover, const Move& m, PieceType victim) {
    std::uint64_t h =
        slot(mover, m) * 0xD6E8FEB86659FD93ULL ^ (static_cast<std::uint64_t>(victim) + 1) * 0xA24BAED4963EE407ULL;
    return static_cast<std::size_t>((h ^ (h >> 31)) & (kCaptureSize - 1));
}

void MoveHistory::update_capture(const Position& p, const Move& m, int bonus) {
    const Piece* target = p.board.find(m.to);
    pull(captures_[capture_slot(p.board.find(m.from), m, target ? target->type : PieceType::Pawn)], bonus);
}

void MoveHistory::reward_capture(const Position& p, const Move& m, int depth) { update_capture(p, m, bonus(depth)); }

void MoveHistory::punish_capture(const Position& p, const Move& m, int depth) { update_capture(p, m, -bonus(depth)); }

void MoveHistory::add_killer(int ply, const Move& m) {
    auto& k = killers[static_cast<std::size_t>(ply)];
    auto& has = has_killer[static_cast<std::size_t>(ply)];
    if (has[0] && k[0] == m) return;
    k[1] = k[0];
    has[1] = has[0];
    k[0] = m;
    has[0] = true;
}

bool move_order_less(const Move& a, const Move& b) {
    if (a.from != b.from) return display_less(a.from, b.from);
    if (a.to != b.to) return display_less(a.to, b.to);
    const int pa = a.promotion ? 1 + index(a.promotion->type) : 0, pb = b.promotion ? 1 + index(b.promotion->type) : 0;
    return pa < pb;
}

namespace {

// Best first; ties in the fixed order of move_order_less: a total order on distinct moves, so
// any way of sorting (a full sort, or picking the best one at a time) gives one sequence.
bool better(const ScoredMove& a, const ScoredMove& b) {
    if (a.score != b.score) return a.score > b.score;
    return move_order_less(a.move, b.move);
}

}  // namespace

bool score_moves(const Position& p, const std::vector<Move>& moves, std::uint32_t tt_move, const MoveHistory& h,
                 int ply, std::vector<ScoredMove>& out, const Poll& poll, bool rank_losing) {
    out.clear();
    out.reserve(moves.size());
    const auto k = static_cast<std::size_t>(std::min(ply, kMaxPly));
    unsigned steps = 0;
    // The generator lists a piece's moves together: its square is looked up once for them.
    const Square* last_from = nullptr;
    const Piece* mover = nullptr;
    for (const Move& m : moves) {
        if (++steps % kPollEvery == 0) poll();
        ScoredMove s{m, 0, true};
        // Each square looked up once, for everything below.
        if (last_from == nullptr || *last_from != m.from) {
            mover = p.board.find(m.from);
            last_from = &m.from;
        }
        const Piece* target = p.board.find(m.to);
        const int victim = victim_value(p, mover, target, m);
        if (tt_move != 0 && move_digest(m) == tt_move) {
            s.score = 1 << 30;
            s.quiet = victim == 0 && !m.promotion;
        } else if (victim > 0) {
            // By the victim's value, moved by up to 128 centipawns of it by what the capture
            // did before (its history: +27 over 400 games on 8x8 at tc=2+0.02), then by the
            // cheaper capturer.
            s.score = (1 << 26) + victim * 16 - (mover ? piece_value(mover->type) / 16 : 0) +
                      h.capture(mover, m, target ? target->type : PieceType::Pawn) / 8;
            s.quiet = false;
            // A capture that loses material at once comes after every quiet move.
            if (rank_losing && mover && !m.promotion && piece_value(mover->type) > victim && defended_after(p, m))
                s.score -= (1 << 26) + (1 << 20);
        } else if (m.promotion) {
            s.score = (1 << 25) + piece_value(m.promotion->type);
            s.quiet = false;
        } else if (h.has_killer[k][0] && h.killers[k][0] == m) {
            s.score = kKillerScore + 1;
        } else if (h.has_killer[k][1] && h.killers[k][1] == m) {
            s.score = kKillerScore;
        } else {
            s.score = h.get(mover, m);
        }
        out.push_back(s);
    }
    if (out.size() < kPollEvery) return false;
    // A list of millions (slides on a crowded board) takes seconds to sort: the comparisons
    // poll too, and a Halted thrown out of the sort leaves `out` a valid (unsorted) list.
    steps = 0;
    std::sort(out.begin(), out.end(), [&](const ScoredMove& a, const ScoredMove& b) {
        if (++steps % kPollEvery == 0) poll();
        return better(a, b);
    });
    return true;
}

void pick_move(std::vector<ScoredMove>& out, std::size_t i, bool& sorted) {
    if (sorted) return;
    // A node that does not cut off at its first moves tries them all: the rest sorted at once.
    if (i >= kPickedFirst) {
        std::sort(out.begin() + static_cast<std::ptrdiff_t>(i), out.end(), better);
        sorted = true;
        return;
    }
    std::size_t best = i;
    for (std::size_t j = i + 1; j < out.size(); ++j)
        if (better(out[j], out[best])) best = j;
    if (best != i) std::swap(out[i], out[best]);
}

void order_moves(const Position& p, const std::vector<Move>& moves, std::uint32_t tt_move, const MoveHistory& h,
                 int ply, std::vector<ScoredMove>& out, const Poll& poll) {
    if (!score_moves(p, moves, tt_move, h, ply, out, poll)) std::sort(out.begin(), out.end(), better);
}

}  // namespace UICI_CORE_NS::search
