#include "match/match_options.hpp"

#include <charconv>
#include <cmath>

#include "core/variants/variants.hpp"
#include "engine/engine_fields.hpp"
#include "match/match_error.hpp"

namespace uici::match {

namespace {

// The names a flag or field takes, comma-separated, for its usage error.
std::string names_of(const std::vector<std::string_view>& names) {
    std::string s;
    for (const auto n : names) {
        if (!s.empty()) s += ',';
        s += n;
    }
    return s;
}

}  // namespace

const char* match_usage() {
    return "usage: uici match -engine cmd=PATH [name=N] [proto=uici|uci|sprt-json] [args=\"A B\"] [option.X=Y]...\n"
           "                  -engine ... [-each FIELD=VALUE...] [options]\n"
           "Plays games between two engines with uici's rules as the referee (README \"match\").\n"
           "Engine fields (-engine, or -each for both):\n"
           "  cmd= name= proto=uici|uci|sprt-json args= option.X=Y\n"
           "  tc=[moves/]seconds[+inc]  st=seconds  nodes=N  depth=N\n"
           "  timemargin=ms (default 100)  timeout=seconds (answer limit without a clock, default 10)\n"
           "Options:\n"
           "  -tournament roundrobin|gauntlet   with more than two engines (default roundrobin)\n"
           "  -seeds N               a gauntlet's seeds: the first N engines play every other (default 1)\n"
           "  -rounds N              rounds to play (default 1): each pairing plays each round's opening\n"
           "  -games N               games per round (default 1; 2 with -repeat)\n"
           "  -repeat                each opening twice, colours swapped\n"
           "  -concurrency N         games in flight at once (default 1)\n"
           "  -variant NAME          start position when no openings are given (default Classical)\n"
           "  -openings file=F format=icn|epd|pgn order=sequential|random plies=N start=N\n"
           "  -srand N               seed for random opening order\n"
           "  -sprt elo0= elo1= alpha= beta=   stop when the LLR crosses a bound\n"
           "  -draw movenumber= movecount= score=   adjudicate draws by score (cp)\n"
           "  -resign movecount= score=        adjudicate losses by score (cp)\n"
           "  -maxmoves N            draw after N full moves\n"
           "  -adjudicate material=N moves=M   a side N cp of material ahead for M plies wins (docs/MATCH.md)\n"
           "  -maxline BYTES         longest engine line accepted (default 1048576)\n"
           "  -out file=F            append every game to F as ICN\n"
           "  -pgnout file=F         also as PGN, fastchess's form (games on the 8x8 board; docs/MATCH.md)\n"
           "                         nodes= seldepth= clk= (n=, sd=, [%clk]; default true) min=true|false\n"
           "  -log file=F            append every engine line to F\n"
           "  -report file=F format=json   write the results and every game as JSON (docs/MATCH.md)\n"
           "  -recover               resume from the games already in the -out file\n"
           "  -shard K/N             play only the K-th of N disjoint slices of the match (docs/MATCH.md)\n"
           "  -scheduling auto|batch|normal   the game slots' threads: batch leaves thinking engines\n"
           "                         unpreempted (default auto: batch when the games fit the cores)\n"
           "  --help                 this text\n"
           "usage: uici match merge REPORT... [GAMES...] [-out F] [-icnout F] [-pgnout F]\n"
           "                         the shards' -report files summed, their game files joined (docs/MATCH.md)\n"
           "stdout: the result table. stderr: a line per game, and a live status line when it is a terminal.\n";
}

std::optional<std::string> parse_match_options(const std::vector<std::string>& args, MatchOptions& o) {
    std::vector<std::pair<std::string, std::string>> each;
    std::vector<std::vector<std::pair<std::string, std::string>>> engine_fields;
    bool games_given = false;
    std::size_t i = 0;
    // The key=value words following a flag.
    auto fields = [&]() {
        std::vector<std::pair<std::string, std::string>> out;
        std::string k, v;
        while (i + 1 < args.size() && args[i + 1].rfind('-', 0) != 0 && engine::split_field(args[i + 1], k, v)) {
            out.emplace_back(k, v);
            ++i;
        }
        return out;
    };
    auto value = [&](const std::string& flag, auto& out, auto low) -> std::optional<std::string> {
        if (i + 1 >= args.size()) return usage_error(flag, "number");
        if (!engine::read_whole_number(args[i + 1], out) || out < low)
            return usage_error(args[i + 1], "number", {word("flag", flag), word("min", std::to_string(low))});
        ++i;
        return std::nullopt;
    };
    for (; i < args.size(); ++i) {
        const std::string& a = args[i];
        std::optional<std::string> err;
        if (a == "--help" || a == "-help" || a == "-h") o.help = true;
        else if (a == "-engine") engine_fields.push_back(fields());
        else if (a == "-each") {
            auto f = fields();
            each.insert(each.end(), f.begin(), f.end());
        } else if (a == "-rounds") err = value(a, o.rounds, 1);
        else if (a == "-seeds") err = value(a, o.seeds, 1);
        else if (a == "-tournament") {
            const std::string v = i + 1 < args.size() ? args[i + 1] : "";
            if (v == "roundrobin") o.tournament = Tournament::roundrobin;
            else if (v == "gauntlet") o.tournament = Tournament::gauntlet;
            else return usage_error(i + 1 < args.size() ? v : a, "tournament", {word("names", "gauntlet,roundrobin")});
            ++i;
        } else if (a == "-games") {
            err = value(a, o.games, 1);
            games_given = true;
        } else if (a == "-repeat") o.repeat = true;
        else if (a == "-concurrency") err = value(a, o.concurrency, 1);
        else if (a == "-maxmoves") err = value(a, o.adjudication.max_moves, 1);
        else if (a == "-maxline") err = value(a, o.max_line, std::size_t{64});
        else if (a == "-srand") err = value(a, o.seed, std::uint64_t{0});
        else if (a == "-variant") {
            const auto& names = variant_names();
            if (i + 1 >= args.size()) return usage_error(a, "variant", {word("names", names_of(names))});
            // Spelled as the rules spell it (names match case-insensitively).
            const auto start = variant_position(args[++i]);
            if (!start) return usage_error(args[i], "variant", {word("names", names_of(names))});
            o.variant = *start->metadata_value("Variant");
        } else if (a == "-shard") {
            // K/N, 1 <= K <= N
            const std::string v = i + 1 < args.size() ? args[i + 1] : "";
            const auto slash = v.find('/');
            Shard s;
            if (slash == std::string::npos || !engine::read_whole_number(v.substr(0, slash), s.index) ||
                !engine::read_whole_number(v.substr(slash + 1), s.count) || s.count < 1 || s.index < 1 ||
                s.index > s.count)
                return usage_error(i + 1 < args.size() ? v : a, "shard", {word("form", "K/N")});
            o.shard = s;
            ++i;
        } else if (a == "-recover") o.recover = true;
        else if (a == "-scheduling") {
            const std::string v = i + 1 < args.size() ? args[i + 1] : "";
            if (v == "auto") o.scheduling = Scheduling::automatic;
            else if (v == "batch") o.scheduling = Scheduling::batch;
            else if (v == "normal") o.scheduling = Scheduling::normal;
            else return usage_error(i + 1 < args.size() ? v : a, "scheduling", {word("names", "auto,batch,normal")});
            ++i;
        } else if (a == "-openings" || a == "-sprt" || a == "-draw" || a == "-resign" || a == "-out" || a == "-log" ||
                   a == "-report" || a == "-adjudicate" || a == "-pgnout") {
            if (a == "-sprt") o.sprt = SprtBounds{};
            if (a == "-draw") o.adjudication.draw = Adjudication::Draw{};
            if (a == "-resign") o.adjudication.resign = Adjudication::Resign{};
            if (a == "-adjudicate") o.adjudication.material = Adjudication::Material{};
            for (const auto& [k, v] : fields()) {
                bool ok = true;
                if (a == "-openings") {
                    if (k == "file") o.openings_file = v;
                    else if (k == "format") {
                        ok = v == "icn" || v == "epd" || v == "pgn";
                        o.openings_format = v;
                    } else if (k == "order") {
                        ok = v == "sequential" || v == "random";
                        o.openings_random = v == "random";
                    } else if (k == "plies") ok = engine::read_whole_number(v, o.opening_plies) && o.opening_plies >= 0;
                    else if (k == "start") ok = engine::read_whole_number(v, o.opening_start) && o.opening_start >= 1;
                    else ok = false;
                } else if (a == "-sprt") {
                    double* slot = k == "elo0"    ? &o.sprt->elo0
                                   : k == "elo1"  ? &o.sprt->elo1
                                   : k == "alpha" ? &o.sprt->alpha
                                   : k == "beta"  ? &o.sprt->beta
                                                  : nullptr;
                    ok = slot && engine::read_whole_number(v, *slot) && std::isfinite(*slot);
                } else if (a == "-draw") {
                    auto& d = *o.adjudication.draw;
                    int* slot = k == "movenumber"  ? &d.movenumber
                                : k == "movecount" ? &d.movecount
                                : k == "score"     ? &d.score
                                                   : nullptr;
                    ok = slot && engine::read_whole_number(v, *slot) && *slot >= 0;
                } else if (a == "-resign") {
                    auto& r = *o.adjudication.resign;
                    int* slot = k == "movecount" ? &r.movecount : k == "score" ? &r.score : nullptr;
                    ok = slot && engine::read_whole_number(v, *slot) && *slot >= 0;
                } else if (a == "-adjudicate") {
                    auto& m = *o.adjudication.material;
                    int* slot = k == "material" ? &m.material : k == "moves" ? &m.moves : nullptr;
                    ok = slot && engine::read_whole_number(v, *slot) && *slot >= 1;
                } else if (a == "-report") {
                    if (k == "file") o.report_file = v;
                    else ok = k == "format" && v == "json";
                } else if (a == "-pgnout" && k != "file") {
                    // fastchess's names for the comment's fields (docs/MATCH.md "PGN output").
                    bool* slot = k == "nodes"      ? &o.pgn_fields.nodes
                                 : k == "seldepth" ? &o.pgn_fields.seldepth
                                 : k == "clk"      ? &o.pgn_fields.clk
                                 : k == "min"      ? &o.pgn_fields.min
                                                   : nullptr;
                    ok = slot && (v == "true" || v == "false");
                    if (ok) *slot = v == "true";
                } else {
                    ok = k == "file";
                    (a == "-out" ? o.out_file : a == "-pgnout" ? o.pgn_file : o.log_file) = v;
                }
                if (!ok) return usage_error(k + "=" + v, "field", {word("flag", a)});
            }
        } else {
            return usage_error(a, "flag");
        }
        if (err) return err;
    }
    if (o.help) return std::nullopt;
    if (engine_fields.size() < 2)
        return usage_error("-engine", "two_engines", {uici::number("given", std::to_string(engine_fields.size()))});
    const std::string engine_count = std::to_string(engine_fields.size());
    if (o.sprt && engine_fields.size() != 2)
        return usage_error("-sprt", "two_engines", {uici::number("engines", engine_count)});
    if (o.tournament == Tournament::gauntlet && o.seeds >= static_cast<int>(engine_fields.size()))
        return usage_error("-seeds", "fewer_seeds_than_engines", {uici::number("engines", engine_count)});
    for (auto& f : engine_fields) {
        EngineConfig e;
        for (const auto* list : {&each, &f})
            for (const auto& [k, v] : *list)
                if (auto err = engine::read_engine_field(e, k, v, "match")) return err;
        if (auto err = engine::finish_engine(e, "match")) return err;
        // The runner's requests carry a time or a depth, never a node count.
        if (e.proto == Proto::sprt_json && e.nodes)
            return usage_error("nodes=" + std::to_string(*e.nodes), "st_tc_or_depth", {word("proto", "sprt-json")});
        o.engines.push_back(std::move(e));
    }
    // Names tell the engines apart in the record and the tables: a repeated one gets its number.
    for (std::size_t e = 1; e < o.engines.size(); ++e)
        for (std::size_t before = 0; before < e; ++before)
            if (o.engines[before].name == o.engines[e].name) {
                o.engines[e].name += '-';  // two appends: gcc 12 flags `"-" + std::string` (false -Wrestrict)
                o.engines[e].name += std::to_string(e + 1);
                break;
            }
    if (o.repeat && !games_given) o.games = 2;
    if (o.sprt && (o.sprt->alpha <= 0 || o.sprt->alpha >= 1 || o.sprt->beta <= 0 || o.sprt->beta >= 1 ||
                   o.sprt->elo0 >= o.sprt->elo1))
        return usage_error("-sprt", "bounds", {word("rule", "0<alpha<1,0<beta<1,elo0<elo1")});
    if (o.recover && o.out_file.empty()) return usage_error("-recover", "out_file");
    return std::nullopt;
}

}  // namespace uici::match
