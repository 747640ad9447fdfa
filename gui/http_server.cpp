#include "gui/http_server.hpp"

#include <deque>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "core/board/piece.hpp"
#include "gui/access.hpp"
#include "gui/assets.hpp"
#include "render/glyphs.hpp"

namespace uici::gui {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

std::string glyph_sheet() {
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\"><defs>";
    std::string marks;  // the far-zoom mark of each piece code, as JSON
    for (int t = 0; t < kPieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t);
        for (Color c : {Color::White, Color::Black}) {
            // Neutral pieces (obstacle, void) have one glyph; piece_code gives their one code.
            if (spec(type).neutral && c == Color::Black) continue;
            const Piece p{type, spec(type).neutral ? Color::Neutral : c};
            out += render::glyph_symbol(p);
            marks +=
                (marks.empty() ? "{\"" : ",\"") + piece_code(p) + "\":\"" + std::string(render::mark_fill(p)) + "\"";
        }
    }
    return out + "</defs><metadata id=\"marks\">" + marks + "}</metadata></svg>";
}

namespace {

// How much of a message one read takes at most.
constexpr std::size_t kReadPiece = std::size_t{1} << 16;

// One page's WebSocket: messages in order to the hub, replies queued and written one at a time.
class WsPeer : public Peer, public std::enable_shared_from_this<WsPeer> {
public:
    explicit WsPeer(websocket::stream<beast::tcp_stream> ws) : ws_(std::move(ws)) {}
    void send(std::string text) override {
        if (closed_) return;
        out_.push_back(std::move(text));
        if (!writing_) {
            writing_ = true;
            asio::co_spawn(ws_.get_executor(), write_all(shared_from_this()), asio::detached);
        }
    }
    // Reads a message a piece at a time, so that one over kMaxMessageBytes is counted and
    // dropped as it comes (never held) and answered with one too_large error, the connection
    // staying open (PROTOCOL.md section 12).
    asio::awaitable<void> read_all(Hub& hub) {
        beast::flat_buffer buffer;
        std::size_t bytes = 0;  // of the message being read
        for (;;) {
            boost::system::error_code ec;
            const std::size_t n =
                co_await ws_.async_read_some(buffer, kReadPiece, asio::redirect_error(asio::use_awaitable, ec));
            if (ec) break;
            bytes += n;
            if (bytes > kMaxMessageBytes) buffer.consume(buffer.size());
            if (!ws_.is_message_done()) continue;
            if (bytes > kMaxMessageBytes) {
                hub.on_oversized(*this, bytes);
            } else {
                const auto data = buffer.cdata();
                hub.on_message(*this, std::string_view(static_cast<const char*>(data.data()), data.size()));
            }
            buffer.consume(buffer.size());
            bytes = 0;
        }
        closed_ = true;
    }

private:
    static asio::awaitable<void> write_all(std::shared_ptr<WsPeer> self) {
        while (!self->out_.empty() && !self->closed_) {
            std::string text = std::move(self->out_.front());
            self->out_.pop_front();
            boost::system::error_code ec;
            self->ws_.text(true);
            co_await self->ws_.async_write(asio::buffer(text), asio::redirect_error(asio::use_awaitable, ec));
            if (ec) self->closed_ = true;
        }
        self->out_.clear();
        self->writing_ = false;
    }
    websocket::stream<beast::tcp_stream> ws_;
    std::deque<std::string> out_;
    bool writing_ = false;
    bool closed_ = false;
};

http::response<http::string_body> plain(http::status s, unsigned version, std::string body) {
    http::response<http::string_body> res{s, version};
    res.set(http::field::content_type, "text/plain; charset=utf-8");
    res.set(http::field::cache_control, "no-store");
    res.body() = std::move(body);
    res.prepare_payload();
    return res;
}

}  // namespace

HttpServer::HttpServer(asio::io_context& io, Hub& hub, std::string token, unsigned short port)
    : io_(io), hub_(hub), token_(std::move(token)), acceptor_(io), glyphs_(glyph_sheet()) {
    const tcp::endpoint at(asio::ip::make_address("127.0.0.1"), port);
    acceptor_.open(at.protocol());
    acceptor_.set_option(tcp::acceptor::reuse_address(true));
    acceptor_.bind(at);
    acceptor_.listen();
    port_ = acceptor_.local_endpoint().port();
}

void HttpServer::close() {
    boost::system::error_code ignored;
    acceptor_.close(ignored);
}

