// A game: start position, the moves played, and the site's verdict on the current position.
//
// status() tests, in the site's order (wincondition.getGameConclusion): all pieces captured,
// royal captured, all royals captured, king of the hill, then threecheck (docs/RULES.md section 6: the
// player with that win condition who has given three checks wins; checks are counted in
// Position::checks_given, only in games where a player has threecheck), repetition,
// checkmate/stalemate, the move rule (counter >= limit: the site's == plus moves played past
// the draw), insufficient material (core/rules/insufficient_material.hpp, under the site's
// conditions: both players win by checkmate alone, the last move was a capture or promotion
// or there is none yet). Repetition is the site's threefold rule: the placement and en
// passant state (square and pawn) as a hash, with the same side to move, searched back to
// the last pawn move, capture or lost castling right.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/unordered/unordered_flat_map.hpp>

#include "core/game/history.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/rules.hpp"

namespace UICI_CORE_NS {

struct Status {
    enum class Outcome : std::uint8_t { ongoing, white_wins, black_wins, draw };
    Outcome outcome = Outcome::ongoing;
    // "", "checkmate", "stalemate", "royal_captured", "all_royals_captured",
    // "all_pieces_captured", "koth", "threecheck", "move_rule", "repetition",
    // "insufficient_material"
    std::string_view reason;
    [[nodiscard]] bool decisive() const { return outcome == Outcome::white_wins || outcome == Outcome::black_wins; }
    friend bool operator==(const Status&, const Status&) = default;
};

struct LastMove;  // core/game/status.hpp

// What a Game keeps of its start position: all of it, or everything but its pieces and special
// rights, for a caller that keeps the start's pieces itself (a converter writes them from the
// list it read): one copy fewer of a large board. start() then has an empty board.
enum class StartCopy : bool { whole, without_pieces };

class Game {
public:
    // Applies the site's silent switch from checkmate to royal capture (more than 6 royals or
    // more than 50,000 pieces at the start) to the rules of both positions, as the site does
    // to its one set of rules (its ICN output then says royalcapture too).
    // check_facts false: whether a move gives check (its record's check and mate) is worked out
    // only where the rules ask it, a player winning by checkmate; elsewhere it reads false. It
    // costs an attack test of every royal of the side to move after each move, and a converter
    // that writes no check marks has no use for it.
    explicit Game(Position start, bool check_facts = true, StartCopy keep = StartCopy::whole);

    [[nodiscard]] const Position& start() const { return start_; }
    [[nodiscard]] const Position& position() const { return pos_; }
    // The current position moved out, for a caller done with the game (no copy of its board).
    [[nodiscard]] Position into_position() && { return std::move(pos_); }
    [[nodiscard]] History history() const { return History(records_); }

    // check_move, plus game_over once the game has ended decisively (checkmate, a capture
    // win, koth, threecheck). Moves past a draw by repetition, move rule or insufficient
    // material stay allowed.
    [[nodiscard]] Reason check(const Move& m) const;
    // Plays the move when check() allows it, else changes nothing.
    Reason play(const Move& m);
    // Room for `moves` more moves, so that replaying a long game neither reallocates nor
    // rehashes along the way.
    void reserve(std::size_t moves);
    // Takes back the last move; false when there is none.
    bool undo();
    // The verdict on the current position, tested in the site's order.
    [[nodiscard]] Status status() const;

private:
    // check() that hands back the plan, so play() plans each move once.
    [[nodiscard]] Reason check(const Move& m, MovePlan& plan) const;
    // Whether the side to move is in check, when the last move's facts say (not at the start).
    [[nodiscard]] InCheckNow in_check_now() const;
    [[nodiscard]] std::uint64_t repetition_key() const;
    [[nodiscard]] std::optional<LastMove> last_move() const;
    mutable std::optional<bool> decided_;  // cache of decided() for check()
    [[nodiscard]] bool repeated_three_times() const;

    Position start_;
    Position pos_;
    bool checks_known_ = true;         // each move's check is worked out (the constructor says when)
    std::vector<MoveRecord> records_;  // one per move played
    std::vector<std::uint64_t> keys_;  // repetition key before each move, then of the current position
    std::vector<bool> resets_;         // per move: the backward repetition search stops at it
    // How often each (placement, side to move) occurred in a stretch of positions between two
    // moves that reset the search, so a repetition test is one lookup whatever the game's
    // length. Counted lazily: a window counts keys_ from its stretch's first position up to
    // `counted` and catches up only when asked (a position in check, or a status), so replaying
    // a long game costs no hashing.
    struct Window {
        boost::unordered_flat_map<std::uint64_t, int> count;
        std::size_t counted = 0;  // starts at the index of the stretch's first position
    };
    mutable std::vector<Window> windows_;
    [[nodiscard]] std::uint64_t salted_key(std::size_t i) const;
    mutable std::optional<Status> status_;
};

// The site's checkmate -> royalcapture switch for a start position: true when it applies.
bool checkmate_incompatible(const Position& start);
// The win conditions with checkmate replaced by royal capture, as the site does then.
void switch_checkmate_to_royal_capture(GameRules& rules);

}  // namespace UICI_CORE_NS
