// Built once: the games' coordinates are the game loop's (game_play.hpp, built for both
// coordinate builds); what comes back is the coordinate-free GameRecord.
#include "match/match_runner.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
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
#include "match/openings.hpp"
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
    std::vector<Opening> openings;
    std::map<int, FinishedGame> done;  // recovered games, by number
    int total = 0;
    int next = 0;  // next game index to hand out (0-based)
    int finished = 0;
    int in_flight = 0;
    bool stop = false;  // an SPRT bound was crossed, or a signal came
    std::mutex m;
    std::mutex log_m;  // the -log file, written on every engine line of every slot
    Score score;
    std::map<int, std::pair<int, double>> pairs;  // pair id -> games in, first engine's points
    std::ofstream out;
    std::ofstream log;
    Clock::time_point started = Clock::now();
    std::string date = today_utc(), site = host_name();
    // Progress on stderr: a line per game, and the live status line when it is a terminal.
    StatusLine status{std::cerr, is_terminal(STDERR_FILENO), terminal_width(STDERR_FILENO)};

    explicit MatchState(const MatchOptions& opts) : o(opts) {}

    std::string status_text() const {
        StatusFacts f;
        f.done = finished;
        f.total = total;
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
        status.print(std::string("uici match: ") + what + "\n", status_text());
        stop = true;
    }

    // Colours and opening of game `k`: the first engine is white in even games of a round.
    bool first_is_white(int k) const { return (k % o.games) % 2 == 0; }
    const Opening& opening_of(int k) const { return openings[static_cast<std::size_t>(k / o.games) % openings.size()]; }
    bool paired() const { return o.repeat && o.games % 2 == 0; }

    // Adds one game to the score, from the first engine's side.
    void count(int k, double first_points) {
        if (first_points == 1) ++score.wins;
        else if (first_points == 0) ++score.losses;
        else ++score.draws;
        if (paired()) {
            auto& [n, pts] = pairs[k / 2];
            ++n;
            pts += first_points;
            if (n == 2) {
                ++score.penta[static_cast<std::size_t>(pts * 2)];
                pairs.erase(k / 2);
            }
        }
        if (o.sprt) {
            const Summary s = summarise(score, o.sprt, paired());
            if (s.llr && (*s.llr >= s.upper || *s.llr <= s.lower)) stop = true;
        }
    }
};

