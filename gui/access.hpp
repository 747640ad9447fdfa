// Who may talk to `uici gui`: a request from this machine's page, which knows the secret token.
// The server binds the loopback address only; on top of that every HTTP request and the
// WebSocket upgrade must carry the token (the URL's ?token= or the cookie the page gets with it),
// and the Host (and Origin, when sent; always for the WebSocket) must name the loopback address
// and the server's port: a page of another site that a DNS rebinding points at 127.0.0.1 sends
// its own host name, and is refused.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace uici::gui {

// 32 hex digits from the kernel's random source (getrandom); nothing when it cannot be read.
std::optional<std::string> make_token();

// The cookie that carries the token after the first page load.
inline constexpr std::string_view kTokenCookie = "uici_token";

struct RequestHead {
    std::string_view target;  // "/app.js?token=..."
    std::string_view host;    // the Host header
    std::optional<std::string_view> origin;
    std::string_view cookie;  // the Cookie header, "" when none
    bool websocket = false;
};

// Whether the request may be served: the token (from the query or the cookie, compared in
// constant time), the Host and the Origin (required for the WebSocket).
bool allowed(const RequestHead& r, std::string_view token, unsigned port);

// The value of `key` in the target's query, when given.
std::optional<std::string_view> query_value(std::string_view target, std::string_view key);
// The value of cookie `name` in a Cookie header, when given.
std::optional<std::string_view> cookie_value(std::string_view header, std::string_view name);
// The target's path without the query ("/app.js").
std::string_view target_path(std::string_view target);

}  // namespace uici::gui
