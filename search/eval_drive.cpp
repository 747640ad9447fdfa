// The mating drive, for the side ahead by at least a minor piece against a side with royals and
// little else: its pieces and royals near the enemy royal, and each flight square of that royal
// it covers. A lone king on an unbounded board can always run; what mates it is a net of pieces
// closing in, and this term makes every step of closing in worth something. With the
// defender's pieces on it counted nothing useful: a side a knight ahead at chess's start scored
// about twice the knight (docs/PERFORMANCE.md, 2026-11-28, session 39), so it fades out as the
// defender's pieces besides pawns and royals near kDriveDefence.
#include <algorithm>

#include "core/board/board_view.hpp"
#include "core/rules/attacks.hpp"
#include "search/eval.hpp"
#include "search/eval_terms.hpp"

namespace UICI_CORE_NS::search::eval_detail {
namespace {

constexpr long long kDriveLead = 250;
constexpr long long kDriveDefence = 1000;

// The drive of `c` against the royals of the other side, at full strength, for a lead of
// kDriveLead to 1,500 (mating_drive clamps it).
int full_drive(const Position& p, const std::vector<Placed>& ours, Color c, int lead) {
    const Color them = opposite(c);
    int score = 0;
    const int weight = lead / 150 + 2;  // 3 .. 12
    for (Square r : p.board.royals(them)) {
        for (const Placed& x : ours) {
            if (x.p.type == PieceType::Pawn) continue;
            const int d = cheb(x.s, r, 24);
            score += (24 - d) * (spec(x.p.type).royal ? 2 : 1) * weight / 4;
        }
        BoardView view(p.board);
        view.remove(r);
        int covered = 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                if (dx == 0 && dy == 0) continue;
                const auto s = offset(r, dx, dy);
                if (!s || !p.rules.border.contains(*s)) {
                    ++covered;
                    continue;
                }
                const Piece* q = p.board.find(*s);
                if (q && (q->color == them || q->color == Color::Neutral)) {
                    ++covered;
                    continue;
                }
                if (is_attacked(view, p.rules, *s, them)) ++covered;
            }
        score += covered * covered * weight;
    }
    return score;
}

}  // namespace

int mating_drive(const Position& p, const std::vector<Placed>& ours, const std::vector<Placed>& theirs, Color c,
                 long long lead, bool small) {
    if (lead < kDriveLead) return 0;
    // A royal is not the defender's material: a royal queen alone is driven too.
    long long defence = 0;
    for (const Placed& x : theirs)
        if (!spec(x.p.type).royal) defence += small ? small_board_value(x.p.type) : material_value(x.p.type);
    if (defence >= kDriveDefence) return 0;
    const long long drive = full_drive(p, ours, c, static_cast<int>(std::min<long long>(lead, 1500)));
    return static_cast<int>(drive * (kDriveDefence - defence) / kDriveDefence);
}

}  // namespace UICI_CORE_NS::search::eval_detail
