// From a written move to the squares it means: which board, which piece (omitted source squares
// found by how pieces move in four dimensions), branching or not, captures and promotion.
#pragma once

#include <optional>
#include <string>

#include "multiverse/ast.hpp"
#include "multiverse/state.hpp"

namespace uici::multiverse {

struct ResolvedMove {
    Pos from, to;
    bool castle = false;
    int rook_from_x = 0, rook_to_x = 0;
    bool en_passant = false;
    Kind promotion = Kind::None;  // set when a pawn or brawn reaches its last rank
    bool branching = false;
    bool capture = false;
};

Kind default_promotion(const GameNode& game);
// Castling on board (l, t2) for the colour of that board: the first unmoved king with an unmoved
// rook on its side, empty squares between and no attack on the king's three squares. Nothing, with
// the reason in `why`, when there is none.
std::optional<ResolvedMove> castle_on(const Multiverse& mv, int l, int t2, bool kingside, std::string* why = nullptr);
// Throws Failure (placed at the move) when the move does not fit the state.
ResolvedMove resolve(const Multiverse& mv, const MoveNode& m, Kind default_promotion);
// The move as the canonical writer spells it: its board written, 'x' on captures, '=' with a piece.
MoveNode normalised(const MoveNode& m, const ResolvedMove& r, bool even);

}  // namespace uici::multiverse
