// The one line framer (engine/line_framer.hpp: the server's stdin, every engine's stdout):
// whatever bytes come, in whatever chunks, the lines that come out are exactly the input's lines
// (LF, CRLF and a lone CR end one), an overlong one is reported the moment it passes the limit
// and again at its end with its true length, and no more than the limit is ever held.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/line_framer.hpp"

namespace uici::fuzz {

namespace framer_detail {

// Built piece by piece (gcc 12 -Wrestrict false positive on "x" + std::string&&).
inline std::string tagged(char tag, std::string_view text) {
    std::string s(1, tag);
    s += text;
    return s;
}

// Records lines as "=<text>", the cap as "^" and an overlong line's end as "!<length>".
struct Recorder final : engine::LineFramer::Sink {
    std::vector<std::string> events;
    void on_line(std::string_view l) override { events.push_back(tagged('=', l)); }
    void on_too_long(std::uint64_t n) override { events.push_back(tagged('!', std::to_string(n))); }
    void on_cap_passed() override { events.emplace_back("^"); }
};

}  // namespace framer_detail

inline std::string check_line_framer(std::string_view data) {
    if (data.empty()) return "";
    // The first byte picks the limit, the rest is the input.
    const std::size_t max_line = 1 + static_cast<unsigned char>(data[0]) % 64;
    const std::string_view text = data.substr(1);
    // The expected events: split at LF, CRLF and a lone CR; a last piece without a line end counts.
    std::vector<std::string> want;
    const auto expect = [&](std::string_view line) {
        if (line.size() <= max_line) {
            want.push_back(framer_detail::tagged('=', line));
        } else {
            want.emplace_back("^");
            want.push_back(framer_detail::tagged('!', std::to_string(line.size())));
        }
    };
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r') continue;
        expect(text.substr(start, i - start));
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        start = i + 1;
    }
    if (start < text.size()) expect(text.substr(start));
    // Feed in chunks whose sizes come from the bytes themselves, so chunk borders fall anywhere
    // (between a CR and its LF too).
    engine::LineFramer framer(max_line);
    framer_detail::Recorder got;
    std::size_t pos = 0;
    std::size_t line_start = 0;  // where the line being read began, for the cap's moment
    while (pos < text.size()) {
        const std::size_t n = std::min<std::size_t>(1 + static_cast<unsigned char>(text[pos]) % 7, text.size() - pos);
        framer.feed(text.substr(pos, n), got);
        for (std::size_t i = pos; i < pos + n; ++i)
            if (text[i] == '\n' || text[i] == '\r') line_start = i + 1;
        pos += n;
        if (framer.buffered() > max_line) return "holds more than the limit";
        // Bytes of the unfinished line past the limit: its "^" must be out already.
        if (pos - line_start > max_line && (got.events.empty() || got.events.back() != "^"))
            return "an overlong line not reported the moment it passed the limit";
    }
    framer.finish(got);
    if (got.events != want) return "events differ from the input's lines";
    return "";
}

}  // namespace uici::fuzz
