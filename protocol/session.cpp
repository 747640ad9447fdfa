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
    c->handler(state_, args, r);
}

Reply Session::line_too_long(std::uint64_t bytes) const {
    Reply r(state_.output);
    const std::string n = std::to_string(bytes), cap = std::to_string(state_.max_line_bytes);
    r.error(ErrorCode::line_too_long, {number("bytes", n), number("limit", cap)});
    if (state_.config.exit_on_error) r.quit(1);
    return r;
}

}  // namespace uici
