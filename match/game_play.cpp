#include "match/game_play.hpp"

#include <cmath>
#include <cstdint>

#include "core/notation/move_text.hpp"

namespace uici::match {

namespace asio = boost::asio;

namespace {

constexpr int kMateScore = 100000;

Status::Outcome win_for(Color c) {
    return c == Color::White ? Status::Outcome::white_wins : Status::Outcome::black_wins;
}

std::string termination_of(EngineAnswer::Kind k) {
    switch (k) {
        case EngineAnswer::Kind::crash: return "crash";
        case EngineAnswer::Kind::no_answer: return "no_answer";
        case EngineAnswer::Kind::time_forfeit: return "time_forfeit";
        case EngineAnswer::Kind::bad_output: return "bad_output";
        case EngineAnswer::Kind::move: break;
    }
    return "";
}

// "<whole>.<fraction>" of value / 10^digits, in integers (printf's floating point was a
// visible share of the runner's CPU at one comment a move).
std::string fixed(std::int64_t value, int digits) {
    std::int64_t scale = 1;
    for (int i = 0; i < digits; ++i) scale *= 10;
    const std::int64_t v = value < 0 ? -value : value;
    std::string frac = std::to_string(v % scale);
    frac.insert(0, static_cast<std::size_t>(digits) - frac.size(), '0');
    // Appended piece by piece (gcc 12 -Wrestrict false positive on "x" + std::string&&).
    std::string out = value < 0 ? "-" : "";
    out += std::to_string(v / scale);
    out += '.';
    out += frac;
    return out;
}

std::string comment_of(const EngineAnswer& a) {
    std::string s;
    if (a.mate) {
        s = (*a.mate >= 0 ? "+M" : "-M") + std::to_string(std::abs(*a.mate));
    } else if (a.score_cp) {
        if (*a.score_cp >= 0) s = "+";
        s += fixed(*a.score_cp, 2);
    }
    if (!s.empty()) {
        // Appended piece by piece: gcc 12 warns falsely (-Wrestrict) on "/" + std::string&&.
        s += '/';
        s += std::to_string(a.depth);
        s += ' ';
    }
    s += fixed(a.elapsed_ms, 3);
    s += 's';
    return s;
}

std::optional<int> score_of(const EngineAnswer& a) {
    if (a.mate) return *a.mate >= 0 ? kMateScore : -kMateScore;
    return a.score_cp;
}

}  // namespace

std::string result_text(Status::Outcome o) {
    switch (o) {
        case Status::Outcome::white_wins: return "1-0";
        case Status::Outcome::black_wins: return "0-1";
        case Status::Outcome::draw: return "1/2-1/2";
        case Status::Outcome::ongoing: break;
    }
    return "*";
}

asio::awaitable<GameRecord> play_game(EngineSession& white, EngineSession& black, const Position& start,
                                      const Adjudication& adj) {
    GameRecord rec;
    EngineSession* side[2] = {&white, &black};
    for (Color c : {Color::White, Color::Black}) {
        if (auto e = co_await side[index(c)]->new_game(); !e.empty()) {
            rec.outcome = win_for(opposite(c));
            rec.termination = "crash";
            rec.detail = std::string(c == Color::White ? "White" : "Black") + " did not start: " + e;
            co_return rec;
        }
    }
    Game game(start);
    if (Status s = game.status(); s.outcome != Status::Outcome::ongoing) {
        rec.outcome = s.outcome;
        rec.termination = std::string(s.reason);
        co_return rec;
    }
    Clocks clocks;
    const EngineConfig* cfg[2] = {&white.config(), &black.config()};
    std::int64_t* clock_of[2] = {&clocks.white_ms, &clocks.black_ms};
    for (int i = 0; i < 2; ++i)
        if (cfg[i]->tc) *clock_of[i] = cfg[i]->tc->base_ms;
    int moves_made[2] = {0, 0};
    int draw_run = 0;            // consecutive plies within the draw score
    int resign_run[2] = {0, 0};  // consecutive own moves at or below -score
    for (;;) {
        const Color mover = game.position().turn;
        const int me = index(mover);
        EngineSession& engine = *side[me];
        const auto* tc = cfg[me]->tc ? &*cfg[me]->tc : nullptr;
        clocks.moves_to_go = tc && tc->moves ? tc->moves - moves_made[me] % tc->moves : 0;
        EngineAnswer a = co_await engine.go(start, rec.moves, clocks, mover);
        const std::string who = mover == Color::White ? "White" : "Black";
        if (a.kind != EngineAnswer::Kind::move) {
            engine.kill();  // restarted for the next game
            rec.outcome = win_for(opposite(mover));
            rec.termination = termination_of(a.kind);
            rec.detail = who + ": " + a.detail;
            co_return rec;
        }
        if (tc) {
            *clock_of[me] -= a.elapsed_ms;
            if (*clock_of[me] < -cfg[me]->margin_ms) {
                engine.kill();
                rec.outcome = win_for(opposite(mover));
                rec.termination = "time_forfeit";
                rec.detail = who + ": no move within its time";
                co_return rec;
            }
            *clock_of[me] = std::max<std::int64_t>(*clock_of[me], 0) + tc->inc_ms;
            ++moves_made[me];
            if (tc->moves && moves_made[me] % tc->moves == 0) *clock_of[me] += tc->base_ms;
        }
        if (Reason r = game.play(a.move); r != Reason::legal) {
            rec.outcome = win_for(opposite(mover));
            rec.termination = "illegal_move";
            rec.detail = who + " played " + format_move(a.move) + ": " + std::string(reason_code(r));
            co_return rec;
        }
        rec.moves.push_back(a.move);
        rec.comments.push_back(comment_of(a));
        if (Status s = game.status(); s.outcome != Status::Outcome::ongoing) {
            rec.outcome = s.outcome;
            rec.termination = std::string(s.reason);
            co_return rec;
        }
        const auto score = score_of(a);
        if (adj.resign) {
            resign_run[me] = score && *score <= -adj.resign->score ? resign_run[me] + 1 : 0;
            if (resign_run[me] >= adj.resign->movecount) {
                rec.outcome = win_for(opposite(mover));
                rec.termination = "adjudication";
                rec.detail = who + " resigns by score";
                co_return rec;
            }
        }
        if (adj.draw) {
            draw_run = score && std::abs(*score) <= adj.draw->score ? draw_run + 1 : 0;
            const auto full = static_cast<int>(rec.moves.size() / 2);
            if (full >= adj.draw->movenumber && draw_run >= 2 * adj.draw->movecount) {
                rec.outcome = Status::Outcome::draw;
                rec.termination = "adjudication";
                rec.detail = "drawn by score";
                co_return rec;
            }
        }
        if (adj.max_moves > 0 && static_cast<int>(rec.moves.size()) >= 2 * adj.max_moves) {
            rec.outcome = Status::Outcome::draw;
            rec.termination = "max_moves";
            co_return rec;
        }
    }
}

}  // namespace uici::match
