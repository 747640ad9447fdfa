#include "convert/convert.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <exception>

#include <unistd.h>

#include "convert/convert_args.hpp"
#include "convert/convert_game.hpp"
#include "convert/convert_input.hpp"
#include "convert/convert_io.hpp"
#include "core/board/ascii_bytes.hpp"
#include "core/notation/compact_move.hpp"
#include "core/notation/long_json.hpp"
#include "multiverse/ast.hpp"
#include "multiverse/convert_5d.hpp"
#include "multiverse/replay.hpp"
#include "pgn/convert.hpp"

namespace uici {
namespace {

// The documents this command reads are at most this large (a 100,000-piece position is 1.3 MB).
constexpr std::size_t kMaxInputBytes = 256u << 20;

constexpr std::string_view kUsage =
    "usage: uici convert [--from icn|json|pgn] --to json|icn|egd|egd-jsonl|pgn [--at N|end] [--game N] [--move]\n"
    "                    [--dialect site|seed] [--json] [FILE]\n"
    "       uici convert --from 5dpgn --to json|5dpgn|5dfen [--strict] [FILE]";

// What `uici convert --help` prints (to stdout, exit 0).
constexpr std::string_view kHelp =
    "Converts the games of FILE (stdin when FILE is missing or -).\n"
    "  --to FORMAT          the output notation (required; the usage lines list them)\n"
    "  --from FORMAT        the input notation: ICN, long JSON and PGN are detected without it\n"
    "  --at N|end           the position after N halfmoves of the game (end: after all)\n"
    "  --game N             only the N-th game of a file of several (default: all, one record each)\n"
    "  --move               convert one compact move (3,4>3,5Q) or one JSON move object\n"
    "  --dialect seed|site  ICN output spelling (default seed, the reference converter's;\n"
    "                       site: as the server writes)\n"
    "  --json               errors as JSON objects\n"
    "  --strict             5dpgn: refuse a mark (>>, ~, (>L), (~T)) that disagrees with the game\n"
    "                       and a repeated turn number (default: a warning on stderr)\n"
    "  --opt=value is the same as --opt value.\n"
    "Writes the result to stdout and exits 0; bad input: one \"error <code> ...\" line on\n"
    "stderr, as the server writes it, and exit 1 (2 for bad usage). See README, section Convert.\n";

int convert_move(const ConvertOptions& o, std::string_view input, ConvertSink& sink) {
    auto m = looks_like_json(input) ? read_json_move(input) : read_compact_move(input);
    if (!m) return sink.notation(m.error(), input);
    sink.write((o.to == "json" ? write_json_move(*m) : write_compact_move(*m, o.dialect == Dialect::Seed)) + "\n");
    return 0;
}

// A chess reader's error in the server's grammar: the closest code, the reader's own code as
// the reason and its message (which names the game, the ply and the text).
int pgn_failure(const pgn::Error& e, ConvertSink& sink) {
    ErrorCode code = ErrorCode::internal;
    if (e.code == "pgn_syntax") code = ErrorCode::syntax;
    else if (e.code == "bad_fen" || e.code == "not_chess" || e.code == "not_icn") code = ErrorCode::bad_position;
    else if (e.code == "illegal_san" || e.code == "ambiguous_san" || e.code == "illegal_move")
        code = ErrorCode::illegal_move;
    else if (e.code == "too_large") code = ErrorCode::too_large;
    // Where and what, each a detail of its own: game=, ply=, then san= or text= (the error
    // grammar's details are a fixed list, hence the cases).
    const std::string game = std::to_string(e.game), ply = std::to_string(e.ply);
    const Detail at = e.san.empty() ? token(e.text, "text") : token(e.san, "san");
    const Detail why = message(e.message);
    if (e.game && e.ply && !(e.san.empty() && e.text.empty()))
        return sink.fail(code, {word("reason", e.code), number("game", game), number("ply", ply), at, why});
    if (e.game) return sink.fail(code, {word("reason", e.code), number("game", game), why});
    return sink.fail(code, {word("reason", e.code), why});
}

int game_out_of_range(const ConvertOptions& o, std::size_t games, ConvertSink& sink) {
    const std::string asked = "--game " + o.game_text;
    const std::string need = "game_1_to_" + std::to_string(games);
    return sink.fail(ErrorCode::bad_argument, {token(asked), word("for", "convert"), word("need", need)});
}

int convert_pgn_games(const ConvertOptions& o, std::string_view input, ConvertSink& sink) {
    if (o.move || o.at) return usage_error(sink, o.move ? "--move" : "--at", "an_icn_or_json_game_to_json|icn");
    auto done = pgn::write_pgn_games(input, *pgn::target_from_name(o.to), o.game, o.dialect, sink.write);
    if (done) return 0;
    if (done.error().code == "no_such_game") return game_out_of_range(o, std::stoul(done.error().message), sink);
    return pgn_failure(done.error(), sink);
}

// Whether a game has a number of 20 digits or more, the first not 0 (at least 10^19, past 2^60),
// in its first 4 KiB: then it is read on the wide build at once. The narrow build would read it
// up to its first such number and give up, after a pass over the whole piece list to size it
// (a tenth of converting a position past 2^60). Both builds convert every document alike
// (core/board/coord.hpp; tests/convert/convert_builds_test.cpp), so this changes only the time.
bool starts_wide(std::string_view game) {
    const std::size_t n = std::min<std::size_t>(game.size(), 4096);
    for (std::size_t i = 0; i < n;) {
        if (game[i] < '0' || game[i] > '9') {
            ++i;
            continue;
        }
        const std::size_t run = ascii::digit_prefix(game.data() + i, game.size() - i);
        if (run >= 20 && game[i] != '0') return true;
        i += run;
    }
    return false;
}

// One game converted on the narrow build, or on the wide one where a number needs it.
int convert_one(const GameConvert& g, std::string_view game, ConvertSink& sink) {
    if (!starts_wide(game)) {
        const int code = convert_game(g, game, sink);
        if (code != kConvertNeedsWide) return code;
    }
    return wide::convert_game(g, game, sink);
}

// Each game of an ICN or long JSON file (or the one --game names), one record each: ICN and
// PGN records a blank line apart, JSON and EGD one a line.
int convert_games(const ConvertOptions& o, std::string_view input, ConvertSink& sink) {
    GameConvert g;
    g.to = o.to;
    g.at = o.at;
    g.at_text = o.at_text;
    g.dialect = o.dialect;
    // A text that opens with '{' is read as one long JSON document first, unchecked: a text that
    // reads is JSON throughout, and checking it first (accept_json) was a second pass over it,
    // a fifth of converting a large document. Only when it does not read is it checked, and when
    // it is no JSON, split as before (JSON Lines, or ICN games opening with their options).
    bool not_one_document = false;
    if (opens_with_brace(input) && (!o.game || *o.game == 1)) {
        g.json = g.json_unchecked = g.last = true;
        const int code = convert_one(g, input, sink);
        if (code != kConvertNotJson) return code;
        g.json_unchecked = g.last = false;
        not_one_document = true;
    }
    bool json = false;
    const std::vector<std::string_view> games = split_games(input, json, not_one_document);
    if (o.game && *o.game > games.size()) return game_out_of_range(o, games.size(), sink);
    const std::size_t first = o.game ? *o.game - 1 : 0, last = o.game ? *o.game : games.size();
    for (std::size_t i = first; i < last; ++i) {
        if (games.size() > 1) sink.game = i + 1;
        g.number = i + 1;
        g.last = i + 1 == last;
        // An ICN game may open with its options block, '{...}': JSON only when JSON throughout.
        g.json = json || looks_like_json(games[i]);
        if (i > first && (o.to == "icn" || o.to == "pgn")) sink.write("\n");
        if (const int code = convert_one(g, games[i], sink); code != 0) return code;
    }
    return 0;
}

int fail_5d(ErrorCode code, const multiverse::Error& e, ConvertSink& sink) {
    const std::string line = std::to_string(e.line), column = std::to_string(e.column);
    return sink.fail(code, {number("line", line), number("column", column), message(e.message)});
}

// A 5dpgn game; when it does not read or replay, the error as the server's `position 5dpgn`
// writes it (the text is read again for it: only on failure).
int convert_5d(const ConvertOptions& o, std::string_view input, ConvertSink& sink) {
    std::string out, err;
    const int code = multiverse::convert_5dpgn(o.to, input, out, err, o.strict);
    if (code == 0) {
        sink.write(out);
        sink.err = err;  // the marks that disagree with the game, as warning lines
        return 0;
    }
    auto tree = multiverse::read_5dpgn(input, multiverse::ReadOptions{o.strict});
    if (!tree) return fail_5d(ErrorCode::bad_5dpgn, tree.error(), sink);
    auto game = multiverse::replay(*tree, multiverse::ReplayOptions{o.strict});
    if (!game) return fail_5d(ErrorCode::illegal_5d, game.error(), sink);
    sink.err = err;
    return code;
}

}  // namespace

int convert(const std::vector<std::string>& args, std::string_view input, ConvertSink& sink) {
    sink.json = convert_wants_json(args);
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
        sink.write(std::string(kUsage) + "\n" + std::string(kHelp));
        return 0;
    }
    ConvertUsage why;
    const auto o = parse_convert_args(args, why);
    if (!o) return usage_error(sink, why.bad, why.need);
    if (o->move) return convert_move(*o, input, sink);
    if (o->from == "5dpgn") return convert_5d(*o, input, sink);
    if (o->from == "pgn" || (o->from.empty() && looks_like_pgn(input))) return convert_pgn_games(*o, input, sink);
    return convert_games(*o, input, sink);
}

