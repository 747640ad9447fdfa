#include "match/game_writer.hpp"

#include <algorithm>
#include <charconv>

#include "core/notation/icn.hpp"
#include "match/game_text.hpp"
#include "match/wide_game.hpp"

namespace uici::match {

namespace {

// Metadata values must read back unchanged: characters ICN cannot carry become '?'.
std::string tag_value(std::string v) {
    for (char& c : v)
        if (c == ']' || (static_cast<unsigned char>(c) < 0x20 && c != '\t')) c = '?';
    return v;
}

void tag(std::string& out, std::string_view key, const std::string& value) {
    if (value.empty()) return;
    append_metadata_entry(out, key, tag_value(value));
    out += '\n';
}

}  // namespace

std::string write_game(const GameTags& t, const GameRecord& rec) {
    const int round = (t.game - 1) / t.games_per_round + 1;
    std::string round_text = std::to_string(round);
    if (t.games_per_round > 1) {
        // Appended piece by piece (gcc 12 -Wrestrict false positive on "." + std::string&&).
        round_text += '.';
        round_text += std::to_string((t.game - 1) % t.games_per_round + 1);
    }
    std::string out;
    tag(out, "Event", "uici match");
    tag(out, "Site", t.site);
    tag(out, "Date", t.date);
    tag(out, "Round", round_text);
    tag(out, "White", t.white);
    tag(out, "Black", t.black);
    tag(out, "Result", rec.result);
    tag(out, "Termination", rec.termination);
    tag(out, "TerminationDetail", rec.detail);
    tag(out, "TimeControl", t.time_control);
    tag(out, "Variant", t.variant);
    out += rec.body;
    out += "\n\n";
    return out;
}

// In files written before rounds were, "R" is the game's number too.
int game_number(const std::string& round_text, int games_per_round) {
    const char* const end = round_text.data() + round_text.size();
    int round = 0;
    auto r = std::from_chars(round_text.data(), end, round);
    if (r.ec != std::errc() || round <= 0) return 0;
    if (r.ptr == end) return round;
    int game = 0;
    if (*r.ptr != '.') return 0;
    r = std::from_chars(r.ptr + 1, end, game);
    if (r.ec != std::errc() || r.ptr != end || game <= 0 || game > games_per_round) return 0;
    return (round - 1) * games_per_round + game;
}

namespace {

// Whether the moves reach the end the tags state: the rules' own end, brought about by the
// last move, or (a fault, an adjudication, -maxmoves) a game its moves leave going on.
bool reaches_end(const WrittenGame& g, const std::string& termination, const std::string& result, int max_moves) {
    if (!g.legal) return false;
    if (termination == kMaxMoves && max_moves > 0 && g.moves != 2 * static_cast<std::size_t>(max_moves)) return false;
    if (runner_termination(termination)) return g.end_reason.empty();
    return !g.end_reason.empty() && g.end_reason == termination && g.end_result == result;
}

}  // namespace

std::optional<std::string> read_finished_games(const std::string& text, int games_per_round, int max_moves,
                                               RecoveredGames& out) {
    std::size_t pos = 0;
    int block = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find("\n\n", pos);
        // A last game without its empty line was cut off while being written: it is dropped.
        if (end == std::string::npos) {
            out.cut = text.find_first_not_of(" \t\r\n", pos) != std::string::npos;
            break;
        }
        const std::string chunk = text.substr(pos, end - pos);
        pos = end + 2;
        if (chunk.find_first_not_of(" \t\r\n") == std::string::npos) continue;
        ++block;
        auto game = read_written_game(chunk);
        if (!game && game.error().code == kNeedsWide) game = wide::match::read_written_game(chunk);
        if (!game) {
            // The last block: cut while being written, whatever followed the cut.
            if (text.find_first_not_of(" \t\r\n", pos) == std::string::npos) {
                out.cut = true;
                break;
            }
            return "game " + std::to_string(block) + " of the output does not read: " + game.error().message;
        }
        auto get = [&](std::string_view k) {
            for (const auto& [key, value] : game->metadata)
                if (key == k) return value;
            return std::string();
        };
        const int number = game_number(get("Round"), games_per_round);
        if (number <= 0) return "game " + std::to_string(block) + " of the output has no Round of this match";
        FinishedGame g{get("White"),
                       get("Black"),
                       get("Result"),
                       get("Termination"),
                       get("TerminationDetail"),
                       static_cast<int>(game->moves),
                       end - chunk.size(),
                       chunk.size() + 2};
        if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2")
            return "game " + std::to_string(block) + " of the output has no result";
        if (!reaches_end(*game, get("Termination"), g.result, max_moves)) {
            out.short_of_end.push_back(number);
            continue;
        }
        if (out.games.contains(number)) out.twice.push_back(number);
        out.games[number] = g;
        out.kept.append(text, g.begin, g.size);
    }
    return std::nullopt;
}

}  // namespace uici::match
