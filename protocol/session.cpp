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

namespace {

// Runs a chess request on the build its game's numbers need (core/board/coord.hpp). `narrow` and
// `wide` are the request's two handlers, called with the state and the reply. A game that is
// wide runs the wide handler, unless the request makes a new game (`narrow_first`). A narrow
// handler that meets a number past its build answers needs_wide; the game then moves to the
// wide build and the same request runs there. A request that fails there too leaves the game in
// the form it had, and so does any request but those that change the game (`changes_game`).
template <class Narrow, class Wide>
void on_fitting_build(SessionState& s, Narrow narrow, Wide wide, bool narrow_first, bool changes_game, Reply& r) {
    if (s.chess.wide && !narrow_first) return wide(s, r);
    narrow(s, r);
    if (r.first_error() != ErrorCode::needs_wide) return;
    r = Reply(r.mode());
    const auto old_narrow = s.chess.game;
    const auto old_wide = s.chess.wide;
    if (!s.chess.wide && !wide::adopt_icn_game(s, game_as_icn(s)))
        return r.error(ErrorCode::internal, {token("the game did not move to wide coordinates", "what")});
    wide(s, r);
    if (r.has_error() || (!changes_game && old_narrow)) {
        s.chess.game = old_narrow;
        s.chess.wide = old_wide;
    }
}

}  // namespace

template <class Run>
Reply Session::guarded(Run run) {
    Reply r(state_.output);
    try {
        run(r);
    } catch (const std::exception& e) {
        // A bug, not bad input; report it and keep the session alive.
        r = Reply(state_.output);
        r.error(ErrorCode::internal, {token(e.what(), "what")});
    }
    if (r.has_error() && state_.config.exit_on_error) r.quit(1);
    return r;
}

Reply Session::handle(std::string_view line) {
    return guarded([&](Reply& r) { dispatch(line, r); });
}

Reply Session::set_position_icn(std::string_view icn) {
    return guarded([&](Reply& r) {
        const auto narrow = [icn](SessionState& s, Reply& out) { uici::set_position_icn(s, icn, out); };
        const auto wide = [icn](SessionState& s, Reply& out) { wide::set_position_icn(s, icn, out); };
        on_fitting_build(state_, narrow, wide, true, true, r);
    });
}

Reply Session::go(const GoParams& params, const GoAnswerWriter& write) {
    return guarded([&](Reply& r) {
        if (state_.fived.game) return refuse_on_5d("go", r);
        const auto narrow = [&](SessionState& s, Reply& out) { uici::start_go(s, params, write, out); };
        const auto wide = [&](SessionState& s, Reply& out) { wide::start_go(s, params, write, out); };
        on_fitting_build(state_, narrow, wide, false, false, r);
    });
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
    const auto narrow = [&](SessionState& s, Reply& out) { c->handler(s, args, out); };
    const auto wide = [&](SessionState& s, Reply& out) { c->wide(s, args, out); };
    on_fitting_build(state_, narrow, wide, c->narrow_first, c->changes_game, r);
}

Reply Session::line_too_long(std::uint64_t bytes) const {
    Reply r(state_.output);
    const std::string n = std::to_string(bytes), cap = std::to_string(state_.max_line_bytes);
    r.error(ErrorCode::line_too_long, {number("bytes", n), number("limit", cap)});
    if (state_.config.exit_on_error) r.quit(1);
    return r;
}

}  // namespace uici
