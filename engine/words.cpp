#include "engine/words.hpp"

namespace uici::engine {

namespace {

// The blanks are tested by value: string_view::find_first_of calls memchr on the set once per
// byte of the line, which was the largest single cost of the match runner's own work.
constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r'; }

}  // namespace

std::string_view Words::next() {
    const char* p = rest_.data();
    const char* const end = p + rest_.size();
    while (p != end && is_blank(*p)) ++p;
    const char* const start = p;
    while (p != end && !is_blank(*p)) ++p;
    rest_ = std::string_view(p, static_cast<std::size_t>(end - p));
    return {start, static_cast<std::size_t>(p - start)};
}

std::string_view first_word(std::string_view line) { return Words(line).next(); }

}  // namespace uici::engine
