#include "core/rules/perft.hpp"

#include <algorithm>

#include "core/board/input_poll.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"

namespace UICI_CORE_NS {
namespace {

class Walker {
public:
    Walker(const Position& p, int depth, const std::atomic<bool>* stop, bool sorted)
        : pos_(p), stop_(stop), buffers_(static_cast<std::size_t>(depth) + 1), sorted_(sorted) {}

    // The node's moves, or nothing when perft must give up here.
    GeneratedMoves* moves(int depth) {
        GeneratedMoves& g = buffers_[static_cast<std::size_t>(depth)];
        generate_moves(pos_, g);
        if (sorted_) sort_moves(g);
        for (const SlideSet& s : g.slides) {
            if (!s.last) return refuse(result_.unbounded_ray, s);
            if (depth >= 2 && *s.last - s.first >= kPerftMaxSlide) return refuse(result_.oversized_ray, s);
        }
        return &g;
    }

    // Leaves below the current node, `depth` >= 1 plies down.
    std::uint64_t count(int depth) {
        if (halted()) return 0;
        GeneratedMoves* g = moves(depth);
        if (!g) return 0;
        if (depth == 1) {
            std::uint64_t n = g->finite.size();
            for (const SlideSet& s : g->slides) {
                const auto c = s.count();
                if (!c) {
                    refuse(result_.oversized_ray, s);
                    return 0;
                }
                if (!add(n, *c)) return 0;  // a wide count past 64 bits is too many as well
            }
            return n;
        }
        std::uint64_t n = 0;
        for_each_move(*g, [&](const Move& m) { add(n, child(m, depth - 1)); });
        return n;
    }

    // n += c, or false (and perft gives up) when the sum passes 64 bits: slides of ~2^63
    // squares on a board bordered near the int64 limits make such counts.
    bool add(std::uint64_t& n, const Count& c) {
#if UICI_WIDE
        if (c <= UINT64_MAX && !__builtin_add_overflow(n, static_cast<std::uint64_t>(c), &n)) return true;
#else
        if (!__builtin_add_overflow(n, c, &n)) return true;
#endif
        result_.too_many = true;
        result_.aborted = true;
        return false;
    }

    std::uint64_t child(const Move& m, int depth) {
        if (depth == 0) return 1;
        const Undo u = apply_move(pos_, m);
        const std::uint64_t n = count(depth);
        undo_move(pos_, u);
        return n;
    }

    template <class F>
    void for_each_move(const GeneratedMoves& g, F&& f) {
        for (const Move& m : g.finite) {
            if (halted()) return;
            f(m);
        }
        for (const SlideSet& s : g.slides) {
            for (Count n = s.first; n <= *s.last && !halted(); ++n)
                if (s.contains(n)) f(Move{s.from, *s.square(n), std::nullopt});
        }
    }

    bool halted() {
        if (result_.aborted) return true;
        input_.step();
        if (stop_ && stop_->load(std::memory_order_relaxed)) result_.aborted = true;
        return result_.aborted;
    }

    PerftResult run(int depth, const std::function<void(std::size_t)>& root_done) {
        if (depth <= 0) {
            result_.nodes = 1;
            return result_;
        }
        GeneratedMoves* g = moves(depth);
        if (!g) return result_;
        // At depth 1 a slide too long to list stays one divide entry: its token and its size.
        std::vector<std::pair<SlideSet, std::uint64_t>> whole;
        if (depth == 1) {
            auto long_one = [](const SlideSet& s) { return *s.last - s.first >= kPerftMaxSlide; };
            for (const SlideSet& s : g->slides)
                if (long_one(s)) {
                    const auto c = s.count();
                    if (!c) {
                        refuse(result_.oversized_ray, s);
                        return result_;
                    }
                    whole.emplace_back(s, *c);
                }
            std::erase_if(g->slides, long_one);
        }
        std::vector<std::pair<Move, std::uint64_t>> divide;
        for_each_move(*g, [&](const Move& m) {
            const std::uint64_t n = child(m, depth - 1);
            // A root move cut short by stop has no count yet: only finished ones are kept.
            if (result_.aborted) return;
            divide.emplace_back(m, n);
            if (root_done) root_done(divide.size());
        });
        // A refusal has no divide; a stop keeps the root moves it finished.
        if (result_.refused()) return result_;
        std::sort(divide.begin(), divide.end(),
                  [](const auto& a, const auto& b) { return move_less(a.first, b.first); });
        result_.divide = std::move(divide);
        result_.whole_slides = std::move(whole);
        bool fits = true;
        for (const auto& entry : result_.divide) fits = fits && add(result_.nodes, entry.second);
        for (const auto& entry : result_.whole_slides) fits = fits && add(result_.nodes, entry.second);
        if (!fits) {
            result_.divide.clear();
            result_.whole_slides.clear();
            result_.nodes = 0;
        }
        return result_;
    }

private:
    GeneratedMoves* refuse(std::optional<SlideSet>& field, const SlideSet& s) {
        field = s;
        result_.aborted = true;
        return nullptr;
    }

    Position pos_;
    const std::atomic<bool>* stop_;
    InputPoll<4096> input_;
    std::vector<GeneratedMoves> buffers_;
    PerftResult result_;
    bool sorted_ = false;
};

}  // namespace

PerftResult perft(const Position& p, int depth, const std::atomic<bool>* stop,
                  const std::function<void(std::size_t)>& root_done) {
    PerftResult r = Walker(p, depth, stop, false).run(depth, root_done);
    if (!r.unbounded_ray && !r.oversized_ray) return r;
    // Which ray a refusal names depends on the order moves are walked in, and unsorted that
    // is the board table's order (which depends on its history). Refusals are found early,
    // so the walk is redone in sorted order to name the same ray for the same position.
    return Walker(p, depth, stop, true).run(depth, nullptr);
}

}  // namespace UICI_CORE_NS
