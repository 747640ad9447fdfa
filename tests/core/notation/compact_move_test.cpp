#include <doctest/doctest.h>

#include "core/notation/compact_move.hpp"

using namespace uici;

TEST_SUITE("compact_move") {
    TEST_CASE("the examples of ICN's documentation convert to long form and back") {
        auto m = read_compact_move("3,4>3,5Q");
        REQUIRE(m.has_value());
        CHECK(write_json_move(*m) == R"({"startCoords":[3,4],"endCoords":[3,5],"promotion":"queensW"})");
        m = read_compact_move("2,-3>2,-4ha");
        REQUIRE(m.has_value());
        CHECK(write_json_move(*m) == R"({"startCoords":[2,-3],"endCoords":[2,-4],"promotion":"hawksB"})");
        CHECK(write_compact_move(*m, true) == "2,-3>2,-4ha");
        CHECK(write_compact_move(*m, false) == "2,-3>2,-4=ha");
        auto back = read_json_move(R"({"startCoords":[2,-3],"endCoords":[2,-4],"promotion":"hawksB"})");
        REQUIRE(back.has_value());
        CHECK(write_compact_move(*back, true) == "2,-3>2,-4ha");
    }

    TEST_CASE("spellings: spaces, x, =, marks, leading zeros and -0") {
        for (const char* text : {" 1,2 > 3,4 ", "1,2x3,4", "1,2>3,4#", "01,02>003,4+", "1,2>3,4 !?"}) {
            auto m = read_compact_move(text);
            REQUIRE_MESSAGE(m.has_value(), text);
            CHECK(write_compact_move(*m, true) == "1,2>3,4");
        }
        auto z = read_compact_move("-0,1>0,-0");
        REQUIRE(z.has_value());
        CHECK(write_compact_move(*z, true) == "0,1>0,0");
        auto p = read_compact_move("1,7>1,8 = N");
        REQUIRE(p.has_value());
        CHECK(write_compact_move(*p, false) == "1,7>1,8=N");
    }

    TEST_CASE("integers of any size convert exactly, never through a double") {
        auto m = read_compact_move("99999999999999999999,1>1,-123456789012345678901234567890");
        REQUIRE(m.has_value());
        CHECK(write_json_move(*m) ==
              R"({"startCoords":[99999999999999999999,1],"endCoords":[1,-123456789012345678901234567890]})");
    }

    TEST_CASE("malformed moves are errors with a code") {
        for (const char* text : {"", "e2e4", "1,2", "1,2>3", "1,2>3,4,5", "1,2>3,4Zz", "1,2 3,4", "P1,2>1,3"}) {
            auto m = read_compact_move(text);
            CHECK_MESSAGE(!m.has_value(), text);
        }
        CHECK(read_compact_move("1,2>3,4Zz").error().code == "bad_piece");
        CHECK(read_compact_move("e2e4").error().code == "bad_move");
    }

    TEST_CASE("JSON moves: string coordinates, integral floats, -0, big floats refused") {
        auto m = read_json_move(R"({"startCoords":"1,2","endCoords":[1e2,-0]})");
        REQUIRE(m.has_value());
        CHECK(write_compact_move(*m, true) == "1,2>100,0");
        CHECK(read_json_move(R"({"startCoords":[1e30,0],"endCoords":[1,1]})").error().code == "too_large");
        CHECK(read_json_move(R"({"startCoords":[1.5,0],"endCoords":[1,1]})").error().code == "bad_json");
        CHECK(read_json_move(R"([1,2])").error().code == "bad_json");
        CHECK(read_json_move(R"({"startCoords":[1,2],"endCoords":[1,1],"promotion":"dragonsW"})").error().code ==
              "bad_piece");
    }
}
