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
#include "fuzz/envelope_invariant.hpp"
#include "fuzz/gui_invariant.hpp"
#include "fuzz/info_line_invariant.hpp"
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
    {"envelope", uici::fuzz::check_envelope},
    {"gui_message", uici::fuzz::check_gui_message},
    {"match_inputs", uici::fuzz::check_match_inputs},
    {"info_line", uici::fuzz::check_info_line},
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

TEST_SUITE("fuzz regressions") {
    TEST_CASE("the envelope invariant holds on envelopes good and bad, and sees a missing id") {
        CHECK(uici::fuzz::check_envelope(
                  "{\"id\":1,\"request\":\"position startpos\"}\n"
                  "{\"id\":\"x\",\"request\":\"go depth 1\"}\n"
                  "{\"id\":123456789012345678901234567890,\"request\":\"move 9,9>9,8\"}\n"
                  "{\"id\":2,\"request\":\"perft 1\"}\n{\"id\":3,\"request\":\"isready\"\n"
                  "{\"id\":4}\n{\"id\":5,\"request\":\"x\\u0000\"}\nisready\n{\"request\":\"debug on\"}\n"
                  "{\"id\":6,\"request\":\"setoption name Output value text\"}\n") == "");
        CHECK(uici::fuzz::check_envelope_lines("{\"reply\":\"readyok\"}\n", "7") != "");
        CHECK(uici::fuzz::check_envelope_lines("{\"reply\":\"ok\",\"request_id\":7}\n", "7") == "");
        CHECK(uici::fuzz::check_envelope_lines("", "7") != "");
    }
}
