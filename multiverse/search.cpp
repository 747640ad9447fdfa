// A depth-first search over partial turns. Two facts keep it small and still complete:
// - check only grows during a turn (see in_check), so a partial turn that already leaves a royal
//   piece capturable is dropped with everything that could follow it;
// - the same partial turn reached in another order (moves on different boards commute unless one
//   lands on the other's board or both open timelines) is looked at once: states are remembered
//   by a 128-bit digest of the boards the turn added.
#include "multiverse/search.hpp"

#include <algorithm>
#include <map>

#include <boost/unordered/unordered_flat_set.hpp>

#include "core/board/input_poll.hpp"
#include "multiverse/apply.hpp"
#include "multiverse/check.hpp"
#include "multiverse/movegen.hpp"

namespace uici::multiverse {

namespace {

struct Digest {
    std::uint64_t a = 0, b = 0;
    bool operator==(const Digest&) const = default;
};

struct DigestHash {
    std::size_t operator()(const Digest& d) const { return std::size_t(d.a ^ (d.b * 0x9E3779B97F4A7C15ULL)); }
};

class Search {
public:
    Search(const Multiverse& root, Kind promotion, std::uint64_t budget, const std::atomic<bool>* stop)
        : mv_(root), promotion_(promotion), budget_(budget), stop_(stop), mover_(root.white_to_move) {
        for (const auto& [l, tl] : root.timelines) root_end_.emplace(l, tl.end());
    }

    // True when a legal turn was found (it is in path_); false when none exists below this node.
    // Throws OutOfNodes when the budget runs out. The caller has made sure the node is not in check.
    bool run() {
        if (white_at(mv_.present()) != mover_) return true;
        const std::vector<ResolvedMove> all = candidate_moves(mv_, promotion_);
        std::vector<ResolvedMove> safe;
        for (const ResolvedMove& m : all)
            if (safe_after(m)) safe.push_back(m);
        if (hopeless(all, safe)) return false;
        order(safe);
        for (const ResolvedMove& m : safe) {
            const MoveFacts f = apply_move(mv_, m);
            path_.push_back(m);
            if (seen_.insert(digest()).second && run()) return true;
            path_.pop_back();
            undo_move(mv_, m, f);
        }
        return false;
    }

    bool root_in_check() {
        count();
        return in_check(mv_, mover_);
    }

    struct OutOfNodes {};
    std::uint64_t nodes() const { return nodes_; }
    bool stopped() const { return stopped_; }
    const std::vector<ResolvedMove>& path() const { return path_; }

private:
    void count() {
        input_.step();
        if (stop_ && stop_->load(std::memory_order_relaxed)) {
            stopped_ = true;
            throw OutOfNodes{};
        }
        if (++nodes_ > budget_) throw OutOfNodes{};
    }

    // Whether the move, played now, leaves no royal piece capturable.
    bool safe_after(const ResolvedMove& m) {
        count();
        const MoveFacts f = apply_move(mv_, m);
        const bool ok = !in_check(mv_, mover_);
        undo_move(mv_, m, f);
        return ok;
    }

    static bool is_jump(const ResolvedMove& m) { return m.from.l != m.to.l || m.from.t2 != m.to.t2; }

    // A board of the present that nothing can settle any more. The moves open to the mover stay
    // the same for the whole turn (new boards all belong to the opponent), and a move that is
    // unsafe now stays unsafe, except a jump that will branch once its target board is played.
    // So a present board with no safe move of its own and no safe jump onto it can only be left
    // behind by a branch that takes the present back before it (or wakes a timeline that does).
    bool hopeless(const std::vector<ResolvedMove>& all, const std::vector<ResolvedMove>& safe) const {
        const int present = mv_.present();
        // A branch can wake a sleeping timeline; that moves the present back only if it ends earlier.
        bool sleeping = false;
        for (const auto& [l, tl] : mv_.timelines) sleeping = sleeping || (!mv_.is_active(l) && tl.end() < present);
        for (const auto& [l, tl] : mv_.timelines) {
            if (!mv_.is_active(l) || tl.end() != present) continue;
            bool settled = false;
            for (const ResolvedMove& m : safe)
                settled = settled || m.from.l == l || (is_jump(m) && !m.branching && m.to.l == l);
            for (const ResolvedMove& m : all) {
                if (settled) break;
                if (!is_jump(m)) continue;
                const bool may_branch = m.branching || mv_.playable(m.to.l, m.to.t2);
                settled = (m.from.l == l && may_branch) || (may_branch && (m.to.t2 < present || sleeping));
            }
            if (!settled) return true;
        }
        return false;
    }