double first_points(const std::string& result, bool first_white) {
    if (result == "1/2-1/2") return 0.5;
    const bool white_won = result == "1-0";
    return white_won == first_white ? 1.0 : 0.0;
}

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
        if (st.log.is_open()) {
            const std::string who = cfg.name + "#" + std::to_string(slot + 1);
            engines.back()->process().log = [&st, who](char dir, const std::string& line) {
                const auto ms =
                    std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - st.started).count();
                std::lock_guard lock(st.log_m);
                st.log << ms << ' ' << who << ' ' << dir << ' ' << line << '\n';
            };
        }
    }
    for (;;) {
        int k = 0;
        {
            std::lock_guard lock(st.m);
            while (st.next < st.total && st.done.contains(st.next + 1)) ++st.next;
            if (st.stop || st.next >= st.total) break;
            k = st.next++;
            ++st.in_flight;
        }
        const bool first_white = st.first_is_white(k);
        EngineSession& white = *engines[first_white ? 0 : 1];
        EngineSession& black = *engines[first_white ? 1 : 0];
        const Opening& start = st.opening_of(k);
        // Within +-2^60 on the narrow build (which hands a game over to the wide one when an
        // engine's move needs it); a wide opening on the wide build from its first move.
        GameRecord rec;
        if (start.position) rec = co_await play_game(white, black, *start.position, o.adjudication);
        else rec = co_await wide::match::play_icn_game(white, black, start.wide_icn, o.adjudication);
        GameTags tags;
        tags.round = k + 1;
        tags.white = white.config().name;
        tags.black = black.config().name;
        const std::string tw = describe_limits(white.config()), tb = describe_limits(black.config());
        tags.time_control = tw == tb ? tw : tw + " vs " + tb;
        // -variant names the start only when no openings are given; an opening without a
        // Variant of its own is no variant's game, and its record has no Variant tag.
        tags.variant = o.openings_file.empty() ? o.variant : start.variant;
        tags.date = st.date;
        tags.site = st.site;
        std::lock_guard lock(st.m);
        --st.in_flight;
        if (st.out.is_open()) st.out << write_game(tags, rec) << std::flush;
        const std::string& result = rec.result;
        st.count(k, first_points(result, first_white));
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

int run_match(const std::vector<std::string>& args) {
    MatchOptions o;
    if (auto err = parse_match_options(args, o)) {
        std::cerr << "uici match: " << *err << "\n" << match_usage();
        return 2;
    }
    if (o.help) {
        std::cout << match_usage();
        return 0;
    }
    MatchState st(o);
    if (auto err = load_openings(o, st.openings)) {
        std::cerr << "uici match: " << *err << "\n";
        return 1;
    }
    st.total = o.rounds * o.games;
    if (o.recover) {
        std::ifstream in(o.out_file, std::ios::binary);
        std::stringstream text;
        if (in) text << in.rdbuf();
        std::size_t complete = 0;
        if (auto err = read_finished_games(text.str(), st.done, complete)) {
            std::cerr << "uici match: -recover: " << *err << "\n";
            return 1;
        }
        if (in) {
            in.close();
            std::error_code ec;
            std::filesystem::resize_file(o.out_file, complete, ec);
        }
        for (const auto& [round, g] : st.done) {
            if (round > st.total) continue;
            const bool first_white = g.white == o.engines[0].name;
            if (first_white != st.first_is_white(round - 1)) {
                std::cerr << "uici match: -recover: game " << round << " of the output has other players\n";
                return 1;
            }
            st.count(round - 1, first_points(g.result, first_white));
            ++st.finished;
        }
    }
    if (!o.out_file.empty()) {
        st.out.open(o.out_file, std::ios::app);
        if (!st.out) {
            std::cerr << "uici match: cannot write '" << o.out_file << "'\n";
            return 1;
        }
    }
    if (!o.log_file.empty()) {
        st.log.open(o.log_file, std::ios::app);
        if (!st.log) {
            std::cerr << "uici match: cannot write '" << o.log_file << "'\n";
            return 1;
        }
    }
    // A dead engine's pipe must give an error, not kill the runner.
    std::signal(SIGPIPE, SIG_IGN);
    // Each game slot has a thread and an io_context of its own, which run its two engines and
    // their timers: a slot's thread stays near its engines' core, and it can leave them alone
    // while they think (prefer_batch_scheduling). The main thread runs the signals and the
    // status line's tick.
    asio::io_context io(1);
    const int running_slots = std::min(o.concurrency, std::max(1, st.total));
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
    std::cout << result_table(o.engines[0].name, o.engines[1].name, st.score, o.sprt, st.paired()) << std::flush;
    // The runner's own CPU, engines excluded: what the opt-in benchmarks compare.
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    const double cpu = static_cast<double>(self.ru_utime.tv_sec + self.ru_stime.tv_sec) +
                       static_cast<double>(self.ru_utime.tv_usec + self.ru_stime.tv_usec) / 1e6;
    const double wall = std::chrono::duration<double>(Clock::now() - st.started).count();
    // Voluntary context switches: the times a thread of the runner slept and was woken again.
    std::fprintf(stderr,
                 "Runner: %.2f s wall, %.3f s CPU of its own (%.3f%% of a core per game in flight), %ld wake-ups\n",
                 wall, cpu, wall > 0 ? 100.0 * cpu / wall / std::max(1, o.concurrency) : 0.0, self.ru_nvcsw);
    return interrupted ? 130 : 0;
}

}  // namespace uici::match
