#include "gui/hub.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "engine/sprt_dialect.hpp"
#include "engine/sprt_json/sprt_json_client.hpp"
#include "errors/errors.hpp"
#include "gui/engine_text.hpp"
#include "gui/info_line.hpp"

namespace uici::gui {

namespace asio = boost::asio;
using engine::Clock;
using engine::EngineAnswer;

namespace {
std::string proto_name(engine::Proto p) {
    return p == engine::Proto::uci ? "uci" : p == engine::Proto::sprt_json ? "sprt-json" : "uici";
}

// An engine's fault as the state's reason and the analysis error say it, in every dialect:
// the engine client's name (engine/fault.hpp), then what happened.
std::string fault_text(engine::Fault f, const std::string& detail) {
    return std::string(engine::fault_name(f)) + ": " + detail;
}
std::string fault_text(const EngineAnswer& a) { return fault_text(a.fault.value_or(engine::Fault::crash), a.detail); }
}  // namespace

Hub::Hub(asio::io_context& io, std::vector<engine::EngineConfig> engines) : io_(io), ticker_(io) {
    for (auto& e : engines) {
        infos_.push_back(EngineInfo{e.name, proto_name(e.proto)});
        players_.push_back(std::make_unique<EngineRunner>(io, e));
        analysers_.push_back(std::make_unique<EngineRunner>(io, e));
    }
    playing_.assign(infos_.size(), false);
    room_.reset(Game(*variant_position("Classical")), Player{}, Player{}, std::nullopt, EngineLimit{}, now_ms());
}

std::int64_t Hub::now_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch()).count();
}

void Hub::send(Peer& p, const Json& j) { p.send(j.dump(-1, ' ', false, Json::error_handler_t::replace)); }

void Hub::broadcast(const Json& j) {
    const std::string text = j.dump(-1, ' ', false, Json::error_handler_t::replace);
    for (Peer* p : peers_) p->send(text);
}

void Hub::on_message(Peer& from, std::string_view text) {
    if (closing_) return;
    Dispatch d = dispatch(text, room_, infos_, now_ms());
    for (const Json& r : d.to_sender) send(from, r);
    if (d.stop_analysis) analysis_.reset();
    if (d.analyse) analysis_ = d.analyse;
    if (d.broadcast_state) broadcast(room_.state(now_ms()));
    after_change();
}

void Hub::on_oversized(Peer& from, std::size_t bytes) {
    if (closing_) return;
    send(from, oversized_error(bytes));
}

void Hub::start() { asio::co_spawn(io_, watch_clocks(), asio::detached); }

asio::awaitable<void> Hub::watch_clocks() {
    while (!closing_) {
        ticker_.expires_after(std::chrono::milliseconds(50));
        boost::system::error_code ec;
        co_await ticker_.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        if (closing_) break;
        if (room_.tick(now_ms())) {
            broadcast(room_.state(now_ms()));
            after_change();
        }
    }
}

void Hub::after_change() {
    if (closing_) return;
    if (const auto e = room_.engine_to_move(); e && !playing_[static_cast<std::size_t>(*e)]) {
        playing_[static_cast<std::size_t>(*e)] = true;
        asio::co_spawn(io_, play(*e), asio::detached);
    }
    if (analysis_ && !analysing_) {
        analysing_ = true;
        asio::co_spawn(io_, analyse(), asio::detached);
    }
}

std::string Hub::go_line() const {
    if (const auto c = room_.clocks(now_ms())) {
        const auto& tc = *room_.time_control();
        std::string s = "go wtime " + std::to_string(std::max<std::int64_t>(c->first, 1)) + " btime " +
                        std::to_string(std::max<std::int64_t>(c->second, 1));
        if (tc.inc_ms) s += " winc " + std::to_string(tc.inc_ms) + " binc " + std::to_string(tc.inc_ms);
        return s;
    }
    const EngineLimit& l = room_.limit();
    if (l.nodes || l.depth) {
        std::string s = "go";
        if (l.nodes) s += " nodes " + std::to_string(*l.nodes);
        if (l.depth) s += " depth " + std::to_string(*l.depth);
        return s;
    }
    return "go movetime " + std::to_string(l.movetime_ms);
}

std::string Hub::sprt_request_line(const EngineRunner& r) const {
    const Game& game = room_.game();
    const History h = game.history();
    std::vector<Move> moves;
    moves.reserve(h.size());
    for (std::size_t i = 0; i < h.size(); ++i) moves.push_back(h[i].move);
    // The request's time: with a clock, the engine client's share of it (as `uici match` gives a
    // sprt-json engine); else the limit's time, and its depth (the dialect has no node limit).
    std::int64_t time_ms = room_.limit().movetime_ms;
    std::optional<int> depth = room_.limit().depth;
    if (const auto c = room_.clocks(now_ms())) {
        engine::EngineConfig clocked = r.config();
        clocked.st_ms.reset();
        clocked.tc = engine::TimeControl{0, room_.time_control()->base_ms, room_.time_control()->inc_ms};
        time_ms = engine::sprt::time_for(clocked, engine::Clocks{c->first, c->second, 0},
                                         game.position().turn == Color::White);
        depth.reset();
    }
    return sprt_client::sprt_request(game.position(), moves, time_ms, depth);
}

void Hub::forward_info(std::string_view line, std::string_view source, int engine, std::uint64_t generation,
                       Color mover) {
    if (const auto read = engine::read_info_line(line)) forward_info(*read, source, engine, generation, mover);
}

