#include <doctest/doctest.h>

#include <vector>

#include "core/board/piece.hpp"

using namespace uici;

TEST_SUITE("piece") {
    TEST_CASE("every one of the 22 types has a code and a long name that read back") {
        for (int i = 0; i < kPieceTypeCount; ++i) {
            const auto type = static_cast<PieceType>(i);
            const auto& s = spec(type);
            CHECK(s.type == type);
            const Color colours[] = {Color::White, Color::Black};
            for (Color c : s.neutral ? std::vector<Color>{Color::Neutral} : std::vector<Color>(colours, colours + 2)) {
                const Piece p{type, c};
                CHECK(piece_from_code(piece_code(p)) == p);
                CHECK(piece_from_long_name(long_name(p)) == p);
            }
        }
    }

    TEST_CASE("codes are case-sensitive: upper case white, lower case black, neutrals lower case only") {
        CHECK(piece_from_code("AM") == Piece{PieceType::Amazon, Color::White});
        CHECK(piece_from_code("am") == Piece{PieceType::Amazon, Color::Black});
        CHECK(piece_from_code("Am") == std::nullopt);
        CHECK(piece_from_code("OB") == std::nullopt);
        CHECK(piece_from_code("ob") == Piece{PieceType::Obstacle, Color::Neutral});
        CHECK(piece_from_code("HU") == Piece{PieceType::Huygens, Color::White});
        CHECK(piece_from_code("ro") == Piece{PieceType::Rose, Color::Black});
        CHECK(piece_from_code("X") == std::nullopt);
    }

    TEST_CASE("long names follow the JSON format") {
        CHECK(long_name({PieceType::Pawn, Color::White}) == "pawnsW");
        CHECK(long_name({PieceType::Hawk, Color::Black}) == "hawksB");
        CHECK(long_name({PieceType::Obstacle, Color::Neutral}) == "obstaclesN");
        CHECK(long_name({PieceType::Huygens, Color::White}) == "huygensW");
        CHECK(long_name({PieceType::Rose, Color::White}) == "rosesW");
        CHECK(long_name({PieceType::RoyalQueen, Color::Black}) == "royalQueensB");
        CHECK(piece_from_long_name("pawnsN") == std::nullopt);
        CHECK(piece_from_long_name("obstaclesW") == std::nullopt);
    }

    TEST_CASE("movement rows") {
        CHECK(spec(PieceType::Hawk).leaps.size() == 16);
        CHECK(spec(PieceType::Centaur).leaps.size() == 16);
        CHECK(spec(PieceType::Amazon).slide_lines == (kOrthogonalLines | kDiagonalLines));
        CHECK(spec(PieceType::Knightrider).slide_lines == kKnightriderLines);
        CHECK(spec(PieceType::RoyalCentaur).jumping_royal);
        CHECK(spec(PieceType::RoyalQueen).royal);
        CHECK_FALSE(spec(PieceType::RoyalQueen).jumping_royal);
        CHECK(spec(PieceType::Huygens).special == Special::Huygens);
    }
}
