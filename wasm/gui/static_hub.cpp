#include "wasm/gui/static_hub.hpp"

#include <algorithm>

#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "errors/errors.hpp"
#include "gui/engine_text.hpp"
#include "gui/info_line.hpp"

namespace uici::wasm {

namespace {

using gui::Json;

std::string dump(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

// How long a search for a move may take beyond its own limit before its engine loses: the
// native server's default answer timeout (engine/engine_config.hpp).
constexpr std::int64_t kAnswerGraceMs = 10000;

// The words of a line, split on spaces and tabs.
std::vector<std::string_view> words_of_line(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
        if (j > i) out.push_back(line.substr(i, j - i));
        i = j;
    }
    return out;
}

Json job_json(const std::optional<EngineJob>& j) {
    if (!j) return nullptr;
    return {{"generation", j->generation}, {"engine", j->engine}, {"request", j->request}, {"wait_ms", j->wait_ms}};
}

}  // namespace

StaticHub::StaticHub(std::vector<gui::EngineInfo> engines, std::int64_t now_ms) : engines_(std::move(engines)) {
    room_.reset(Game(*variant_position("Classical")), gui::Player{}, gui::Player{}, std::nullopt, gui::EngineLimit{},
                now_ms);
}

HubActions StaticHub::message(std::string_view text, std::int64_t now_ms) {
    HubActions out;
    gui::Dispatch d = gui::dispatch(text, room_, engines_, now_ms);
    for (const Json& r : d.to_sender) out.to_page.push_back(dump(r));
    if (d.stop_analysis) wanted_.reset();
    if (d.analyse) wanted_ = d.analyse;
    if (d.broadcast_state) send_state(out, now_ms);
    after_change(out, now_ms);
    return out;
}

HubActions StaticHub::tick(std::int64_t now_ms) {
    HubActions out;
    if (room_.tick(now_ms)) {
        send_state(out, now_ms);
        after_change(out, now_ms);
    }
    return out;
}

HubActions StaticHub::engine_line(bool play, std::uint64_t generation, std::string_view line, std::int64_t now_ms) {
    HubActions out;
    const std::vector<std::string_view> w = words_of_line(line);
    const bool current = play ? playing_ == generation : analysing_ && analysing_->generation == generation;
    if (!current) return out;  // an outdated search's last words
    if (w.empty() || w[0] != "bestmove") {
        if (auto info = gui::read_info_line(line)) {
            (*info)["source"] = play ? "play" : "analysis";
            (*info)["engine"] = play ? playing_engine_ : analysing_->want.engine;
            (*info)["generation"] = generation;
            out.to_page.push_back(dump(*info));
        }
        return out;
    }
    if (play) {
        playing_.reset();
        play_answer(w.size() > 1 ? w[1] : std::string_view{}, now_ms);
        send_state(out, now_ms);
    } else {
        finished_ = analysing_;
        analysing_.reset();
    }
    after_change(out, now_ms);
    return out;
}

HubActions StaticHub::engine_failed(bool play, std::uint64_t generation, std::string_view why, std::int64_t now_ms) {
    HubActions out;
    if (play && playing_ == generation) {
        playing_.reset();
        room_.forfeit(room_.game().position().turn, std::string(why));
        send_state(out, now_ms);
    } else if (!play && analysing_ && analysing_->generation == generation) {
        const std::string& name = engines_[static_cast<std::size_t>(analysing_->want.engine)].name;
        Json err = error_json(ErrorCode::io, {token(name, "engine"), token(why, "reason")});
        err["re"] = "analyse";
        out.to_page.push_back(dump(err));
        analysing_.reset();
        wanted_.reset();
    }
    after_change(out, now_ms);
    return out;
}

void StaticHub::play_answer(std::string_view move, std::int64_t now_ms) {
    const Color mover = room_.game().position().turn;
    const auto m = parse_move(move);
    const Reason why = m ? room_.play(*m, now_ms) : Reason::bad_geometry;
    if (why != Reason::legal && !room_.over())
        room_.forfeit(mover, "illegal move " + std::string(move.substr(0, 80)) + " (" +
                                 std::string(m ? reason_code(why) : "no move") + ")");
}

void StaticHub::send_state(HubActions& out, std::int64_t now_ms) const {
    out.to_page.push_back(dump(room_.state(now_ms)));
}

bool StaticHub::analysis_current(const Analysis& a) const {
    return wanted_ && wanted_->engine == a.want.engine && wanted_->multipv == a.want.multipv &&
           a.generation == room_.generation() && !room_.over();
}

// As gui/hub.cpp's after_change: the engine to move is started, an outdated search ended, and
// analysis follows the position.
void StaticHub::after_change(HubActions& out, std::int64_t now_ms) {
    if (playing_ && (*playing_ != room_.generation() || !room_.engine_to_move())) {
        out.cancel_play = true;
        playing_.reset();
    }
    if (const auto e = room_.engine_to_move(); e && !playing_) {
        playing_ = room_.generation();
        playing_engine_ = *e;
        std::int64_t wait = kAnswerGraceMs + room_.limit().movetime_ms;
        if (const auto c = room_.clocks(now_ms))
            wait = (room_.game().position().turn == Color::White ? c->first : c->second) + kAnswerGraceMs;
        out.play = EngineJob{*playing_, *e,
                             gui::position_line_for("uici", room_.game()) + "\n" + go_line(now_ms) + "\n", wait};
    }
    if (analysing_ && !analysis_current(*analysing_)) {
        out.cancel_analysis = true;
        analysing_.reset();
    }
    if (wanted_ && !analysing_ && !room_.over()) {
        const Analysis next{*wanted_, room_.generation()};
        const bool done = finished_ && finished_->generation == next.generation &&
                          finished_->want.engine == next.want.engine && finished_->want.multipv == next.want.multipv;
        if (!done) {
            analysing_ = next;
            out.analyse = EngineJob{next.generation, next.want.engine,
                                    "setoption name MultiPV value " + std::to_string(next.want.multipv) + "\n" +
                                        gui::position_line_for("uici", room_.game()) + "\ngo infinite\n",
                                    0};
        }
    }
}

// What the engine to move is told to search under: the clocks, else the game's limit.
std::string StaticHub::go_line(std::int64_t now_ms) const {
    std::string s = "go";
    if (const auto c = room_.clocks(now_ms)) {
        const std::int64_t inc = room_.time_control()->inc_ms;
        s += " wtime " + std::to_string(std::max<std::int64_t>(c->first, 1)) + " btime " +
             std::to_string(std::max<std::int64_t>(c->second, 1));
        if (inc) s += " winc " + std::to_string(inc) + " binc " + std::to_string(inc);
        return s;
    }
    const gui::EngineLimit& l = room_.limit();
    if (l.nodes) s += " nodes " + std::to_string(*l.nodes);
    if (l.depth) s += " depth " + std::to_string(*l.depth);
    return l.nodes || l.depth ? s : s + " movetime " + std::to_string(l.movetime_ms);
}

std::string actions_text(const HubActions& a) {
    std::string out = dump(Json{{"cancel_play", a.cancel_play},
                                {"cancel_analysis", a.cancel_analysis},
                                {"play", job_json(a.play)},
                                {"analyse", job_json(a.analyse)}});
    for (const std::string& t : a.to_page) out += "\n" + t;
    return out;
}

}  // namespace uici::wasm
