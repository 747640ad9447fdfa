// Long loops that poll only an atomic stop flag (perft, the 5D status search) also call
// InputPoll::step() at each step. Natively it does nothing: the server's reader thread sets the
// flag. The WebAssembly build is single-threaded, and its worker reads the input that came during
// a job when the job reads the clock (docs/WASM.md, "Threads"); there every `Every`th step reads
// the clock, so that a `stop`, `quit`, `isready` or `ping` reaches such a loop as it reaches a
// search. `Every` (a power of two) keeps that a few milliseconds apart: perft's steps are cheap,
// a 5D status step plays a move on the whole multiverse.
#pragma once

#ifdef __EMSCRIPTEN__
#include <chrono>
#include <cstdint>
#endif

namespace uici {

template <unsigned Every>
class InputPoll {
    static_assert(Every > 0 && (Every & (Every - 1)) == 0, "a power of two");

public:
    void step() {
#ifdef __EMSCRIPTEN__
        if ((++steps_ & (Every - 1)) == 0) (void)std::chrono::steady_clock::now();
#endif
    }

private:
#ifdef __EMSCRIPTEN__
    std::uint32_t steps_ = 0;
#endif
};

}  // namespace uici
