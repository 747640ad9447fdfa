#include "engine_interface/convert.hpp"

#include <charconv>
#include <cstdio>
#include <exception>
#include <optional>
#include <span>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/game/game.hpp"
#include "core/notation/compact_move.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "engine_interface/convert_game.hpp"
#include "engine_interface/convert_io.hpp"
#include "multiverse/convert_5d.hpp"
#include "pgn/convert.hpp"

namespace uici {
namespace {

// The documents this command reads are at most this large (a 100,000-piece position is 1.3 MB).
constexpr std::size_t kMaxInputBytes = 256u << 20;

struct Options {
    std::string to;    // "json" or "icn"; with --from 5dpgn: json, 5dpgn or 5dfen; chess: egd, egd-jsonl, pgn
    std::string from;  // "5dpgn", "pgn" (chess PGN), or empty/"icn"/"json" for ICN and long JSON
    std::optional<std::size_t> at;  // --at N; SIZE_MAX for "end"
    bool move = false;
    bool strict = false;  // --strict (5dpgn only): a mark that disagrees with the state is an error
    // This is the reference converter's functions as a command line: its ICN output defaults to
    // the seed dialect
    // (LongToShort_Format), which also keeps a move rule exactly as written.
    Dialect dialect = Dialect::Seed;
    std::string file;
};

constexpr std::string_view kUsage =
    "usage: uici convert [--from icn|json] --to json|icn|egd|egd-jsonl|pgn [--at N|end] [--move] [--dialect site|seed] "
    "[FILE]\n"
    "       uici convert --from 5dpgn --to json|5dpgn|5dfen [--strict] [FILE]\n"
    "       uici convert --from pgn --to egd|egd-jsonl|icn|json|pgn [FILE]";

// What `uici convert --help` prints (to stdout, exit 0).
constexpr std::string_view kHelp =
    "Converts one document (FILE, or stdin when FILE is missing or -).\n"
    "  --to FORMAT        the output notation (required; the usage lines list them)\n"
    "  --from FORMAT      the input notation: ICN and long JSON are detected without it\n"
    "  --at N|end         the position after N halfmoves of the game (end: after all)\n"
    "  --move             convert one compact move (3,4>3,5Q) or one JSON move object\n"
    "  --dialect seed|site  ICN output spelling (default seed)\n"
    "  --strict           5dpgn: refuse a mark (>>, ~, (>L), (~T)) that disagrees with the game\n"
    "                     and a repeated turn number (default: a warning)\n"
    "Writes the result to stdout and exits 0; bad input: one \"error <code> ...\" line on\n"
    "stderr and exit 1 (2 for bad usage). See README, section Convert.\n";

int usage(std::string& err, const std::string& why) {
    err = "error bad_argument " + why + "\n" + std::string(kUsage) + "\n";
    return 2;
}

int failure(std::string& err, const std::string& code, const std::string& message) {
    err = "error " + code + " " + message + "\n";
    return 1;
}

std::optional<Options> parse_args(const std::vector<std::string>& args, std::string& why) {
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto& a = args[i];
        auto value = [&]() -> const std::string* { return i + 1 < args.size() ? &args[++i] : nullptr; };
        if (a == "--to") {
            const auto* v = value();
            if (!v || (*v != "5dpgn" && *v != "5dfen" && !pgn::target_from_name(*v)))
                return why = "--to needs json, icn, egd, egd-jsonl or pgn (5dpgn or 5dfen with --from 5dpgn)",
                       std::nullopt;
            o.to = *v;
        } else if (a == "--from") {
            const auto* v = value();
            if (!v || (*v != "5dpgn" && *v != "pgn" && *v != "icn" && *v != "json"))
                return why = "--from needs 5dpgn, pgn, icn or json", std::nullopt;
            o.from = *v;
        } else if (a == "--at") {
            const auto* v = value();
            std::size_t n = 0;
            if (v && *v == "end") {
                n = SIZE_MAX;
            } else {
                const auto [ptr, ec] = v ? std::from_chars(v->data(), v->data() + v->size(), n)
                                         : std::from_chars_result{nullptr, std::errc::invalid_argument};
                if (!v || v->empty() || ptr != v->data() + v->size() ||
                    (ec != std::errc() && ec != std::errc::result_out_of_range))
                    return why = "--at needs a halfmove count or end", std::nullopt;
                // A count past any game (beyond size_t) is past the end, which is the end.
                if (ec == std::errc::result_out_of_range) n = SIZE_MAX;
            }
            o.at = n;
        } else if (a == "--move") {
            o.move = true;
        } else if (a == "--strict") {
            o.strict = true;
        } else if (a == "--dialect") {
            const auto* v = value();
            if (!v || (*v != "site" && *v != "seed")) return why = "--dialect needs site or seed", std::nullopt;
            o.dialect = *v == "seed" ? Dialect::Seed : Dialect::Site;
        } else if (!a.empty() && a[0] == '-' && a != "-") {
            return why = "unknown option " + a.substr(0, 80), std::nullopt;
        } else if (o.file.empty()) {
            o.file = a;
        } else {
            return why = "more than one FILE", std::nullopt;
        }
    }
    if (o.to.empty()) return why = "--to is required", std::nullopt;
    if (o.from != "5dpgn" && (o.to == "5dpgn" || o.to == "5dfen"))
        return why = "--to " + o.to + " needs --from 5dpgn", std::nullopt;
    if (o.from == "5dpgn" && ((o.to != "json" && o.to != "5dpgn" && o.to != "5dfen") || o.move || o.at))
        return why = "--from 5dpgn takes --to json, 5dpgn or 5dfen only", std::nullopt;
    if (o.strict && o.from != "5dpgn") return why = "--strict applies to --from 5dpgn only", std::nullopt;
    if (o.move && o.at) return why = "--at does not apply to --move", std::nullopt;
    if ((o.from == "pgn" || o.to == "egd" || o.to == "egd-jsonl" || o.to == "pgn") && (o.move || o.at))
        return why = "--at and --move do not apply to chess conversions", std::nullopt;
    return o;
}

bool looks_like_json(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{' && nlohmann::json::accept(text.begin(), text.end());
}

int convert_move(const Options& o, std::string_view input, std::string& out, std::string& err) {
    auto m = looks_like_json(input) ? read_json_move(input) : read_compact_move(input);
    if (!m) return failure(err, m.error().code, m.error().message);
    out = (o.to == "json" ? write_json_move(*m) : write_compact_move(*m, o.dialect == Dialect::Seed)) + "\n";
    return 0;
}

}  // namespace

int convert(const std::vector<std::string>& args, std::string_view input, std::string& out, std::string& err) {
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
        out = std::string(kUsage) + "\n" + std::string(kHelp);
        return 0;
    }
    std::string why;
    const auto options = parse_args(args, why);
    if (!options) return usage(err, why);
    if (options->move) return convert_move(*options, input, out, err);
    if (options->from == "5dpgn") return multiverse::convert_5dpgn(options->to, input, out, err, options->strict);
    const auto chess_target = pgn::target_from_name(options->to);
    if (options->from == "pgn") {
        auto text = pgn::convert_pgn(input, *chess_target);
        if (!text) return failure(err, text.error().code, text.error().message);
        return out = std::move(*text), 0;
    }

