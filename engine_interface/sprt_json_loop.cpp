// `uici --dialect sprt-json`: the dialect (dialects/sprt_json/) on stdin and stdout.
#include <csignal>
#include <iostream>

#include <unistd.h>

#include "dialects/sprt_json/sprt_json_engine.hpp"
#include "engine_interface/line_framer.hpp"
#include "engine_interface/output_channel.hpp"
#include "engine_interface/server.hpp"

namespace uici {

namespace {

class RequestLoop final : LineFramer::Sink {
public:
    RequestLoop(SprtJsonEngine& engine, int out_fd) : engine_(engine), out_(out_fd) {}

    int run(int in_fd) {
        LineFramer framer(kMaxSprtRequestBytes);
        char buf[65536];
        while (!out_.closed()) {
            const ssize_t n = ::read(in_fd, buf, sizeof buf);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            framer.feed(std::string_view(buf, static_cast<std::size_t>(n)), *this);
        }
        framer.finish(*this);
        return exit_code_after(out_, 0);
    }

private:
    void on_line(std::string_view line) override {
        if (line.find_first_not_of(" \t") == std::string_view::npos) return;  // blank lines: nothing asked
        out_.write_all(engine_.answer(line) + "\n");
    }
    void on_too_long(std::uint64_t bytes) override { out_.write_all(SprtJsonEngine::too_long(bytes) + "\n"); }

    SprtJsonEngine& engine_;
    OutputChannel out_;
};

}  // namespace

int run_sprt_json(const SprtJsonOptions& options) {
    std::signal(SIGPIPE, SIG_IGN);  // a runner that went away shows up as EPIPE: leave quietly
    SprtJsonEngine engine;
    for (const auto& [name, value] : options.options) {
        std::string error;
        if (!engine.set_option(name, value, error)) {
            std::cerr << error;  // the session's own error line (bad_option_value, unknown_option)
            return 2;
        }
    }
    RequestLoop loop(engine, options.out_fd);
    return loop.run(options.in_fd);
}

}  // namespace uici
