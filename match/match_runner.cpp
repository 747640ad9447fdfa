// Built once: the games' coordinates are the game loop's (game_play.hpp, built for both
// coordinate builds); what comes back is the coordinate-free GameRecord.
#include "match/match_runner.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <ctime>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include "match/game_play.hpp"
#include "match/game_writer.hpp"
#include "match/match_error.hpp"
#include "match/merge.hpp"
#include "match/openings.hpp"
#include "match/output_file.hpp"
#include "match/pgn_output.hpp"
#include "match/recovery.hpp"
#include "match/report.hpp"
#include "match/schedule.hpp"
#include "match/scheduling.hpp"
#include "match/stats.hpp"
#include "match/status_line.hpp"
#include "match/wide_game.hpp"

namespace uici::match {

namespace asio = boost::asio;

namespace {

std::string today_utc() {
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
    return buf;
}

std::string host_name() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return "?";
    return buf;
}

// Everything the game slots share. Each slot runs on a thread of its own; `m` guards every
// field below that changes (the slots take it between games, never while a game is played).
struct MatchState {
    const MatchOptions& o;
    const Schedule sched;
    std::vector<Opening> openings;
    std::map<int, FinishedGame> done;   // recovered games, by number
    std::map<int, GameResult> results;  // every finished game (recovered or played), by number
    int total = 0;
    int shard_total = 0;  // planned()
    int next = 0;         // next game index to hand out (0-based)
    int finished = 0;
    int played = 0;  // games played by this run (not recovered)
    int in_flight = 0;
    bool stop = false;    // an SPRT bound was crossed, or a signal came
    bool failed = false;  // an error was said (a slot's failure, a write that failed): exit 1
    std::mutex m;
    std::mutex log_m;  // the -log file, written on every engine line of every slot
    Score score;
    std::map<int, std::pair<int, double>> pairs;  // pair id -> games in, first engine's points
    OutputFile out;
    OutputFile pgn;  // -pgnout: the same games as PGN (pgn_output.hpp)
    OutputFile log;
    Clock::time_point started = Clock::now();
    std::string date = today_utc(), site = host_name();
    // Progress on stderr: a line per game, and the live status line when it is a terminal.
    StatusLine status{std::cerr, is_terminal(STDERR_FILENO), terminal_width(STDERR_FILENO)};

    explicit MatchState(const MatchOptions& opts)
        : o(opts), sched(static_cast<int>(opts.engines.size()), opts.tournament, opts.seeds, opts.games, opts.rounds) {}

    // Games this run has to finish: the match's, or its shard's (-shard K/N).
    int planned() const {
        int n = 0;
        for (int k = 0; k < total; ++k) n += o.shard.plays(sched, k) ? 1 : 0;
        return n;
    }

    std::string status_text() const {
        StatusFacts f;
        f.done = finished;
        f.total = shard_total;
        f.in_flight = in_flight;
        f.score = score;
        f.elapsed_s = std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - started).count();
        if (o.sprt) {
            const Summary s = summarise(score, o.sprt, paired());
            f.llr = s.llr;
            f.lower = s.lower;
            f.upper = s.upper;
        }
        return match::status_text(f);
    }

    // A slot that failed outside its games: said on stderr, and no new game is started.
    void fail(const char* what) {
        std::lock_guard lock(m);
        fail_locked(error_text(ErrorCode::internal, {token(what, "what")}));
    }
    // With `m` held: the error line said once (the first error only), and the match stops.
    void fail_locked(const std::string& error) {
        if (!failed) status.print(error + "\n", status_text());
        failed = true;
        stop = true;
    }
    // With `m` held: a write to `f` that failed is an io error that ends the match.
    void check(OutputFile& f) {
        if (!f.flush()) fail_locked(io_error_text(f.path(), "write", f.error()));
    }

    // The opening of game `k`: its round's (schedule.hpp), the same for every pairing.
    const Opening& opening_of(int k) const {
        return openings[static_cast<std::size_t>(sched.round(k)) % openings.size()];
    }
    bool paired() const { return o.repeat && o.games % 2 == 0; }
    bool two_engines() const { return o.engines.size() == 2; }

    // Game k (0-based) as the report counts it.
    GameResult result_of(int k, const std::string& result, const std::string& termination, const std::string& detail,
                         int plies) const {
        const Opening& op = opening_of(k);
        return {k + 1,  sched.round(k) + 1, sched.white(k), sched.black(k), op.index, op.text,
                result, termination,        detail,         plies};
    }

    // Adds game k to the score of the first engine (the status line's, SPRT's); the pentanomial
    // count and SPRT of a two-engine match only.
    void count(int k, const GameResult& g) {
        if (g.white != 0 && g.black != 0) return;
        const double first_points = points_of(g, 0);
        if (first_points == 1) ++score.wins;
        else if (first_points == 0) ++score.losses;
        else ++score.draws;
        if (paired() && two_engines()) {
            auto& [n, pts] = pairs[k / 2];
            ++n;
            pts += first_points;
            if (n == 2) {
                ++score.penta[static_cast<std::size_t>(pts * 2)];
                pairs.erase(k / 2);
            }
        }
        // A shard plays its whole slice: SPRT is judged on the merged shards (merge.hpp).
        if (o.sprt && o.shard.count == 1) {
            const Summary s = summarise(score, o.sprt, paired());
            if (s.llr && (*s.llr >= s.upper || *s.llr <= s.lower)) stop = true;
        }
    }
};

