// Test-only: positions for the evaluation's terms, on the 8x8 board (FEN) and on the open board
// (ICN from a list of pieces), mirrored (colours swapped, ranks turned over) or moved far away.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/notation/icn.hpp"
#include "pgn/chess_board.hpp"
#include "search/eval.hpp"
#include "search/eval_attacks.hpp"

namespace uici::test {

// The score from white's side, without the side to move's tempo (+10).
inline int white_view(const Position& p) {
    const int s = search::evaluate(p) - 10;
    return p.turn == Color::White ? s : -s;
}

// The bit sets of a position on a board closed to 8 by 8 squares, its pieces added as the
// evaluation adds them (eval_attacks.hpp).
inline search::eval_detail::AttackBoard attack_board_of(const Position& p) {
    namespace ed = search::eval_detail;
    const auto frame = ed::square_frame(p.rules.border);
    REQUIRE(frame.on);
    ed::AttackBoard board;
    p.board.for_each([&](const Square& s, Piece q) { board.add(ed::square_index(frame, s, Color::White), q); });
    return board;
}

inline Position fen(const std::string& f) {
    auto p = pgn::read_fen(f);
    REQUIRE(p.has_value());
    return *p;
}

// The FEN's board turned over with the colours swapped, and the other side to move (the threats
// of eval_attacks.cpp count the side to move's pieces apart), no castling.
inline std::string mirror_fen(const std::string& f) {
    const std::string board = f.substr(0, f.find(' '));
    std::vector<std::string> ranks;
    for (std::size_t at = 0;;) {
        const std::size_t slash = board.find('/', at);
        ranks.push_back(board.substr(at, slash - at));
        if (slash == std::string::npos) break;
        at = slash + 1;
    }
    std::reverse(ranks.begin(), ranks.end());
    std::string out;
    for (const std::string& r : ranks) {
        if (!out.empty()) out += '/';
        for (char ch : r)
            out += std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                                : static_cast<char>(std::toupper(ch));
    }
    const char turn = f.at(f.find(' ') + 1) == 'w' ? 'b' : 'w';
    return out + " " + turn + " - - 0 1";
}

// One piece of an open-board position: its ICN code (upper case white) and its square.
struct At {
    std::string code;
    long long x, y;
};

// The pieces on the open board, white promoting on rank 8 and black on rank 1, every square
// moved by `shift` squares along both axes; `mirror` turns the ranks over (y -> 9 - y, which
// keeps the promotion ranks) and swaps the colours.
inline Position open_board(const std::vector<At>& pieces, char turn = 'w', long long shift = 0, bool mirror = false) {
    std::string icn =
        std::string(1, turn) + " 0/100 1 (" + std::to_string(8 + shift) + "|" + std::to_string(1 + shift) + ")";
    char sep = ' ';
    for (const At& a : pieces) {
        std::string code = a.code;
        const long long y = mirror ? 9 - a.y : a.y;
        if (mirror)
            for (char& ch : code)
                ch = std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                                  : static_cast<char>(std::toupper(ch));
        icn += sep + code + std::to_string(a.x + shift) + "," + std::to_string(y + shift);
        sep = '|';
    }
    auto doc = read_icn(icn);
    REQUIRE(doc.has_value());
    return doc.value().position;
}

}  // namespace uici::test
