// Whether the player to move has a legal turn: a set of moves, at most one from each of their
// playable boards, after which the present has passed to the opponent and none of the mover's
// royal pieces can be captured. Mate and stalemate are said only when a complete search found no
// such turn; a search that runs out of nodes says `unknown`.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "multiverse/replay.hpp"
#include "multiverse/resolve.hpp"
#include "multiverse/state.hpp"

namespace uici::multiverse {

enum class Verdict { ongoing, checkmate, stalemate, unknown };
std::string_view verdict_name(Verdict v);

inline constexpr std::uint64_t kDefaultSearchNodes = 200'000;

struct TurnSearch {
    Verdict verdict = Verdict::unknown;
    bool in_check = false;              // as in_check_now: passing on the present would lose a royal piece
    std::uint64_t nodes = 0;            // partial turns looked at
    std::vector<ResolvedMove> witness;  // a legal turn, in the order played, when ongoing
    bool stopped = false;               // `stop` ended the search (the verdict is then unknown)
};

// `budget` bounds the partial turns looked at. `promotion` is the piece pawns become. `stop`, when
// given, is polled at every node: once it is set, the search ends with `unknown` and `stopped`.
TurnSearch search_turn(const Multiverse& mv, Kind promotion, std::uint64_t budget = kDefaultSearchNodes,
                       const std::atomic<bool>* stop = nullptr);
// The state a replayed game ends in: the player to move, or the rest of a turn not yet submitted.
TurnSearch game_status(const Replayed& game, std::uint64_t budget = kDefaultSearchNodes,
                       const std::atomic<bool>* stop = nullptr);
// The moves as 5dpgn text that the reader takes back: `(LT)` and full squares on every move, the
// piece letter (P for pawns), `>`/`>>` on jumps, `x` on captures, `=X` on promotions, O-O/O-O-O.
// `mv` is the state the moves start from.
std::string moves_text(const Multiverse& mv, const std::vector<ResolvedMove>& moves);

}  // namespace uici::multiverse