asio::awaitable<void> HttpServer::run() {
    for (;;) {
        boost::system::error_code ec;
        tcp::socket socket = co_await acceptor_.async_accept(asio::redirect_error(asio::use_awaitable, ec));
        if (ec == asio::error::operation_aborted || !acceptor_.is_open()) co_return;
        if (ec) continue;
        // No Nagle: the server often writes two small messages in a row (the state after a
        // person's move, then the engine's answer). Nagle held the second until the page's
        // delayed ACK of the first, 40 ms on Linux: click-to-reply was about 50 ms.
        boost::system::error_code ignored;
        socket.set_option(tcp::no_delay(true), ignored);
        asio::co_spawn(io_, serve(std::move(socket)), asio::detached);
    }
}

asio::awaitable<void> HttpServer::serve(tcp::socket socket) {
    beast::tcp_stream stream(std::move(socket));
    beast::flat_buffer buffer;
    for (;;) {
        http::request_parser<http::string_body> parser;
        parser.header_limit(16 * 1024);
        parser.body_limit(16 * 1024);
        stream.expires_after(std::chrono::seconds(60));
        boost::system::error_code ec;
        co_await http::async_read(stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) co_return;
        http::request<http::string_body> req = parser.release();
        const bool upgrade = websocket::is_upgrade(req);
        RequestHead head;
        head.target = std::string_view(req.target().data(), req.target().size());
        head.host = std::string_view(req[http::field::host].data(), req[http::field::host].size());
        if (req.find(http::field::origin) != req.end())
            head.origin = std::string_view(req[http::field::origin].data(), req[http::field::origin].size());
        head.cookie = std::string_view(req[http::field::cookie].data(), req[http::field::cookie].size());
        head.websocket = upgrade;
        const std::string_view path = target_path(head.target);
        http::response<http::string_body> res;
        if (!allowed(head, token_, port_)) {
            res = plain(http::status::forbidden, req.version(), "403 forbidden: open the URL uici gui printed\n");
        } else if (upgrade && path == "/ws") {
            stream.expires_never();
            websocket::stream<beast::tcp_stream> ws(std::move(stream));
            ws.read_message_max(0);  // no cap of Beast's (it would close the socket): read_all's
            ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
            boost::system::error_code wec;
            co_await ws.async_accept(req, asio::redirect_error(asio::use_awaitable, wec));
            if (wec) co_return;
            auto peer = std::make_shared<WsPeer>(std::move(ws));
            hub_.attach(peer.get());
            co_await peer->read_all(hub_);
            hub_.detach(peer.get());
            co_return;
        } else if (req.method() != http::verb::get) {
            res = plain(http::status::method_not_allowed, req.version(), "405 method not allowed\n");
        } else if (path == "/glyphs.svg") {
            res = plain(http::status::ok, req.version(), glyphs_);
            res.set(http::field::content_type, "image/svg+xml");
        } else if (const Asset* a = find_asset(path)) {
            res = plain(http::status::ok, req.version(), std::string(a->body));
            res.set(http::field::content_type, a->content_type);
            // The page keeps the token in a cookie, so that its modules load without it.
            if (query_value(head.target, "token") == std::optional<std::string_view>(token_))
                res.set(http::field::set_cookie,
                        std::string(kTokenCookie) + "=" + token_ + "; Path=/; HttpOnly; SameSite=Strict");
        } else {
            res = plain(http::status::not_found, req.version(), "404 not found\n");
        }
        res.set(http::field::server, "uici gui");
        res.set("X-Content-Type-Options", "nosniff");
        // Cross-origin isolation: it gives the page shared memory, through which the worker that
        // holds the WebSocket hands it the server's messages at once (docs/GUI.md, "Speed"). Every
        // file is the server's own, so nothing the page loads is refused by it.
        res.set("Cross-Origin-Opener-Policy", "same-origin");
        res.set("Cross-Origin-Embedder-Policy", "require-corp");
        res.set("Cross-Origin-Resource-Policy", "same-origin");
        res.set("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws://127.0.0.1:" +
                                               std::to_string(port_) + " ws://localhost:" + std::to_string(port_) +
                                               "; img-src 'self' data: blob:; frame-ancestors 'none'");
        res.keep_alive(req.keep_alive());
        res.prepare_payload();
        co_await http::async_write(stream, res, asio::redirect_error(asio::use_awaitable, ec));
        if (ec || !res.keep_alive()) break;
    }
    boost::system::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

}  // namespace uici::gui
