// Frames an engine's stdout into lines without ever holding more than one line's worth.
//
// Bytes come in whatever chunks the pipe gives; LF, CRLF and a lone CR end a line. A line
// longer than `max_line` bytes is not kept: its bytes are counted and dropped up to its line
// end, and it comes out as one `overlong` entry, so an engine printing a 100 MB line costs
// the runner max_line bytes of memory, not 100 MB.
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
    std::size_t length = 0;  // the line's full length in bytes (line end not counted)
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
    bool after_cr_ = false;           // a CR ended the last line: an LF right after it is its end too
    std::deque<EngineLine> ready_;
};

}  // namespace uici::match
