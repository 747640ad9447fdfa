// The game the board page shows: one core Game, who plays each side, the clocks, a resignation,
// and the answers the page's messages get (gui/messages.hpp reads them). No I/O and no clock of
// its own: every call that needs the time is given it, so the tests and the fuzz target drive it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game/game.hpp"

namespace uici::gui {

using Json = nlohmann::ordered_json;

// Who moves a side: a person at the page, or engine N of the server's list.
struct Player {
    std::optional<int> engine;  // nothing: human
    friend bool operator==(const Player&, const Player&) = default;
};

// What an engine is told to search under when no clock bounds it.
struct EngineLimit {
    std::int64_t movetime_ms = 1000;
    std::optional<std::int64_t> nodes;
    std::optional<int> depth;
};

struct TimeControl {
    std::int64_t base_ms = 0;
    std::int64_t inc_ms = 0;
};

// How a game ended that core's status does not know: a resignation, a flag, an engine's fault.
struct Ending {
    Status::Outcome outcome = Status::Outcome::ongoing;
    std::string reason;  // "resignation", "time", "engine_fault"
};

class GameRoom {
public:
    GameRoom();
    // A new game from `start` (its moves already checked by the caller), clocks full.
    void reset(Game game, Player white, Player black, std::optional<TimeControl> tc, EngineLimit limit,
               std::int64_t now_ms);
    // Who plays each side from now on, the game going on.
    void set_players(Player white, Player black, EngineLimit limit);
    [[nodiscard]] const Game& game() const { return game_; }
    // The number of changes so far: an engine's answer for an older generation is dropped.
    [[nodiscard]] std::uint64_t generation() const { return generation_; }
    [[nodiscard]] const Player& player(Color c) const { return players_[c == Color::White ? 0 : 1]; }
    [[nodiscard]] const EngineLimit& limit() const { return limit_; }
    [[nodiscard]] const std::optional<TimeControl>& time_control() const { return tc_; }
    // The side to move's engine, when the game goes on and an engine is to move.
    [[nodiscard]] std::optional<int> engine_to_move() const;
    // The game's verdict: a resignation, flag or fault first, else core's status.
    [[nodiscard]] Ending ending() const;
    [[nodiscard]] bool over() const { return ending().outcome != Status::Outcome::ongoing; }

    // Plays `m` for the side to move; the rules' reason when refused (nothing changes then).
    // A flag that fell before the move ends the game instead ("time").
    Reason play(const Move& m, std::int64_t now_ms);
    // Takes back `plies` moves (all or nothing); false when fewer were played.
    bool undo(std::size_t plies, std::int64_t now_ms);
    void resign(Color c);
    // An engine's failure on its move: it loses.
    void forfeit(Color c, std::string why);
    // Ends the game when the side to move's clock has run out; true when that happened now.
    bool tick(std::int64_t now_ms);
    // Each side's time left at `now_ms` (the mover's clock running), or nothing without a clock.
    [[nodiscard]] std::optional<std::pair<std::int64_t, std::int64_t>> clocks(std::int64_t now_ms) const;

    // The page's picture of the game: the position after `ply` moves (all of them when nothing),
    // its pieces, rules, last move, checks, clocks, players and the ending.
    [[nodiscard]] Json state(std::int64_t now_ms, std::optional<std::size_t> ply = std::nullopt) const;
    // The legal targets of the piece on `from`: finite moves (with their promotions) and
    // slides as rays, never expanded.
    [[nodiscard]] Json targets(const Square& from) const;
    // The game as ICN, with a [%clk H:MM:SS.s] comment after each move when clocks ran.
    [[nodiscard]] std::string export_icn() const;

private:
    void changed() { ++generation_; }
    Game game_;
    Player players_[2];
    std::optional<TimeControl> tc_;
    EngineLimit limit_;
    std::int64_t left_ms_[2] = {0, 0};
    std::int64_t turn_started_ms_ = 0;
    std::vector<std::int64_t> clk_after_;                   // the mover's time left after each move
    std::vector<std::array<std::int64_t, 2>> left_before_;  // both clocks before each move (undo)
    std::optional<Ending> ended_;                           // resignation, flag, engine fault
    std::uint64_t generation_ = 0;
};

// "H:MM:SS.s" as the site's [%clk] comments write a time.
std::string clock_text(std::int64_t ms);

}  // namespace uici::gui
