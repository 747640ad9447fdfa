// Standard chess as a position of the lattice: the 8x8 board is the world border 1,8,1,8, file a
// is x = 1 and rank 1 is y = 1. FEN in and out, square names, and the test that a position is
// plain chess (so that FEN and SAN can describe it).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/board/position.hpp"
#include "pgn/error.hpp"

namespace uici::pgn {

inline constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// The rules of chess on the 8x8 board: promotion on the last rank to Q, R, B, N, checkmate,
// the 50-move rule as a move rule of 100 halfmoves.
const GameRules& chess_rules();

// Reads a six-field FEN (the last two fields may be missing: 0 and 1). Castling rights need the
// king and rook on their home squares; pawns on their home rank get their double-step right.
Result<Position> read_fen(std::string_view fen);

// The six-field FEN of a chess position. The en passant field is written after every double
// step, whether or not a capture is possible (the convention of the EGD format).
std::string write_fen(const Position& p);
void append_fen(std::string& out, const Position& p);

// Nothing when FEN and SAN can describe `p` exactly (the board, pieces, rights and rules of
// chess), else why not.
std::optional<std::string> not_chess(const Position& p);

inline bool on_board(Square s) { return s.x >= 1 && s.x <= 8 && s.y >= 1 && s.y <= 8; }
// "e4" for {5,4}; the square must be on the board.
inline void append_square_name(std::string& out, Square s) {
    out.push_back(static_cast<char>('a' + (s.x - 1)));
    out.push_back(static_cast<char>('0' + s.y));
}
inline std::string square_name(Square s) {
    std::string out;
    append_square_name(out, s);
    return out;
}
// a1 is dark: the squares whose file and rank add up to an even number.
inline bool dark_square(Square s) { return (s.x + s.y) % 2 == 0; }

// The upper-case letter of a chess piece type (P, N, B, R, Q, K), 0 for others.
char piece_letter(PieceType t);
std::optional<PieceType> type_from_letter(char c);

}  // namespace uici::pgn
