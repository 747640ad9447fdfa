#include "match/merge.hpp"

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "match/match_error.hpp"
#include "match/schedule.hpp"

namespace uici::match {

namespace {

using Json = nlohmann::ordered_json;

// A report's field that is not what the schema says: the field's path and why.
struct Bad {
    std::string what;
};

const Json& member(const Json& object, const std::string& path, const char* key) {
    if (!object.is_object() || !object.contains(key)) throw Bad{path + "." + key + ": missing"};
    return object[key];
}

std::int64_t count_of(const Json& object, const std::string& path, const char* key, std::int64_t low = 0) {
    const Json& v = member(object, path, key);
    if (!v.is_number_integer() || v.get<std::int64_t>() < low || v.get<std::int64_t>() > (std::int64_t{1} << 30))
        throw Bad{path + "." + key + ": not a count"};
    return v.get<std::int64_t>();
}

std::string text_of(const Json& object, const std::string& path, const char* key) {
    const Json& v = member(object, path, key);
    if (!v.is_string()) throw Bad{path + "." + key + ": not a string"};
    return v.get<std::string>();
}

double figure_of(const Json& object, const std::string& path, const char* key) {
    const Json& v = member(object, path, key);
    if (!v.is_number()) throw Bad{path + "." + key + ": not a number"};
    return v.get<double>();
}

GameResult game_of(const Json& g, const std::string& path, const std::vector<std::string>& names, int total) {
    GameResult r;
    r.number = static_cast<int>(count_of(g, path, "number", 1));
    if (r.number > total) throw Bad{path + ".number: past total_games"};
    r.round = static_cast<int>(count_of(g, path, "round", 1));
    auto engine = [&](const char* key) {
        const std::string name = text_of(g, path, key);
        const auto it = std::find(names.begin(), names.end(), name);
        if (it == names.end()) throw Bad{path + "." + key + ": no engine of the configuration"};
        return static_cast<int>(it - names.begin());
    };
    r.white = engine("white");
    r.black = engine("black");
    if (r.white == r.black) throw Bad{path + ": an engine against itself"};
    const Json& opening = member(g, path, "opening");
    r.opening = static_cast<int>(count_of(opening, path + ".opening", "index", 1));
    r.opening_text = text_of(opening, path + ".opening", "text");
    r.result = text_of(g, path, "result");
    if (r.result != "1-0" && r.result != "0-1" && r.result != "1/2-1/2") throw Bad{path + ".result: no result"};
    r.termination = text_of(g, path, "termination");
    r.detail = text_of(g, path, "detail");
    r.plies = static_cast<int>(count_of(g, path, "plies"));
    return r;
}

void read_facts(const Json& doc, ReportFacts& out) {
    if (!doc.is_object()) throw Bad{"the report is no object"};
    if (!doc.contains("format") || doc["format"] != "uici-match-report") throw Bad{"format: no uici-match-report"};
    if (count_of(doc, "", "version") != 1) throw Bad{"version: not 1"};
    const Json& config = member(doc, "", "config");
    const Json& engines = member(config, "config", "engines");
    if (!engines.is_array() || engines.size() < 2) throw Bad{"config.engines: fewer than two"};
    if (engines.size() > 1024) throw Bad{"config.engines: more than 1024"};
    for (std::size_t e = 0; e < engines.size(); ++e) {
        out.names.push_back(text_of(engines[e], "config.engines[" + std::to_string(e) + "]", "name"));
        if (std::count(out.names.begin(), out.names.end(), out.names.back()) > 1)
            throw Bad{"config.engines: a name twice"};
    }
    const Json& repeat = member(config, "config", "repeat");
    if (!repeat.is_boolean()) throw Bad{"config.repeat: not true or false"};
    const auto games_per_round = static_cast<int>(count_of(config, "config", "games_per_round", 1));
    out.paired = repeat.get<bool>() && games_per_round % 2 == 0;
    const std::string tournament = text_of(config, "config", "tournament");
    if (tournament != "roundrobin" && tournament != "gauntlet") throw Bad{"config.tournament: no tournament"};
    const auto seeds = static_cast<int>(count_of(config, "config", "seeds", 1));
    const auto engine_count = static_cast<int>(out.names.size());
    if (tournament == "gauntlet" && seeds >= engine_count) throw Bad{"config.seeds: as many as the engines"};
    const auto rounds = static_cast<int>(count_of(config, "config", "rounds", 1));
    // The games of the match must be an int: pairings * games a round * rounds.
    const std::int64_t pairings = tournament == "gauntlet" ? std::int64_t{seeds} * (engine_count - seeds)
                                                           : std::int64_t{engine_count} * (engine_count - 1) / 2;
    if (pairings * games_per_round * rounds > (std::int64_t{1} << 30)) throw Bad{"config: more than 2^30 games"};
    const Schedule sched(engine_count, tournament == "gauntlet" ? Tournament::gauntlet : Tournament::roundrobin, seeds,
                         games_per_round, rounds);
    out.pairings = sched.pairings();
    const Json& sprt = member(config, "config", "sprt");
    if (!sprt.is_null()) {
        SprtBounds b;
        b.elo0 = figure_of(sprt, "config.sprt", "elo0");
        b.elo1 = figure_of(sprt, "config.sprt", "elo1");
        b.alpha = figure_of(sprt, "config.sprt", "alpha");
        b.beta = figure_of(sprt, "config.sprt", "beta");
        if (!(b.alpha > 0 && b.alpha < 1 && b.beta > 0 && b.beta < 1 && b.elo0 < b.elo1))
            throw Bad{"config.sprt: bounds out of range"};
        out.sprt = b;
    }
    out.config = config;
    out.total = static_cast<int>(count_of(doc, "", "total_games"));
    if (out.total != sched.total()) throw Bad{"total_games: not the configuration's"};
    const Json& games = member(doc, "", "games");
    if (!games.is_array()) throw Bad{"games: not an array"};
    for (std::size_t k = 0; k < games.size(); ++k)
        out.games.push_back(game_of(games[k], "games[" + std::to_string(k) + "]", out.names, out.total));
    std::sort(out.games.begin(), out.games.end(),
              [](const GameResult& a, const GameResult& b) { return a.number < b.number; });
    for (std::size_t k = 1; k < out.games.size(); ++k)
        if (out.games[k].number == out.games[k - 1].number)
            throw Bad{"games: game " + std::to_string(out.games[k].number) + " twice"};
}

// The configuration two shards of one match share: all of it but the shard and the games each
// machine played at once.
Json without_shard(Json config) {
    config.erase("shard");
    config.erase("concurrency");
    return config;
}

}  // namespace

std::optional<std::string> read_report(std::string_view text, ReportFacts& out) {
    out = ReportFacts{};
    Json doc;
    try {
        doc = Json::parse(text);
    } catch (const Json::parse_error& e) {
        return "no JSON at byte " + std::to_string(e.byte);
    } catch (const Json::exception&) {
        // The reader's other refusal: a number past a double (out_of_range 406).
        return "a number out of range";
    }
    try {
        read_facts(doc, out);
    } catch (const Bad& b) {
        out = ReportFacts{};
        return b.what.starts_with('.') ? b.what.substr(1) : b.what;
    }
    return std::nullopt;
}

int run_merge(const std::vector<std::string>& args) {
    std::vector<std::string> paths;
    std::string out_path;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "-out") {
            if (i + 1 >= args.size()) {
                std::cerr << usage_error("-out", "file") << "\n";
                return kExitUsage;
            }
            out_path = args[++i];
        } else if (args[i].starts_with('-')) {
            std::cerr << usage_error(args[i], "flag", {word("command", "merge")}) << "\n";
            return kExitUsage;
        } else {
            paths.push_back(args[i]);
        }
    }
    if (paths.empty()) {
        std::cerr << usage_error("merge", "report") << "\n";
        return kExitUsage;
    }
    ReportFacts merged;
    std::map<int, std::string> owner;  // game number -> the report that holds it
    for (const std::string& path : paths) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream text;
        if (in) text << in.rdbuf();
        if (!in || in.bad()) {
            std::cerr << io_error_text(path, "read", errno) << "\n";
            return kExitError;
        }
        ReportFacts facts;
        if (auto why = read_report(text.str(), facts)) {
            std::cerr << error_text(ErrorCode::bad_json, {token(path, "path"), token(*why, "reason")}) << "\n";
            return kExitError;
        }
        if (owner.empty() && merged.names.empty()) {
            merged = facts;
            merged.games.clear();
            merged.config["shard"] = nullptr;
        } else if (without_shard(facts.config) != without_shard(merged.config) || facts.total != merged.total) {
            std::cerr << error_text(ErrorCode::bad_argument,
                                    {token(path), word("for", "match"), word("need", "same_match"),
                                     token(paths.front(), "first")})
                      << "\n";
            return kExitError;
        }
        for (const GameResult& g : facts.games) {
            if (const auto it = owner.find(g.number); it != owner.end()) {
                std::cerr << error_text(ErrorCode::bad_argument,
                                        {token(path), word("for", "match"), word("need", "disjoint_shards"),
                                         number("game", std::to_string(g.number)), token(it->second, "also")})
                          << "\n";
                return kExitError;
            }
            owner[g.number] = path;
            merged.games.push_back(g);
        }
    }
    std::sort(merged.games.begin(), merged.games.end(),
              [](const GameResult& a, const GameResult& b) { return a.number < b.number; });
    std::cout << result_text(merged) << std::flush;
    if (!std::cout) {
        std::cerr << io_error_text("-", "write", errno) << "\n";
        return kExitError;
    }
    if (!out_path.empty())
        if (auto err = write_report(out_path, report_json(merged))) {
            std::cerr << *err << "\n";
            return kExitError;
        }
    return 0;
}

}  // namespace uici::match
