#include <doctest/doctest.h>

#include <random>
#include <utility>
#include <vector>

#include "core/rules/apply.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using test::move;

namespace {
bool right(const Position& p, std::string_view sq) { return p.has_right(test::square(sq)); }
}  // namespace

TEST_SUITE("apply") {
    TEST_CASE("castling: both pieces move, rights go, facts name the partner, undo restores") {
        Position p = test::read("w 0/100 1 K5,1+|R8,1+|R1,1+|k5,8|P2,2+").position;
        const Position before = p;
        MoveFacts f;
        const Undo u = apply_move(p, move("5,1>7,1"), &f);
        CHECK(p.board.find(test::square("7,1"))->type == PieceType::King);
        CHECK(p.board.find(test::square("6,1"))->type == PieceType::Rook);
        CHECK(!p.board.occupied(test::square("8,1")));
        CHECK(f.castle_partner == test::square("8,1"));
        CHECK(f.castle_dir == 1);
        // The rook on 1,1 has no castler left: the cascade takes its right too.
        CHECK(!right(p, "1,1"));
        CHECK(right(p, "2,2"));  // pawns are not part of it
        CHECK(p.move_rule->counter == 1);
        undo_move(p, u);
        CHECK(same_state(p, before));
    }

    TEST_CASE("rights cascade: a king keeps its right while one partner remains") {
        Position p = test::read("w K5,1+|R8,1+|R1,1+|k5,8|r1,8+|r8,8+|k9,9").position;
        apply_move(p, move("8,1>8,2"));
        CHECK(!right(p, "8,1"));
        CHECK(right(p, "5,1"));
        CHECK(right(p, "1,1"));
        // Capturing the last partner strips the king's right as well.
        p.turn = Color::Black;
        apply_move(p, move("1,8>1,1"));
        CHECK(!right(p, "1,1"));
        CHECK(!right(p, "5,1"));
        CHECK(!right(p, "1,8"));
    }

    TEST_CASE("rights cascade on a board without line indices takes the rights an indexed one takes") {
        // Rows 1-40 crowded with kings, rooks, pawns and knights of both colours, many with their
        // right; filler pieces past kLazyPieces, so that the board answers lines lazily.
        std::mt19937_64 rng(33);
        const PieceType types[] = {PieceType::King, PieceType::Rook, PieceType::Pawn, PieceType::Knight};
        Position lazy;
        std::vector<std::pair<Square, Piece>> pieces;
        for (Coord y = 1; y <= 40; ++y)
            for (Coord x = -20; x <= 20; ++x) {
                if (rng() % 3 == 0) continue;
                const Piece piece{types[rng() % 4], rng() % 2 == 0 ? Color::White : Color::Black};
                pieces.push_back({{x, y}, piece});
                if (rng() % 3 != 0) lazy.special_rights.insert({x, y});
            }
        for (Coord i = 0; i < 1200; ++i) pieces.push_back({{i, 50 + i % 7}, {PieceType::Knight, Color::White}});
        lazy.board.reserve(pieces.size());
        lazy.board.defer_index();
        REQUIRE(lazy.board.put_many(pieces) == pieces.size());
        Position indexed = lazy;
        indexed.board.ensure_index();
        int cascades = 0;  // moves that took a right besides the moved or captured piece's own
        for (const auto& [s, piece] : pieces) {
            if (s.y > 40 || !lazy.has_right(s)) continue;
            // The piece leaves its row, then a knight of the far rows takes it.
            const Coord filler = s.x + 30;
            for (const Move& m :
                 {Move{s, {s.x, 1000}, std::nullopt}, Move{{filler, 50 + filler % 7}, s, std::nullopt}}) {
                REQUIRE(lazy.board.occupied(m.from));
                Position a = lazy, b = indexed;
                a.turn = b.turn = a.board.find(m.from)->color;
                apply_move(a, m);
                apply_move(b, m);
                REQUIRE_FALSE(a.board.fully_indexed());
                CHECK(a.special_rights == b.special_rights);
                if (lazy.special_rights.size() - a.special_rights.size() >= 2) ++cascades;
            }
        }
        CHECK(cascades > 20);
    }

    TEST_CASE("en passant, promotion and counters") {
        Position p = test::read("w 3/100 7 (8;Q,N|1;q) K1,1|k8,8|P5,5|p4,7+|P2,7").position;
        apply_move(p, move("1,1>1,2"));
        CHECK(p.move_rule->counter == 4);
        CHECK(p.fullmove == 7);
        const Undo dbl = apply_move(p, move("4,7>4,5"));
        CHECK(p.en_passant == EnPassant{test::square("4,6"), test::square("4,5")});
        CHECK(p.move_rule->counter == 0);
        CHECK(p.fullmove == 8);  // black ends the full move
        MoveFacts f;
        const Position before_ep = p;
        const Undo ep = apply_move(p, move("5,5>4,6"), &f);
        CHECK(f.en_passant);
        CHECK(f.captured == Piece{PieceType::Pawn, Color::Black});
        CHECK(!p.board.occupied(test::square("4,5")));
        CHECK(!p.en_passant);
        undo_move(p, ep);
        CHECK(same_state(p, before_ep));
        undo_move(p, dbl);
        CHECK(!p.en_passant);
        apply_move(p, move("8,8>8,7"));
        MoveFacts pf;
        apply_move(p, move("2,7>2,8=N"), &pf);
        CHECK(p.board.find(test::square("2,8"))->type == PieceType::Knight);
        CHECK(pf.moved == Piece{PieceType::Pawn, Color::White});
    }

    TEST_CASE("the move rule text survives until the counter changes") {
        Position p = test::read("w 0/100 1 K1,1|k8,8|P5,5").position;
        p.move_rule_text = "0/0100";
        const Undo u = apply_move(p, move("5,5>5,6"));  // a pawn move: 0 stays 0
        CHECK(p.move_rule_text == "0/0100");
        apply_move(p, move("8,8>8,7"));
        CHECK(p.move_rule_text.empty());
        CHECK(p.move_rule->counter == 1);
        (void)u;
    }
}
