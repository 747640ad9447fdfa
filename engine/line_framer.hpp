// Cuts a byte stream into lines: the one framing rule of uici, for the server's stdin and for
// every engine's stdout that `uici match`, `uici compliance` (and a GUI) read. PROTOCOL.md
// section 2 states the rule. Pure: bytes in, lines and overlong-line reports out.
//
// LF, CRLF and a lone CR each end a line, also when the CR and the LF arrive in two reads; a
// last line without a line end still counts at end of input (finish). Empty lines come out as
// empty lines. A line longer than the limit is never held: the moment its length passes the
// limit it is reported (on_cap_passed, so that an endless line is judged at once), the rest of
// it is dropped up to its line end, and its full length is reported there (on_too_long). Memory
// stays within the limit whatever the input.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace uici::engine {

class LineFramer {
public:
    struct Sink {
        virtual void on_line(std::string_view line) = 0;    // without its line end
        virtual void on_too_long(std::uint64_t bytes) = 0;  // an overlong line's full length, at its end
        // The line being read has just passed the limit (called once per overlong line, before
        // its on_too_long). Readers that judge such a line at once (an engine's output) act here.
        virtual void on_cap_passed() {}

    protected:
        ~Sink() = default;
    };

    explicit LineFramer(std::uint64_t max_line_bytes) : limit_(max_line_bytes) {}

    // Takes effect for the line being read and every later one.
    void set_limit(std::uint64_t max_line_bytes) { limit_ = max_line_bytes; }
    [[nodiscard]] std::uint64_t limit() const { return limit_; }

    void feed(std::string_view bytes, Sink& sink);
    // End of input: a last line without a line end still counts.
    void finish(Sink& sink);

    // Bytes held for an unfinished line (never above the limit).
    [[nodiscard]] std::size_t buffered() const { return partial_.size(); }

private:
    void complete(std::string_view tail, Sink& sink);
    void keep(std::string_view tail, Sink& sink);

    std::uint64_t limit_;
    std::string partial_;        // the start of the current line, when it spans reads
    std::uint64_t dropped_ = 0;  // length so far of an overlong line being skipped
    bool dropping_ = false;
    bool skip_lf_ = false;  // the previous read ended in CR: a leading LF belongs to it
};

}  // namespace uici::engine
