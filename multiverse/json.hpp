// JSON views: the syntax tree of a 5dpgn file, and a replayed game with its boards and hashes.
#pragma once

#include <nlohmann/json.hpp>

#include "multiverse/ast.hpp"
#include "multiverse/replay.hpp"

namespace uici::multiverse {

nlohmann::ordered_json tree_json(const GameNode& game);
nlohmann::ordered_json move_json(const MoveNode& m);
// Variant, size, the whole-state md5 as "hash", every board's 5DFEN and md5, and what each move did.
nlohmann::ordered_json replay_json(const Replayed& r);
// All boards as 5DFEN lines, timelines then time ascending.
std::string state_fen(const Multiverse& mv);

}  // namespace uici::multiverse
