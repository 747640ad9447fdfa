// The Boost.Beast server of `uici gui`: HTTP for the page's built-in files (gui/assets.hpp) and
// the piece glyphs, a WebSocket at /ws for the page's messages (gui/hub.hpp). Bound to
// 127.0.0.1 only; every request needs the token (gui/access.hpp), else 403.
#pragma once

#include <cstdint>
#include <string>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>

#include "gui/hub.hpp"

namespace uici::gui {

// The SVG document of every piece glyph as <symbol id="w-k">...: the page's pieces `use` them.
std::string glyph_sheet();

class HttpServer {
public:
    // Binds 127.0.0.1:port (0: a free port); throws boost::system::system_error when it cannot.
    HttpServer(boost::asio::io_context& io, Hub& hub, std::string token, unsigned short port);
    [[nodiscard]] unsigned short port() const { return port_; }
    // Accepts connections until the acceptor is closed.
    boost::asio::awaitable<void> run();
    void close();

private:
    boost::asio::awaitable<void> serve(boost::asio::ip::tcp::socket socket);
    boost::asio::io_context& io_;
    Hub& hub_;
    std::string token_;
    boost::asio::ip::tcp::acceptor acceptor_;
    unsigned short port_ = 0;
    std::string glyphs_;
};

}  // namespace uici::gui
