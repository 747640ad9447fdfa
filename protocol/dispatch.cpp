#include "protocol/dispatch.hpp"

#include <boost/unordered/unordered_flat_map.hpp>

#include "protocol/commands/commands.hpp"
#include "protocol/text.hpp"

namespace uici {

namespace {

using enum LineClass;

const Command kCommands[] = {
    // Handshake, options and control (protocol/commands/session.cpp).
    {"uici", cmd_uici, "", "id lines, option declarations, then uiciok", normal},
    {"uci", cmd_uci, "", "the same block as uici, ending in uciok", normal},
    {"isready", cmd_isready, "", "readyok once every earlier command is done", barrier},
    {"ping", cmd_ping, "<id>", "pong <id> once every earlier command is done", barrier},
    {"setoption", cmd_setoption, "name <name> [value <value>]", "set an option (see uici)", normal},
    {"newgame", cmd_newgame, "", "back to the start position of UCI_Variant, history cleared", normal},
    {"ucinewgame", cmd_newgame, "", "same as newgame", normal},
    {"debug", cmd_debug, "on|off", "extra info string lines", normal},
    {"help", cmd_help, "", "this list", normal},
    {"stop", cmd_stop, "", "end the running perft or go at once; ignored when idle", stop},
    {"quit", cmd_quit, "", "exit at once, also during a job", quit},
    // Setting and changing the position (protocol/commands/position.cpp, move.cpp).
    {"position", cmd_position, "startpos|variant <name>|icn <icn>|json <json> [moves <move>...] | 5dpgn <text>",
     "set the position, atomically; silent on success", normal, false, wide::cmd_position, true, true},
    {"move", cmd_move, "<move>...", "play moves, atomically: ok <moves>", normal, true, wide::cmd_move, false, true},
    {"undo", cmd_undo, "[<n>]", "take back n moves (default 1): ok undo <n>", normal, true, wide::cmd_undo, false,
     true},
    // Queries (protocol/commands/query.cpp, display.cpp).
    {"legal", cmd_legal, "<move>", "legal yes <move> | legal no <move> <reason>", normal, true, wide::cmd_legal},
    {"moves", cmd_moves, "[<square>]", "moves <count|inf> <move>...", normal, true, wide::cmd_moves},
    {"status", cmd_status, "", "status ongoing | status <result> <reason>; a 5D game: status <verdict> ...", normal,
     false, wide::cmd_status},
    {"icn", cmd_icn, "[position]", "icn <the game> | icn <the position>", normal, true, wide::cmd_icn},
    {"json", cmd_json, "[position]", "json <the game> | json <the position>, long JSON", normal, false, wide::cmd_json},
    {"egd", cmd_egd, "[chess]", "egd <the game as EGD>; chess: FEN and SAN, 8x8 games only", normal, true,
     wide::cmd_egd},
    {"d", cmd_d, "", "board window, ICN:, Turn:, Checkers: (always last)", normal, false, wide::cmd_d},
    // Jobs (protocol/commands/perft.cpp).
    {"perft", cmd_perft, "<depth>", "perft divide in Stockfish's format", job, true, wide::cmd_perft},
    {"go", cmd_go, "perft <depth> | [wtime btime winc binc movestogo movetime depth nodes mate infinite searchmoves]",
     "go perft: as perft; go: search (or the random test mover, Player random) and answer bestmove", job, true,
     wide::cmd_go},
};

}  // namespace

std::string_view Args::rest(std::size_t n) const { return after_tokens(line, n); }

std::span<const Command> command_table() { return kCommands; }

const Command* find_command(std::string_view verb) {
    static const auto index = [] {
        boost::unordered_flat_map<std::string_view, const Command*> m;
        for (const Command& c : kCommands) m.emplace(c.verb, &c);
        return m;
    }();
    const auto it = index.find(verb);
    return it == index.end() ? nullptr : it->second;
}

LineClass classify_line(std::string_view line) {
    line = trim(line);
    std::size_t end = 0;
    while (end < line.size() && !is_blank(line[end])) ++end;
    const Command* c = find_command(line.substr(0, end));
    if (c == nullptr) return LineClass::normal;
    // "quit now" is an error, not a quit: it waits its turn and gets its error line.
    if (c->usage.empty() && end < line.size()) return LineClass::normal;
    return c->cls;
}

}  // namespace uici
