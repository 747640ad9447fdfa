// The converters' two-thread reading of a long piece list (core/notation/loose_pieces.hpp with
// a Fork, convert/side_by_side.hpp) against the one-thread reading. The fuzz bytes after the
// first go in the middle of a long list of plain entries (ICN, first byte even) or of a long
// "startingPosition" map (long JSON, first byte odd), where the readers split it: both readings
// must give the same pieces, or the same error at the same place.
#pragma once

#include <string>
#include <string_view>

#include "convert/side_by_side.hpp"
#include "core/notation/loose_pieces.hpp"

namespace uici::fuzz {

namespace loose_halves {

// `count` plain entries or members on rank y, each side of the bytes alike long.
inline std::string side(bool json, int y, int count) {
    std::string out;
    for (int x = 0; x < count; ++x) {
        if (x > 0) out += json ? "," : "|";
        const std::string square = std::to_string(x) + ',' + std::to_string(y);
        out += json ? '"' + square + "\":\"pawnsW\"" : "P" + square;
    }
    return out;
}

template <class Doc>
std::string same(const Parsed<Doc>& one, const Parsed<Doc>& two, const LoosePieces& a, const LoosePieces& b) {
    if (one.has_value() != two.has_value()) return "one reading failed and the other did not";
    if (!one) {
        if (one.error().code != two.error().code || one.error().column != two.error().column ||
            one.error().message != two.error().message)
            return "the two readings give other errors: " + one.error().message + " / " + two.error().message;
        return "";
    }
    if (a.size() != b.size()) return "the two readings give other numbers of pieces";
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].square != b[i].square || a[i].piece != b[i].piece || a[i].right != b[i].right)
            return "the two readings give other pieces";
    return "";
}

}  // namespace loose_halves

inline std::string check_loose_halves(std::string_view data) {
    if (data.empty()) return "";
    const bool json = (static_cast<unsigned char>(data[0]) & 1) != 0;
    const std::string_view middle = data.substr(1);
    // Past the split thresholds (8,192 entries; 256 KiB) together, not apart.
    static const std::string icn_before = loose_halves::side(false, 1, 4200),
                             icn_after = loose_halves::side(false, 2, 4200),
                             json_before = loose_halves::side(true, 1, 9000),
                             json_after = loose_halves::side(true, 2, 9000);
    LoosePieces a, b;
    if (json) {
        std::string text = R"({"specialRights":{},"startingPosition":{)" + json_before + ',';
        text.append(middle);
        text += ',' + json_after + "}}";
        const auto one = read_long_json_loose(text, a);
        const auto two = read_long_json_loose(text, b, two_cores());
        return loose_halves::same(one, two, a, b);
    }
    std::string text = "w " + icn_before + '|';
    text.append(middle);
    text += '|' + icn_after;
    const auto one = read_icn_loose(text, a);
    const auto two = read_icn_loose(text, b, two_cores());
    return loose_halves::same(one, two, a, b);
}

}  // namespace uici::fuzz
