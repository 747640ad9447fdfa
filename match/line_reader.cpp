#include "match/line_reader.hpp"

#include <cstring>

namespace uici::match {

namespace {

// The position of the first LF or CR at or after `from`, or bytes.size().
std::size_t line_end(std::string_view bytes, std::size_t from) {
    const char* const begin = bytes.data() + from;
    const std::size_t n = bytes.size() - from;
    const void* lf = std::memchr(begin, '\n', n);
    const std::size_t before_lf = lf ? static_cast<std::size_t>(static_cast<const char*>(lf) - begin) : n;
    const void* cr = std::memchr(begin, '\r', before_lf);
    const std::size_t run = cr ? static_cast<std::size_t>(static_cast<const char*>(cr) - begin) : before_lf;
    return from + run;
}

}  // namespace

void LineReader::end_line() {
    // An overlong line was reported when it passed the cap; its end says nothing more.
    if (!dropping_) {
        EngineLine line;
        line.length = partial_length_;
        line.text = std::move(partial_);
        ready_.push_back(std::move(line));
    }
    dropping_ = false;
    partial_.clear();
    partial_length_ = 0;
}

void LineReader::feed(std::string_view bytes) {
    std::size_t i = 0;
    while (i < bytes.size()) {
        const char c = bytes[i];
        if (after_cr_) {
            after_cr_ = false;
            if (c == '\n') {
                ++i;
                continue;
            }
        }
        if (c == '\n' || c == '\r') {
            after_cr_ = c == '\r';
            end_line();
            ++i;
            continue;
        }
        // Take the run up to the next line end at once (memchr: a byte loop here was a tenth of
        // the runner's own instructions on engines that write many info lines).
        const std::size_t j = line_end(bytes, i);
        const std::size_t run = j - i;
        if (partial_length_ + run <= max_line_) {
            partial_.append(bytes.substr(i, run));
        } else if (!dropping_) {
            partial_.clear();
            partial_.shrink_to_fit();
            dropping_ = true;
            ready_.push_back(EngineLine{{}, true, partial_length_ + run});
        }
        partial_length_ += run;
        i = j;
    }
}

void LineReader::finish() {
    after_cr_ = false;
    if (partial_length_ > 0) end_line();
}

std::optional<EngineLine> LineReader::next() {
    if (ready_.empty()) return std::nullopt;
    EngineLine line = std::move(ready_.front());
    ready_.pop_front();
    return line;
}

}  // namespace uici::match
