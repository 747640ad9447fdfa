#include "match/match_error.hpp"

#include <cstring>

namespace uici::match {

namespace {

constexpr std::size_t kCut = 80;

void escape(char ch, std::string& out) {
    static constexpr char kHex[] = "0123456789abcdef";
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
        out += '\\';
        out += ch;
    } else if (c < 0x20 || c >= 0x7F) {
        out += "\\x";
        out += kHex[c >> 4];
        out += kHex[c & 15];
    } else {
        out += ch;
    }
}

// `"` and `\` escaped, control and non-ASCII bytes as \xNN; past 80 characters, cut at a whole
// escape and ended with "...".
std::string quoted(std::string_view text) {
    std::string body;
    for (const char ch : text) escape(ch, body);
    if (body.size() > kCut) {
        body.clear();
        for (const char ch : text) {
            std::string piece;
            escape(ch, piece);
            if (body.size() + piece.size() > kCut - 3) break;
            body += piece;
        }
        body += "...";
    }
    return '"' + body + '"';
}

void append(std::string& s, const ErrorDetail& d) {
    s += ' ';
    if (!d.key.empty()) {
        s += d.key;
        s += '=';
    }
    s += d.quoted ? quoted(d.value) : d.value;
}

}  // namespace

std::string error_text(std::string_view code, std::initializer_list<ErrorDetail> details) {
    std::string s = "error ";
    s += code;
    for (const ErrorDetail& d : details) append(s, d);
    return s;
}

std::string usage_error(std::string_view bad, std::string_view need, std::initializer_list<ErrorDetail> more) {
    std::string s = error_text("bad_argument", {token(bad), word("for", "match"), word("need", need)});
    for (const ErrorDetail& d : more) append(s, d);
    return s;
}

std::string io_error(std::string_view path, std::string_view op, int errno_value) {
    return error_text("io", {token(path, "path"), word("op", op),
                             token(errno_value ? std::strerror(errno_value) : "unknown", "reason")});
}

}  // namespace uici::match
