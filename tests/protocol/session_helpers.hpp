// Drives a Session with plain strings: one request in, its reply lines out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "protocol/session.hpp"

namespace uici::test {

inline std::vector<std::string> ask(Session& s, std::string_view line) { return s.handle(line).lines(); }

// Replies of several requests, concatenated.
inline std::vector<std::string> ask_all(Session& s, std::initializer_list<std::string_view> lines) {
    std::vector<std::string> out;
    for (std::string_view l : lines)
        for (auto& x : s.handle(l).lines()) out.push_back(std::move(x));
    return out;
}

using Lines = std::vector<std::string>;

}  // namespace uici::test
