// Drives a Session with plain strings: one request in, its reply lines out.
#pragma once

#include <atomic>
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

// Runs the reply's job, if any, to its end, and returns all the lines.
inline Lines run(Session& s, std::string_view line) {
    Reply r = s.handle(line);
    Lines out = r.lines();
    if (r.job()) {
        std::atomic<bool> stop{false};
        const std::string text = r.job()->collect(stop);
        for (std::size_t i = 0; i < text.size();) {
            const std::size_t nl = text.find('\n', i);
            out.push_back(text.substr(i, nl - i));
            i = nl + 1;
        }
    }
    return out;
}

}  // namespace uici::test