void Hub::forward_info(const engine::InfoLine& line, std::string_view source, int engine, std::uint64_t generation,
                       Color mover) {
    auto info = info_json(line);
    if (!info) return;
    pv_to_board(infos_[static_cast<std::size_t>(engine)].proto, *info, mover);
    (*info)["source"] = std::string(source);
    (*info)["engine"] = engine;
    (*info)["generation"] = generation;
    broadcast(*info);
}

asio::awaitable<void> Hub::play(int engine) {
    const auto i = static_cast<std::size_t>(engine);
    EngineRunner& r = *players_[i];
    const std::uint64_t generation = room_.generation();
    const Color mover = room_.game().position().turn;
    std::string e = co_await r.ensure_started();
    if (!e.empty() && room_.generation() == generation) {
        room_.forfeit(mover, fault_text(engine::Fault::crash, "did not start: " + e));
        broadcast(room_.state(now_ms()));
    } else if (e.empty() && room_.generation() == generation) {
        const std::string& proto = infos_[i].proto;
        // A clock bounds the move (plus a second's grace), else the limit plus the answer timeout.
        engine::MoveWait wait;
        wait.limit_ms = r.config().timeout_ms + room_.limit().movetime_ms;
        if (const auto c = room_.clocks(now_ms())) {
            wait.limit_ms = (mover == Color::White ? c->first : c->second) + 1000;
            wait.clocked = true;
        }
        wait.sent = Clock::now();
        wait.deadline = wait.sent + std::chrono::milliseconds(wait.limit_ms);
        EngineAnswer a;
        if (proto == "sprt-json") {
            EngineAnswer reply = co_await r.go_sprt(sprt_request_line(r), wait, mover);
            // The dialect streams no info: the reply's eval and depth are shown as its one line.
            if (reply.moved() && reply.score_cp && !closing_ && room_.generation() == generation) {
                engine::InfoLine line;
                if (reply.depth > 0) line.depth = reply.depth;
                line.cp = *reply.score_cp;
                forward_info(line, "play", engine, generation, mover);
            }
            a = std::move(reply);
        } else {
            std::string request = position_line_for(proto, room_.game()) + "\n" + go_line();
            EngineAnswer reply = co_await r.go(
                std::move(request), wait, [&] { return closing_ || room_.generation() != generation; },
                [&](std::string_view line) { forward_info(line, "play", engine, generation, mover); });
            a = std::move(reply);
        }
        if (!closing_ && room_.generation() == generation) {
            // The engine client's fault names (engine/fault.hpp), as `uici match` ends its games.
            const auto m = a.moved() ? engine_move(proto, a.move_text, mover) : std::nullopt;
            if (!a.moved()) {
                room_.forfeit(mover, fault_text(a));
            } else if (!m) {
                room_.forfeit(mover, fault_text(engine::Fault::bad_output,
                                                "bestmove '" + a.move_text.substr(0, 40) + "' is no move"));
            } else if (const Reason why = room_.play(*m, now_ms()); why != Reason::legal && !room_.over()) {
                room_.forfeit(mover, fault_text(engine::Fault::illegal_move,
                                                format_move(*m) + " (" + std::string(reason_code(why)) + ")"));
            }
            broadcast(room_.state(now_ms()));
        }
    }
    playing_[i] = false;
    after_change();
}

asio::awaitable<void> Hub::analyse() {
    while (analysis_ && !closing_ && !room_.over()) {
        const Dispatch::Analyse want = *analysis_;
        const std::uint64_t generation = room_.generation();
        EngineRunner& r = *analysers_[static_cast<std::size_t>(want.engine)];
        const EngineInfo& info = infos_[static_cast<std::size_t>(want.engine)];
        // The game moved where the engine cannot follow (a UCI engine, a piece off the 8x8 board).
        if (auto why = unfit_for(info.proto, room_.game())) {
            Json err = error_json(ErrorCode::bad_position,
                                  {word("proto", info.proto), token(info.name, "engine"), token(*why, "reason")});
            err["re"] = "analyse";
            broadcast(err);
            analysis_.reset();
            break;
        }
        std::string e = co_await r.ensure_started();
        if (!e.empty()) {
            Json err = error_json(ErrorCode::io, {token(info.name, "engine"), token(e, "reason")});
            err["re"] = "analyse";
            broadcast(err);
            analysis_.reset();
            break;
        }
        const Color mover = room_.game().position().turn;
        std::string request = "setoption name MultiPV value " + std::to_string(want.multipv) + "\n" +
                              position_line_for(info.proto, room_.game()) + "\ngo infinite";
        const auto changed = [&] {
            return closing_ || !analysis_ || analysis_->engine != want.engine || analysis_->multipv != want.multipv ||
                   room_.generation() != generation;
        };
        engine::MoveWait wait;
        wait.limit_ms = std::chrono::milliseconds(std::chrono::hours(24)).count();
        wait.sent = Clock::now();
        wait.deadline = wait.sent + std::chrono::milliseconds(wait.limit_ms);
        EngineAnswer g = co_await r.go(std::move(request), wait, changed, [&](std::string_view line) {
            forward_info(line, "analysis", want.engine, generation, mover);
        });
        if (!g.moved()) {
            Json err = error_json(ErrorCode::io, {token(info.name, "engine"), token(fault_text(g), "reason")});
            err["re"] = "analyse";
            broadcast(err);
            analysis_.reset();
            break;
        }
        // Unchanged: the engine stopped by itself (a mate found); wait for the next change.
        if (!changed()) break;
    }
    analysing_ = false;
}

asio::awaitable<void> Hub::shut_down() {
    closing_ = true;
    ticker_.cancel();
    for (auto& r : players_) co_await r->shut_down();
    for (auto& r : analysers_) co_await r->shut_down();
}

}  // namespace uici::gui
