// Handshake, options and control verbs: everything that does not touch the board.
#include <string>

#include "protocol/commands/commands.hpp"
#include "protocol/text.hpp"
#include "protocol/version.hpp"
#include "search/search.hpp"

namespace uici {

namespace {

// Verbs without arguments refuse extra tokens rather than guess what was meant.
bool no_arguments(const Args& a, Reply& r) {
    if (a.size() == 1) return true;
    r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", a.tokens[0]), word("need", "nothing")});
    return false;
}

void handshake(const Settings& s, const Args& a, Reply& r, std::string_view done) {
    if (!no_arguments(a, r)) return;
    const std::string name = "uici " + std::string(kVersion);
    if (r.json()) {
        Json j;
        j["reply"] = done;
        j["name"] = name;
        j["author"] = kAuthor;
        j["options"] = Json::array();
        for (const OptionRow& row : s.options) j["options"].push_back(option_json(row));
        r.object(j);
        return;
    }
    r.line("id name " + name);
    r.line("id author " + std::string(kAuthor));
    for (const OptionRow& row : s.options) r.line(option_line(row));
    r.line(done);
}

void simple_reply(Reply& r, std::string_view word_) {
    if (r.json()) r.object(Json{{"reply", word_}});
    else r.line(word_);
}

}  // namespace

void cmd_uici(const Settings& s, const Args& a, Reply& r) { handshake(s, a, r, "uiciok"); }
void cmd_uci(const Settings& s, const Args& a, Reply& r) { handshake(s, a, r, "uciok"); }

void cmd_isready(const Args& a, Reply& r) {
    if (no_arguments(a, r)) simple_reply(r, "readyok");
}

void cmd_ping(const Args& a, Reply& r) {
    if (a.size() < 2) return r.error(ErrorCode::missing_argument, {token("ping"), word("need", "id")});
    if (a.size() > 2)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[2]), word("for", "ping"), word("need", "one_id")});
    const std::string_view id = a.tokens[1];
    // pong echoes the id exactly, so an id it could not echo cleanly is refused instead.
    if (utf8_length(id) > 80)
        return r.error(ErrorCode::bad_argument, {token(id), word("for", "ping"), word("need", "id_of_80_chars")});
    if (has_control(id))
        return r.error(ErrorCode::bad_argument, {token(id), word("for", "ping"), word("need", "printable_id")});
    if (r.json()) r.object(Json{{"reply", "pong"}, {"id", id}});
    else r.line("pong " + std::string(id));
}

namespace {

// The words of `setoption name <words...> [value <rest of line>]`: the name ends at the token
// "value"; the value is the raw rest of the line, so a file path keeps its inner blanks.
struct OptionWords {
    std::string name;  // empty: the line names no option
    bool has_value = false;
    std::string_view raw;
};

OptionWords option_words(const Args& a) {
    OptionWords w;
    if (a.size() < 3 || !iequals(a.tokens[1], "name")) return w;
    std::size_t value_at = 2;
    while (value_at < a.size() && !iequals(a.tokens[value_at], "value")) ++value_at;
    for (std::size_t i = 2; i < value_at; ++i) {
        if (!w.name.empty()) w.name += ' ';
        w.name += a.tokens[i];
    }
    w.has_value = value_at < a.size();
    if (w.has_value) w.raw = a.rest(value_at + 1);
    return w;
}

}  // namespace

void cmd_setoption(Settings& s, SearchRoom& search, const Args& a, Reply& r) {
    const OptionWords w = option_words(a);
    if (w.name.empty()) return r.error(ErrorCode::missing_argument, {token("setoption"), word("need", "name")});
    const OptionRow* row = find_option(s.options, w.name);
    if (row == nullptr) return r.error(ErrorCode::unknown_option, {token(w.name)});
    if (!w.has_value && row->type != OptionType::string)
        return r.error(ErrorCode::missing_argument, {token(row->name), word("need", "value")});
    const auto value = normalize_option_value(*row, w.raw);
    if (!value || !row->apply(s, search, *value))
        return r.error(ErrorCode::bad_option_value, {token(row->name), token(w.raw, "value")});
    r.set_mode(s.output);
    if (s.debug) r.info("option " + row->name + " = " + (value->empty() ? "<empty>" : *value));
}

std::optional<std::uint64_t> max_line_bytes_set_by(const Settings& s, const Args& a) {
    if (a.size() == 0 || a.tokens[0] != "setoption") return std::nullopt;
    const OptionWords w = option_words(a);
    const OptionRow* row = w.name.empty() ? nullptr : find_option(s.options, w.name);
    if (row == nullptr || row->name != "MaxLineBytes" || !w.has_value) return std::nullopt;
    const auto value = normalize_option_value(*row, w.raw);
    if (!value) return std::nullopt;
    return std::stoull(*value);
}

void cmd_newgame(const Settings& s, ChessState& chess, MultiverseState& fived, SearchRoom& search, const Args& a,
                 Reply& r) {
    if (!no_arguments(a, r)) return;
    reset_game(s, chess, fived);
    search.wide_searcher.reset();
    // A new game starts from an empty table; the first one allocates it here, not in the first
    // go's time (16 MiB take tens of milliseconds to fault in).
    if (search.searcher) search.searcher->clear();
    else if (s.player == Settings::Player::search)
        search.searcher = std::make_shared<search::Searcher>(static_cast<std::size_t>(s.hash_mib));
}

void cmd_debug(Settings& s, const Args& a, Reply& r) {
    if (a.size() < 2) return r.error(ErrorCode::missing_argument, {token("debug"), word("need", "on|off")});
    if (a.size() > 2 || (a.tokens[1] != "on" && a.tokens[1] != "off"))
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[a.size() > 2 ? 2 : 1]), word("for", "debug"), word("need", "on|off")});
    s.debug = a.tokens[1] == "on";
    if (s.debug) r.info("debug on");
}

void cmd_help(const Args& a, Reply& r) {
    if (!no_arguments(a, r)) return;
    if (r.json()) {
        Json list = Json::array();
        for (const Command& c : command_table())
            list.push_back(Json{{"verb", c.verb}, {"usage", c.usage}, {"help", c.help}});
        r.object(Json{{"reply", "help"}, {"commands", std::move(list)}});
        return;
    }
    // Each line starts with "help", so none can be taken for a reply word such as "legal".
    for (const Command& c : command_table()) {
        std::string s = "help ";
        s += c.verb;
        if (!c.usage.empty()) s.append(" ").append(c.usage);
        s.append(" -- ").append(c.help);
        r.line(s);
    }
}

// Only reached when idle (the transport stops a running job itself): UCI says ignore it.
void cmd_stop(const Args& a, Reply& r) { no_arguments(a, r); }

void cmd_ponderhit(SearchRoom& room, const Args& a, Reply& r) {
    if (!no_arguments(a, r)) return;
    // The go ponder running (or done: then nothing changes) plays on with its clock from now.
    if (room.ponderhit) room.ponderhit->store(true, std::memory_order_relaxed);
}

void cmd_quit(const Args& a, Reply& r) {
    if (no_arguments(a, r)) r.quit();
}

}  // namespace uici
