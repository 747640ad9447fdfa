#include "bench/positions.hpp"

#include <cmath>

#include "core/notation/icn.hpp"
#include "core/variants/variants.hpp"

namespace uici::bench {

Position crowd(std::size_t n, Coord side, std::mt19937_64& rng, PieceType last) {
    Position p;
    p.board.reserve(n + 2);
    p.board.defer_index();
    std::uniform_int_distribution<Coord> coord(-side / 2, side / 2);
    std::uniform_int_distribution<int> type(0, index(last));
    // The kings stand at the crowd's edge: the side to move has moves, and every check_move
    // still runs the full attack test on its king (checkmate rules).
    p.board.put({-side / 2 - 1, 0}, {PieceType::King, Color::White});
    p.board.put({side / 2 + 1, 0}, {PieceType::King, Color::Black});
    while (p.board.size() < n) {
        const Square s{coord(rng), coord(rng)};
        auto t = static_cast<PieceType>(type(rng));
        if (spec(t).royal) t = PieceType::Guard;
        if (!p.board.occupied(s)) p.board.put(s, {t, p.board.size() % 2 ? Color::White : Color::Black});
    }
    return p;
}

Coord crowd_side(std::size_t n) {
    return std::max<Coord>(24, static_cast<Coord>(2 * std::sqrt(static_cast<double>(n))));
}

std::string icn_text(std::size_t n, Coord side, PieceType last) {
    if (n == 32) return write_icn_position(*variant_position("Classical"));
    std::mt19937_64 rng(n);
    Position p = crowd(n - 1, side == 0 ? crowd_side(n) : side, rng, last);
    p.board.put(crowd_rook(n), {PieceType::Rook, Color::White});
    return write_icn_position(p);
}

Square crowd_rook(std::size_t n) { return {-crowd_side(n) / 2 - 1, 1}; }

const PerftAnchor kClassicalBorder10{
    "classical_border10",
    "w 0/100 1 (8|1) -9,18,-9,18 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|"
    "p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+",
    3, 3'176'846, "Classical, border 10 squares around the pieces"};
const PerftAnchor kFairyLeapers{
    "fairy_leapers_infinite",
    "w 0/100 1 (6;ha,ce,gu|-6;ca,gi,ze) K0,0+|GU-3,0+|GU4,0+|RC0,-4|HA2,2|CA-2,1|GI3,-2|ZE-3,-2|CE1,-2|N-1,2|"
    "RO2,-1|P1,1+|P-1,1+|P4,5|ob0,2|ob-4,3|vo2,4|vo-1,-1|k0,9+|gu-3,9+|rc3,9+|ha-2,7|ca2,7|gi-3,6|ze3,6|ce0,7|"
    "n-1,8|ro1,6|p0,6+|p-1,-4|p3,1",
    3, 1'561'405,
    "open board, no sliders: royal centaur, hawk, camel, giraffe, zebra, centaur, rose, guards, obstacles, voids"};
const PerftAnchor kChess8x8{
    "chess_startpos_8x8",
    "w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|"
    "p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|"
    "K5,1+|k5,8+",
    5, 4'865'609, "chess on 8x8 (border 1,8,1,8)"};
const PerftAnchor kKiwipete{
    "kiwipete_8x8",
    "w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 r1,8+|k5,8+|r8,8+|p1,7+|p3,7+|p4,7+|q5,7|p6,7+|b7,7|b1,6|n2,6|p5,6|"
    "n6,6|p7,6|P4,5|N5,5|p2,4|P5,4|N3,3|Q6,3|p8,3|P1,2+|P2,2+|P3,2+|B4,2|B5,2|P6,2+|P7,2+|P8,2+|R1,1+|K5,1+|R8,1+",
    3, 97'862, "8x8"};

std::string walking_rooks_line(int moves) {
    std::string line = "position icn w K0,0|k0,1000|R1,10|r-1,-10 moves";
    line.reserve(static_cast<std::size_t>(moves) * 20);
    for (int k = 0; k < moves / 2; ++k) {
        line.append(" ").append(std::to_string(1 + k)).append(",10>").append(std::to_string(2 + k)).append(",10");
        line.append(" ").append(std::to_string(-1 - k)).append(",-10>").append(std::to_string(-2 - k)).append(",-10");
    }
    return line;
}

std::string walking_rooks_result(int moves) {
    const std::string far = std::to_string(1 + moves / 2);
    return "icn w " + far + " k0,1000|R" + far + ",10|K0,0|r-" + far + ",-10";
}

}  // namespace uici::bench
