// The syntax tree of a 5dpgn file, as written: nothing here is checked against a game yet.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "multiverse/fen.hpp"
#include "multiverse/piece.hpp"

namespace uici::multiverse {

// A super-physical coordinate (LT) or (L<l> T<t>).
struct BoardRef {
    Label timeline;
    int turn = 0;
    bool long_form = false;
    bool operator==(const BoardRef&) const = default;
};

// A square, possibly partial (a SAN disambiguation): -1 where omitted. file 0 is 'a', rank 0 is '1'.
struct SquareRef {
    int file = -1;
    int rank = -1;
    bool complete() const { return file >= 0 && rank >= 0; }
    bool any() const { return file >= 0 || rank >= 0; }
    bool operator==(const SquareRef&) const = default;
};

enum class MoveForm { Physical, Jump, CastleShort, CastleLong };

struct MoveNode {
    MoveForm form = MoveForm::Physical;
    std::optional<BoardRef> board;  // the board the piece starts on
    Kind piece = Kind::Pawn;
    bool piece_written = false;
    bool castle_zeros = false;  // 0-0 rather than O-O
    SquareRef from;
    bool capture = false;
    bool branching = false;          // '>>' (jumps only)
    std::optional<BoardRef> target;  // jumps only
    SquareRef to;
    bool promotion_sign = false;        // '=' written
    Kind promotion = Kind::None;        // the piece after '=', None when only '=' was written
    char check = 0;                     // '+', '*' (softmate), '#', or 0
    bool present_moved = false;         // '~'
    std::string marks;                  // "!", "?", "!!", "??", "!?", "?!"
    std::optional<Label> new_timeline;  // (>Lx)
    std::optional<int> present_turn;    // (~Tx)
    std::vector<std::string> comments;  // {...} after the move
    int line = 0, column = 0;
    bool operator==(const MoveNode&) const = default;
};

// One player's moves between a submit and the next.
struct ActionNode {
    bool white = true;
    int number = 0;                // the turn number written before it (black: of its turn)
    bool explicit_colour = false;  // written as Nw. / Nb. rather than N. and '/'
    std::vector<MoveNode> moves;
    std::vector<std::string> comments;  // comments before its first move
    int line = 0, column = 0;
    bool operator==(const ActionNode&) const = default;
};

struct Tag {
    std::string name;
    std::string value;
    int line = 0, column = 0;
    bool operator==(const Tag&) const = default;
};

struct FenLine {
    std::string text;  // as written, brackets included
    int line = 0, column = 0;
    bool operator==(const FenLine&) const = default;
};

struct GameNode {
    std::vector<Tag> tags;
    std::vector<FenLine> boards;
    std::vector<std::string> comments;  // before the first turn
    std::vector<ActionNode> actions;
    std::string result;                                // "1-0", "0-1", "1/2-1/2", "*" or empty
    std::vector<std::string> final_comments;           // after the result
    const Tag* find_tag(std::string_view name) const;  // case-insensitive
    const std::string* tag(std::string_view name) const {
        const Tag* t = find_tag(name);
        return t ? &t->value : nullptr;
    }
    bool operator==(const GameNode&) const = default;
};

struct ReadOptions {
    bool strict = false;  // turn numbers must count up by one from the first
};

Result<GameNode> read_5dpgn(std::string_view text, ReadOptions options = {});
// The canonical text of a tree: tags, 5DFEN boards, one turn a line, every field in one spelling.
std::string write_5dpgn(const GameNode& game);
std::string write_move(const MoveNode& m);

}  // namespace uici::multiverse
