#include "engine/answer.hpp"

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

bool send_failed(bool sent, const MoveWait& wait, EngineAnswer& a) {
    if (sent) return false;
    if (wait.deadline <= wait.sent) return failed_read(ReadResult{ReadResult::Kind::timeout, {}, 0}, wait, a);
    a.fail(Fault::crash, "the engine does not read its input");
    return true;
}

bool failed_read(const ReadResult& r, const MoveWait& wait, EngineAnswer& a) {
    switch (r.kind) {
        case ReadResult::Kind::line: return false;
        case ReadResult::Kind::timeout:
            if (wait.clocked) a.fail(Fault::time_forfeit, "no move within its time");
            else a.fail(Fault::no_answer, "no move within " + std::to_string(wait.limit_ms) + " ms");
            return true;
        case ReadResult::Kind::closed: a.fail(Fault::crash, "the engine ended"); return true;
        case ReadResult::Kind::overlong:
            a.fail(Fault::bad_output, "a line longer than " + std::to_string(r.length) + " bytes");
            return true;
    }
    return false;
}

}  // namespace uici::engine
