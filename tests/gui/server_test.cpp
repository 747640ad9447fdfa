// `uici gui`'s server in this process: the token, the Host and the Origin checked on real HTTP
// requests and on the WebSocket upgrade, the built-in files served, messages answered.
#include <doctest/doctest.h>

#include <thread>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "gui/http_server.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace gui_server_test {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

const std::string kServerToken = "00112233445566778899aabbccddeeff";

// The server on its own thread, with no engines.
struct Running {
    asio::io_context io;
    uici::gui::Hub hub{io, {}};
    uici::gui::HttpServer server{io, hub, kServerToken, 0};
    std::thread thread;
    Running() {
        asio::co_spawn(io, server.run(), asio::detached);
        thread = std::thread([this] { io.run(); });
    }
    ~Running() {
        asio::post(io, [this] {
            server.close();
            io.stop();
        });
        thread.join();
    }
    std::string host() const { return "127.0.0.1:" + std::to_string(server.port()); }
};

http::response<http::string_body> get(const Running& r, const std::string& target, const std::string& host) {
    asio::io_context io;
    beast::tcp_stream s(io);
    s.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), r.server.port()));
    http::request<http::empty_body> req{http::verb::get, target, 11};
    req.set(http::field::host, host);
    http::write(s, req);
    beast::flat_buffer b;
    http::response<http::string_body> res;
    http::read(s, b, res);
    return res;
}

}  // namespace

TEST_CASE("the gui server: 403 without the token or from a foreign host, the page with it") {
    Running r;
    CHECK(get(r, "/", r.host()).result() == http::status::forbidden);
    CHECK(get(r, "/?token=" + kServerToken.substr(1), r.host()).result() == http::status::forbidden);
    CHECK(get(r, "/?token=" + kServerToken, "rebound.example:80").result() == http::status::forbidden);
    const auto page = get(r, "/?token=" + kServerToken, r.host());
    CHECK(page.result() == http::status::ok);
    CHECK(page.body().find("app.js") != std::string::npos);
    CHECK(std::string(page[http::field::set_cookie]).starts_with("uici_token=" + kServerToken));
    // Cross-origin isolated, for the page's shared-memory link (gui/web/link.js).
    CHECK(std::string(page["Cross-Origin-Opener-Policy"]) == "same-origin");
    CHECK(std::string(page["Cross-Origin-Embedder-Policy"]) == "require-corp");
    const auto glyphs = get(r, "/glyphs.svg?token=" + kServerToken, r.host());
    CHECK(glyphs.body().find("id=\"b-am\"") != std::string::npos);
    CHECK(get(r, "/../etc/passwd?token=" + kServerToken, r.host()).result() == http::status::not_found);
}

TEST_CASE("the gui server: the WebSocket needs the page's origin, then answers messages") {
    Running r;
    const auto open = [&](const std::string& origin, beast::websocket::stream<tcp::socket>& ws) {
        ws.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), r.server.port()));
        ws.set_option(beast::websocket::stream_base::decorator([&](beast::websocket::request_type& req) {
            if (!origin.empty()) req.set(http::field::origin, origin);
        }));
        boost::system::error_code ec;
        ws.handshake(r.host(), "/ws?token=" + kServerToken, ec);
        return !ec;
    };
    asio::io_context io;
    beast::websocket::stream<tcp::socket> bad(io), none(io), good(io);
    CHECK_FALSE(open("http://evil.example", bad));
    CHECK_FALSE(open("", none));
    REQUIRE(open("http://" + r.host(), good));
    good.write(asio::buffer(std::string(R"({"type":"move","move":"5,2>5,5","id":1})")));
    beast::flat_buffer b;
    good.read(b);
    const std::string reply = beast::buffers_to_string(b.data());
    CHECK(reply.find(R"("code":"illegal_move")") != std::string::npos);
    CHECK(reply.find(R"("id":1)") != std::string::npos);
    good.close(beast::websocket::close_code::normal);
}

TEST_CASE("the gui server: a message over the cap gets one too_large error, the connection stays") {
    Running r;
    asio::io_context io;
    beast::websocket::stream<tcp::socket> ws(io);
    ws.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), r.server.port()));
    ws.set_option(beast::websocket::stream_base::decorator(
        [&](beast::websocket::request_type& req) { req.set(http::field::origin, "http://" + r.host()); }));
    ws.handshake(r.host(), "/ws?token=" + kServerToken);
    // One byte over, sent in frames of 1 MiB (as a browser may); then an ordinary message.
    const std::size_t big = uici::gui::kMaxMessageBytes + 1;
    const std::string piece(std::size_t{1} << 20, ' ');
    ws.auto_fragment(false);
    for (std::size_t sent = 0; sent < big;) {
        const std::size_t n = std::min(piece.size(), big - sent);
        sent += n;
        ws.write_some(sent == big, asio::buffer(piece.data(), n));
    }
    ws.write(asio::buffer(std::string(R"({"type":"export","id":2})")));
    beast::flat_buffer b;
    ws.read(b);
    const std::string first = beast::buffers_to_string(b.data());
    CHECK(
        first ==
        R"({"reply":"error","ok":false,"error":{"code":"too_large","bytes":33554433,"max":33554432,"message":"past a size limit: bytes=33554433 max=33554432"},"re":"?"})");
    b.consume(b.size());
    ws.read(b);
    const std::string second = beast::buffers_to_string(b.data());
    CHECK(second.starts_with(R"({"reply":"export")"));
    CHECK(second.find(R"("id":2)") != std::string::npos);
    ws.close(beast::websocket::close_code::normal);
}

}  // namespace gui_server_test
