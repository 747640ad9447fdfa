// `uici match`: reads the options and openings, recovers an -out file's games, starts the game
// slots (slot_worker.hpp) on threads of their own, watches the signals and the status line's
// tick, and writes the table and the report. Built once: the games' coordinates are the game
// loop's (game_play.hpp, built for both coordinate builds).
#include "match/match_runner.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <thread>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include "match/match_error.hpp"
#include "match/match_state.hpp"
#include "match/merge.hpp"
#include "match/pgn_output.hpp"
#include "match/scheduling.hpp"
#include "match/slot_worker.hpp"

namespace uici::match {

namespace asio = boost::asio;

namespace {

// The runner's own CPU (all its threads) and voluntary context switches so far.
struct RunnerUse {
    double cpu_s = 0;
    long wakeups = 0;
    RunnerUse operator-(const RunnerUse& o) const { return {cpu_s - o.cpu_s, wakeups - o.wakeups}; }
};
RunnerUse runner_use() {
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    return {static_cast<double>(self.ru_utime.tv_sec + self.ru_stime.tv_sec) +
                static_cast<double>(self.ru_utime.tv_usec + self.ru_stime.tv_usec) / 1e6,
            self.ru_nvcsw};
}

// -recover: the games of the -out file that stand are counted and kept in the file; the rest
// (a cut last game, a game short of its stated end) are dropped from it and played again.
// 0, or the exit code after the error line was said. The file is changed only once its games
// are known to be this match's.
int recover(MatchState& st) {
    const MatchOptions& o = st.o;
    RecoveredGames found;
    std::string text;
    if (auto err = read_recovered(o, st.sched.games_per_round(), found, text)) {
        std::cerr << *err << "\n";
        return kExitError;
    }
    for (const auto& [k, g] : found.games) {
        if (k > st.total) continue;
        if (!o.shard.plays(st.sched, k - 1)) {
            std::cerr << error_text(ErrorCode::bad_argument,
                                    {token(o.out_file), word("for", "match"), word("need", "this_shard"),
                                     number("game", std::to_string(k))})
                      << "\n";
            return kExitError;
        }
        const auto& names = o.engines;
        if (g.white != names[static_cast<std::size_t>(st.sched.white(k - 1))].name ||
            g.black != names[static_cast<std::size_t>(st.sched.black(k - 1))].name) {
            std::cerr << error_text(ErrorCode::bad_argument,
                                    {token(o.out_file), word("for", "match"), word("need", "same_players"),
                                     number("game", std::to_string(k))})
                      << "\n";
            return kExitError;
        }
        st.done[k] = g;
        st.results[k] = st.result_of(k - 1, g.result, g.termination, g.detail, g.plies);
        st.count(k - 1, st.results[k]);
        ++st.finished;
    }
    if (auto err = keep_standing_games(o, found, text)) {
        std::cerr << *err << "\n";
        return kExitError;
    }
    for (const int k : found.short_of_end)
        std::cerr << "Recovered game " << k << " does not reach its stated end: played again\n";
    // The PGN file holds the same games: made again from those that stand.
    if (!o.pgn_file.empty())
        if (auto err = rewrite_pgn_file(o.pgn_file, text, found, o.pgn_fields)) {
            std::cerr << *err << "\n";
            return kExitError;
        }
    return 0;
}

int run(const std::vector<std::string>& args) {
    // A dead engine's pipe, or a closed stdout, must give an error, not kill the runner.
    std::signal(SIGPIPE, SIG_IGN);
    MatchOptions o;
    if (auto err = parse_match_options(args, o)) {
        std::cerr << *err << "\n";
        return kExitUsage;
    }
    if (o.help) {
        std::cout << match_usage() << std::flush;
        if (!std::cout) {
            std::cerr << io_error_text("-", "write", errno) << "\n";
            return kExitError;
        }
        return 0;
    }
    MatchState st(o);
    if (auto err = load_openings(o, st.openings)) {
        std::cerr << *err << "\n";
        return kExitError;
    }
    if (!o.pgn_file.empty())
        if (auto err = pgn_openings_unfit(st.openings)) {
            std::cerr << *err << "\n";
            return kExitError;
        }
    st.total = st.sched.total();
    st.shard_total = st.planned();
    if (o.recover)
        if (const int code = recover(st)) return code;
    for (auto [file, path] :
         {std::pair{&st.out, &o.out_file}, std::pair{&st.pgn, &o.pgn_file}, std::pair{&st.log, &o.log_file}}) {
        if (!path->empty() && !file->open(*path)) {
            std::cerr << io_error_text(*path, "write", file->error()) << "\n";
            return kExitError;
        }
    }
    const RunnerUse before = runner_use();
    const auto play_started = Clock::now();
    // Each game slot has a thread and an io_context of its own, which run its two engines and
    // their timers: a slot's thread stays near its engines' core, and it can leave them alone
    // while they think (prefer_batch_scheduling). The main thread runs the signals and the
    // status line's tick.
    asio::io_context io(1);
    const int running_slots = std::min(o.concurrency, std::max(1, st.shard_total));
    int running = running_slots;  // main thread only
    std::vector<std::unique_ptr<Slot>> slots;
    for (int i = 0; i < running_slots; ++i) slots.push_back(std::make_unique<Slot>());
    bool interrupted = false;
    asio::signal_set signals(io, SIGINT, SIGTERM);
    asio::steady_timer ticker(io);
    signals.async_wait([&](const boost::system::error_code& ec, int) {
        if (ec) return;
        // The engines run in process groups of their own and do not see the signal: end them.
        interrupted = true;
        {
            std::lock_guard lock(st.m);
            st.stop = true;
        }
        for (auto& slot : slots)
            asio::post(slot->io, [&s = *slot] {
                for (EngineSession* e : s.sessions) e->kill();
                s.io.stop();
            });
        ticker.cancel();
    });
    // The status line is drawn after each game and, for the clock and the games in flight,
    // on this tick; a text that did not change is not drawn again.
    std::function<void()> tick = [&] {
        ticker.expires_after(std::chrono::milliseconds(250));
        ticker.async_wait([&](const boost::system::error_code& ec) {
            if (ec || running == 0) return;
            std::lock_guard lock(st.m);
            st.status.draw(st.status_text());
            tick();
        });
    };
    if (st.status.terminal()) {
        st.status.draw(st.status_text());
        tick();
    }
    const bool batch = use_batch_scheduling(o.scheduling, running_slots);
    for (int i = 0; auto& slot : slots)
        asio::co_spawn(slot->io, play_slot(st, *slot, i++), [&](std::exception_ptr e) {
            if (!e) return;
            try {
                std::rethrow_exception(e);
            } catch (const std::exception& x) {
                st.fail(x.what());
            }
        });
    std::vector<std::thread> threads;
    for (auto& slot : slots)
        threads.emplace_back([&, &s = *slot] {
            if (batch) prefer_batch_scheduling();
            try {
                s.io.run();
            } catch (const std::exception& x) {
                st.fail(x.what());
            }
            asio::post(io, [&] {
                if (--running == 0) {
                    signals.cancel();
                    ticker.cancel();
                }
            });
        });
    io.run();
    for (auto& t : threads) t.join();
    st.status.clear();
    if (st.log.is_open()) st.check(st.log);
    if (st.pgn.is_open()) st.check(st.pgn);
    // The table and the report are counted from the games (results.hpp), as `merge` counts them.
    std::vector<GameResult> games;
    for (const auto& [k, g] : st.results) games.push_back(g);
    const ReportFacts facts = facts_of(o, std::move(games));
    std::cout << result_text(facts) << std::flush;
    if (!std::cout) st.fail_locked(io_error_text("-", "write", errno));
    if (!o.report_file.empty())
        if (auto err = write_report(o.report_file, report_json(facts))) st.fail_locked(*err);
    if (st.played == 0) {
        // Nothing was played (all recovered, or an SPRT bound crossed by the recovered games):
        // no share of a core to speak of.
        std::fputs("Runner: nothing was left to play\n", stderr);
    } else {
        // The runner's own CPU while the games were played, engines excluded: what the opt-in
        // benchmarks compare. Voluntary context switches: the times a thread of the runner
        // slept and was woken again.
        const RunnerUse used = runner_use() - before;
        const double wall = std::chrono::duration<double>(Clock::now() - play_started).count();
        std::fprintf(stderr,
                     "Runner: %.2f s wall, %.3f s CPU of its own (%.3f%% of a core per game in flight), %ld wake-ups\n",
                     wall, used.cpu_s, 100.0 * used.cpu_s / wall / std::max(1, running_slots), used.wakeups);
    }
    if (interrupted) return 130;
    return st.failed ? kExitError : 0;
}

}  // namespace

int run_match(const std::vector<std::string>& args) {
    try {
        if (!args.empty() && args.front() == "merge") return run_merge({args.begin() + 1, args.end()});
        return run(args);
    } catch (const std::exception& e) {
        // Nothing the runner does should throw here; if it does, one error line, not an abort.
        std::cerr << error_text(ErrorCode::internal, {token(e.what(), "what")}) << "\n";
        return kExitError;
    }
}

}  // namespace uici::match
