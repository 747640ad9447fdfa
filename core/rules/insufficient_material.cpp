#include "core/rules/insufficient_material.hpp"

#include <array>
#include <initializer_list>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace UICI_CORE_NS {
namespace {

constexpr int kAny = std::numeric_limits<int>::max();  // the site's Infinity in a table entry
constexpr int kMaxCountedPieces = 10;                  // the site wants fewer than 11
constexpr std::size_t kMaxPromotablePawns = 2;         // more would blow up the expansion
constexpr std::int64_t kNearBorder = 1000000;          // nearer than this helps to mate

constexpr int W = index(Color::White);
constexpr int B = index(Color::Black);

// A scenario: how much of each piece is on the board. Bishops are counted per square colour
// instead, as a pair kept in the site's normal form (see normalize).
struct Material {
    std::array<std::array<int, kPieceTypeCount>, 3> count{};  // [colour][type]; bishops stay 0
    std::array<std::array<int, 2>, 2> bishops{};              // [white/black][pair slot]
};

// One term of a table entry.
struct Term {
    int color;
    PieceType type;
    int n;
    int n2 = 0;  // bishops only: the second slot of the pair
};
constexpr Term w(PieceType t, int n = 1) { return {W, t, n}; }
constexpr Term b(PieceType t, int n = 1) { return {B, t, n}; }
constexpr Term wB(int first, int second) { return {W, PieceType::Bishop, first, second}; }
constexpr Term bB(int first, int second) { return {B, PieceType::Bishop, first, second}; }

using TermList = std::initializer_list<Term>;

void add(Material& m, const Term& t) {
    if (t.type == PieceType::Bishop) m.bishops[t.color] = {t.n, t.n2};
    else m.count[t.color][index(t.type)] = t.n;
}

// Every entry extended by the pieces all of them share (the site's withPieces).
void append(std::vector<Material>& table, TermList shared, std::initializer_list<TermList> entries) {
    for (const TermList& e : entries) {
        Material m;
        for (const Term& t : shared) add(m, t);
        for (const Term& t : e) add(m, t);
        table.push_back(m);
    }
}

// Any number of kings and royal centaurs, nothing else: nobody can even give check.
constexpr TermList kRoyalsOnly = {w(PieceType::King, kAny), w(PieceType::RoyalCentaur, kAny), b(PieceType::King, kAny),
                                  b(PieceType::RoyalCentaur, kAny)};

// Each entry is the most material that is still drawn, black being the side to be mated.
std::vector<Material> unbounded_table() {
    using enum PieceType;
    std::vector<Material> t;
    append(t, {w(King), b(King)},
           {
               {w(Queen), b(Queen)},
               {w(Queen), b(Rook)},
               {w(Queen), bB(1, 0), b(Knight)},
               {w(Queen), bB(1, 1)},
               {w(Queen), b(Knight, 2)},
               {w(Queen), b(Pawn)},
               {w(Rook), wB(1, 0), b(Knight)},
               {w(Rook), w(Knight), b(Knight)},
               {w(Rook), b(Rook)},
               {w(Rook), bB(1, 1)},
               {w(Rook), bB(1, 0), b(Knight)},
               {w(Rook), b(Knight, 2)},
               {w(Rook), b(Pawn)},
               {wB(kAny, 1)},
               {wB(kAny, 0), w(Knight)},
               {wB(kAny, 0), b(Pawn)},
               {wB(1, 1), w(Knight)},
               {wB(1, 1), bB(1, 0)},
               {wB(1, 1), b(Knight)},
               {wB(1, 1), b(Pawn)},
               {wB(1, 0), w(Knight, 2)},
               {wB(1, 0), w(Knight), bB(1, 0)},
               {wB(1, 0), w(Knight), bB(0, 1)},
               {wB(1, 0), w(Knight), b(Knight)},
               {wB(1, 0), w(Knight), b(Pawn)},
               {wB(1, 0), b(Knight, 2)},
               {w(Knight, 3)},
               {w(Knight, 2), b(Knight)},
               {w(Knight, 2), b(Pawn)},
               {w(Pawn, 3), b(Pawn)},
               {w(Chancellor)},
               {w(Archbishop), wB(1, 0)},
               {w(Archbishop), w(Knight)},
               {w(Knightrider, 2)},
               {w(Hawk, 2)},
               {w(Hawk), wB(1, 0)},
               {w(Huygens, 2), b(Huygens)},
               {w(Guard)},
           });
    // White has no king: only black can be mated.
    append(t, {b(King)},
           {
               {w(Queen), w(Rook)},
               {w(Queen), w(Knight)},
               {w(Queen), wB(1, 0)},
               {w(Queen), w(Pawn)},
               {w(Rook, 2), wB(1, 0)},
               {w(Rook, 2), w(Knight)},
               {w(Rook, 2), w(Pawn)},
               {w(Rook), wB(1, 0), w(Knight)},
               {w(Rook), w(Knight, 2)},
               {w(Rook), w(Knight), w(Pawn)},
               {wB(kAny, 0), w(Knight, 2)},
               {wB(2, 2)},
               {wB(2, 1), w(Knight)},
               {wB(1, 1), w(Knight, 2)},
               {w(Knight, 4)},
               {w(Pawn, 6)},
               {w(Amazon)},
               {w(Chancellor), w(Rook)},
               {w(Chancellor), w(Knight)},
               {w(Archbishop, 2)},
               {w(Archbishop), wB(2, 0)},
               {w(Archbishop), wB(1, 1)},
               {w(Archbishop), w(Knight, 2)},
               {w(Knightrider, 3)},
               {w(Huygens, 4)},
           });
    append(t, {}, {kRoyalsOnly, {w(Amazon), b(RoyalCentaur)}});  // the latter: a practice mate
    return t;
}

// With a border near, the border helps to mate, so much less is drawn.
std::vector<Material> bordered_table() {
    using enum PieceType;
    std::vector<Material> t;
    append(t, {w(King), b(King)}, {{wB(kAny, 0), bB(kAny, 0)}, {w(Knight)}});
    append(t, {}, {kRoyalsOnly});
    return t;
}

bool at_most(const std::array<int, 2>& a, const std::array<int, 2>& limit) {
    return a[0] <= limit[0] && a[1] <= limit[1];
}

// a is drawn by entry: entry has at least as much of everything a has.
bool subsumed(const Material& a, const Material& entry) {
    for (int c = 0; c < 3; ++c)
        for (int t = 0; t < kPieceTypeCount; ++t)
            if (a.count[c][t] > entry.count[c][t]) return false;
    return at_most(a.bishops[W], entry.bishops[W]) && at_most(a.bishops[B], entry.bishops[B]);
}

// The site's normal form for the bishop pairs: white's pair descending, black's swapped
// along with white's so the two sides' relative square colours survive; black's pair is
// sorted on its own only when white's square colours do not matter (none, or equal counts).
void normalize(Material& m) {
    auto& wb = m.bishops[W];
    auto& bb = m.bishops[B];
    if (wb[0] < wb[1]) {
        std::swap(wb[0], wb[1]);
        std::swap(bb[0], bb[1]);
    } else if (wb[0] == wb[1] && bb[0] < bb[1]) {
        std::swap(bb[0], bb[1]);  // also covers "white has no bishops": [0, 0]
    }
}

Material swapped_colours(const Material& m) {
    Material s = m;
    std::swap(s.count[W], s.count[B]);
    std::swap(s.bishops[W], s.bishops[B]);
    normalize(s);
    return s;
}

int counted_pieces(const Board& board) {
    int n = board.count(Color::White) + board.count(Color::Black) + board.count(Color::Neutral, PieceType::Void);
    n -= board.count(Color::White, PieceType::Obstacle) + board.count(Color::Black, PieceType::Obstacle);
    return n;
}

bool border_is_near(const Border& border) {
    return (border.left && *border.left >= -kNearBorder) || (border.bottom && *border.bottom >= -kNearBorder) ||
           (border.right && *border.right <= kNearBorder) || (border.top && *border.top <= kNearBorder);
}

int parity(Square s) { return static_cast<int>((s.x ^ s.y) & 1); }  // (x + y) mod 2 for any sign

bool promotable(const Position& p, Piece piece) {
    if (piece.type != PieceType::Pawn || piece.color == Color::Neutral) return false;
    const PlayerRules& rules = p.rules.of(piece.color);
    return !rules.promotion_ranks.empty() && !rules.promotions.empty();
}

// Every material the board may turn into by promoting its promotable pawns (each pawn stays
// or becomes any allowed piece; a bishop on either square colour). Nothing when too many.
std::optional<std::vector<Material>> scenarios(const Position& p) {
    Material base;
    std::vector<Piece> pawns;
    p.board.for_each([&](Square s, Piece piece) {
        if (piece.type == PieceType::Obstacle) return;
        if (promotable(p, piece)) pawns.push_back(piece);
        else if (piece.type == PieceType::Bishop) {
            // The site drops a neutral bishop here; only white's and black's are counted.
            if (piece.color != Color::Neutral) ++base.bishops[index(piece.color)][parity(s)];
        } else ++base.count[index(piece.color)][index(piece.type)];
    });
    if (pawns.size() > kMaxPromotablePawns) return std::nullopt;

    std::vector<Material> all{base};
    for (const Piece pawn : pawns) {
        const int c = index(pawn.color);
        std::vector<Material> next;
        for (const Material& m : all) {
            next.push_back(m);
            ++next.back().count[c][index(PieceType::Pawn)];
            for (const PieceType t : p.rules.of(pawn.color).promotions) {
                if (t != PieceType::Bishop) {
                    next.push_back(m);
                    ++next.back().count[c][index(t)];
                    continue;
                }
                for (int square_colour = 0; square_colour < 2; ++square_colour) {
                    next.push_back(m);
                    ++next.back().bishops[c][square_colour];
                }
            }
        }
        all = std::move(next);
    }
    for (Material& m : all) normalize(m);  // only now: the pawns' parities stay relative
    return all;
}

bool drawn(const Material& m, const std::vector<Material>& table) {
    for (const Material& entry : table)
        if (subsumed(m, entry)) return true;
    return false;
}

}  // namespace

bool insufficient_material(const Position& p) {
    if (counted_pieces(p.board) > kMaxCountedPieces) return false;
    const auto all = scenarios(p);
    if (!all) return false;

    static const std::vector<Material> unbounded = unbounded_table();
    static const std::vector<Material> bordered = bordered_table();
    const auto& table = border_is_near(p.rules.border) ? bordered : unbounded;
    for (const Material& m : *all)
        if (!drawn(m, table) && !drawn(swapped_colours(m), table)) return false;
    return true;
}

}  // namespace UICI_CORE_NS
