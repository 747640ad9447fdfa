// How pieces move through the four dimensions (file, rank, timeline, turn): the squares a piece
// reaches, ignoring checks. Castling is handled by the replay; en passant is included here.
#pragma once

#include <vector>

#include "multiverse/state.hpp"

namespace uici::multiverse {

struct Reach {
    Pos to;
    bool en_passant = false;  // captures the pawn beside `from` on the same board
};

// Every square the piece at `from` reaches. spatial_only keeps moves on its own board.
std::vector<Reach> reaches(const Multiverse& mv, const Pos& from, bool spatial_only);

}  // namespace uici::multiverse
