// Replaying the moves of a tree: each move is resolved against the state (its board, its source
// square, branching or not) and applied. The marks the text adds for its readers ('>>', '~', (>L),
// (~T)) are compared with what the move did: a disagreement is a warning (an error in strict mode).
#include "multiverse/replay.hpp"

#include "multiverse/apply.hpp"
#include "multiverse/check.hpp"
#include "multiverse/resolve.hpp"

namespace uici::multiverse {

namespace {

std::string colour_name(bool white) { return white ? "White" : "Black"; }

// The present must have passed to the opponent before a player submits.
bool action_complete(const Multiverse& mv) { return white_at(mv.present()) != mv.white_to_move; }

}  // namespace

Result<Replayed> replay(const GameNode& game, ReplayOptions options) {
    try {
        Replayed r;
        auto start = starting_multiverse(game, &r.variant);
        if (!start) return start.error();
        r.start = *start;
        r.state = *start;
        r.game = game;
        const Kind promotion = default_promotion(game);
        for (std::size_t ai = 0; ai < game.actions.size(); ++ai) {
            const ActionNode& a = game.actions[ai];
            Multiverse& mv = r.state;
            const bool last = ai + 1 == game.actions.size();
            if (a.moves.empty() && last) break;
            if (a.white != mv.white_to_move)
                fail(a.line, a.column,
                     "expected " + colour_name(mv.white_to_move) + "'s moves here, found " + colour_name(a.white) +
                         "'s");
            if (a.moves.empty())
                fail(a.line, a.column, "expected at least one move in " + colour_name(a.white) + "'s turn");
            r.facts.emplace_back();
            for (std::size_t mi = 0; mi < a.moves.size(); ++mi) {
                const MoveNode& m = a.moves[mi];
                const ResolvedMove rm = resolve(mv, m, promotion);
                const int before = mv.present();
                MoveFacts f = apply_move(mv, rm);
                f.present_after = mv.present();
                f.present_moved = f.present_after < before;
                // What the marks claim, against what the move did.
                auto disagree = [&](const std::string& what) {
                    if (options.strict) fail(m.line, m.column, what + " (strict mode)");
                    MoveNode shown = normalised(m, rm, mv.even);
                    shown.comments.clear();
                    r.warnings.push_back({m.line, m.column, write_move(shown), what});
                };
                // '~': the jump opened an active timeline at or before the present, which therefore
                // continues on the new branch.
                if (m.present_moved && !(f.new_timeline && mv.is_active(*f.new_timeline) &&
                                         mv.timelines.at(*f.new_timeline).start <= before))
                    disagree(
                        "'~' says the present moves to a new branch, but the move opens no active timeline at "
                        "or before the present (T" +
                        std::to_string(turn_of(before)) + ")");
                if (m.form == MoveForm::Jump && m.branching && !rm.branching)
                    disagree("'>>' says the jump branches, but its target board is the latest of its timeline");
                if (m.new_timeline && !f.new_timeline)
                    disagree("(>L" + label_text(*m.new_timeline) + ") names a new timeline, but the move creates none");
                else if (m.new_timeline && label_to_index(*m.new_timeline, mv.even) != *f.new_timeline)
                    disagree("(>L" + label_text(*m.new_timeline) + ") disagrees with the timeline created: " +
                             label_text(index_to_label(*f.new_timeline, mv.even)));
                if (m.present_turn && *m.present_turn != turn_of(f.present_after))
                    disagree("(~T" + std::to_string(*m.present_turn) +
                             ") disagrees with the present after the move: T" +
                             std::to_string(turn_of(f.present_after)));
                r.facts.back().push_back(f);
                r.game.actions[ai].moves[mi] = normalised(m, rm, mv.even);
            }
            if (!action_complete(mv)) {
                if (!last)
                    fail(a.line, a.column,
                         "expected " + colour_name(a.white) + " to move on every board of the present (T" +
                             std::to_string(turn_of(mv.present())) + ") before the turn ends");
                r.last_action_submitted = false;
                break;
            }
            if (in_check(mv, a.white))
                fail(a.line, a.column,
                     colour_name(a.white) + " cannot submit this turn: a royal piece would be left in check");
            mv.white_to_move = !mv.white_to_move;
        }
        return r;
    } catch (const Failure& f) {
        return f.error;
    }
}

}  // namespace uici::multiverse
