#include "protocol/dispatch.hpp"

#include <boost/unordered/unordered_flat_map.hpp>

#include "protocol/bind_rooms.hpp"
#include "protocol/commands/commands.hpp"
#include "protocol/text.hpp"

namespace uici {

namespace {

using enum LineClass;

const Command kCommands[] = {
    // Handshake, options and control (protocol/commands/session.cpp).
    {"uici", bound<cmd_uici>, "", "id lines, option declarations, then uiciok", normal},
    {"uci", bound<cmd_uci>, "", "the same block as uici, ending in uciok", normal},
    {"isready", bound<cmd_isready>, "", "readyok once every earlier command is done", barrier},
    {"ping", bound<cmd_ping>, "<id>", "pong <id> once every earlier command is done", barrier},
    {"setoption", bound<cmd_setoption>, "name <name> [value <value>]", "set an option (see uici)", normal},
    {"newgame", bound<cmd_newgame>, "", "back to the start position of UCI_Variant, history cleared", normal},
    {"ucinewgame", bound<cmd_newgame>, "", "same as newgame", normal},
    {"debug", bound<cmd_debug>, "on|off", "extra info string lines", normal},
    {"help", bound<cmd_help>, "", "this list", normal},
    {"stop", bound<cmd_stop>, "", "end the running perft or go at once; ignored when idle", stop},
    {"ponderhit", bound<cmd_ponderhit>, "", "the expected move was played: the go ponder search runs on its clock",
     barrier},
    {"quit", bound<cmd_quit>, "", "exit at once, also during a job", quit},
    // Setting and changing the position (protocol/commands/position.cpp, move.cpp).
    {"position", bound<cmd_position>, "startpos|variant <name>|icn <icn>|json <json> [moves <move>...] | 5dpgn <text>",
     "set the position, atomically; silent on success", normal, false, bound<wide::cmd_position>, true, true},
    {"move", bound<cmd_move>, "<move>...", "play moves, atomically: ok <moves>", normal, true, bound<wide::cmd_move>,
     false, true},
    {"undo", bound<cmd_undo>, "[<n>]", "take back n moves (default 1): ok undo <n>", normal, true,
     bound<wide::cmd_undo>, false, true},
    // Queries (protocol/commands/query.cpp, display.cpp).
    {"legal", bound<cmd_legal>, "<move>", "legal yes <move> | legal no <move> <reason>", normal, true,
     bound<wide::cmd_legal>},
    {"moves", bound<cmd_moves>, "[<square>]", "moves <count|inf> <move>...", normal, true, bound<wide::cmd_moves>},
    {"status", bound<cmd_status>, "", "status ongoing | status <result> <reason>; a 5D game: status <verdict> ...",
     normal, false, bound<wide::cmd_status>, false, false, bound<status_5d>},
    {"icn", bound<cmd_icn>, "[position]", "icn <the game> | icn <the position>", normal, true, bound<wide::cmd_icn>},
    {"json", bound<cmd_json>, "[position]", "json <the game> | json <the position>, long JSON", normal, false,
     bound<wide::cmd_json>, false, false, bound<json_5d>},
    {"egd", bound<cmd_egd>, "[chess]", "egd <the game as EGD>; chess: FEN and SAN, 8x8 games only", normal, true,
     bound<wide::cmd_egd>},
    {"d", bound<cmd_d>, "", "board window, ICN:, Turn:, Checkers: (always last)", normal, false, bound<wide::cmd_d>,
     false, false, bound<d_5d>},
    // Jobs (protocol/commands/perft.cpp).
    {"perft", bound<cmd_perft>, "<depth>", "perft divide in Stockfish's format", job, true, bound<wide::cmd_perft>},
    {"go", bound<cmd_go>,
     "perft <depth> | [wtime btime winc binc movestogo movetime depth nodes mate infinite searchmoves]",
     "go perft: as perft; go: search (or the random test mover, Player random) and answer bestmove", job, true,
     bound<wide::cmd_go>},
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
