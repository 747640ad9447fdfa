// Cuts a byte stream into lines. Pure: bytes in, lines and overlong-line reports out.
// LF, CRLF and a lone CR each end a line, also when the CR and the LF arrive in two reads.
// A line longer than the limit is dropped up to its end, holding no more than the limit in
// memory, and reported once with its full length.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace uici {

class LineFramer {
public:
    struct Sink {
        virtual void on_line(std::string_view line) = 0;    // without its line end
        virtual void on_too_long(std::uint64_t bytes) = 0;  // a dropped line's length
    protected:
        ~Sink() = default;
    };

    explicit LineFramer(std::uint64_t max_line_bytes) : limit_(max_line_bytes) {}

    // Takes effect for the line being read and every later one.
    void set_limit(std::uint64_t max_line_bytes) { limit_ = max_line_bytes; }

    void feed(std::string_view bytes, Sink& sink);
    // End of input: a last line without a line end still counts.
    void finish(Sink& sink);

    // Bytes held for an unfinished line (for the memory bound tests).
    [[nodiscard]] std::size_t buffered() const { return partial_.size(); }

private:
    void complete(std::string_view tail, Sink& sink);
    void keep(std::string_view tail);

    std::uint64_t limit_;
    std::string partial_;        // the start of the current line, when it spans reads
    std::uint64_t dropped_ = 0;  // length so far of an overlong line being skipped
    bool dropping_ = false;
    bool skip_lf_ = false;  // the previous read ended in CR: a leading LF belongs to it
};

}  // namespace uici
