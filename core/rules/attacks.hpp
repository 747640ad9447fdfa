// Attack detection: could a piece of the other side capture on a square? Used for check,
// self-check and the royal queen's and castling king's squares. Neutral pieces never attack.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/board/board_view.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS {

enum class AttackKind : std::uint8_t {
    leap,     // a fixed offset: nothing can block it
    pawn,     // a pawn's diagonal capture
    rose,     // a circular knight path: blockable on its waypoints
    slide,    // along a line family: blockable on any square between
    huygens,  // along an orthogonal: blockable only at a prime distance from the attacker
};

struct Attack {
    Square attacker;
    AttackKind kind;
    int family = -1;     // slides: the line family
    Count distance = 0;  // slides: steps between attacker and target
};

// Whether a piece of colour `defender` standing on `target` is attacked on `view` (the
// target square is treated as holding that piece, whatever the view says).
bool is_attacked(const BoardView& view, const GameRules& rules, const Square& target, Color defender);

// Every attacker of `target`, appended to `out`.
void collect_attackers(const BoardView& view, const GameRules& rules, const Square& target, Color defender,
                       std::vector<Attack>& out);

// Attacks along one ray (family, sense) only: the nearest slider there and, on ranks and files,
// the huygens. For attacks a vacated square may have opened.
bool is_attacked_on_ray(const BoardView& view, const GameRules& rules, const Square& target, Color defender, int family,
                        int sense);
// Whether any enemy rose reaches `target`.
bool is_attacked_by_rose(const BoardView& view, const GameRules& rules, const Square& target, Color defender);
// Whether attack `a` on `target` (found before a move) still holds on `view`, the board after
// the move: false when its attacker was captured (stood on `gone`) or a piece added on
// `added` now blocks it.
bool attack_survives(const BoardView& view, const GameRules& rules, const Square& target, Color defender,
                     const Attack& a, const Square& gone, const Square& added);

// The 32 squares (as offsets) an unobstructed rose reaches, and the 56 distinct leap offsets.
std::span<const Offset> rose_offsets();

// Calls f(landing square, path) for every square a rose on `from` (colour `mover`) can land on,
// path by path: `path` holds the waypoints from the first hop up to the landing square.
// Returning false from f stops the walk. `target`, when given, counts as an enemy piece.
template <class F>
void walk_rose(const BoardView& view, const GameRules& rules, SquareArg from, Color mover, F&& f,
               const Square* target = nullptr);

// The rose's eight knight vectors in turning order.
inline constexpr std::array<Offset, 8> kRoseVectors{
    {{-2, -1}, {-1, -2}, {1, -2}, {2, -1}, {2, 1}, {1, 2}, {-1, 2}, {-2, 1}}};

template <class F>
void walk_rose(const BoardView& view, const GameRules& rules, SquareArg from, Color mover, F&& f,
               const Square* target) {
    std::array<Square, 7> path{};
    for (int start = 0; start < 8; ++start) {
        for (int turn : {1, -1}) {
            Square cur = from;
            int v = start;
            for (int hop = 0; hop < 7; ++hop) {
                const auto& o = kRoseVectors[static_cast<std::size_t>((v % 8 + 8) % 8)];
                const auto next = offset(cur, o.dx, o.dy);
                if (!next || !rules.border.contains(*next)) break;
                cur = *next;
                path[static_cast<std::size_t>(hop)] = cur;
                const bool is_target = target && cur == *target;
                const Piece* q = is_target ? nullptr : view.find(cur);
                if (q && (q->color == mover || q->type == PieceType::Void)) break;
                if (!f(cur, std::span<const Square>(path.data(), static_cast<std::size_t>(hop + 1)))) return;
                if (q || is_target) break;
                v += turn;
            }
        }
    }
}

}  // namespace UICI_CORE_NS
