// Runs a test's body as a coroutine on a fresh io_context (the engine client's tests).
#pragma once

#include <chrono>
#include <exception>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>

#include "engine/process.hpp"

// gcc 12 pairs Asio's coroutine frame allocation (aligned_alloc inside the frame's own operator
// new) with the frame's operator delete when it inlines a coroutine lambda, as it does in the
// sanitizer build only, and warns; the frame's operator delete frees with the matching call
// (gcc bug 109224, a false positive).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

namespace uici::test {

// Runs `body(io)` until it ends; an exception it throws is thrown here.
template <typename Body>
void run_coroutine(Body body) {
    boost::asio::io_context io(1);
    boost::asio::co_spawn(io, body(io), [](std::exception_ptr e) {
        if (e) std::rethrow_exception(e);
    });
    io.run();
}

inline engine::Clock::time_point in_ms(int ms) { return engine::Clock::now() + std::chrono::milliseconds(ms); }

}  // namespace uici::test
