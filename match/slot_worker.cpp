#include "match/slot_worker.hpp"

#include <chrono>
#include <memory>
#include <sstream>

#include "match/game_writer.hpp"
#include "match/match_error.hpp"
#include "match/pgn_output.hpp"
#include "match/scheduling.hpp"
#include "match/wide_game.hpp"

namespace uici::match {

namespace asio = boost::asio;

asio::awaitable<void> play_slot(MatchState& st, Slot& slot_ctx, int slot) {
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
                const std::string entry = std::to_string(ms) + ' ' + who + ' ' + dir + ' ' + line + '\n';
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

}  // namespace uici::match