int convert(const std::vector<std::string>& args, std::string_view input, std::string& out, std::string& err) {
    ConvertSink sink;
    sink.write = [&out](std::string_view piece) { out += piece; };
    const int code = convert(args, input, sink);
    err = sink.err;
    return code;
}

int run_convert(int argc, char** argv, const std::function<void(std::size_t)>& prepare_heap) {
    const std::vector<std::string> args(argv + 2, argv + argc);
    OutputFile stdout_file(STDOUT_FILENO, "-");
    ConvertSink sink;
    sink.json = convert_wants_json(args);
    sink.write = [&stdout_file](std::string_view piece) { stdout_file.write(piece); };
    ConvertUsage why;
    const auto options = parse_convert_args(args, why);
    InputText input;
    int code = 0;
    if (options) {
        if (prepare_heap)
            if (const auto size = input_size(options->file)) prepare_heap(std::min(*size, kMaxInputBytes));
        auto text = read_whole_input(options->file, kMaxInputBytes);
        if (!text) {
            const std::string path = options->file.empty() ? "-" : options->file;
            code = sink.fail(ErrorCode::io, {token(path, "path"), word("op", "read"), token(text.error(), "reason")});
        } else if (text->view().size() > kMaxInputBytes) {
            const std::string limit = std::to_string(kMaxInputBytes);
            code = sink.fail(ErrorCode::too_large, {word("what", "input_bytes"), number("limit", limit)});
        } else {
            input = std::move(*text);
            sink.release_input = [&input] { input.release(); };
            if (input.mapped()) {
                ConvertSink lost;
                lost.json = sink.json;
                const int lost_code =
                    lost.fail(ErrorCode::io, {token(options->file, "path"), word("op", "read"),
                                              token("the file was cut short while it was read", "reason")});
                report_lost_input(lost.err, lost_code);
            }
        }
    }
    if (code == 0) {
        try {
            code = convert(args, input.view(), sink);
        } catch (const OutputFailed&) {
            code = 1;  // reported below
        } catch (const std::exception& e) {
            // A bug, not bad input: still one error line and exit 1, never a terminate.
            code = sink.fail(ErrorCode::internal, {token(e.what(), "what")});
        }
    }
    // Every write is checked, the last (buffered) one and the close included.
    if (!stdout_file.finish()) {
        sink.game.reset();
        code =
            sink.fail(ErrorCode::io, {token("-", "path"), word("op", "write"), token(stdout_file.failure(), "reason")});
    }
    if (!sink.err.empty() && !write_whole(STDERR_FILENO, sink.err)) return code == 0 ? 1 : code;
    return code;
}

}  // namespace uici
