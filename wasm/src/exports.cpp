// The module's C functions, called by the worker glue (wasm/js/). Strings cross as UTF-8 bytes
// in the module's memory; the replies go out through the two imported functions below.
#include <emscripten/emscripten.h>

#include <memory>
#include <string>

#include "protocol/session.hpp"
#include "wasm/site/site_engine.hpp"
#include "wasm/src/line_server.hpp"

// Reply lines of the line face, whole lines; the exit of the line face, once.
EM_JS(void, uici_js_write, (const char* text, std::size_t size), { Module['uiciWrite'](UTF8ToString(text, size)); });
EM_JS(void, uici_js_exit, (int code), { Module['uiciExit'](code); });

namespace {

struct LineFace {
    std::unique_ptr<uici::Session> session;
    std::unique_ptr<uici::wasm::LineServer> server;
};

LineFace& line_face() {
    static LineFace face;
    return face;
}

// The last answer of the site face, kept until the next request (the glue copies it out).
std::string& site_answer() {
    static std::string answer;
    return answer;
}

}  // namespace

extern "C" {

// Starts the line face (once): the flags of `uici --json --banner --exit-on-error --batch`.
EMSCRIPTEN_KEEPALIVE void uici_line_open(int json, int banner, int exit_on_error, int batch) {
    LineFace& f = line_face();
    if (f.session) return;
    f.session = std::make_unique<uici::Session>(
        uici::SessionConfig{.output = json ? uici::OutputMode::json : uici::OutputMode::text,
                            .exit_on_error = exit_on_error != 0,
                            // A worker has no files: a Debug Log File is refused (bad_option_value); none is fine.
                            .open_log = [](const std::string& path) { return path.empty(); }});
    f.server = std::make_unique<uici::wasm::LineServer>(
        *f.session, uici::wasm::LineOptions{.banner = banner != 0, .batch = batch != 0},
        [](std::string_view text) { uici_js_write(text.data(), text.size()); }, [](int code) { uici_js_exit(code); });
}

EMSCRIPTEN_KEEPALIVE void uici_line_feed(const char* bytes, std::size_t size) {
    if (line_face().server) line_face().server->feed(std::string_view(bytes, size));
}

EMSCRIPTEN_KEEPALIVE void uici_line_eof() {
    if (line_face().server) line_face().server->finish();
}

EMSCRIPTEN_KEEPALIVE int uici_line_polling() { return line_face().server && line_face().server->polling() ? 1 : 0; }

// One message of the site's engine worker, as JSON (wasm/src/site_engine.hpp): returns the
// answer's JSON text, valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* uici_site_request(const char* json, std::size_t size) {
    site_answer() = uici::wasm::site_request(std::string_view(json, size));
    return site_answer().c_str();
}
}
