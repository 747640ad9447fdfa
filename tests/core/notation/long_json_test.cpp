// The long-JSON reader's handling of big and hostile documents: piece maps streamed past the
// DOM, document order kept, and the key limits of core/board/limits.hpp.
#include <doctest/doctest.h>

#include <string>

#include "core/board/limits.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// {"<key>": {"k0": "v", "k1": "v", ...}} with n members.
std::string object_of(const std::string& key, std::size_t n, const std::string& value) {
    std::string text = "{\"" + key + "\":{";
    for (std::size_t i = 0; i < n; ++i) text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + value;
    return text + "}}";
}

}  // namespace

TEST_SUITE("long json reader") {
    TEST_CASE("integer literals of any length stay exact, error offsets count in the text as sent") {
        const std::string big = "1000000000000000000000000000007";  // 31 digits
        const auto doc =
            read_long_json(R"({"turn":"white","startingPosition":{"1,1":"kingsW"},"gameRules":{"worldBorder":[-)" +
                           big + "," + big + ",-5," + big + "]}}");
#if UICI_WIDE
        REQUIRE(doc.has_value());
        CHECK(*doc->start.rules.border.right == Coord(big));
        CHECK(*doc->start.rules.border.left == -Coord(big));
#else
        REQUIRE_FALSE(doc.has_value());
        CHECK(doc.error().code == kNeedsWide);
#endif
        // 12345678901234567890123 is quoted inside the reader; the '}' still is at 52 for the client.
        const auto bad = read_long_json(R"({"turn":"white","a":12345678901234567890123, "b":[1,})");
        REQUIRE_FALSE(bad.has_value());
        CHECK(bad.error().code == "bad_json");
        CHECK(bad.error().column == 52);
    }

    TEST_CASE("piece maps are read member by member, in order, a square given twice is refused") {
        const auto doc =
            read_long_json(R"({"metadata":{"b":"1","a":"2"},"startingPosition":{"1,1":"queensW","2,2":"rooksB"},)"
                           R"("specialRights":{"1,1":true,"2,2":false}})");
        REQUIRE(doc.has_value());
        const Position& p = doc->start;
        CHECK(p.board.size() == 2);
        CHECK(p.board.find({1, 1})->type == PieceType::Queen);
        for (const char* twice : {R"({"startingPosition":{"1,1":"kingsW","2,2":"rooksB","1,1":"queensW"}})",
                                  R"({"startingPosition":{"1,1":"kingsW","01,+1":"queensW"}})"}) {
            const auto bad = read_long_json(twice);
            REQUIRE_FALSE(bad.has_value());
            CHECK(bad.error().code == "bad_json");
            CHECK(bad.error().message == "startingPosition. Square 1,1 given twice.");
        }
        CHECK(p.has_right({1, 1}));
        CHECK_FALSE(p.has_right({2, 2}));
        REQUIRE(p.metadata.size() == 2);
        CHECK(p.metadata[0].first == "b");  // document order, not sorted
    }

    TEST_CASE("a piece map member of the wrong kind is still an error") {
        CHECK(read_long_json(R"({"startingPosition":{"1,1":{"x":1}}})").error().code == "bad_piece");
        CHECK(read_long_json(R"({"startingPosition":["1,1"]})").error().code == "bad_json");
        CHECK(read_long_json(R"({"startingPosition":{"x":"kingsW"}})").error().code == "bad_json");
    }

    TEST_CASE("an object past kMaxJsonKeys keys is too_large, piece maps are not bound by it") {
        CHECK(read_long_json(object_of("metadata", kMaxJsonKeys + 1, "\"v\"")).error().code == "too_large");
        CHECK(read_long_json(object_of("metadata", kMaxJsonKeys, "\"v\""))->start.metadata.size() == kMaxJsonKeys);
        std::string map = "{\"startingPosition\":{";
        for (std::size_t i = 0; i < 2 * kMaxJsonKeys; ++i)
            map += (i ? ",\"" : "\"") + std::to_string(i) + ",0\":\"pawnsW\"";
        const auto doc = read_long_json(map + "}}");
        REQUIRE(doc.has_value());
        CHECK(doc->start.board.size() == 2 * kMaxJsonKeys);
        // Written back and read again: the same board (the writer appends keys, never searches).
        const auto again = read_long_json(write_long_json(doc->start, {}));
        REQUIRE(again.has_value());
        CHECK(again->start.board == doc->start.board);
    }

    TEST_CASE("moveRule: N past M is a game played on after its draw, anything but N/M is bad_move_rule") {
        const auto doc = read_long_json(R"({"moveRule":"11/10","startingPosition":{"0,0":"kingsW"}})");
        REQUIRE(doc.has_value());
        CHECK(doc->start.move_rule->counter == 11);
        CHECK(read_long_json(R"({"moveRule":"-1/10"})").error().code == "bad_move_rule");
        CHECK(read_long_json(R"({"moveRule":10})").error().code == "bad_move_rule");
    }

    TEST_CASE("counters past kMaxCounter are too_large, so no game of allowed length overflows them") {
        const std::string at = std::to_string(kMaxCounter), past = std::to_string(kMaxCounter + 1);
        CHECK(read_long_json(R"({"moveRule":")" + at + R"(/100"})").has_value());
        CHECK(read_long_json(R"({"moveRule":")" + past + R"(/100"})").error().code == "too_large");
        CHECK(read_long_json(R"({"fullMove":)" + at + "}").has_value());
        CHECK(read_long_json(R"({"fullMove":)" + past + "}").error().code == "too_large");
        // And the same in ICN.
        CHECK(read_icn("w " + at + "/100 " + at + " K1,1|k8,8").has_value());
        CHECK(read_icn("w " + past + "/100 K1,1|k8,8").error().code == "too_large");
        CHECK(read_icn("w " + past + " K1,1|k8,8").error().code == "too_large");
    }

    TEST_CASE("a top-level key given twice is refused, not merged or overwritten") {
        const auto twice = read_long_json(
            R"({"startingPosition":{"1,1":"kingsW"},"turn":"white","startingPosition":{"2,2":"kingsB"}})");
        REQUIRE(!twice.has_value());
        CHECK(twice.error().code == "bad_json");
        CHECK(twice.error().message.find("startingPosition") != std::string::npos);
        CHECK(read_long_json(R"({"turn":"white","turn":"black"})").error().code == "bad_json");
        // Keys deeper down follow JSON.parse: the last one counts.
        CHECK(read_long_json(R"({"metadata":{"a":"1","a":"2"}})").has_value());
    }
}
