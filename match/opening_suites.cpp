#include "match/opening_suites.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "core/game/game.hpp"
#include "pgn/chess_board.hpp"
#include "pgn/chess_game.hpp"
#include "pgn/pgn_reader.hpp"

namespace uici::match {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

// The next blank-separated word of `s`, taken off it.
std::string_view next_word(std::string_view& s) {
    s = trim(s);
    std::size_t end = 0;
    while (end < s.size() && !blank(s[end])) ++end;
    const std::string_view w = s.substr(0, end);
    s.remove_prefix(end);
    return w;
}

bool counter(std::string_view w) {
    std::int64_t v = 0;
    const auto r = std::from_chars(w.data(), w.data() + w.size(), v);
    return r.ec == std::errc() && r.ptr == w.data() + w.size() && v >= 0;
}

// The position `start` after the first `plies` (-1: all) of `moves`, as an opening; why not when a
// move is refused or the game is already over there.
std::optional<std::string> opening_after(const Position& start, const std::vector<Move>& moves, int plies,
                                         Opening& out) {
    Game game(start);
    const std::size_t n = plies < 0 ? moves.size() : std::min(moves.size(), static_cast<std::size_t>(plies));
    for (std::size_t i = 0; i < n; ++i)
        if (Reason r = game.play(moves[i]); r != Reason::legal)
            return "move " + std::to_string(i + 1) + " is illegal (" + std::string(reason_code(r)) + ")";
    if (game.status().outcome != Status::Outcome::ongoing) return "the game is already over";
    out.position = game.position();
    // The turn order as ICN (the record, -recover, infinitechess.org) reads a black move: "b" is
    // b:w. The counters stay as written: a UCI engine is given this FEN (core's to_fen) exactly.
    if (out.position->turn == Color::Black) out.position->last_in_turn_order = Color::White;
    // Chess on its 8x8 board: the record's Variant (openings.hpp).
    out.variant = "Chess";
    return std::nullopt;
}

// The line numbers (1-based) on which the games of a PGN text start: the first line that is not
// empty, then a tag line after a line that is no tag (a game's tag section), so that an error can
// name the line of its game.
std::vector<int> game_lines(std::string_view text) {
    std::vector<int> out;
    bool in_tags = false;
    int line = 0;
    for (std::size_t pos = 0; pos <= text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view l = trim(text.substr(pos, end - pos));
        ++line;
        if (!l.empty()) {
            const bool tag = l.front() == '[';
            if (out.empty() || (tag && !in_tags)) out.push_back(line);
            in_tags = tag;
        }
        pos = end + 1;
    }
    return out;
}

std::optional<SuiteError> read_pgn_suite(std::string_view text, int plies, std::vector<Opening>& out) {
    const std::vector<int> lines = game_lines(text);
    // Games without tags of their own (two on a line) are named by the last tag section before them.
    auto line_of = [&](std::size_t game) { return lines.empty() ? 0 : lines[std::min(game, lines.size()) - 1]; };
    auto games = pgn::read_pgn(text);
    if (!games) {
        const auto& e = games.error();
        // An error of no game in particular (a size limit) is the first game's.
        const std::size_t game = std::max<std::size_t>(e.game, 1);
        return SuiteError{line_of(game), static_cast<int>(game), e.message};
    }
    for (std::size_t i = 0; i < games->size(); ++i) {
        const std::size_t number = i + 1;
        auto game = pgn::play_pgn((*games)[i], number);
        if (!game) {
            const auto& e = game.error();
            std::string why = e.message;
            if (e.ply) why = "ply " + std::to_string(e.ply) + " \"" + e.san + "\" " + why;
            return SuiteError{line_of(number), static_cast<int>(number), why};
        }
        Opening op;
        op.index = static_cast<int>(number);
        if (auto why = opening_after(game->start, game->moves, plies, op))
            return SuiteError{line_of(number), static_cast<int>(number), *why};
        // The text: the start's FEN when it is not chess's start, then the moves played.
        const std::size_t n =
            plies < 0 ? game->sans.size() : std::min(game->sans.size(), static_cast<std::size_t>(plies));
        if (pgn::tag_value(game->tags, "FEN")) op.text = "[FEN \"" + game->fens.front() + "\"]";
        for (std::size_t m = 0; m < n; ++m) {
            if (!op.text.empty()) op.text += ' ';
            // The move number before a white move, and before a first move of black ("1...").
            const std::size_t ply = m + (game->start.turn == Color::Black ? 1 : 0);
            const std::int64_t full = game->start.fullmove + static_cast<std::int64_t>(ply / 2);
            if (ply % 2 == 0) op.text += std::to_string(full) + ". ";
            else if (m == 0) op.text += std::to_string(full) + "... ";
            op.text += game->sans[m];
        }
        out.push_back(std::move(op));
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> read_epd_line(std::string_view line, Opening& out) {
    std::string_view rest = line;
    std::string fen;
    for (int i = 0; i < 4; ++i) {
        const std::string_view w = next_word(rest);
        if (w.empty()) return "fewer than four fields";
        if (i > 0) fen += ' ';
        fen += w;
    }
    // A FEN's counters (the ';' some suites put after them is no part of them), or EPD operations.
    std::string_view half = "0", full = "1";
    std::string_view probe = rest;
    const std::string_view a = next_word(probe);
    std::string_view b = next_word(probe);
    if (!b.empty() && b.back() == ';') b.remove_suffix(1);
    if (counter(a) && counter(b) && trim(probe).find_first_not_of(';') == std::string_view::npos) {
        half = a;
        full = b;
        rest = {};
    }
    while (!trim(rest).empty()) {
        const std::size_t semi = rest.find(';');
        if (semi == std::string_view::npos) return "an operation without its ';'";
        std::string_view op = rest.substr(0, semi);
        rest.remove_prefix(semi + 1);
        const std::string_view code = next_word(op);
        if (code != "hmvc" && code != "fmvn") continue;
        const std::string_view value = next_word(op);
        if (!counter(value) || !trim(op).empty()) return std::string(code) + " without a count";
        (code == "hmvc" ? half : full) = value;
    }
    fen += ' ';
    fen += half;
    fen += ' ';
    fen += full;
    auto start = pgn::read_fen(fen);
    if (!start) return start.error().message;
    return opening_after(*start, {}, 0, out);
}

std::optional<SuiteError> read_suite(SuiteFormat format, std::string_view text, int plies, std::vector<Opening>& out) {
    if (format == SuiteFormat::pgn) return read_pgn_suite(text, plies, out);
    int line_number = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = trim(text.substr(pos, end - pos));
        pos = end + 1;
        ++line_number;
        if (line.empty() || line.front() == '#') continue;
        Opening op;
        op.index = static_cast<int>(out.size()) + 1;
        op.text = std::string(line);
        if (auto why = read_epd_line(line, op)) return SuiteError{line_number, 0, *why};
        out.push_back(std::move(op));
    }
    return std::nullopt;
}

}  // namespace uici::match
