// The engine-output line framer of `uici match` (match/line_reader.hpp): whatever bytes an
// engine writes, in whatever chunks, the lines that come out are exactly the input's lines,
// an overlong one is reported with its true length, and no more than the limit is held.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "match/line_reader.hpp"

namespace uici::fuzz {

inline std::string check_engine_lines(std::string_view data) {
    if (data.empty()) return "";
    // The first byte picks the limit, the rest is the engine's output.
    const std::size_t max_line = 1 + static_cast<unsigned char>(data[0]) % 64;
    const std::string_view text = data.substr(1);
    // The expected lines: split at LF, CRLF and a lone CR; a last piece without a line end counts.
    std::vector<std::string_view> want;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r') continue;
        want.push_back(text.substr(start, i - start));
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        start = i + 1;
    }
    if (start < text.size()) want.push_back(text.substr(start));
    // Feed in chunks whose sizes come from the bytes themselves, so chunk borders fall anywhere
    // (between a CR and its LF too).
    match::LineReader reader(max_line);
    std::vector<match::EngineLine> got;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t n = 1 + static_cast<unsigned char>(text[pos]) % 7;
        reader.feed(text.substr(pos, n));
        if (reader.buffered() > max_line) return "holds more than the limit";
        while (auto l = reader.next()) got.push_back(std::move(*l));
        pos += n;
    }
    reader.finish();
    while (auto l = reader.next()) got.push_back(std::move(*l));
    if (got.size() != want.size()) return "line count differs";
    for (std::size_t i = 0; i < got.size(); ++i) {
        if (got[i].length != want[i].size()) return "line length differs";
        if (got[i].overlong != (want[i].size() > max_line)) return "overlong flag wrong";
        if (!got[i].overlong && got[i].text != want[i]) return "line text differs";
    }
    return "";
}

}  // namespace uici::fuzz
