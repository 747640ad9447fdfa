// Which games a match plays, in which order (docs/MATCH.md "Tournaments"): the pairings of its
// engines (two engines, a round robin, or a gauntlet of seeds against the rest), and for game k
// its pairing, colours, round and opening. A round is one opening played by every pairing,
// `-games` times each (the pair with colours swapped under -repeat), so every pairing meets the
// same openings. Pure: the runner, -recover, the report and -shard read it alike.
#pragma once

#include <utility>
#include <vector>

namespace uici::match {

enum class Tournament { roundrobin, gauntlet };

class Schedule {
public:
    // `engines` engines; under a gauntlet the first `seeds` play every other engine (and not
    // each other); `games` a pairing plays each opening; `rounds` openings in all.
    Schedule(int engines, Tournament t, int seeds, int games, int rounds);

    [[nodiscard]] const std::vector<std::pair<int, int>>& pairings() const { return pairings_; }
    [[nodiscard]] int total() const { return rounds_ * games_per_round(); }
    // Games of a round: every pairing's games of its opening.
    [[nodiscard]] int games_per_round() const { return static_cast<int>(pairings_.size()) * games_; }
    // Game k (0-based): its round (0-based, the opening's number in play order), its pairing
    // (first, second), whether the pairing's first engine has white, and its block: the games of
    // one pairing on one opening (the unit -shard deals out, so a pair is never split).
    [[nodiscard]] int round(int k) const { return k / games_per_round(); }
    [[nodiscard]] std::pair<int, int> pairing(int k) const {
        return pairings_[static_cast<std::size_t>((k / games_) % static_cast<int>(pairings_.size()))];
    }
    [[nodiscard]] bool first_is_white(int k) const { return (k % games_) % 2 == 0; }
    [[nodiscard]] int block(int k) const { return k / games_; }
    [[nodiscard]] int white(int k) const { return first_is_white(k) ? pairing(k).first : pairing(k).second; }
    [[nodiscard]] int black(int k) const { return first_is_white(k) ? pairing(k).second : pairing(k).first; }

private:
    std::vector<std::pair<int, int>> pairings_;
    int games_;
    int rounds_;
};

// -shard K/N: the shard (1-based K of N) that plays game k; the blocks are dealt out in turn, so
// the shards are disjoint, together the whole match, and a block's games stay together.
struct Shard {
    int index = 1, count = 1;
    [[nodiscard]] bool plays(const Schedule& s, int k) const { return s.block(k) % count == index - 1; }
};

}  // namespace uici::match
