// Quoting of user text in error lines (PROTOCOL.md section 6): escaped, and cut to 80 characters.
#include "errors/errors.hpp"

namespace uici {

namespace {
constexpr std::size_t kTokenCut = 80;
constexpr std::string_view kEllipsis = "...";

void escape_byte(unsigned char c, std::string& out) {
    static constexpr char kHex[] = "0123456789abcdef";
    if (c == '"' || c == '\\') {
        out += '\\';
        out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7F) {
        out += "\\x";
        out += kHex[c >> 4];
        out += kHex[c & 15];
    } else {
        out += static_cast<char>(c);
    }
}
}  // namespace

std::string quote_text(std::string_view text) {
    std::string body = "\"";
    for (const char c : text) escape_byte(static_cast<unsigned char>(c), body);
    return body + "\"";
}

std::string quote_token(std::string_view token) {
    auto escaped = [](unsigned char c, std::string& out) { escape_byte(c, out); };
    std::string body;
    for (std::size_t i = 0; i < token.size() && body.size() <= kTokenCut; ++i)
        escaped(static_cast<unsigned char>(token[i]), body);
    if (body.size() > kTokenCut) {
        // Too long: rebuild up to the last whole escape that leaves room for the ellipsis.
        body.clear();
        for (std::size_t i = 0; i < token.size(); ++i) {
            std::string piece;
            escaped(static_cast<unsigned char>(token[i]), piece);
            if (body.size() + piece.size() > kTokenCut - kEllipsis.size()) break;
            body += piece;
        }
        body += kEllipsis;
    }
    return "\"" + body + "\"";
}

std::string cut_token(std::string_view token) {
    if (token.size() <= kTokenCut) return std::string(token);
    std::size_t end = kTokenCut - kEllipsis.size();
    // Never split a UTF-8 sequence: back up over continuation bytes.
    while (end > 0 && (static_cast<unsigned char>(token[end]) & 0xC0) == 0x80) --end;
    return std::string(token.substr(0, end)) + std::string(kEllipsis);
}

}  // namespace uici
