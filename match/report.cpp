#include "match/report.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <fstream>

#include "match/match_error.hpp"
#include "match/output_file.hpp"
#include "match/schedule.hpp"
#include "match/standings.hpp"

namespace uici::match {

namespace {

using Json = nlohmann::ordered_json;

// A figure that may be infinite (the Elo of a clean sweep): JSON has no infinity, so null.
Json figure(double v) { return std::isfinite(v) ? Json(v) : Json(nullptr); }

const char* proto_name(Proto p) {
    switch (p) {
        case Proto::uici: return "uici";
        case Proto::uci: return "uci";
        case Proto::sprt_json: return "sprt-json";
    }
    return "uici";
}

}  // namespace

Json config_json(const MatchOptions& o) {
    Json c;
    Json engines = Json::array();
    for (const auto& e : o.engines) {
        Json options = Json::array();
        for (const auto& [name, value] : e.options) options.push_back({{"name", name}, {"value", value}});
        engines.push_back({{"name", e.name},
                           {"cmd", e.cmd},
                           {"args", e.args},
                           {"proto", proto_name(e.proto)},
                           {"options", options},
                           {"limits", describe_limits(e)},
                           {"timemargin_ms", e.margin_ms},
                           {"timeout_ms", e.timeout_ms}});
    }
    c["engines"] = engines;
    c["tournament"] = o.tournament == Tournament::gauntlet ? "gauntlet" : "roundrobin";
    c["seeds"] = o.seeds;
    c["rounds"] = o.rounds;
    c["games_per_round"] = o.games;
    c["repeat"] = o.repeat;
    c["concurrency"] = o.concurrency;
    c["variant"] = o.variant;
    if (o.openings_file.empty()) {
        c["openings"] = nullptr;
    } else {
        c["openings"] = {{"file", o.openings_file},
                         {"format", o.openings_format},
                         {"order", o.openings_random ? "random" : "sequential"},
                         {"plies", o.opening_plies},
                         {"start", o.opening_start}};
    }
    c["seed"] = o.seed;
    if (o.sprt)
        c["sprt"] = {{"elo0", o.sprt->elo0}, {"elo1", o.sprt->elo1}, {"alpha", o.sprt->alpha}, {"beta", o.sprt->beta}};
    else c["sprt"] = nullptr;
    const Adjudication& a = o.adjudication;
    Json adj;
    adj["draw"] =
        a.draw ? Json{{"movenumber", a.draw->movenumber}, {"movecount", a.draw->movecount}, {"score", a.draw->score}}
               : Json(nullptr);
    adj["resign"] = a.resign ? Json{{"movecount", a.resign->movecount}, {"score", a.resign->score}} : Json(nullptr);
    adj["material"] =
        a.material ? Json{{"material", a.material->material}, {"moves", a.material->moves}} : Json(nullptr);
    adj["maxmoves"] = a.max_moves;
    c["adjudication"] = adj;
    c["shard"] = o.shard.count > 1 ? Json{{"index", o.shard.index}, {"count", o.shard.count}} : Json(nullptr);
    return c;
}

namespace {

// W/D/L, points, Elo +- error of a score, as every results object of the report has them.
void put_results(Json& j, const Score& s, const Summary& m) {
    j["games"] = s.games();
    j["wins"] = s.wins;
    j["draws"] = s.draws;
    j["losses"] = s.losses;
    j["points"] = s.points();
    j["elo"] = figure(m.elo);
    j["elo_error"] = figure(m.elo_error);
    j["los"] = m.los;
    j["draw_ratio"] = m.draw_ratio;
}

}  // namespace

ReportFacts facts_of(const MatchOptions& o, std::vector<GameResult> games) {
    ReportFacts f;
    f.config = config_json(o);
    for (const auto& e : o.engines) f.names.push_back(e.name);
    const Schedule sched(static_cast<int>(o.engines.size()), o.tournament, o.seeds, o.games, o.rounds);
    f.pairings = sched.pairings();
    f.sprt = o.sprt;
    f.total = sched.total();
    f.paired = o.repeat && o.games % 2 == 0;
    f.games = std::move(games);
    return f;
}

std::string result_text(const ReportFacts& f) {
    if (f.names.size() == 2)
        return result_table(f.names[0], f.names[1], pairing_score(f.games, 0, 1, f.paired), f.sprt, f.paired);
    return "Results of " + std::to_string(f.games.size()) + " games:\n" + standings_table(f.names, f.games);
}

Json report_json(const ReportFacts& f) {
    Json r;
    r["format"] = "uici-match-report";
    r["version"] = 1;
    r["config"] = f.config;
    r["total_games"] = f.total;
    r["finished_games"] = f.games.size();
    const int n = static_cast<int>(f.names.size());
    Json engines = Json::array();
    for (int e = 0; e < n; ++e) {
        const Score s = engine_score(f.games, e);
        Json j;
        j["name"] = f.names[static_cast<std::size_t>(e)];
        put_results(j, s, summarise(s, std::nullopt, false));
        engines.push_back(j);
    }
    r["engines"] = engines;
    Json pairs = Json::array();
    std::optional<Summary> sprt;
    for (const auto& [a, b] : f.pairings) {
        const Score s = pairing_score(f.games, a, b, f.paired);
        const Summary m = summarise(s, f.sprt, f.paired);
        if (n == 2) sprt = m;
        Json j;
        j["first"] = f.names[static_cast<std::size_t>(a)];
        j["second"] = f.names[static_cast<std::size_t>(b)];
        put_results(j, s, m);
        j["pentanomial"] = f.paired ? Json(s.penta) : Json(nullptr);
        pairs.push_back(j);
    }
    r["pairs"] = pairs;
    if (f.sprt && sprt && sprt->llr) {
        const double llr = *sprt->llr;
        r["sprt"] = {{"elo0", f.sprt->elo0},
                     {"elo1", f.sprt->elo1},
                     {"alpha", f.sprt->alpha},
                     {"beta", f.sprt->beta},
                     {"llr", llr},
                     {"lower", sprt->lower},
                     {"upper", sprt->upper},
                     {"state", llr >= sprt->upper   ? "accept_h1"
                               : llr <= sprt->lower ? "accept_h0"
                                                    : "continue"}};
    } else {
        r["sprt"] = nullptr;
    }
    Json games = Json::array();
    for (const GameResult& g : f.games) {
        Json j;
        j["number"] = g.number;
        j["round"] = g.round;
        j["pair"] = f.paired ? Json((g.number - 1) / 2 + 1) : Json(nullptr);
        j["white"] = f.names[static_cast<std::size_t>(g.white)];
        j["black"] = f.names[static_cast<std::size_t>(g.black)];
        j["opening"] = {{"index", g.opening}, {"text", g.opening_text}};
        j["result"] = g.result;
        j["termination"] = g.termination;
        j["detail"] = g.detail;
        j["plies"] = g.plies;
        games.push_back(j);
    }
    r["games"] = games;
    return r;
}

std::optional<std::string> write_report(const std::string& path, const Json& report) {
    // Pretty, one key a line: a person reads it too; Python's json reads it either way.
    // Invalid UTF-8 in an engine's name or a detail is replaced, never a throw.
    return replace_file(path, report.dump(2, ' ', false, Json::error_handler_t::replace) + '\n');
}

}  // namespace uici::match
