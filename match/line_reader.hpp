// Frames an engine's stdout into lines without ever holding more than one line's worth.
//
// Bytes come in whatever chunks the pipe gives; LF, CRLF and a lone CR end a line. A line
// longer than `max_line` bytes is not kept: it comes out as one `overlong` entry the moment
// its length passes the cap (whether a line end ever follows or not), and the rest of it is
// dropped up to its line end, so an engine printing a 100 MB line, or 100 MB with no line end,
// costs the runner max_line bytes of memory and is judged as soon as it has written them.
#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace uici::match {

struct EngineLine {
    std::string text;  // empty for an overlong line
    bool overlong = false;
    // The line's length in bytes (line end not counted); of an overlong one, the bytes read
    // when it passed the cap.
    std::size_t length = 0;
};

class LineReader {
public:
    explicit LineReader(std::size_t max_line) : max_line_(max_line) {}
    void feed(std::string_view bytes);
    // At end of input: a last line without a line end still counts.
    void finish();
    [[nodiscard]] std::optional<EngineLine> next();
    [[nodiscard]] std::size_t pending() const { return ready_.size(); }
    // Bytes held for the line being read (never above max_line).
    [[nodiscard]] std::size_t buffered() const { return partial_.size(); }

private:
    void end_line();
    std::size_t max_line_;
    std::string partial_;
    std::size_t partial_length_ = 0;  // bytes of the current line, kept or not
    bool dropping_ = false;           // the current line passed the cap and was reported
    bool after_cr_ = false;           // a CR ended the last line: an LF right after it is its end too
    std::deque<EngineLine> ready_;
};

}  // namespace uici::match