    GameConvert g;
    g.to = options->to;
    g.at = options->at;
    g.dialect = options->dialect;
    const int code = convert_game(g, input, out, err);
    if (code != kConvertNeedsWide) return code;
    // A number past the narrow build: the same document on the wide one (core/board/coord.hpp).
    err.clear();
    return wide::convert_game(g, input, out, err);
}

int run_convert(int argc, char** argv) {
    std::vector<std::string> args(argv + 2, argv + argc);
    std::string why;
    const auto options = parse_args(args, why);
    std::string input;
    if (options) {
        std::string cannot;
        auto text = read_whole_input(options->file, kMaxInputBytes, cannot);
        if (!text) return write_whole(STDERR_FILENO, "error io " + cannot + "\n"), 1;
        input = std::move(*text);
    }
    if (input.size() > kMaxInputBytes) {
        write_whole(STDERR_FILENO, "error too_large input over " + std::to_string(kMaxInputBytes) + " bytes\n");
        return 1;
    }
    std::string out, err;
    int code = 1;
    try {
        code = convert(args, input, out, err);
    } catch (const std::exception& e) {
        // A bug, not bad input: still one error line and exit 1, never a terminate.
        out.clear();
        err = std::string("error internal ") + std::string(e.what()).substr(0, 200) + "\n";
    }
    // One write each: stdout may be a pipe that a script reads to its end.
    write_whole(STDOUT_FILENO, out);
    write_whole(STDERR_FILENO, err);
    return code;
}

}  // namespace uici
