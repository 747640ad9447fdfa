// `uici match`'s readers of outside text, for fuzzing (target match_inputs): the opening suites
// (EPD, PGN), the reports and the game files `uici match merge` reads, and the moves' comments of
// a game file made into PGN. The first byte picks the reader ('e' EPD, 'p' PGN, 'r' a report, 'i'
// an ICN game file, 'g' a PGN game file, 'c' a move's comment, else all six); the rest is the text.
// Invariants: no crash, no hang; a bad suite names a line within the text (PGN: or only its
// game) and says why; every opening read is a position whose FEN, read again as an EPD line,
// gives the same FEN (the en passant square, castling rights and counters survive exactly); a
// report that reads is written again by report_json and reads back to the same games; a game
// file (its games read, replayed and numbered before any is looked up in a report) is refused
// in one line of the error grammar unless it holds no game; a comment's PGN form (any fields)
// holds no brace the comment did not.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation/uci_map.hpp"
#include "match/merge.hpp"
#include "match/merge_games.hpp"
#include "match/move_comment.hpp"
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

// A game file checked against a report of a 2-engine match ("A", "B", two games a round) without
// games: every game of the file is read and replayed, then refused as no report's.
inline std::string check_game_file(std::string_view text, bool pgn) {
    match::ReportFacts facts;
    const std::string report =
        R"({"format":"uici-match-report","version":1,"config":{"engines":[{"name":"A"},{"name":"B"}],)"
        R"("tournament":"roundrobin","seeds":1,"rounds":64,"games_per_round":2,"repeat":true,"sprt":null,)"
        R"("adjudication":{"maxmoves":0}},"total_games":128,"games":[]})";
    if (match::read_report(report, facts)) return "the fuzz target's report does not read";
    match::JoinedGames joined;
    const std::string path = pgn ? "g.pgn" : "g.icn";
    const auto err = match::read_game_file(path, std::string(text), pgn, facts, joined);
    if (!err) return joined.text.empty() ? "" : "a game no report holds was taken";
    if (!err->starts_with("error ") || err->find('\n') != std::string::npos) return "an error off the grammar: " + *err;
    return "";
}

inline std::string check_move_comment(std::string_view text) {
    const auto count = [](std::string_view s, std::string_view what) {
        std::size_t n = 0;
        for (std::size_t at = s.find(what); at != std::string_view::npos; at = s.find(what, at + 1)) ++n;
        return n;
    };
    for (const match::PgnFields f : {match::PgnFields{}, match::PgnFields{false, false, false, false}}) {
        const std::string out = match::pgn_comment(text, f);
        if (count(out, "}") > count(text, "}") || count(out, "{") > count(text, "{")) return "a brace was added";
    }
    return "";
}

inline std::string check_match_inputs(std::string_view data) {
    if (data.empty()) return "";
    const char pick = data.front();
    const std::string_view text = data.substr(1);
    if (pick == 'e') return check_suite(match::SuiteFormat::epd, text);
    if (pick == 'p') return check_suite(match::SuiteFormat::pgn, text);
    if (pick == 'r') return check_report(text);
    if (pick == 'i' || pick == 'g') return check_game_file(text, pick == 'g');
    if (pick == 'c') return check_move_comment(text);
    if (auto broken = check_move_comment(text); !broken.empty()) return broken;
    if (auto broken = check_game_file(text, false); !broken.empty()) return broken;
    if (auto broken = check_game_file(text, true); !broken.empty()) return broken;
    if (auto broken = check_suite(match::SuiteFormat::epd, text); !broken.empty()) return broken;
    if (auto broken = check_suite(match::SuiteFormat::pgn, text); !broken.empty()) return broken;
    return check_report(text);
}

}  // namespace uici::fuzz
