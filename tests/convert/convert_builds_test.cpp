// Both coordinate builds convert every document alike (core/board/coord.hpp): convert.cpp reads
// a game with a number of 20 digits or more on the wide build at once, and any other on the
// narrow one, which hands it to the wide build at its first number past 2^60. Each document of
// the reference corpus and each game of the game corpus, converted to every target the narrow
// way and the wide way only: the same exit code, output and error.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "convert/convert_game.hpp"
#include "tests/core/jsonl.hpp"

namespace {

struct Result {
    int code = 0;
    std::string out, err;
    friend bool operator==(const Result&, const Result&) = default;
};

Result convert_with(bool wide_only, const uici::GameConvert& g, const std::string& input) {
    Result r;
    uici::ConvertSink sink;
    sink.write = [&](std::string_view piece) { r.out += piece; };
    r.code = wide_only ? uici::kConvertNeedsWide : uici::convert_game(g, input, sink);
    if (r.code == uici::kConvertNeedsWide) r.code = uici::wide::convert_game(g, input, sink);
    r.err = sink.err;
    return r;
}

void check_both_builds(const std::string& input) {
    CAPTURE(input.substr(0, 200));
    for (const char* to : {"json", "icn", "egd-jsonl"})
        for (const std::optional<std::size_t> at :
             {std::optional<std::size_t>{}, std::optional<std::size_t>{SIZE_MAX}, std::optional<std::size_t>{1}})
            for (const auto dialect : {uici::Dialect::Seed, uici::Dialect::Site}) {
                uici::GameConvert g;
                g.to = to;
                g.at = at;
                g.at_text = at ? (*at == SIZE_MAX ? "end" : "1") : "";
                g.dialect = dialect;
                g.json = uici::looks_like_json(input);
                CAPTURE(to);
                CAPTURE(g.at_text);
                const Result narrow = convert_with(false, g, input), wide = convert_with(true, g, input);
                CHECK(narrow.code == wide.code);
                CHECK(narrow.out == wide.out);
                CHECK(narrow.err == wide.err);
            }
}

}  // namespace

TEST_SUITE("convert") {
    TEST_CASE("the narrow and the wide build convert every reference document alike") {
        int documents = 0;
        for (const auto& row : uici::testing::read_jsonl("icn-reference.jsonl")) {
            if (!row.contains("input") || !row["input"].is_string()) continue;
            check_both_builds(row["input"].get<std::string>());
            ++documents;
        }
        CHECK(documents > 200);
    }

    TEST_CASE("the narrow and the wide build convert every corpus game alike") {
        int games = 0;
        for (const auto& row : uici::testing::read_jsonl("games.jsonl")) {
            check_both_builds(row["game_icn"].get<std::string>());
            ++games;
        }
        CHECK(games > 20);
    }
}
