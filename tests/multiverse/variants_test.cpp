// The start hashes of the named variants, and the variant table's rules.
#include <doctest/doctest.h>

#include "multiverse/ast.hpp"
#include "multiverse/replay.hpp"
#include "multiverse/variants.hpp"

using namespace uici::multiverse;

namespace {

std::string start_hash(const std::string& board) {
    auto tree = read_5dpgn("[Board \"" + board + "\"]\n");
    REQUIRE(tree.has_value());
    auto mv = starting_multiverse(*tree);
    REQUIRE_MESSAGE(mv.has_value(), mv.error().text());
    return mv->hash();
}

}  // namespace

TEST_SUITE("multiverse variants") {
    TEST_CASE("start hashes: the notation's two test vectors and 5d-chess-js's built-in variants") {
        CHECK(start_hash("Standard") == "d574889fd9da3f2bc65249ff27249b00");
        CHECK(start_hash("Standard - Two Timelines") == "3672761404ffcd15ae644c75401812be");
        CHECK(start_hash("Standard - Turn Zero") == "86d9a9eb3a9902c94379d438bcf18de1");
        CHECK(start_hash("Standard - Princess") == "b6d07e01b1d1794d136f89bc67cf2fc6");
        CHECK(start_hash("Standard - Half Reflected") == "5cea5216079bd7e9720fd1549a43e8c8");
        CHECK(start_hash("Standard - Defended Pawn") == "d93b39ce3160ff012d74a1ad6d95b470");
        CHECK(start_hash("Standard - Reversed Royalty") == "14c8effca0ad8a6144ce4750c8af2a05");
    }

    TEST_CASE("names are matched without regard to case, every table row builds") {
        CHECK(start_hash("STANDARD") == start_hash("standard"));
        for (const auto& v : variant_table()) {
            CAPTURE(v.name);
            auto tree = read_5dpgn("[Board \"" + std::string(v.name) + "\"]\n");
            REQUIRE(tree.has_value());
            auto mv = starting_multiverse(*tree);
            CHECK_MESSAGE(mv.has_value(), mv.error().text());
        }
    }

    TEST_CASE("an unknown variant is an error at its tag, never a fallback to Standard") {
        auto tree = read_5dpgn("[Mode \"5D\"]\n[Board \"Misc - Nonexistent\"]\n\n1. e4\n");
        REQUIRE(tree.has_value());
        auto mv = starting_multiverse(*tree);
        REQUIRE(!mv);
        CHECK(mv.error().line == 2);
        CHECK(mv.error().column == 1);
        CHECK(mv.error().message.find("unknown variant") != std::string::npos);
    }
}
