#include "protocol/session.hpp"

#include <exception>
#include <new>
#include <string>

#include "protocol/commands/commands.hpp"
#include "protocol/dispatch.hpp"
#include "protocol/text.hpp"

namespace uici {

Session::Session(SessionConfig config) {
    state_.output = config.output;
    state_.config = std::move(config);
    reset_game(state_);
}

Reply Session::handle(std::string_view line) {
    Reply r(state_.output);
    try {
        dispatch(line, r);
    } catch (const std::exception& e) {
        // A bug, not bad input; report it and keep the session alive.
        r = Reply(state_.output);
        r.error(ErrorCode::internal, {token(e.what(), "what")});
    }
    if (r.has_error() && state_.config.exit_on_error) r.quit(1);
    return r;
}

void Session::dispatch(std::string_view line, Reply& r) {
    if (const auto bad = first_bad_byte(line)) {
        const std::string at = std::to_string(*bad);
        return r.error(ErrorCode::bad_encoding, {number("at", at)});
    }
    Args args;
    args.line = trim(line);
    if (args.line.empty() || args.line.front() == '#') return;  // blank lines and comments
    args.tokens = split_tokens(args.line);
    const Command* c = find_command(args.tokens.front());
    if (c == nullptr) return r.error(ErrorCode::unknown_command, {token(args.tokens.front())});
    if (c->chess_only && state_.fived.game) return refuse_on_5d(c->verb, r);
    if (c->wide == nullptr) return c->handler(state_, args, r);
    if (state_.chess.wide && !c->narrow_first) return c->wide(state_, args, r);
    c->handler(state_, args, r);
    if (r.first_error() != ErrorCode::needs_wide) return;
    // A number past the narrow build: the same request again on the game in its wide form. A
    // request that fails there too leaves the game in the form it had.
    r = Reply(r.mode());
    const auto narrow = state_.chess.game;
    const auto wide = state_.chess.wide;
    if (!state_.chess.wide && !wide::adopt_icn_game(state_, game_as_icn(state_)))
        return r.error(ErrorCode::internal, {token("the game did not move to wide coordinates", "what")});
    c->wide(state_, args, r);
    if (r.has_error() || (!c->changes_game && narrow)) {
        state_.chess.game = narrow;
        state_.chess.wide = wide;
    }
}

Reply Session::line_too_long(std::uint64_t bytes) const {
    Reply r(state_.output);
    const std::string n = std::to_string(bytes), cap = std::to_string(state_.max_line_bytes);
    r.error(ErrorCode::line_too_long, {number("bytes", n), number("limit", cap)});
    if (state_.config.exit_on_error) r.quit(1);
    return r;
}

}  // namespace uici
