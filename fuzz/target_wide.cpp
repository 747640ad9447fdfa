// The libFuzzer entry point of the core readers on the wide build (core/board/coord.hpp):
// coordinates of any size through the ICN and long-JSON readers and writers and the move
// tokens. Built with UICI_WIDE=1, one target per invariant (fuzz/CMakeLists.txt).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz/invariants.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto broken = uici::wide::fuzz::UICI_FUZZ_CHECK(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant failed: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
