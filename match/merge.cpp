#include "match/merge.hpp"

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <tuple>

#include "match/match_error.hpp"
#include "match/merge_games.hpp"
#include "match/output_file.hpp"
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

namespace {

// What merge is given: the reports, the game files, and where the joined ones go.
struct MergeArgs {
    std::vector<std::string> reports, icn_files, pgn_files;
    std::string out_path, icn_out, pgn_out;
};

bool read_text(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    if (in) s << in.rdbuf();
    text = s.str();
    return in && !in.bad();
}

// A file is a report when it is a JSON object, else a game file: PGN when its name ends in
// ".pgn", else ICN. Nothing, or the exit code after the error line was said.
std::optional<int> read_args(const std::vector<std::string>& args, MergeArgs& m,
                             std::map<std::string, std::string>& texts) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-out" || a == "-icnout" || a == "-pgnout") {
            if (i + 1 >= args.size()) {
                std::cerr << usage_error(a, "file") << "\n";
                return kExitUsage;
            }
            (a == "-out" ? m.out_path : a == "-icnout" ? m.icn_out : m.pgn_out) = args[++i];
            continue;
        }
        if (a.starts_with('-')) {
            std::cerr << usage_error(a, "flag", {word("command", "merge")}) << "\n";
            return kExitUsage;
        }
        std::string& text = texts[a];
        if (!read_text(a, text)) {
            std::cerr << io_error_text(a, "read", errno) << "\n";
            return kExitError;
        }
        const std::size_t first = text.find_first_not_of(" \t\r\n");
        if (first != std::string::npos && text[first] == '{') m.reports.push_back(a);
        else if (a.size() >= 4 && a.compare(a.size() - 4, 4, ".pgn") == 0) m.pgn_files.push_back(a);
        else m.icn_files.push_back(a);
    }
    if (m.reports.empty()) {
        std::cerr << usage_error("merge", "report") << "\n";
        return kExitUsage;
    }
    if (!m.icn_out.empty() && m.icn_files.empty()) {
        std::cerr << usage_error("-icnout", "icn_games") << "\n";
        return kExitUsage;
    }
    if (!m.pgn_out.empty() && m.pgn_files.empty()) {
        std::cerr << usage_error("-pgnout", "pgn_games") << "\n";
        return kExitUsage;
    }
    return std::nullopt;
}

}  // namespace

int run_merge(const std::vector<std::string>& args) {
    MergeArgs m;
    std::map<std::string, std::string> texts;  // path -> its text
    if (const auto code = read_args(args, m, texts)) return *code;
    const std::vector<std::string>& paths = m.reports;
    ReportFacts merged;
    std::map<int, std::string> owner;  // game number -> the report that holds it
    for (const std::string& path : paths) {
        ReportFacts facts;
        if (auto why = read_report(texts[path], facts)) {
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
    // The game files: each game the reports' own, every game of the reports in them.
    JoinedGames icn, pgn;
    for (const auto& [files, joined, is_pgn] :
         {std::tuple{&m.icn_files, &icn, false}, std::tuple{&m.pgn_files, &pgn, true}}) {
        for (const std::string& path : *files)
            if (auto err = read_game_file(path, texts[path], is_pgn, merged, *joined)) {
                std::cerr << *err << "\n";
                return kExitError;
            }
        if (!files->empty())
            if (auto err = missing_game(*joined, owner)) {
                std::cerr << *err << "\n";
                return kExitError;
            }
    }
    std::cout << result_text(merged) << std::flush;
    if (!std::cout) {
        std::cerr << io_error_text("-", "write", errno) << "\n";
        return kExitError;
    }
    std::optional<std::string> err;
    if (!m.out_path.empty()) err = write_report(m.out_path, report_json(merged));
    if (!err && !m.icn_out.empty()) err = replace_file(m.icn_out, joined_text(icn));
    if (!err && !m.pgn_out.empty()) err = replace_file(m.pgn_out, joined_text(pgn));
    if (err) {
        std::cerr << *err << "\n";
        return kExitError;
    }
    return 0;
}

}  // namespace uici::match
