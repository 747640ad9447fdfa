#include "match/merge_games.hpp"

#include <algorithm>
#include <vector>

#include "match/game_writer.hpp"
#include "match/match_error.hpp"
#include "pgn/chess_game.hpp"
#include "pgn/pgn_reader.hpp"

namespace uici::match {

namespace {

// A game of a file as the reports must know it.
struct FileGame {
    int number = 0;
    std::string white, black, result;
    int plies = 0;
    std::string text;
};

std::string file_error(const std::string& path, const std::string& why) {
    return error_text(ErrorCode::bad_position, {token(path, "path"), token(why, "reason")});
}

std::string game_error(const std::string& path, std::string_view need, int game, const std::string& also = {}) {
    const std::string n = std::to_string(game);
    if (also.empty())
        return error_text(ErrorCode::bad_argument,
                          {token(path), word("for", "match"), word("need", need), number("game", n)});
    return error_text(ErrorCode::bad_argument,
                      {token(path), word("for", "match"), word("need", need), number("game", n), token(also, "also")});
}

// The games of an -out file: each must stand as -recover judges it (game_writer.hpp).
std::optional<std::string> icn_games(const std::string& path, const std::string& text, int games_per_round,
                                     int max_moves, std::vector<FileGame>& out) {
    RecoveredGames found;
    if (auto err = read_finished_games(text, games_per_round, max_moves, found)) return file_error(path, *err);
    if (found.cut) return file_error(path, "its last game is cut off: rerun its shard with -recover");
    if (!found.short_of_end.empty())
        return file_error(path, "game " + std::to_string(found.short_of_end.front()) +
                                    " does not reach its stated end: rerun its shard with -recover");
    if (!found.twice.empty()) return game_error(path, "disjoint_shards", found.twice.front(), path);
    for (const auto& [k, g] : found.games)
        out.push_back({k, g.white, g.black, g.result, g.plies, text.substr(g.begin, g.size)});
    return std::nullopt;
}

// The games of a -pgnout file (pgn_output.hpp): a game starts at a tag line after a line that is
// no tag; each must read and play, and end in its result.
std::optional<std::string> pgn_games(const std::string& path, const std::string& text, int games_per_round,
                                     std::vector<FileGame>& out) {
    std::vector<std::size_t> starts;
    bool in_tags = false;
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        const std::string_view line = std::string_view(text).substr(pos, eol - pos);
        const bool blank = line.find_first_not_of(" \t\r") == std::string_view::npos;
        if (!line.empty() && line[0] == '[') {
            if (!in_tags) starts.push_back(pos);
            in_tags = true;
        } else if (!blank) {
            if (starts.empty()) return file_error(path, "text before the first game's tags");
            in_tags = false;
        }
        pos = eol + 1;
    }
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : text.size();
        std::string block = text.substr(starts[i], end - starts[i]);
        block.erase(block.find_last_not_of(" \t\r\n") + 1);
        const std::string which = "game " + std::to_string(i + 1) + " of the file";
        auto games = pgn::read_pgn(block);
        if (!games || games->size() != 1) return file_error(path, which + " does not read as PGN");
        const pgn::PgnGame& g = games->front();
        const std::string* result = pgn::tag_value(g.tags, "Result");
        if (!result || g.termination != *result)
            return file_error(path, which + (i + 1 == starts.size() ? " is cut off: rerun its shard with -recover"
                                                                    : " does not end in its result"));
        if (auto played = pgn::play_pgn(g, i + 1); !played)
            return file_error(path, which + ": " + played.error().message);
        const std::string* round = pgn::tag_value(g.tags, "Round");
        const int number = round ? game_number(*round, games_per_round) : 0;
        if (number <= 0) return file_error(path, which + " has no Round of this match");
        const std::string* white = pgn::tag_value(g.tags, "White");
        const std::string* black = pgn::tag_value(g.tags, "Black");
        FileGame f{number,        white ? *white : "", black ? *black : "", *result, static_cast<int>(g.sans.size()),
                   block + "\n\n"};
        if (std::any_of(out.begin(), out.end(), [&](const FileGame& o) { return o.number == number; }))
            return game_error(path, "disjoint_shards", number, path);
        out.push_back(std::move(f));
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> read_game_file(const std::string& path, const std::string& text, bool pgn,
                                          const ReportFacts& merged, JoinedGames& games) {
    const int per_round =
        static_cast<int>(merged.pairings.size()) *
        (merged.config.contains("games_per_round") && merged.config["games_per_round"].is_number_integer()
             ? merged.config["games_per_round"].get<int>()
             : 1);
    int max_moves = 0;
    if (const auto& adj = merged.config.value("adjudication", nlohmann::ordered_json());
        adj.is_object() && adj.contains("maxmoves") && adj["maxmoves"].is_number_integer())
        max_moves = adj["maxmoves"].get<int>();
    std::vector<FileGame> found;
    if (auto err = pgn ? pgn_games(path, text, per_round, found) : icn_games(path, text, per_round, max_moves, found))
        return err;
    for (FileGame& g : found) {
        if (const auto it = games.file.find(g.number); it != games.file.end())
            return game_error(path, "disjoint_shards", g.number, it->second);
        const auto r = std::lower_bound(merged.games.begin(), merged.games.end(), g.number,
                                        [](const GameResult& a, int n) { return a.number < n; });
        if (r == merged.games.end() || r->number != g.number) return game_error(path, "reported_game", g.number);
        const auto name = [&](int e) { return merged.names[static_cast<std::size_t>(e)]; };
        if (g.white != name(r->white) || g.black != name(r->black) || g.result != r->result || g.plies != r->plies)
            return game_error(path, "same_game", g.number);
        games.file[g.number] = path;
        games.text[g.number] = std::move(g.text);
    }
    return std::nullopt;
}

std::optional<std::string> missing_game(const JoinedGames& games, const std::map<int, std::string>& owner) {
    for (const auto& [k, report] : owner)
        if (!games.text.contains(k)) return game_error(report, "game_file", k);
    return std::nullopt;
}

std::string joined_text(const JoinedGames& games) {
    std::string out;
    for (const auto& [k, text] : games.text) out += text;
    return out;
}

}  // namespace uici::match
