// The token and loopback checks of `uici gui` (gui/access.hpp).
#include <doctest/doctest.h>

#include <set>

#include "gui/access.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace gui_access_test {

using namespace uici::gui;

namespace {
const std::string kToken = "0123456789abcdef0123456789abcdef";
RequestHead head(std::string_view target, std::string_view host = "127.0.0.1:8000") {
    RequestHead h;
    h.target = target;
    h.host = host;
    return h;
}
}  // namespace

TEST_CASE("a token is 32 hex digits from the random source, different each time") {
    std::set<std::string> seen;
    for (int i = 0; i < 20; ++i) {
        const auto t = make_token();
        REQUIRE(t);
        CHECK(t->size() == 32);
        CHECK(t->find_first_not_of("0123456789abcdef") == std::string::npos);
        seen.insert(*t);
    }
    CHECK(seen.size() == 20);
}

TEST_CASE("a request needs the token in its query or its cookie") {
    // (Each target is a whole expression: RequestHead holds views of it.)
    CHECK(allowed(head("/?token=" + kToken), kToken, 8000));
    CHECK(allowed(head("/app.js?x=1&token=" + kToken), kToken, 8000));
    CHECK_FALSE(allowed(head("/"), kToken, 8000));
    CHECK_FALSE(allowed(head("/?token="), kToken, 8000));
    CHECK_FALSE(allowed(head("/?token=" + kToken.substr(0, 31)), kToken, 8000));
    CHECK_FALSE(allowed(head("/?token=" + kToken + "0"), kToken, 8000));
    CHECK_FALSE(allowed(head("/?tokenx=" + kToken), kToken, 8000));
    RequestHead c = head("/board.js");
    const std::string cookie = "a=b; uici_token=" + kToken + "; z=1";
    c.cookie = cookie;
    CHECK(allowed(c, kToken, 8000));
    c.cookie = "uici_token=nope";
    CHECK_FALSE(allowed(c, kToken, 8000));
}

TEST_CASE("the Host and the Origin must name the loopback address and the port (DNS rebinding)") {
    const std::string t = "/?token=" + kToken;
    CHECK(allowed(head(t, "localhost:8000"), kToken, 8000));
    CHECK_FALSE(allowed(head(t, "evil.example:8000"), kToken, 8000));
    CHECK_FALSE(allowed(head(t, "127.0.0.1:8001"), kToken, 8000));
    CHECK_FALSE(allowed(head(t, "127.0.0.1"), kToken, 8000));
    RequestHead h = head(t);
    h.origin = "http://127.0.0.1:8000";
    CHECK(allowed(h, kToken, 8000));
    h.origin = "http://evil.example:8000";
    CHECK_FALSE(allowed(h, kToken, 8000));
    h.origin = "null";
    CHECK_FALSE(allowed(h, kToken, 8000));
    // The WebSocket upgrade must name its origin.
    const std::string ws_target = "/ws?token=" + kToken;
    RequestHead ws = head(ws_target);
    ws.websocket = true;
    CHECK_FALSE(allowed(ws, kToken, 8000));
    ws.origin = "http://localhost:8000";
    CHECK(allowed(ws, kToken, 8000));
}

TEST_CASE("query, cookie and path pieces") {
    CHECK(query_value("/a?b=1&c=2", "c") == std::optional<std::string_view>("2"));
    CHECK_FALSE(query_value("/a", "c"));
    CHECK(cookie_value("x=1;uici_token=ab", "uici_token") == std::optional<std::string_view>("ab"));
    CHECK_FALSE(cookie_value("", "uici_token"));
    CHECK(target_path("/a.js?token=1") == "/a.js");
}

}  // namespace gui_access_test
