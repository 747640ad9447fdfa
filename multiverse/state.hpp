// The multiverse: timelines of boards, one board per (timeline, time, colour). Time is counted in
// half-turns: t2 = 2 * T + (0 for White's board, 1 for Black's).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "multiverse/fen.hpp"

namespace uici::multiverse {

struct Timeline {
    int start = 0;  // t2 of its first board
    std::vector<Grid> boards;
    int end() const { return start + int(boards.size()) - 1; }
};

// A point of the multiverse: board (l, t2) and square (x, y).
struct Pos {
    int l = 0, t2 = 0, x = 0, y = 0;
    bool operator==(const Pos&) const = default;
};

class Multiverse {
public:
    int width = 8, height = 8;
    bool even = false;  // started with -0 and +0
    int min_initial = 0, max_initial = 0;
    std::map<int, Timeline> timelines;  // by index, ascending
    bool white_to_move = true;

    const Grid* board(int l, int t2) const;
    const Piece* at(const Pos& p) const;  // nullptr off the multiverse
    bool is_active(int l) const;
    int present() const;  // smallest end t2 of the active timelines
    // The latest board of its timeline, and of the colour to move.
    bool playable(int l, int t2) const;
    int whites_new() const { return timelines.rbegin()->first - max_initial; }
    int blacks_new() const { return min_initial - timelines.begin()->first; }
    int next_index(bool white) const { return white ? timelines.rbegin()->first + 1 : timelines.begin()->first - 1; }

    std::string board_fen(int l, int t2) const;
    // md5 of all boards' 5DFEN, timelines ascending (-0 before +0) then time ascending.
    std::string hash() const;
};

inline int t2_of(int turn, bool white) { return 2 * turn + (white ? 0 : 1); }
inline int turn_of(int t2) { return t2 >= 0 ? t2 / 2 : (t2 - 1) / 2; }
inline bool white_at(int t2) { return (t2 & 1) == 0; }

}  // namespace uici::multiverse
