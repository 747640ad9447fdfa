// Replays every input a fuzzer found (tests/data/fuzz-regressions/<target>/) through the same
// invariant the fuzz target checks, so a fixed finding stays fixed.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>

#include "fuzz/compliance_invariant.hpp"
#include "fuzz/convert_invariant.hpp"
#include "fuzz/invariants.hpp"
#include "fuzz/line_framer_invariant.hpp"
#include "fuzz/match_invariant.hpp"
#include "fuzz/multiverse_invariant.hpp"
#include "fuzz/pgn_invariant.hpp"
#include "fuzz/search_invariant.hpp"
#include "fuzz/session_invariant.hpp"
#include "fuzz/sprt_invariant.hpp"
#include "fuzz/sprt_reply_invariant.hpp"

namespace {

const std::map<std::string, std::function<std::string(std::string_view)>> kChecks = {
    {"icn_reader", uici::fuzz::check_icn},
    {"long_json", uici::fuzz::check_long_json},
    {"move_token", uici::fuzz::check_move_token},
    {"session", uici::fuzz::check_session},
    {"sprt_json", uici::fuzz::check_sprt_request},
    {"pgn_reader", uici::fuzz::check_pgn},
    {"line_framer", uici::fuzz::check_line_framer},
    {"engine_output", uici::fuzz::check_engine_output},
    {"sprt_reply", uici::fuzz::check_sprt_reply},
    {"5dpgn", uici::fuzz::check_5dpgn},
    {"search", uici::fuzz::check_search},
    {"convert", uici::fuzz::check_convert},
    {"match_inputs", uici::fuzz::check_match_inputs},
};

}  // namespace

TEST_SUITE("fuzz regressions") {
    TEST_CASE("every saved fuzz finding now passes its target's invariant") {
        const std::filesystem::path root = std::filesystem::path(UICI_TEST_DATA_DIR) / "fuzz-regressions";
        int replayed = 0;
        for (const auto& [target, check] : kChecks) {
            if (!std::filesystem::exists(root / target)) continue;
            for (const auto& entry : std::filesystem::directory_iterator(root / target)) {
                std::ifstream f(entry.path(), std::ios::binary);
                const std::string input((std::istreambuf_iterator<char>(f)), {});
                CHECK_MESSAGE(check(input) == "", target, ": ", entry.path().filename().string());
                ++replayed;
            }
        }
        CHECK(replayed >= 3);
    }
}