// One game slot: its engines, its io_context and the thread that runs them. Nothing of a slot is
// touched from another thread except through a handler posted to its io_context.
struct Slot {
    // The scheduler keeps its lock (the signal handler posts from the main thread); the reactor,
    // used by this slot's thread only, does not lock per engine line.
    asio::io_context io{BOOST_ASIO_CONCURRENCY_HINT_UNSAFE_IO};
    std::vector<EngineSession*> sessions;
};

asio::awaitable<void> worker(MatchState& st, Slot& slot_ctx, int slot) {
    const MatchOptions& o = st.o;
    std::vector<std::unique_ptr<EngineSession>> engines;
    for (const auto& cfg : o.engines) {
        engines.push_back(std::make_unique<EngineSession>(slot_ctx.io, cfg, o.max_line));
        slot_ctx.sessions.push_back(engines.back().get());
        // This coroutine runs on the slot's thread: under SCHED_BATCH (scheduling.hpp), its
        // engines are started under the normal policy.
        engines.back()->normal_scheduling = thread_batch_by_runner();
        if (st.log.is_open()) {
            const std::string who = cfg.name + "#" + std::to_string(slot + 1);
            engines.back()->process().log = [&st, who](char dir, const std::string& line) {
                const auto ms =
                    std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - st.started).count();
                std::string entry = std::to_string(ms);
                entry += ' ';
                entry += who;
                entry += ' ';
                entry += dir;
                entry += ' ';
                entry += line;
                entry += '\n';
                std::lock_guard lock(st.log_m);
                st.log.append(entry);
            };
        }
    }
    for (;;) {
        int k = 0;
        {
            std::lock_guard lock(st.m);
            while (st.next < st.total && (st.done.contains(st.next + 1) || !o.shard.plays(st.sched, st.next)))
                ++st.next;
            if (st.stop || st.next >= st.total) break;
            k = st.next++;
            ++st.in_flight;
        }
        // Every engine of the match has a session in each slot, started when its first game comes.
        EngineSession& white = *engines[static_cast<std::size_t>(st.sched.white(k))];
        EngineSession& black = *engines[static_cast<std::size_t>(st.sched.black(k))];
        const Opening& start = st.opening_of(k);
        // Within +-2^60 on the narrow build (which hands a game over to the wide one when an
        // engine's move needs it); a wide opening on the wide build from its first move.
        GameRecord rec;
        if (start.position) rec = co_await play_game(white, black, *start.position, o.adjudication);
        else rec = co_await wide::match::play_icn_game(white, black, start.wide_icn, o.adjudication);
        GameTags tags;
        tags.game = k + 1;
        tags.games_per_round = st.sched.games_per_round();
        tags.white = white.config().name;
        tags.black = black.config().name;
        const std::string tw = describe_limits(white.config()), tb = describe_limits(black.config());
        tags.time_control = tw == tb ? tw : tw + " vs " + tb;
        // The variant the start is (openings.hpp: -variant's, an opening's own, Chess on the
        // bordered board of proto=uci); none for an opening that names none.
        tags.variant = start.variant;
        tags.date = st.date;
        tags.site = st.site;
        const std::string icn = write_game(tags, rec);
        // Its PGN is made from its ICN (pgn_output.hpp), before the lock: the openings were
        // found to be chess before the first game.
        std::string pgn;
        const auto pgn_error = st.pgn.is_open() ? append_pgn_game(pgn, icn, o.pgn_fields) : std::nullopt;
        std::lock_guard lock(st.m);
        --st.in_flight;
        ++st.played;
        if (st.out.is_open()) {
            st.out.append(icn, 0);
            st.check(st.out);
        }
        if (pgn_error) st.fail_locked(error_text(ErrorCode::internal, {token("-pgnout: " + *pgn_error, "what")}));
        if (st.pgn.is_open()) {
            st.pgn.append(pgn, 0);
            st.check(st.pgn);
        }
        if (st.log.is_open()) {
            std::lock_guard log_lock(st.log_m);
            st.check(st.log);
        }
        const std::string& result = rec.result;
        st.results[k + 1] = st.result_of(k, rec.result, rec.termination, rec.detail, rec.plies);
        st.count(k, st.results[k + 1]);
        ++st.finished;
        std::ostringstream line;
        line << "Finished game " << (k + 1) << "/" << st.total << " (" << tags.white << " vs " << tags.black
             << "): " << result << " {" << rec.termination << (rec.detail.empty() ? "" : ": " + rec.detail) << "}"
             << "  Score of " << o.engines[0].name << ": " << st.score.wins << " - " << st.score.losses << " - "
             << st.score.draws << '\n';
        st.status.print(line.str(), st.status_text());
    }
    for (auto& e : engines) co_await e->shut_down();
}

}  // namespace

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
        asio::co_spawn(slot->io, worker(st, *slot, i++), [&](std::exception_ptr e) {
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
