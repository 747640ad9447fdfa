// The libFuzzer entry point, built once per invariant of fuzz/invariants.hpp: the CMake
// target passes the check to run as UICI_FUZZ_CHECK (see fuzz/CMakeLists.txt).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

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
#include "fuzz/site_message_invariant.hpp"
#include "fuzz/sprt_invariant.hpp"
#include "fuzz/sprt_reply_invariant.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto broken = uici::fuzz::UICI_FUZZ_CHECK(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant failed: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
