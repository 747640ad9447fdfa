// The one reader of an engine's info lines (engine/info_line.hpp: the match runner's answers and
// the compliance checker's analysis rows): whatever lines an engine writes, a line reads back
// from its own writing as the same line, a multipv is within 1..kMaxMultiPv, and the answer keeps
// exactly the latest scored line of each index, ordered, with the depth and score of one line 1.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "engine/info_line.hpp"
#include "engine/uci_dialect.hpp"

namespace uici::fuzz {

inline std::string check_info_line(std::string_view data) {
    engine::EngineAnswer answer;
    std::map<int, engine::InfoLine> latest;  // the model of answer.lines
    std::optional<int> depth;                // ... and of the answer's own depth
    std::size_t start = 0;
    while (start <= data.size()) {
        const std::size_t end = std::min(data.find('\n', start), data.size());
        const std::string_view text = data.substr(start, end - start);
        start = end + 1;
        const auto line = engine::read_info_line(text);
        engine::uci::take_info(text, answer);
        if (!line) continue;
        if (engine::Words(text).next() != "info") return "a line that is no info line was read";
        if (line->multipv < 1 || line->multipv > engine::kMaxMultiPv) return "multipv out of range";
        if (line->cp && line->mate) return "both a cp and a mate score";
        for (const std::string& m : line->pv)
            if (m.empty() || m.find_first_of(" \t") != std::string::npos) return "a pv move that is no word";
        const auto again = engine::read_info_line(engine::info_line_text(*line));
        if (!again || !(*again == *line)) return "the written line reads back otherwise";
        if (line->scored()) latest[line->multipv] = *line;
        // The answer's score and depth are of one line: line 1's last with a score it takes.
        const auto in_range = [](const std::optional<long long>& v) { return v && *v <= 1000000 && *v >= -1000000; };
        if (line->multipv == 1 && (in_range(line->cp) || in_range(line->mate))) depth = line->depth.value_or(0);
    }
    const auto& kept = answer.lines.lines();
    if (kept.size() != latest.size()) return "lines kept: " + std::to_string(kept.size());
    std::size_t i = 0;
    for (const auto& [k, l] : latest)
        if (!(kept[i++] == l)) return "line " + std::to_string(k) + " is not its latest";
    if (answer.depth != depth.value_or(0)) return "the answer's depth is not line 1's";
    if (answer.score_cp && (*answer.score_cp > 1000000 || *answer.score_cp < -1000000)) return "score out of range";
    if (answer.score_cp && answer.mate) return "the answer has two scores";
    return "";
}

}  // namespace uici::fuzz
