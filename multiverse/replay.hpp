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
    std::string warning;         // what the text claims and the state does not bear out
};

struct ReplayOptions {
    bool strict = false;  // refuse '>>' on a jump that does not branch
};

struct Replayed {
    Multiverse start;
    Multiverse state;
    std::string variant;                        // the Board name, or "custom"
    GameNode game;                              // the tree with every implicit part written out (boards, x, =Q)
    std::vector<std::vector<MoveFacts>> facts;  // per action, per move
    bool last_action_submitted = true;
};

// The starting multiverse a tree describes (Board/Variant, Size, 5DFEN lines).
Result<Multiverse> starting_multiverse(const GameNode& game, std::string* variant = nullptr);
Result<Replayed> replay(const GameNode& game, ReplayOptions options = {});

}  // namespace uici::multiverse
