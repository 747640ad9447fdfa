#include "match/line_reader.hpp"

namespace uici::match {

void LineReader::end_line() {
    EngineLine line;
    line.length = partial_length_;
    line.overlong = partial_length_ > max_line_;
    if (!line.overlong) line.text = std::move(partial_);
    partial_.clear();
    partial_length_ = 0;
    ready_.push_back(std::move(line));
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
        // Take the run up to the next line end at once.
        std::size_t j = i;
        while (j < bytes.size() && bytes[j] != '\n' && bytes[j] != '\r') ++j;
        const std::size_t run = j - i;
        if (partial_length_ + run <= max_line_) {
            partial_.append(bytes.substr(i, run));
        } else {
            partial_.clear();
            partial_.shrink_to_fit();
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
