// A Fork (core/notation/text_blocks.hpp) for the tests: b on a thread of its own, a on this one,
// as convert's side_by_side runs them; and one that never runs them.
#pragma once

#include <exception>
#include <thread>

#include "core/notation/text_blocks.hpp"

namespace uici::test {

inline bool two_threads(const Job& a, const Job& b) {
    std::exception_ptr error;
    std::thread other([&] {
        try {
            b();
        } catch (...) {
            error = std::current_exception();
        }
    });
    try {
        a();
    } catch (...) {
        other.join();
        throw;
    }
    other.join();
    if (error) std::rethrow_exception(error);
    return true;
}
inline const Fork kTwoThreads = two_threads;
inline const Fork kRefuses = [](const Job&, const Job&) { return false; };

}  // namespace uici::test
