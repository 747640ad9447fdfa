#include "protocol/session.hpp"

#include <exception>
#include <new>
#include <string>

#include "protocol/commands/commands.hpp"
#include "protocol/dispatch.hpp"
#include "protocol/envelope.hpp"
#include "protocol/text.hpp"

namespace uici {

Session::Session(SessionConfig config) {
    state_.settings.output = config.output;
    state_.settings.config = std::move(config);
    reset_game(state_.settings, state_.chess, state_.fived);
}

namespace {

// Runs a chess request on the build its game's numbers need (core/board/coord.hpp). `narrow` and
// `wide` are the request's two handlers, called with the reply. A game that is wide runs the
// wide handler, unless the request makes a new game (`narrow_first`). A narrow handler that meets
// a number past its build answers nothing and says so (Reply::Outcome::needs_wide); the switch is
// then an explicit step here: the game moves to the wide build and the same request runs there.
// A request that fails there too leaves the game in the form it had, and so does any request but
// those that change the game (`changes_game`).
template <class Narrow, class Wide>
void on_fitting_build(ChessState& c, Narrow narrow, Wide wide, bool narrow_first, bool changes_game, Reply& r) {
    if (c.wide && !narrow_first) return wide(r);
    narrow(r);
    if (r.outcome() == Reply::Outcome::answered) return;
    r = Reply(r.mode());
    const auto old_narrow = c.game;
    const auto old_wide = c.wide;
    if (!c.wide && !wide::adopt_icn_game(c, game_as_icn(c)))
        return r.error(ErrorCode::internal, {token("the game did not move to wide coordinates", "what")});
    wide(r);
    if (r.outcome() != Reply::Outcome::answered) {  // the wide build has no build past it: a bug
        r = Reply(r.mode());
        r.error(ErrorCode::internal, {token("the wide build handed the request on", "what")});
    }
    if (r.has_error() || (!changes_game && old_narrow)) {
        c.game = old_narrow;
        c.wide = old_wide;
    }
}

// What a verb does while a 5D game is loaded, decided here only: its 5D handler (Command::on_5d),
// or wrong_game for a chess verb. True when that settled the request.
bool settled_by_5d(SessionState& s, const Command& c, const Args& a, Reply& r) {
    if (!s.fived.game) return false;
    if (c.on_5d != nullptr) c.on_5d(s, a, r);
    else if (c.chess_only) refuse_on_5d(c.verb, r);
    else return false;
    return true;
}

}  // namespace

template <class Run>
Reply Session::guarded(Run run) {
    Reply r(state_.settings.output);
    try {
        run(r);
    } catch (const std::exception& e) {
        // A bug, not bad input; report it and keep the session alive.
        r = Reply(state_.settings.output);
        r.error(ErrorCode::internal, {token(e.what(), "what")});
    }
    if (r.has_error() && state_.settings.config.exit_on_error) r.quit(1);
    return r;
}

Reply Session::handle(std::string_view line) {
    if (state_.settings.output != OutputMode::json || !is_envelope(line))
        return guarded([&](Reply& r) { dispatch(line, r); });
    return guarded([&](Reply& r) {
        if (const auto bad = first_bad_byte(line)) {
            const std::string at = std::to_string(*bad);
            return r.error(ErrorCode::bad_encoding, {number("at", at)});
        }
        const Envelope e = read_envelope(line, r);
        if (e.ok) dispatch(e.request, r);
        if (!e.id.empty()) r.answer_to(e.id);
    });
}

LineClass Session::classify(std::string_view line) const {
    if (state_.settings.output == OutputMode::json && is_envelope(line)) return classify_envelope(line);
    return classify_line(line);
}

std::optional<std::uint64_t> Session::line_limit_after(std::string_view line) const {
    std::string inner;  // an envelope's request (JSON mode)
    if (state_.settings.output == OutputMode::json && is_envelope(line)) {
        Reply ignored(OutputMode::json);
        Envelope e = read_envelope(line, ignored);
        if (!e.ok) return std::nullopt;
        inner = std::move(e.request);
        line = inner;
    }
    Args args;
    args.line = trim(line);
    args.tokens = split_tokens(args.line);
    return max_line_bytes_set_by(state_.settings, args);
}

Reply Session::set_position_icn(std::string_view icn) {
    return guarded([&](Reply& r) {
        SessionState& s = state_;
        const auto narrow = [&](Reply& out) { uici::set_position_icn(s.settings, s.chess, s.fived, icn, out); };
        const auto wide = [&](Reply& out) { wide::set_position_icn(s.settings, s.chess, s.fived, icn, out); };
        on_fitting_build(s.chess, narrow, wide, true, true, r);
    });
}

Reply Session::go(const GoParams& params, const GoAnswerWriter& write) {
    return guarded([&](Reply& r) {
        if (settled_by_5d(state_, *find_command("go"), Args{}, r)) return;
        SessionState& s = state_;
        const auto narrow = [&](Reply& out) { uici::start_go(s.settings, s.chess, s.search, params, write, out); };
        const auto wide = [&](Reply& out) { wide::start_go(s.settings, s.chess, s.search, params, write, out); };
        on_fitting_build(s.chess, narrow, wide, false, false, r);
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
    if (settled_by_5d(state_, *c, args, r)) return;
    if (c->wide == nullptr) return c->handler(state_, args, r);
    const auto narrow = [&](Reply& out) { c->handler(state_, args, out); };
    const auto wide = [&](Reply& out) { c->wide(state_, args, out); };
    on_fitting_build(state_.chess, narrow, wide, c->narrow_first, c->changes_game, r);
}

Reply Session::line_too_long(std::uint64_t bytes) const {
    Reply r(state_.settings.output);
    const std::string n = std::to_string(bytes), cap = std::to_string(state_.settings.max_line_bytes);
    r.error(ErrorCode::line_too_long, {number("bytes", n), number("limit", cap)});
    if (state_.settings.config.exit_on_error) r.quit(1);
    return r;
}

}  // namespace uici
