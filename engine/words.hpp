// The words of an engine's lines, split on blanks and tabs: what every dialect's reader and the
// info-line reader take their words from. No I/O (the WebAssembly build's board page reads info
// lines with it too).
#pragma once

#include <charconv>
#include <optional>
#include <string_view>

namespace uici::engine {

// The first word of a line (split on blanks and tabs).
std::string_view first_word(std::string_view line);

// The words of an engine's line, split on blanks and tabs, read without streams: an engine
// writes several info lines a move, and a string stream per line was a visible part of the
// match runner's own CPU.
class Words {
public:
    explicit Words(std::string_view line) : rest_(line) {}
    std::string_view next();
    // The next word as a number; nullopt (and the word consumed) when it is none.
    template <typename T>
    std::optional<T> number() {
        const std::string_view w = next();
        T v{};
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
        if (ec != std::errc() || end != w.data() + w.size()) return std::nullopt;
        return v;
    }

private:
    std::string_view rest_;
};

}  // namespace uici::engine
