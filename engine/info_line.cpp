#include "engine/info_line.hpp"

#include <algorithm>

#include "engine/words.hpp"

namespace uici::engine {

std::optional<InfoLine> read_info_line(std::string_view text) {
    Words in(text);
    if (in.next() != "info") return std::nullopt;
    InfoLine line;
    for (std::string_view w = in.next(); !w.empty(); w = in.next()) {
        if (w == "string") break;
        if (w == "multipv") {
            const auto k = in.number<int>();
            if (!k || *k < 1 || *k > kMaxMultiPv) return std::nullopt;
            line.multipv = *k;
        } else if (w == "depth") {
            line.depth = in.number<int>();
        } else if (w == "seldepth") {
            // A count: a negative one is no number, as a word that is none.
            line.seldepth = in.number<int>();
            if (line.seldepth && *line.seldepth < 0) line.seldepth.reset();
        } else if (w == "nodes" || w == "nps" || w == "time" || w == "hashfull") {
            // Counts: a negative one is no number.
            auto& field = w == "nodes" ? line.nodes : w == "nps" ? line.nps : w == "time" ? line.time : line.hashfull;
            field = in.number<long long>();
            if (field && *field < 0) field.reset();
        } else if (w == "score") {
            const std::string_view kind = in.next();
            const auto v = in.number<long long>();
            line.cp.reset();
            line.mate.reset();
            if (kind == "cp") line.cp = v;
            else if (kind == "mate") line.mate = v;
        } else if (w == "lowerbound") {
            line.lowerbound = true;
        } else if (w == "upperbound") {
            line.upperbound = true;
        } else if (w == "pv") {
            for (std::string_view m = in.next(); !m.empty(); m = in.next()) line.pv.emplace_back(m);
        }
    }
    return line;
}

std::string info_line_text(const InfoLine& line) {
    std::string s = "info multipv " + std::to_string(line.multipv);
    if (line.depth) s += " depth " + std::to_string(*line.depth);
    if (line.seldepth) s += " seldepth " + std::to_string(*line.seldepth);
    if (line.cp) s += " score cp " + std::to_string(*line.cp);
    if (line.mate) s += " score mate " + std::to_string(*line.mate);
    if (line.lowerbound) s += " lowerbound";
    if (line.upperbound) s += " upperbound";
    if (line.nodes) s += " nodes " + std::to_string(*line.nodes);
    if (line.nps) s += " nps " + std::to_string(*line.nps);
    if (line.time) s += " time " + std::to_string(*line.time);
    if (line.hashfull) s += " hashfull " + std::to_string(*line.hashfull);
    if (!line.pv.empty()) s += " pv";
    for (const std::string& m : line.pv) {
        s += ' ';
        s += m;
    }
    return s;
}

void InfoTable::take(const InfoLine& line) {
    if (!line.scored()) return;
    const auto at = std::lower_bound(lines_.begin(), lines_.end(), line.multipv,
                                     [](const InfoLine& l, int k) { return l.multipv < k; });
    if (at != lines_.end() && at->multipv == line.multipv) *at = line;
    else lines_.insert(at, line);
}

const InfoLine* InfoTable::line(int k) const {
    const auto at = std::find_if(lines_.begin(), lines_.end(), [k](const InfoLine& l) { return l.multipv == k; });
    return at == lines_.end() ? nullptr : &*at;
}

}  // namespace uici::engine
