#include "gui/info_line.hpp"

#include <charconv>
#include <cstdint>

namespace uici::gui {

namespace {

// Words split on blanks and tabs.
struct Words {
    std::string_view rest;
    std::string_view next() {
        while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
        std::size_t n = 0;
        while (n < rest.size() && rest[n] != ' ' && rest[n] != '\t') ++n;
        const std::string_view w = rest.substr(0, n);
        rest.remove_prefix(n);
        return w;
    }
};

std::optional<std::int64_t> integer(std::string_view w) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || end != w.data() + w.size()) return std::nullopt;
    return v;
}

// The pv's moves: at most this many are passed on (a pv of a million moves is a flood).
constexpr std::size_t kMaxPvMoves = 64;

}  // namespace

std::optional<nlohmann::ordered_json> read_info_line(std::string_view line) {
    Words in{line};
    if (in.next() != "info") return std::nullopt;
    nlohmann::ordered_json out{{"reply", "info"}};
    for (std::string_view w = in.next(); !w.empty(); w = in.next()) {
        if (w == "depth" || w == "seldepth" || w == "multipv" || w == "nodes" || w == "nps" || w == "time" ||
            w == "hashfull") {
            if (const auto v = integer(in.next())) out[std::string(w)] = *v;
        } else if (w == "score") {
            const std::string_view kind = in.next();
            const auto v = integer(in.next());
            if ((kind == "cp" || kind == "mate") && v) out["score"] = {{std::string(kind), *v}};
        } else if (w == "lowerbound" || w == "upperbound") {
            out["bound"] = std::string(w);
        } else if (w == "pv") {
            nlohmann::ordered_json pv = nlohmann::ordered_json::array();
            for (std::string_view m = in.next(); !m.empty() && pv.size() < kMaxPvMoves; m = in.next())
                pv.push_back(std::string(m.substr(0, 200)));
            out["pv"] = std::move(pv);
            break;  // the pv runs to the end of the line
        } else if (w == "string") {
            break;
        }
    }
    if (!out.contains("score") && !out.contains("pv")) return std::nullopt;
    return out;
}

}  // namespace uici::gui
