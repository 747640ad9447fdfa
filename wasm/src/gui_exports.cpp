// The board page's server in the module (wasm/gui/static_hub.hpp), called by
// wasm/package/gui_worker.js. Each call returns the actions as text (wasm/gui/static_hub.hpp's
// actions_text), valid until the next call; times are the host's milliseconds.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <memory>
#include <string>

#include "wasm/gui/static_hub.hpp"

namespace {

std::unique_ptr<uici::wasm::StaticHub>& gui_hub() {
    static std::unique_ptr<uici::wasm::StaticHub> hub;
    return hub;
}

const char* gui_answer(const uici::wasm::HubActions& a) {
    static std::string text;
    text = uici::wasm::actions_text(a);
    return text.c_str();
}

std::int64_t ms(double now) { return static_cast<std::int64_t>(now); }

}  // namespace

extern "C" {

// The game starts as `uici gui`'s does (Classical, two humans), with the built-in engine as
// engine 0, named as there.
EMSCRIPTEN_KEEPALIVE void uici_gui_open(double now) {
    gui_hub() = std::make_unique<uici::wasm::StaticHub>(std::vector<uici::gui::EngineInfo>{{"uici", "uici"}}, ms(now));
}

EMSCRIPTEN_KEEPALIVE const char* uici_gui_message(const char* text, std::size_t size, double now) {
    return gui_answer(gui_hub()->message(std::string_view(text, size), ms(now)));
}

EMSCRIPTEN_KEEPALIVE const char* uici_gui_tick(double now) { return gui_answer(gui_hub()->tick(ms(now))); }

EMSCRIPTEN_KEEPALIVE const char* uici_gui_engine_line(int play, double generation, const char* line, std::size_t size,
                                                      double now) {
    return gui_answer(gui_hub()->engine_line(play != 0, static_cast<std::uint64_t>(generation),
                                             std::string_view(line, size), ms(now)));
}

EMSCRIPTEN_KEEPALIVE const char* uici_gui_engine_failed(int play, double generation, const char* why, std::size_t size,
                                                        double now) {
    return gui_answer(gui_hub()->engine_failed(play != 0, static_cast<std::uint64_t>(generation),
                                               std::string_view(why, size), ms(now)));
}
}
