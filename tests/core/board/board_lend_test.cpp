// A board that borrows a sorted piece list (Board::lend_sorted, core/board/cells.hpp) against
// the same pieces put into an ordinary board: every query, through random puts and removes, in
// the lazy phase and after the full build, and its copies.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
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

// The same pieces put into an ordinary board, its indices deferred as a lent board's are.
Board plain_board(const std::vector<LoosePiece>& list) {
    Board plain;
    plain.defer_index();
    for (const LoosePiece& lp : list) plain.put(lp.square, lp.piece);
    return plain;
}

std::vector<Square> sorted_squares(std::vector<Square> v) {
    std::sort(v.begin(), v.end(), display_less);
    return v;
}

// Every query the rules make, on squares in and around the pieces' area (around `origin`).
void check_same(const Board& lent, const Board& plain, std::mt19937_64& rng, std::int64_t side,
                const Coord& origin = 0) {
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
        for (int t = 0; t < kPieceTypeCount; ++t)
            CHECK(lent.count(c, static_cast<PieceType>(t)) == plain.count(c, static_cast<PieceType>(t)));
        CHECK(sorted_squares(lent.royals(c)) == sorted_squares(plain.royals(c)));
        CHECK(sorted_squares(lent.roses(c)) == sorted_squares(plain.roses(c)));
    }
    std::vector<std::pair<Square, Piece>> each;
    lent.for_each([&](const Square& s, Piece p) { each.emplace_back(s, p); });
    std::sort(each.begin(), each.end(), [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
    CHECK(each == plain.sorted());
    std::uniform_int_distribution<std::int64_t> near(-side - 2, side + 2);
    const auto coord = [&](std::mt19937_64& r) { return Coord(origin + near(r)); };
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
                Board plain = plain_board(list);
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

#if UICI_WIDE
    // Board::lend_text: the same pieces with their squares as text, near zero and past 64 bits.
    // Lookups, puts, removes and a rank's pieces are answered from the text until a query passes
    // over every piece; the first rounds below ask only those, and check_same then passes.
    TEST_CASE("a board lent its pieces as text answers as one that holds them, before and after its numbers are made") {
        std::mt19937_64 rng(43);
        const Coord far = Coord(1) << 100;
        for (const Coord& origin : {Coord(0), far, Coord(-far / 3)})
            for (const std::size_t n : {std::size_t{40}, Board::kLazyPieces + 300}) {
                const std::int64_t side = n < 100 ? 30 : 5000;
                CAPTURE(origin);
                CAPTURE(n);
                std::vector<LoosePiece> list = sorted_pieces(rng, n, side);
                for (LoosePiece& lp : list) lp.square = {lp.square.x + origin, lp.square.y + origin};
                std::vector<std::string> spelled(list.size());  // (sized once: the pieces point into them)
                std::vector<TextPiece> text;
                for (std::size_t i = 0; i < list.size(); ++i) {
                    append_coord(spelled[i], list[i].square.x);
                    const std::size_t comma = spelled[i].size();
                    spelled[i] += ',';
                    append_coord(spelled[i], list[i].square.y);
                    text.push_back({spelled[i].data(), static_cast<std::uint16_t>(comma),
                                    static_cast<std::uint16_t>(spelled[i].size()), list[i].piece, false});
                }
                REQUIRE(std::is_sorted(text.begin(), text.end(), text_display_less));
                Board lent;
                lent.lend_text(text);
                CHECK(lent.lends_sorted());
                Board plain = plain_board(list);
                std::uniform_int_distribution<std::int64_t> near(-side - 2, side + 2);
                const auto coord = [&] { return Coord(origin + near(rng)); };
                // (Royals' and roses' squares are made at the first ask for them: not before the
                // second round, so that the first round's removes and puts make them.)
                const auto lookups = [&](const Board& a, bool kept) {
                    REQUIRE(a.size() == plain.size());
                    for (const Color c : {Color::White, Color::Black, Color::Neutral}) {
                        CHECK(a.count(c) == plain.count(c));
                        CHECK(a.royal_count(c) == plain.royals(c).size());
                        if (!kept) continue;
                        CHECK(sorted_squares(a.royals(c)) == sorted_squares(plain.royals(c)));
                        CHECK(sorted_squares(a.roses(c)) == sorted_squares(plain.roses(c)));
                    }
                    for (int i = 0; i < 40; ++i) {
                        const Square s = i % 2 ? list[rng() % list.size()].square : Square{coord(), coord()};
                        const Piece* pa = a.find(s);
                        const Piece* pb = plain.find(s);
                        REQUIRE((pa == nullptr) == (pb == nullptr));
                        if (pa != nullptr) CHECK(*pa == *pb);
                    }
                    for (int i = 0; i < 6; ++i) {
                        const Coord y = i % 2 ? list[rng() % list.size()].square.y : coord();
                        std::vector<std::pair<Square, Piece>> rank, want;
                        a.for_each_on_rank(y, [&](const Square& s, Piece p) { rank.emplace_back(s, p); });
                        plain.for_each_on_rank(y, [&](const Square& s, Piece p) { want.emplace_back(s, p); });
                        const auto order = [](const auto& l, const auto& r) { return display_less(l.first, r.first); };
                        std::sort(rank.begin(), rank.end(), order);
                        std::sort(want.begin(), want.end(), order);
                        CHECK(rank == want);
                    }
                };
                for (int round = 0; round < 5; ++round) {
                    if (round < 3) lookups(lent, round > 0);  // (from the text: nothing yet passed over every piece)
                    for (int i = 0; i < 25; ++i) {
                        const Square s = rng() % 2 ? list[rng() % list.size()].square : Square{coord(), coord()};
                        if (rng() % 2) {
                            CHECK(lent.remove(s) == plain.remove(s));
                        } else {
                            const Piece p{rng() % 3 ? PieceType::Queen : PieceType::King,
                                          rng() % 2 ? Color::White : Color::Black};
                            CHECK(lent.try_put(s, p) == plain.try_put(s, p));
                        }
                    }
                    Board copy = lent;  // a copy borrows the same text, changes alone, makes its numbers alone
                    copy.remove(list.front().square);
                    copy.try_put(list.back().square, Piece{PieceType::Knightrider, Color::White});
                    if (round == 1) {
                        Board twin = lent;
                        check_same(twin, plain, rng, side, origin);
                    }
                    if (round == 3) check_same(lent, plain, rng, side, origin);
                    if (round == 4) {
                        lent.ensure_index();
                        plain.ensure_index();
                        check_same(lent, plain, rng, side, origin);
                    }
                }
            }
    }
#endif
}
