// One UCI `info` line as a GUI shows it (PROTOCOL.md 4.17): its MultiPV index, depth, seldepth,
// score with its bound, nodes, nps, time, hashfull and principal variation. The one reader of an
// engine's info lines, for the match runner's answers (engine/uci_dialect.hpp, its move comments),
// the compliance checker's analysis rows and the board page's analysis (gui/info_line.hpp) alike.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uici::engine {

// Most MultiPV lines a GUI is given (the option's maximum in UCI engines, uici's too); a line
// with a higher index is no line (so an engine cannot make the client keep unbounded lines).
inline constexpr int kMaxMultiPv = 256;

struct InfoLine {
    int multipv = 1;                // 1 when the line names none
    std::optional<int> depth;       // depth N
    std::optional<int> seldepth;    // seldepth N (N >= 0)
    std::optional<long long> cp;    // score cp N (at most one of cp and mate)
    std::optional<long long> mate;  // score mate N: full moves, signed
    bool lowerbound = false;        // the score is a bound (an aspiration window's fail)
    bool upperbound = false;
    std::optional<long long> nodes;     // nodes N (N >= 0)
    std::optional<long long> nps;       // nps N (N >= 0)
    std::optional<long long> time;      // time N, milliseconds (N >= 0)
    std::optional<long long> hashfull;  // hashfull N, per mille (N >= 0)
    std::vector<std::string> pv;        // the pv's moves, as written
    [[nodiscard]] bool scored() const { return cp || mate; }
    bool operator==(const InfoLine&) const = default;
};

// Reads an `info` line: nullopt when it is no info line, or its multipv is no number in
// 1..kMaxMultiPv. Any other number that is none (or out of its type's range) leaves its field unset;
// `string` ends the reading (the rest is free text), `pv` takes the rest of the line as moves;
// words it does not know (currmove, wdl, ...) are passed over with their numbers.
std::optional<InfoLine> read_info_line(std::string_view line);

// The line in UCI's order (`info multipv K depth D seldepth S score cp|mate N [lowerbound|upperbound]
// nodes N nps N time N hashfull N pv ...`), each field only when it is set; read_info_line reads it back as the same
// line.
std::string info_line_text(const InfoLine& line);

// What a GUI shows of a search: one line per MultiPV index, the latest of each, ordered by index.
// Only scored lines count (a depth or currmove line is no line of the table).
class InfoTable {
public:
    void take(const InfoLine& line);
    [[nodiscard]] const std::vector<InfoLine>& lines() const { return lines_; }
    // The line of index k, or nullptr.
    [[nodiscard]] const InfoLine* line(int k) const;

private:
    std::vector<InfoLine> lines_;
};

}  // namespace uici::engine
