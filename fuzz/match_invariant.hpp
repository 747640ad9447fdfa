// `uici match`'s readers of outside text, for fuzzing (target match_inputs): the opening suites
// (EPD, PGN) and the reports `uici match merge` reads. The first byte picks the reader ('e' EPD,
// 'p' PGN, 'r' a report, else all three); the rest is the text.
// Invariants: no crash, no hang; a bad suite names a line within the text (PGN: or only its
// game) and says why; every opening read is a position whose FEN, read again as an EPD line,
// gives the same FEN (the en passant square, castling rights and counters survive exactly); a
// report that reads is written again by report_json and reads back to the same games.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation/uci_map.hpp"
#include "match/merge.hpp"
#include "match/opening_suites.hpp"

namespace uici::fuzz {

inline std::string check_suite(match::SuiteFormat format, std::string_view text) {
    std::vector<match::Opening> out;
    const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    if (auto e = match::read_suite(format, text, 4, out)) {
        if (e->reason.empty()) return "an error without a reason";
        if (e->line < 0 || e->line > lines) return "an error on a line past the text";
        if (e->line == 0 && (format == match::SuiteFormat::epd || e->game == 0)) return "an error without its line";
        return "";
    }
    for (const auto& op : out) {
        if (!op.position) return "an opening without a position";
        const std::string fen = to_fen(*op.position);
        match::Opening again;
        if (auto why = match::read_epd_line(fen, again)) return "a suite's position does not read again: " + *why;
        if (to_fen(*again.position) != fen) return "a suite's position changed on reading again: " + fen;
    }
    return "";
}

inline std::string check_report(std::string_view text) {
    match::ReportFacts facts;
    if (auto why = match::read_report(text, facts)) return why->empty() ? "an error without a reason" : "";
    const std::string written =
        match::report_json(facts).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    match::ReportFacts again;
    if (auto why = match::read_report(written, again)) return "a written report does not read back: " + *why;
    if (again.games.size() != facts.games.size()) return "a written report lost games";
    for (std::size_t k = 0; k < facts.games.size(); ++k) {
        const auto& a = facts.games[k];
        const auto& b = again.games[k];
        if (a.number != b.number || a.white != b.white || a.black != b.black || a.result != b.result ||
            a.plies != b.plies)
            return "a written report changed game " + std::to_string(a.number);
    }
    if (match::result_text(facts) != match::result_text(again)) return "a written report changed the result";
    return "";
}

inline std::string check_match_inputs(std::string_view data) {
    if (data.empty()) return "";
    const char pick = data.front();
    const std::string_view text = data.substr(1);
    if (pick == 'e') return check_suite(match::SuiteFormat::epd, text);
    if (pick == 'p') return check_suite(match::SuiteFormat::pgn, text);
    if (pick == 'r') return check_report(text);
    if (auto broken = check_suite(match::SuiteFormat::epd, text); !broken.empty()) return broken;
    if (auto broken = check_suite(match::SuiteFormat::pgn, text); !broken.empty()) return broken;
    return check_report(text);
}

}  // namespace uici::fuzz
