#include "match/match_state.hpp"

#include <ctime>

#include "match/match_error.hpp"

namespace uici::match {

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

}  // namespace

MatchState::MatchState(const MatchOptions& opts)
    : o(opts),
      sched(static_cast<int>(opts.engines.size()), opts.tournament, opts.seeds, opts.games, opts.rounds),
      date(today_utc()),
      site(host_name()) {}

int MatchState::planned() const {
    int n = 0;
    for (int k = 0; k < total; ++k) n += o.shard.plays(sched, k) ? 1 : 0;
    return n;
}

std::string MatchState::status_text() const {
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

void MatchState::fail(const char* what) {
    std::lock_guard lock(m);
    fail_locked(error_text(ErrorCode::internal, {token(what, "what")}));
}

void MatchState::fail_locked(const std::string& error) {
    if (!failed) status.print(error + "\n", status_text());
    failed = true;
    stop = true;
}

void MatchState::check(OutputFile& f) {
    if (!f.flush()) fail_locked(io_error_text(f.path(), "write", f.error()));
}

GameResult MatchState::result_of(int k, const std::string& result, const std::string& termination,
                                 const std::string& detail, int plies) const {
    const Opening& op = opening_of(k);
    return {k + 1,  sched.round(k) + 1, sched.white(k), sched.black(k), op.index, op.text,
            result, termination,        detail,         plies};
}

void MatchState::count(int k, const GameResult& g) {
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

}  // namespace uici::match
