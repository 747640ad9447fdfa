// A position's pieces as a flat list, for conversion: a document converted from one notation to
// another is read and written, never played, so it needs no board (a hash table, line indices,
// tiles: tens of bytes per piece that a converter would only fill and throw away). The readers
// fill the list in text order; sort_loose puts it in display order for the writers; a document
// whose moves must be played moves its list onto a board (place_loose).
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string_view>
#include <vector>

#include "core/board/position.hpp"
#include "core/notation/dialect.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"

namespace UICI_CORE_NS {

// (LoosePiece, a piece on its square with its '+' right, is core/board/cells.hpp's.)
using LoosePieces = std::vector<LoosePiece>;

// Display order (rank descending, then file ascending). False when two pieces share a square:
// the caller then reads the text again onto a board, which names the first repeat in text order.
bool sort_loose(LoosePieces& pieces);

// The pieces (and their rights) put on p's board and into p's special rights.
void place_loose(const LoosePieces& pieces, Position& p);

// The pieces (and their rights) of sorted `pieces` (sort_loose) lent to p's empty board
// (Board::lend_sorted) and put into p's special rights: for a large position that plays a few
// moves. `pieces` must stay unchanged while p or a copy of its board lives.
void lend_loose(const LoosePieces& pieces, Position& p);

// The pieces of p's board appended to `pieces` (with p's rights), sorted (sort_loose), and the
// board and rights emptied: for a position that was made on a board (a named variant), or that
// played its moves on a lent list (then `pieces` must be another list than the lent one; the
// pieces still on their lent squares keep the text a reader kept of them, LoosePiece::text).
void take_loose(Position& p, LoosePieces& pieces);
// The same, in the board's order (the caller sorts).
void take_unsorted(Position& p, LoosePieces& pieces);

// Hands f (a LoosePiece each) the pieces of a board that lends a sorted list (Board::lends_sorted)
// in display order, each with its right from `rights`: what take_loose lists, without the list.
template <class F>
void for_each_listed_piece(const Board& board, const SquareSet& rights, F&& f) {
    const bool any = !rights.empty();  // (no lookup at every piece when none is left)
    board.for_each_listed([&](const LoosePiece& lp) {
        const bool right = any && rights.contains(lp.square);
        if (lp.right == right) return f(lp);
        LoosePiece with = lp;
        with.right = right;
        f(with);
    });
}

// read_icn, but the piece list goes into `pieces` (in text order) and the position's board and
// special rights stay empty. A repeated square is not seen here (see sort_loose).
Parsed<IcnDocument> read_icn_loose(std::string_view text, LoosePieces& pieces);

// read_long_json, likewise. Anything wrong in the piece maps (a bad square or piece name, too
// many pieces) makes it read the document the usual way, onto a board, for the usual error.
Parsed<GameDocument> read_long_json_loose(std::string_view text, LoosePieces& pieces);

// nlohmann::json::accept(text), with a long JSON document's piece maps, the bulk of it, checked
// by a plain scan and only the rest by the JSON library (several times faster on a large map).
bool accept_json(std::string_view text);

// Where the writers below hand their text, in pieces of up to about 64 KiB: a converted
// document never has to exist whole in memory.
using TextSink = std::function<void(std::string_view)>;
inline constexpr std::size_t kTextChunk = 64u << 10;

// write_icn_game of `start`, its pieces being `sorted` (sort_loose's order),
// and a line end.
void write_icn_game_loose(const Position& start, std::span<const LoosePiece> sorted, std::span<const Move> moves,
                          Dialect dialect, std::span<const char> marks, const TextSink& sink);

// write_long_json of `start`, its pieces being `sorted`, and a line end.
void write_long_json_loose(const Position& start, std::span<const LoosePiece> sorted, std::span<const JsonMove> moves,
                           const JsonWriteOptions& options, const TextSink& sink);

// The same two of a position without moves, `head` (no pieces, no rights) with the pieces of
// `board`, which lends a sorted list, and `rights` (for_each_listed_piece): --at after moves
// played on a lent list, written without a second list of the position's pieces.
void write_icn_game_listed(const Position& head, const Board& board, const SquareSet& rights, Dialect dialect,
                           const TextSink& sink);
void write_long_json_listed(const Position& head, const Board& board, const SquareSet& rights,
                            const JsonWriteOptions& options, const TextSink& sink);

}  // namespace UICI_CORE_NS