    // Fail first: the board of the present with the fewest ways to be settled (its own safe moves
    // and safe jumps onto it) comes first, hops before branches; then the other moves, those of
    // the present's boards before the rest and hops before branches.
    void order(std::vector<ResolvedMove>& safe) const {
        const int present = mv_.present();
        auto of_present = [&](int l) { return mv_.is_active(l) && mv_.timelines.at(l).end() == present; };
        auto settles = [](const ResolvedMove& m, int l) {
            return m.from.l == l || (is_jump(m) && !m.branching && m.to.l == l);
        };
        int focus = 0, fewest = -1;
        for (const auto& entry : mv_.timelines) {
            const int l = entry.first;  // a plain variable: lambdas may not capture a structured binding
            if (!of_present(l)) continue;
            const int n =
                int(std::count_if(safe.begin(), safe.end(), [&](const ResolvedMove& m) { return settles(m, l); }));
            if (fewest < 0 || n < fewest) {
                fewest = n;
                focus = l;
            }
        }
        auto rank = [&](const ResolvedMove& m) {
            const int group = fewest >= 0 && settles(m, focus) ? 0 : of_present(m.from.l) ? 1 : 2;
            return 2 * group + (m.branching ? 1 : 0);
        };
        std::stable_sort(safe.begin(), safe.end(),
                         [&](const ResolvedMove& a, const ResolvedMove& b) { return rank(a) < rank(b); });
    }

    // FNV-1a and a multiply-xorshift mix over every board added since the root, with its place.
    Digest digest() const {
        Digest d{0xcbf29ce484222325ULL, 0x84222325cbf29ce4ULL};
        auto feed = [&](std::uint64_t v) {
            d.a = (d.a ^ v) * 0x100000001b3ULL;
            d.b = (d.b + v) * 0xff51afd7ed558ccdULL;
            d.b ^= d.b >> 33;
        };
        for (const auto& [l, tl] : mv_.timelines) {
            const auto it = root_end_.find(l);
            const int from = it == root_end_.end() ? tl.start : it->second + 1;
            for (int t2 = from; t2 <= tl.end(); ++t2) {
                feed(std::uint64_t(std::uint32_t(l)) << 32 | std::uint32_t(t2));
                for (const Piece& p : tl.boards[std::size_t(t2 - tl.start)].cells)
                    feed(std::uint64_t(p.kind) | std::uint64_t(p.white) << 8 | std::uint64_t(p.unmoved) << 9);
            }
        }
        return d;
    }

    Multiverse mv_;
    Kind promotion_;
    std::uint64_t budget_;
    const std::atomic<bool>* stop_;
    InputPoll<16> input_;
    bool stopped_ = false;
    bool mover_;
    std::map<int, int> root_end_;
    std::uint64_t nodes_ = 0;
    std::vector<ResolvedMove> path_;
    boost::unordered_flat_set<Digest, DigestHash> seen_;
};

}  // namespace

std::string_view verdict_name(Verdict v) {
    switch (v) {
        case Verdict::ongoing: return "ongoing";
        case Verdict::checkmate: return "checkmate";
        case Verdict::stalemate: return "stalemate";
        case Verdict::unknown: break;
    }
    return "unknown";
}

TurnSearch search_turn(const Multiverse& mv, Kind promotion, std::uint64_t budget, const std::atomic<bool>* stop) {
    TurnSearch out;
    out.in_check = in_check_now(mv);
    Search s(mv, promotion, budget, stop);
    try {
        if (!s.root_in_check() && s.run()) {
            out.verdict = Verdict::ongoing;
            out.witness = s.path();
        } else {
            out.verdict = out.in_check ? Verdict::checkmate : Verdict::stalemate;
        }
    } catch (const Search::OutOfNodes&) {
        out.verdict = Verdict::unknown;
        out.stopped = s.stopped();
    }
    out.nodes = std::min(s.nodes(), budget);
    return out;
}

TurnSearch game_status(const Replayed& game, std::uint64_t budget, const std::atomic<bool>* stop) {
    return search_turn(game.state, default_promotion(game.game), budget, stop);
}

std::string moves_text(const Multiverse& mv, const std::vector<ResolvedMove>& moves) {
    // Strings appended piece by piece: gcc 12 warns falsely (-Wrestrict) on "(" + std::string&&.
    auto board = [&](const Pos& p) {
        std::string s = "(";
        s += label_text(index_to_label(p.l, mv.even));
        s += 'T';
        s += std::to_string(turn_of(p.t2));
        s += ')';
        return s;
    };
    auto square = [](const Pos& p) {
        std::string s(1, char('a' + p.x));
        s += std::to_string(p.y + 1);
        return s;
    };
    std::string out;
    for (const ResolvedMove& m : moves) {
        if (!out.empty()) out += ' ';
        out += board(m.from);
        if (m.castle) {
            out += m.to.x > m.from.x ? "O-O" : "O-O-O";
            continue;
        }
        const Piece* p = mv.at(m.from);
        out += letter(p ? p->kind : Kind::Pawn);
        out += square(m.from);
        const bool jump = m.from.l != m.to.l || m.from.t2 != m.to.t2;
        if (jump) out += m.branching ? ">>" : ">";
        if (m.capture) out += 'x';
        if (jump) out += board(m.to);
        out += square(m.to);
        if (m.promotion != Kind::None) out += std::string("=") + letter(m.promotion);
    }
    return out;
}

}  // namespace uici::multiverse
