// Replaying a 5dpgn tree on the multiverse: the starting boards from the Board tag (or 5DFEN),
// then every move checked against the state and applied.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "multiverse/ast.hpp"
#include "multiverse/state.hpp"

namespace uici::multiverse {

// What one move did, as the replay found it.
struct MoveFacts {
    int l = 0, t2 = 0;                // the board it started on
    std::optional<int> new_timeline;  // index of the timeline it created
    bool captured = false;
    bool present_moved = false;  // the present went back in time
    int present_after = 0;       // t2 of the present after the move
};

// A mark the text writes ('>>', '~', (>Lx), (~Tx)) that the state does not bear out. The marks are
// for human readers (the notation says they "should match" the state): the game is read from
// the state, and a mark that disagrees is reported, not refused, unless in strict mode.
struct Warning {
    int line = 0, column = 0;  // where the move starts
    std::string move;          // the move as written
    std::string message;
};

struct ReplayOptions {
    bool strict = false;  // refuse a mark that disagrees with the state instead of warning
};

struct Replayed {
    Multiverse start;
    Multiverse state;
    std::string variant;                        // the Board name, or "custom"
    GameNode game;                              // the tree with every implicit part written out (boards, x, =Q)
    std::vector<std::vector<MoveFacts>> facts;  // per action, per move
    std::vector<Warning> warnings;              // in the order of the moves
    bool last_action_submitted = true;
};

// The starting multiverse a tree describes (Board/Variant, Size, 5DFEN lines).
Result<Multiverse> starting_multiverse(const GameNode& game, std::string* variant = nullptr);
Result<Replayed> replay(const GameNode& game, ReplayOptions options = {});

}  // namespace uici::multiverse
