// A board that borrows a sorted piece list (Board::lend_sorted, core/board/cells.hpp) against
// the same pieces put into an ordinary board: every query, through random puts and removes, in
// the lazy phase and after the full build, and its copies.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/board/board.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

std::vector<LoosePiece> sorted_pieces(std::mt19937_64& rng, std::size_t n, std::int64_t side) {
    std::vector<LoosePiece> out;
    std::vector<Square> used;
    std::uniform_int_distribution<std::int64_t> coord(-side, side);
    while (out.size() < n) {
        const Square s{coord(rng), coord(rng)};
        if (std::find(used.begin(), used.end(), s) != used.end()) continue;
        used.push_back(s);
        const auto type = static_cast<PieceType>(static_cast<int>(rng() % kPieceTypeCount));
        const auto color = spec(type).neutral ? Color::Neutral : rng() % 2 ? Color::White : Color::Black;
        out.push_back({s, {type, color}, false});
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return display_less(a.square, b.square); });
    return out;
}

std::vector<Square> sorted_squares(std::vector<Square> v) {
    std::sort(v.begin(), v.end(), display_less);
    return v;
}

// Every query the rules make, on squares in and around the pieces' area.
void check_same(const Board& lent, const Board& plain, std::mt19937_64& rng, std::int64_t side) {
    REQUIRE(lent.size() == plain.size());
    CHECK(lent.empty() == plain.empty());
    CHECK(lent.sorted() == plain.sorted());
    CHECK(lent == plain);
    CHECK(plain == lent);
    CHECK(lent.hash() == plain.hash());
    CHECK(lent.knightrider_lines() == plain.knightrider_lines());
    for (const Color c : {Color::White, Color::Black, Color::Neutral}) {
        CHECK(lent.count(c) == plain.count(c));
        CHECK(lent.types(c) == plain.types(c));
        CHECK(sorted_squares(lent.royals(c)) == sorted_squares(plain.royals(c)));
        CHECK(sorted_squares(lent.roses(c)) == sorted_squares(plain.roses(c)));
    }
    std::vector<std::pair<Square, Piece>> each;
    lent.for_each([&](const Square& s, Piece p) { each.emplace_back(s, p); });
    std::sort(each.begin(), each.end(), [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
    CHECK(each == plain.sorted());
    std::uniform_int_distribution<std::int64_t> coord(-side - 2, side + 2);
    // The pieces of one rank (the castling cascade's row), the ranks past both ends included.
    const auto all = plain.sorted();
    std::vector<Coord> ranks;
    for (int i = 0; i < 12; ++i) ranks.push_back(coord(rng));
    if (!all.empty())
        for (const Coord& end : {all.front().first.y, all.back().first.y})
            for (const int d : {-1, 0, 1}) ranks.push_back(end + d);
    for (const Coord& y : ranks) {
        std::vector<std::pair<Square, Piece>> rank, want;
        lent.for_each_on_rank(y, [&](const Square& s, Piece p) { rank.emplace_back(s, p); });
        std::sort(rank.begin(), rank.end(),
                  [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
        for (const auto& entry : all)
            if (entry.first.y == y) want.push_back(entry);
        CAPTURE(y);
        CHECK(rank == want);
    }
    const int families = plain.knightrider_lines() ? kLineFamilies : 4;
    for (int i = 0; i < 60; ++i) {
        const Square s{coord(rng), coord(rng)};
        const Piece* a = lent.find(s);
        const Piece* b = plain.find(s);
        REQUIRE((a == nullptr) == (b == nullptr));
        if (a != nullptr) CHECK(*a == *b);
        CHECK(lent.occupied(s) == plain.occupied(s));
        for (int f = 0; f < families; ++f)
            for (const int sense : {1, -1}) CHECK(lent.nearest(s, f, sense) == plain.nearest(s, f, sense));
        const Board::LineSpan la = lent.huygens_line(s, 0), lb = plain.huygens_line(s, 0);
        CHECK(la.size == lb.size);
        const Board::Tile* ta = lent.tile(s.x >> Board::kTileBits, s.y >> Board::kTileBits);
        const Board::Tile* tb = plain.tile(s.x >> Board::kTileBits, s.y >> Board::kTileBits);
        REQUIRE((ta == nullptr) == (tb == nullptr));
        if (ta != nullptr) CHECK(ta->cell == tb->cell);
    }
}

}  // namespace

TEST_SUITE("board lend") {
    TEST_CASE("a board lent a sorted list answers as one that holds the same pieces, through moves") {
        std::mt19937_64 rng(41);
        // Below and above the lazy phase's threshold; a small area (crowded lines) and a wide one.
        for (const std::size_t n : {std::size_t{40}, Board::kLazyPieces + 300})
            for (const std::int64_t side : {std::int64_t{30}, std::int64_t{5000}}) {
                CAPTURE(n);
                CAPTURE(side);
                const std::vector<LoosePiece> list = sorted_pieces(rng, n, side);
                Board lent;
                lent.lend_sorted(list);
                CHECK(lent.lends_sorted());
                Board plain;
                plain.defer_index();
                for (const LoosePiece& lp : list) plain.put(lp.square, lp.piece);
                check_same(lent, plain, rng, side);
                std::uniform_int_distribution<std::int64_t> coord(-side, side);
                for (int round = 0; round < 6; ++round) {
                    // Removes (of lent pieces, of placed ones, of empty squares), puts (on squares
                    // a lent piece left, on new ones), and a put refused on a taken square.
                    for (int i = 0; i < 25; ++i) {
                        const Square s = rng() % 2 ? list[rng() % list.size()].square : Square{coord(rng), coord(rng)};
                        if (rng() % 2) {
                            CHECK(lent.remove(s) == plain.remove(s));
                        } else {
                            const Piece p{PieceType::Rook, rng() % 2 ? Color::White : Color::Black};
                            CHECK(lent.try_put(s, p) == plain.try_put(s, p));
                        }
                    }
                    Board copy = lent;  // a copy borrows the same list and changes alone
                    const Square first = list.front().square;
                    copy.remove(first);
                    copy.try_put(first, Piece{PieceType::Queen, Color::White});
                    check_same(lent, plain, rng, side);
                    if (round == 3) {
                        lent.ensure_index();
                        plain.ensure_index();
                        check_same(lent, plain, rng, side);
                    }
                }
            }
    }

    TEST_CASE("an emptied lent square filled again counts once, and the merge keeps display order") {
        std::vector<LoosePiece> list = {{Square{0, 5}, {PieceType::King, Color::White}, false},
                                        {Square{-3, 2}, {PieceType::Rook, Color::White}, false},
                                        {Square{4, 2}, {PieceType::King, Color::Black}, false}};
        Board b;
        b.lend_sorted(list);
        REQUIRE(b.size() == 3);
        CHECK(b.remove(Square{-3, 2}) == Piece{PieceType::Rook, Color::White});
        CHECK_FALSE(b.remove(Square{-3, 2}));
        CHECK(b.size() == 2);
        CHECK(b.try_put(Square{-3, 2}, Piece{PieceType::Queen, Color::Black}));
        CHECK_FALSE(b.try_put(Square{4, 2}, Piece{PieceType::Queen, Color::Black}));
        CHECK(b.size() == 3);
        CHECK(b.try_put(Square{9, 9}, Piece{PieceType::Pawn, Color::White}));
        CHECK(b.try_put(Square{1, 2}, Piece{PieceType::Pawn, Color::Black}));
        const std::vector<std::pair<Square, Piece>> want = {{Square{9, 9}, {PieceType::Pawn, Color::White}},
                                                            {Square{0, 5}, {PieceType::King, Color::White}},
                                                            {Square{-3, 2}, {PieceType::Queen, Color::Black}},
                                                            {Square{1, 2}, {PieceType::Pawn, Color::Black}},
                                                            {Square{4, 2}, {PieceType::King, Color::Black}}};
        CHECK(b.sorted() == want);
        std::vector<std::pair<Square, Piece>> merged;
        b.for_each_sorted([&](const Square& s, Piece p) { merged.emplace_back(s, p); });
        CHECK(merged == want);
        CHECK(b.count(Color::Black, PieceType::King) == 1);
        CHECK(b.royals(Color::Black) == std::vector<Square>{Square{4, 2}});
    }
}
