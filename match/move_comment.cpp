#include "match/move_comment.hpp"

#include <charconv>
#include <cstdlib>

namespace uici::match {

namespace {

// The score and depth in fastchess's form: "0.00" unsigned, a mate as the plies to it ("+M3"
// -> "+M5", "-M3" -> "-M6"); "/0 " before the time when there is no score.
std::string pgn_score_part(std::string_view c) {
    const std::size_t space = c.find(' ');
    if (space == std::string_view::npos) return "/0 " + std::string(c);
    const std::size_t slash = c.find('/');
    std::string_view score = c.substr(0, slash == std::string_view::npos ? 0 : slash);
    std::string out;
    long long n = 0;
    constexpr long long kMostMoves = 1LL << 40;  // a record's text may say anything; 2n stays in range
    if (score.size() > 2 && score[1] == 'M' &&
        std::from_chars(score.data() + 2, score.data() + score.size(), n).ec == std::errc() && n <= kMostMoves &&
        n >= -kMostMoves) {
        if (score[0] == '-') n = -n;
        out = n > 0 ? "+M" + std::to_string(2 * n - 1) : "-M" + std::to_string(-2 * n);
    } else if (score == "+0.00" || score == "-0.00") {
        out = "0.00";
    } else {
        out = std::string(score);
    }
    out += c.substr(score.size());
    return out;
}

}  // namespace

std::string fixed_point(std::int64_t value, int digits) {
    std::int64_t scale = 1;
    for (int i = 0; i < digits; ++i) scale *= 10;
    const std::int64_t v = value < 0 ? -value : value;
    std::string frac = std::to_string(v % scale);
    frac.insert(0, static_cast<std::size_t>(digits) - frac.size(), '0');
    // Appended piece by piece (gcc 12 -Wrestrict false positive on "x" + std::string&&).
    std::string out = value < 0 ? "-" : "";
    out += std::to_string(v / scale);
    out += '.';
    out += frac;
    return out;
}

std::string clk_text(std::int64_t ms) {
    if (ms <= 0) return "0:00:00.0";
    // Rounded up as the site rounds (a clock never shows less than is left); no overflow near 2^63.
    const std::int64_t tenths = ms / 100 + (ms % 100 != 0 ? 1 : 0);
    const std::int64_t seconds = tenths / 10;
    std::string out = std::to_string(seconds / 3600);
    for (const std::int64_t part : {seconds / 60 % 60, seconds % 60}) {
        out += ':';
        out += static_cast<char>('0' + part / 10);
        out += static_cast<char>('0' + part % 10);
    }
    out += '.';
    out += static_cast<char>('0' + tenths % 10);
    return out;
}

std::string icn_comment(const engine::EngineAnswer& a, std::optional<std::int64_t> clock_ms) {
    std::string s;
    if (clock_ms) {
        s = "[%clk ";
        s += clk_text(*clock_ms);
        s += "] ";
    }
    if (a.mate) {
        s += *a.mate >= 0 ? "+M" : "-M";
        s += std::to_string(std::abs(*a.mate));
    } else if (a.score_cp) {
        if (*a.score_cp >= 0) s += '+';
        s += fixed_point(*a.score_cp, 2);
    }
    if (a.mate || a.score_cp) {
        s += '/';
        s += std::to_string(a.depth);
        s += ' ';
    }
    s += fixed_point(a.elapsed_ms, 3);
    s += 's';
    // Line 1's last scored info line (the line of the score): what it does not name is not written.
    // Appended piece by piece: gcc 12 warns falsely (-Wrestrict) on "x" + std::string&&.
    if (const engine::InfoLine* line = a.lines.line(1)) {
        if (line->nodes) {
            s += ", n=";
            s += std::to_string(*line->nodes);
        }
        if (line->seldepth) {
            s += ", sd=";
            s += std::to_string(*line->seldepth);
        }
    }
    return s;
}

std::string pgn_comment(std::string_view c, const PgnFields& f) {
    // The clock command, wherever it stands (the site reads it anywhere), taken out of the text.
    std::string rest(c), clk;
    if (const std::size_t open = rest.find("[%clk "); open != std::string::npos) {
        const std::size_t close = rest.find(']', open);
        const std::size_t end = close == std::string::npos ? rest.size() : close + 1;
        clk = rest.substr(open, end - open);
        std::size_t erase_end = end;
        while (erase_end < rest.size() && rest[erase_end] == ' ') ++erase_end;
        rest.erase(open, erase_end - open);
        while (!rest.empty() && rest.back() == ' ') rest.pop_back();  // it ended the text
    }
    const std::size_t first = rest.find(", ");
    std::string out = pgn_score_part(std::string_view(rest).substr(0, first));
    for (std::size_t at = first; at != std::string::npos;) {
        const std::size_t next = rest.find(", ", at + 2);
        const std::string_view item =
            std::string_view(rest).substr(at + 2, next == std::string::npos ? next : next - at - 2);
        at = next;
        if ((item.starts_with("n=") && !f.nodes) || (item.starts_with("sd=") && !f.seldepth)) continue;
        out += ", ";
        out += item;
    }
    if (!clk.empty() && f.clk) {
        out += ", ";
        out += clk;
    }
    return out;
}

}  // namespace uici::match
