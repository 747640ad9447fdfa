// A position: the board plus everything the rules and the notations need around it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <boost/unordered/unordered_flat_set.hpp>

#include "core/board/board.hpp"

namespace UICI_CORE_NS {

enum class WinCondition : std::uint8_t {
    Checkmate,
    RoyalCapture,
    AllRoyalsCaptured,
    AllPiecesCaptured,
    Koth,
    ThreeCheck,  // ICN's documentation has it; the site no longer knows it
};
std::string_view to_string(WinCondition w);
std::optional<WinCondition> win_condition_from_name(std::string_view name);

// Inclusive box; a missing side is unbounded.
struct Border {
    std::optional<Coord> left, right, bottom, top;
    [[nodiscard]] bool contains(SquareArg s) const {
        return (!left || s.x >= *left) && (!right || s.x <= *right) && (!bottom || s.y >= *bottom) &&
               (!top || s.y <= *top);
    }
    [[nodiscard]] bool any() const { return left || right || bottom || top; }
    friend bool operator==(const Border&, const Border&) = default;
};

// Q, R, B, N: what a player may promote to when the notation names no list.
const std::vector<PieceType>& default_promotions();

struct PlayerRules {
    std::vector<Coord> promotion_ranks;  // empty: this player never promotes
    // (A function, not a braced list: GCC 12 warns falsely about inline initializer lists here.)
    std::vector<PieceType> promotions = default_promotions();
    std::vector<WinCondition> win_conditions = {WinCondition::Checkmate};
    friend bool operator==(const PlayerRules&, const PlayerRules&) = default;
};

struct GameRules {
    // Whether the notation had a promotion section at all; "(|)" and no section both mean
    // "nobody promotes", but the writers reproduce what was there.
    bool promotion_section = false;
    std::array<PlayerRules, 2> player;  // indexed by index(Color): white, black
    Border border;
    std::optional<Coord> slide_limit;      // nothing = unlimited ("Infinity")
    std::optional<bool> cannot_pass_turn;  // a JSON option (PROTOCOL.md 1.3), kept for the writers
    // Other keys of the {...} JSON options block (PROTOCOL.md 1.3): key and raw JSON text, in order.
    std::vector<std::pair<std::string, std::string>> extra_options;

    [[nodiscard]] const PlayerRules& of(Color c) const { return player[index(c)]; }
    [[nodiscard]] PlayerRules& of(Color c) { return player[index(c)]; }
    [[nodiscard]] bool has(Color c, WinCondition w) const;
    friend bool operator==(const GameRules&, const GameRules&) = default;
};

// The square a double-pushing pawn passed over, and where that pawn stands now.
struct EnPassant {
    Square target;
    Square pawn;
    friend bool operator==(const EnPassant&, const EnPassant&) = default;
};

// "N/M": N halfmoves since the last capture or pawn move; the game is drawn when N reaches M.
struct MoveRule {
    std::int64_t counter = 0;
    std::int64_t limit = 0;
    friend bool operator==(const MoveRule&, const MoveRule&) = default;
};

using SquareSet = boost::unordered_flat_set<Square, SquareHash>;

struct Position {
    Board board;
    SquareSet special_rights;  // '+' marks: pawn double push, castling rights
    Color turn = Color::White;
    // The player whose move ends a full move. The site reads "w" as turn order w:b and "b" as
    // b:w, so a record that starts with black counts full moves after white's moves.
    Color last_in_turn_order = Color::Black;
    std::optional<EnPassant> en_passant;
    std::optional<MoveRule> move_rule;
    // The move rule exactly as written, when it was written with leading zeros (seed dialect
    // quirk kept for faithful conversion); cleared as soon as the counter changes.
    std::string move_rule_text;
    std::int64_t fullmove = 1;
    std::array<int, 2> checks_given{};  // for threecheck (docs/RULES.md section 6)
    GameRules rules;
    std::vector<std::pair<std::string, std::string>> metadata;  // ordered; a key appears once

    [[nodiscard]] bool has_right(SquareArg s) const { return special_rights.contains(s); }
    void set_metadata(const std::string& key, const std::string& value);
    [[nodiscard]] const std::string* metadata_value(const std::string& key) const;

    // Same game state: pieces, rights, side to move, en passant, counters and rules
    // (metadata excluded).
    friend bool same_state(const Position& a, const Position& b);
};

}  // namespace UICI_CORE_NS
