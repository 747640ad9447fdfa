#include "gui/gui_cli.hpp"

#include <charconv>
#include <csignal>
#include <iostream>

#include <unistd.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/signal_set.hpp>

#include "engine/engine_fields.hpp"
#include "errors/errors.hpp"
#include "gui/access.hpp"
#include "gui/http_server.hpp"

namespace uici::gui {

namespace asio = boost::asio;

namespace {

std::string usage_error(const std::string& bad, std::string_view need) { return engine::usage_error("gui", bad, need); }

}  // namespace

const char* gui_usage() {
    return "usage: uici gui [--port N] [-engine cmd=PATH [name=N] [proto=uici|uci|sprt-json] [args=\"A B\"]\n"
           "                [option.X=Y]...]...\n"
           "Serves the board page on 127.0.0.1 and prints its URL with a secret token (docs/GUI.md).\n"
           "The built-in engine (this binary) is always offered; -engine adds others, with match's start\n"
           "fields (cmd= name= proto= args= option.X=Y timeout=seconds); the page sets each game's limits.\n"
           "  --port N   the port to listen on (default: a free one)\n";
}

std::optional<std::string> parse_gui_options(const std::vector<std::string>& args, const std::string& self,
                                             GuiOptions& out) {
    engine::EngineConfig builtin;
    builtin.name = "uici";
    builtin.cmd = self;
    out.engines = {builtin};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") {
            out.help = true;
        } else if (a == "--port") {
            if (i + 1 == args.size()) return usage_error(a, "port");
            const std::string& v = args[++i];
            unsigned p = 0;
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), p);
            if (ec != std::errc() || end != v.data() + v.size() || p == 0 || p > 65535) return usage_error(v, "port");
            out.port = static_cast<unsigned short>(p);
        } else if (a == "-engine") {
            // match's fields (engine/engine_fields.hpp) but the limits: the page sets each game's.
            engine::EngineConfig e;
            std::string key, value;
            while (i + 1 < args.size() && !args[i + 1].starts_with("-") &&
                   engine::split_field(args[i + 1], key, value)) {
                ++i;
                if (auto bad = engine::read_engine_field(e, key, value, "gui", engine::FieldSet::start)) return bad;
            }
            if (auto bad = engine::finish_engine(e, "gui")) return bad;
            out.engines.push_back(std::move(e));
        } else {
            return usage_error(a, "--port|-engine|--help");
        }
    }
    return std::nullopt;
}

int run_gui(int argc, char** argv) {
    // The built-in engine is this very binary, wherever it was started from.
    std::string self = "/proc/self/exe";
    {
        char buf[4096];
        const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
        if (n > 0) self.assign(buf, static_cast<std::size_t>(n));
    }
    GuiOptions opts;
    if (auto bad = parse_gui_options(std::vector<std::string>(argv + 2, argv + argc), self, opts)) {
        std::cerr << *bad << "\n" << gui_usage();
        return 2;
    }
    if (opts.help) {
        std::cout << gui_usage();
        return 0;
    }
    const auto secret = make_token();
    if (!secret) {
        std::cerr << error_text(ErrorCode::io, {token("/dev/urandom", "path"), word("op", "read"),
                                                token("getrandom failed", "reason")})
                  << "\n";
        return 1;
    }
    std::signal(SIGPIPE, SIG_IGN);
    asio::io_context io;
    Hub hub(io, opts.engines);
    std::optional<HttpServer> server;
    try {
        server.emplace(io, hub, *secret, opts.port);
    } catch (const boost::system::system_error& e) {
        std::cerr << error_text(ErrorCode::io, {token("127.0.0.1:" + std::to_string(opts.port), "path"),
                                                word("op", "bind"), token(e.code().message(), "reason")})
                  << "\n";
        return 1;
    }
    std::cout << "uici gui: open http://127.0.0.1:" << server->port() << "/?token=" << *secret << std::endl;
    int code = 0;
    asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](const boost::system::error_code& ec, int sig) {
        if (ec) return;
        code = sig == SIGINT ? 130 : 0;
        server->close();
        asio::co_spawn(
            io,
            [&]() -> asio::awaitable<void> {
                co_await hub.shut_down();
                io.stop();
            },
            asio::detached);
    });
    hub.start();
    asio::co_spawn(io, server->run(), asio::detached);
    io.run();
    return code;
}

}  // namespace uici::gui
