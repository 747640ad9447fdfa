#include <doctest/doctest.h>

#include "core/board/board.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {
const Piece kRook{PieceType::Rook, Color::White};
}

TEST_SUITE("board") {
    TEST_CASE("a seeded hash changes with the placement as a worked-out one does") {
        Board worked, seeded;
        for (Board* b : {&worked, &seeded}) {
            b->defer_index();
            b->put({0, 0}, kRook);
            b->put({5, -3}, {PieceType::King, Color::Black});
        }
        const std::uint64_t seed = Board::unique_hash_seed();
        CHECK(seed != Board::unique_hash_seed());
        seeded.seed_hash(seed);
        // Every later position differs from the start by the same pieces on both boards.
        const auto delta = [&] { return worked.hash() ^ seeded.hash() ^ seed; };
        const std::uint64_t start = worked.hash();
        CHECK(delta() == start);
        for (Board* b : {&worked, &seeded}) {
            b->remove({0, 0});
            b->put({0, 7}, kRook);
        }
        CHECK(seeded.hash() != seed);
        CHECK(delta() == start);
        for (Board* b : {&worked, &seeded}) {
            b->remove({0, 7});
            b->put({0, 0}, kRook);
        }
        CHECK(seeded.hash() == seed);
        CHECK(Board(seeded).hash() == seed);
    }

    TEST_CASE("nearest finds the first piece in both senses of every line family") {
        Board b;
        b.put({0, 0}, kRook);
        b.put({1000000000000, 0}, kRook);
        b.put({-7, 0}, kRook);
        b.put({0, 5}, kRook);
        b.put({3, 3}, kRook);
        b.put({-2, 2}, kRook);
        CHECK(b.nearest({0, 0}, 0, +1) == Square{1000000000000, 0});
        CHECK(b.nearest({0, 0}, 0, -1) == Square{-7, 0});
        CHECK(b.nearest({0, 0}, 1, +1) == Square{0, 5});
        CHECK(b.nearest({0, 0}, 1, -1) == std::nullopt);
        CHECK(b.nearest({0, 0}, 2, +1) == Square{3, 3});
        CHECK(b.nearest({0, 0}, 3, -1) == Square{-2, 2});
        // from an empty square
        CHECK(b.nearest({5, 0}, 0, -1) == Square{0, 0});
    }

    TEST_CASE("knightrider lines are indexed once a knightrider appears") {
        Board b;
        b.put({2, 4}, kRook);
        b.put({-1, 1}, kRook);  // (2,1) family from 1,2 going backwards: 1-2, 2-1 = -1,1
        CHECK(b.nearest({0, 0}, 4, +1) == std::nullopt);
        b.put({0, 0}, {PieceType::Knightrider, Color::Black});
        CHECK(b.knightrider_lines());
        CHECK(b.nearest({0, 0}, 4, +1) == Square{2, 4});
        CHECK(b.nearest({1, 2}, 5, -1) == Square{-1, 1});
        CHECK(b.nearest({0, 0}, 7, -1) == std::nullopt);
        b.put({-4, 2}, kRook);  // (2,-1) family, 2 steps backwards from 0,0
        CHECK(b.nearest({0, 0}, 7, -1) == Square{-4, 2});
        CHECK(b.nearest({-4, 2}, 7, +1) == Square{0, 0});
    }

    TEST_CASE("scan walks pieces in order and remove keeps the index exact") {
        Board b;
        for (Coord x : {9, 2, 5, -3}) b.put({x, 7}, kRook);
        std::vector<Coord> seen;
        b.scan({0, 7}, 0, +1, [&](Square s) {
            seen.push_back(s.x);
            return true;
        });
        CHECK(seen == std::vector<Coord>{2, 5, 9});
        CHECK(b.remove({5, 7}) == kRook);
        CHECK(b.remove({5, 7}) == std::nullopt);
        CHECK(b.nearest({2, 7}, 0, +1) == Square{9, 7});
        CHECK(b.size() == 3);
    }

    TEST_CASE("lines near the int64 limits") {
        Board b;
        b.put({INT64_MAX, -INT64_MAX}, kRook);
        b.put({-INT64_MAX, INT64_MAX}, kRook);
        b.put({INT64_MIN, INT64_MIN}, kRook);
        CHECK(b.nearest({0, 0}, 3, +1) == Square{INT64_MAX, -INT64_MAX});
        CHECK(b.nearest({0, 0}, 3, -1) == Square{-INT64_MAX, INT64_MAX});
        CHECK(b.nearest({INT64_MAX, INT64_MAX}, 2, -1) == Square{INT64_MIN, INT64_MIN});
        b.put({INT64_MAX, 0}, kRook);
        CHECK(b.nearest({INT64_MIN + 5, 0}, 0, +1) == Square{INT64_MAX, 0});
    }

    TEST_CASE("counts and royals follow put and remove") {
        Board b;
        b.put({0, 0}, {PieceType::King, Color::White});
        b.put({1, 0}, {PieceType::RoyalCentaur, Color::White});
        b.put({2, 0}, {PieceType::Obstacle, Color::Neutral});
        CHECK(b.royals(Color::White).size() == 2);
        CHECK(b.count(Color::Neutral) == 1);
        CHECK(b.count(Color::White, PieceType::King) == 1);
        b.remove({0, 0});
        CHECK(b.royals(Color::White) == std::vector<Square>{{1, 0}});
    }

    TEST_CASE("sorted is in display order") {
        Board b;
        b.put({1, 1}, kRook);
        b.put({-1, 2}, kRook);
        b.put({0, 1}, kRook);
        auto v = b.sorted();
        REQUIRE(v.size() == 3);
        CHECK(v[0].first == Square{-1, 2});
        CHECK(v[1].first == Square{0, 1});
        CHECK(v[2].first == Square{1, 1});
    }

    TEST_CASE("a bulk-loaded board (deferred index and hash) agrees with one built piece by piece") {
        std::vector<std::pair<Square, Piece>> pieces;
        for (int i = 0; i < 200; ++i)
            pieces.push_back({{i * 7 % 23 - 11, i * 13 % 29 - 14 + 30 * (i / 120)},
                              {static_cast<PieceType>(i % kPieceTypeCount), i % 3 == 0 ? Color::Black : Color::White}});
        Board one_by_one;
        for (const auto& [s, p] : pieces) one_by_one.put(s, p);
        Board bulk;
        bulk.reserve(pieces.size());
        bulk.defer_index();
        CHECK(bulk.put_many(pieces) == pieces.size());
        CHECK(bulk == one_by_one);
        CHECK(bulk.types(Color::White) == one_by_one.types(Color::White));
        CHECK(bulk.count(Color::Black) == one_by_one.count(Color::Black));
        CHECK(bulk.royals(Color::White).size() == one_by_one.royals(Color::White).size());
        CHECK(bulk.roses(Color::Black).size() == one_by_one.roses(Color::Black).size());
        CHECK(bulk.roses(Color::Black).size() == static_cast<std::size_t>(bulk.count(Color::Black, PieceType::Rose)));
        CHECK(bulk.knightrider_lines() == one_by_one.knightrider_lines());
        // Changes made before the hash is first asked for still count in it.
        Board changed = bulk;
        changed.remove(pieces[5].first);
        changed.put({1000, 1000}, kRook);
        one_by_one.remove(pieces[5].first);
        one_by_one.put({1000, 1000}, kRook);
        CHECK(changed.hash() == one_by_one.hash());
        // The rose list follows removals too.
        for (const auto& [sq, pc] : pieces)
            if (pc.type == PieceType::Rose) changed.remove(sq);
        CHECK(changed.roses(Color::White).empty());
        CHECK(changed.roses(Color::Black).empty());
        CHECK(changed.line({1000, 1000}, 0).size == one_by_one.line({1000, 1000}, 0).size);
        // And the bulk insert stops at the first square already taken.
        Board again;
        again.defer_index();
        std::vector<std::pair<Square, Piece>> twice{{{0, 0}, kRook}, {{1, 0}, kRook}, {{0, 0}, kRook}, {{2, 0}, kRook}};
        CHECK(again.put_many(twice) == 2);
        CHECK(again.size() == 2);
    }
}
