#include "gui/access.hpp"

#include <array>
#include <cerrno>

#include <sys/random.h>

namespace uici::gui {

std::optional<std::string> make_token() {
    std::array<unsigned char, 16> bytes{};
    std::size_t got = 0;
    while (got < bytes.size()) {
        const ssize_t n = getrandom(bytes.data() + got, bytes.size() - got, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return std::nullopt;
        got += static_cast<std::size_t>(n);
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (unsigned char b : bytes) {
        out += kHex[b >> 4];
        out += kHex[b & 15];
    }
    return out;
}

namespace {

// Equal strings, in a time that does not depend on where they differ.
bool same_secret(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

bool loopback_host(std::string_view host, unsigned port) {
    // Appended, not `":" + std::string`, which gcc 12 flags with a false -Wrestrict.
    std::string p(1, ':');
    p += std::to_string(port);
    return host == "127.0.0.1" + p || host == "localhost" + p;
}

}  // namespace

std::string_view target_path(std::string_view target) { return target.substr(0, target.find('?')); }

std::optional<std::string_view> query_value(std::string_view target, std::string_view key) {
    const auto q = target.find('?');
    if (q == std::string_view::npos) return std::nullopt;
    std::string_view rest = target.substr(q + 1);
    while (!rest.empty()) {
        const auto amp = rest.find('&');
        const std::string_view pair = rest.substr(0, amp);
        const auto eq = pair.find('=');
        if (eq != std::string_view::npos && pair.substr(0, eq) == key) return pair.substr(eq + 1);
        if (amp == std::string_view::npos) break;
        rest = rest.substr(amp + 1);
    }
    return std::nullopt;
}

std::optional<std::string_view> cookie_value(std::string_view header, std::string_view name) {
    while (!header.empty()) {
        const auto semi = header.find(';');
        std::string_view pair = header.substr(0, semi);
        while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
        const auto eq = pair.find('=');
        if (eq != std::string_view::npos && pair.substr(0, eq) == name) return pair.substr(eq + 1);
        if (semi == std::string_view::npos) break;
        header = header.substr(semi + 1);
    }
    return std::nullopt;
}

bool allowed(const RequestHead& r, std::string_view token, unsigned port) {
    if (!loopback_host(r.host, port)) return false;
    if (r.origin) {
        const std::string_view o = *r.origin;
        if (!o.starts_with("http://") || !loopback_host(o.substr(7), port)) return false;
    } else if (r.websocket) {
        return false;
    }
    // Both places are tried, and each compared whole: a wrong query token does not hide a good
    // cookie (a bookmarked URL of an earlier run), and neither is taken on a prefix.
    const auto q = query_value(r.target, "token");
    const auto c = cookie_value(r.cookie, kTokenCookie);
    return (q && same_secret(*q, token)) || (c && same_secret(*c, token));
}

}  // namespace uici::gui
