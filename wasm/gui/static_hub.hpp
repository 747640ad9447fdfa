// The board page's server for the page opened as static files (docs/WASM.md, "The board page
// without a server"): the one game (gui::GameRoom, every message read by gui::dispatch exactly as
// `uici gui` reads it) and what its engine is asked, as events in and actions out. gui/hub.cpp
// drives engine processes with coroutines; here the host (wasm/package/gui_worker.js) runs the
// built-in engine in line-protocol workers and reports its lines back. No I/O, no clock: every
// call is given the time, so native doctests drive it (tests/wasm/static_hub_test.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gui/game_room.hpp"
#include "gui/messages.hpp"

namespace uici::wasm {

// A search the host starts on an engine's line protocol.
struct EngineJob {
    std::uint64_t generation = 0;  // the position it is for; its lines come back with it
    int engine = 0;
    std::string request;       // lines, each ending in '\n'
    std::int64_t wait_ms = 0;  // how long a search for a move may take to answer; 0: until cancelled
};

// What the host does after an event: the texts to the page, in order, and the engines' work.
struct HubActions {
    std::vector<std::string> to_page;  // JSON texts (PROTOCOL.md section 12 replies)
    bool cancel_play = false;          // the running search for a move is outdated: end it
    bool cancel_analysis = false;      // the running analysis is outdated: end it
    std::optional<EngineJob> play;     // then start this search for a move
    std::optional<EngineJob> analyse;  // then start this analysis (go infinite)
};

class StaticHub {
public:
    StaticHub(std::vector<gui::EngineInfo> engines, std::int64_t now_ms);
    // One message of the page.
    HubActions message(std::string_view text, std::int64_t now_ms);
    // The clock watch (every few tens of milliseconds): a flag that falls ends the game.
    HubActions tick(std::int64_t now_ms);
    // A line of the search started for `generation` (`play`: a search for a move, else an
    // analysis): info lines go to the page, a bestmove ends the search.
    HubActions engine_line(bool play, std::uint64_t generation, std::string_view line, std::int64_t now_ms);
    // That search ended without a bestmove (the worker failed, no answer in time): an engine to
    // move loses (engine_fault), an analysis ends with an error to the page.
    HubActions engine_failed(bool play, std::uint64_t generation, std::string_view why, std::int64_t now_ms);

private:
    struct Analysis {
        gui::Dispatch::Analyse want;
        std::uint64_t generation = 0;
    };
    void after_change(HubActions& out, std::int64_t now_ms);
    void send_state(HubActions& out, std::int64_t now_ms) const;
    void play_answer(std::string_view move, std::int64_t now_ms);
    [[nodiscard]] std::string go_line(std::int64_t now_ms) const;
    [[nodiscard]] bool analysis_current(const Analysis& a) const;

    gui::GameRoom room_;
    std::vector<gui::EngineInfo> engines_;
    std::optional<std::uint64_t> playing_;          // the generation of the search for a move
    int playing_engine_ = 0;                        // and its engine
    std::optional<gui::Dispatch::Analyse> wanted_;  // analysis is on, and with what
    std::optional<Analysis> analysing_;             // the analysis that runs
    std::optional<Analysis> finished_;              // one that ended by itself (a mate found)
};

// The actions as the host reads them: one JSON text a line, first
// {"cancel_play","cancel_analysis","play":{"generation","engine","request","wait_ms"},"analyse":{..}},
// then each text for the page (a JSON text has no raw line break).
std::string actions_text(const HubActions& a);

}  // namespace uici::wasm
