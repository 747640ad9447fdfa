// 5DFEN: one board as `[rows:L:T:C]`, rows from the top, digits for empty squares, `*` after an
// unmoved piece. Also the timeline labels (`-1`, `-0`, `0`, `+0`, `+1`) shared with 5dpgn.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "multiverse/error.hpp"
#include "multiverse/piece.hpp"

namespace uici::multiverse {

inline constexpr int kMaxBoardSide = 16;

// A board's squares; (0,0) is a1.
struct Grid {
    int width = 8;
    int height = 8;
    std::vector<Piece> cells;  // width * height, rank 1 first
    Grid() = default;
    Grid(int w, int h) : width(w), height(h), cells(static_cast<std::size_t>(w * h)) {}
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    Piece& at(int x, int y) { return cells[static_cast<std::size_t>(y * width + x)]; }
    const Piece& at(int x, int y) const { return cells[static_cast<std::size_t>(y * width + x)]; }
    bool operator==(const Grid&) const = default;
};

// A timeline index as written: a sign ('-', '+' or none) and a magnitude.
struct Label {
    char sign = 0;
    int magnitude = 0;
    bool signed_zero() const { return magnitude == 0 && sign != 0; }
    bool operator==(const Label&) const = default;
};
std::string label_text(const Label& l);

// Timeline indices become plain integers so that neighbours differ by one: in games that start with
// an even number of timelines (-0 and +0), "+n" is n and "-n" is -(n+1); otherwise "n" is n.
int label_to_index(const Label& l, bool even);
Label index_to_label(int index, bool even);
// The label as 5DFEN writes it: a '+' before positive numbers (and before +0).
std::string fen_label(int index, bool even);

struct FenBoard {
    Grid grid;
    Label timeline;
    int turn = 1;
    bool white = true;
};

// Reads `[rows:L:T:C]` (brackets included). `line`/`column` place errors in a larger text.
FenBoard read_fen_board(std::string_view text, int width, int height, int line = 1, int column = 1);
std::string write_fen_rows(const Grid& g);
std::string write_fen_board(const Grid& g, int index, bool even, int turn, bool white);

}  // namespace uici::multiverse
