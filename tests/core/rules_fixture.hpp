// Test-only helpers for the rules tests: positions and moves from site ICN through the real
// reader (core/notation/icn.hpp) and move parser (core/notation/move_text.hpp).
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"

namespace UICI_CORE_NS::test {

inline Square square(std::string_view t) {
    Square s;
    REQUIRE_MESSAGE(parse_square(t, s) == IntParse::ok, std::string(t));
    return s;
}

inline Move move(std::string_view token) {
    auto m = parse_move(token);
    REQUIRE_MESSAGE(m.has_value(), std::string(token) << ": " << (m ? "" : m.error().message));
    return *m;
}

struct Fixture {
    Position position;
    std::vector<Move> moves;
};

inline Fixture read(std::string_view text) {
    auto doc = read_icn(text);
    REQUIRE_MESSAGE(doc.has_value(), std::string(text) << ": " << (doc ? "" : doc.error().message));
    Fixture f{doc->position, {}};
    for (const IcnMove& m : doc->moves) f.moves.push_back(m.move);
    return f;
}

// Reads ICN that must fail; returns the error.
inline ParseError read_bad(const std::string& text) {
    auto doc = read_icn(text);
    REQUIRE_MESSAGE(!doc.has_value(), text);
    return doc.error();
}

// Places pieces: "K0,0|q3,3+" (with '+' for a special right) on an otherwise default position.
inline Position pieces(std::string_view list, Color turn = Color::White) {
    Position p = read(list).position;
    p.turn = turn;
    p.last_in_turn_order = opposite(turn);
    return p;
}

}  // namespace UICI_CORE_NS::test
