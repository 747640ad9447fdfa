// Which squares of a slide the search looks at. A slide on an unbounded board has endless
// squares, and nearly all of them are alike: a piece far from everything attacks nothing,
// blocks nothing and guards nothing. The search therefore tries only the squares of a slide
// that can matter (the rule is spelled out in candidates.cpp) and never walks a ray.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/rules/movegen.hpp"
#include "search/halt.hpp"

namespace UICI_CORE_NS::search {

// The squares of the position that slides are measured against, gathered once per node.
struct Landmarks {
    std::vector<Square> pieces;           // every piece (both colours and neutral ones)
    std::vector<Square> enemy;            // the opponent's pieces (of the side to move)
    std::vector<Square> royal_rings;      // each enemy royal and the 8 squares around it
    std::uint8_t line_families = 0b1111;  // the families whose lines through pieces count
    bool small = false;                   // every square above within 2^40 of the origin
    // When small, once a long slide asks (filled at its first use, hence mutable; a node of
    // short slides never needs them): the cross value x * e.dy - y * e.dx of each of `pieces`
    // and `royal_rings` against each family's direction e = kLineDir[f] (the same all along a
    // line of that family), found once a node instead of once a slide. One row a family (row f
    // at f * size, in the order of the squares), so that a slide reads a family's crossings in
    // one pass; families 0-3 only, all 8 when line_families has the knightrider lines.
    mutable std::vector<std::int64_t> piece_cross, ring_cross;
};
Landmarks landmarks(const Position& p, const Poll& poll);
// The same into `out`, whose vectors keep their memory.
void landmarks(const Position& p, const Poll& poll, Landmarks& out);

// Appends the moves of `slide` (a legal slide of the side to move) that land on squares that
// matter. Never more than a few per landmark; no square twice.
// A slide of at most 16 squares is tested square by square (faster on a crowded small board);
// a longer one gathers its step counts from the landmarks, as slide_candidates_gathered does.
void slide_candidates(const Position& p, const Landmarks& marks, const SlideSet& slide, std::vector<Move>& out);
// The rule by gathering step counts from the landmarks, for a slide of any length: the same
// moves in the same order (tests/search/candidates_test.cpp checks the two agree).
void slide_candidates_gathered(const Position& p, const Landmarks& marks, const SlideSet& slide,
                               std::vector<Move>& out);

// Every candidate move of the position: the finite legal moves and the slide squares above,
// those to squares the protocol can write (generate.hpp's writable) only.
// Calls `poll` between slides and every kPollEvery pieces.
void candidate_moves(const Position& p, const GeneratedMoves& gen, std::vector<Move>& out, const Poll& poll);

}  // namespace UICI_CORE_NS::search
