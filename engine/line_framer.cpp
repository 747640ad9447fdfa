#include "engine/line_framer.hpp"

#include <algorithm>
#include <cstring>

namespace uici::engine {

void LineFramer::feed(std::string_view bytes, Sink& sink) {
    std::size_t i = 0;
    if (skip_lf_ && !bytes.empty()) {
        if (bytes[0] == '\n') i = 1;
        skip_lf_ = false;
    }
    // memchr finds line ends much faster than a byte loop on long lines (a byte loop was a tenth
    // of the match runner's own instructions on engines that write many info lines). The next LF
    // is kept between lines, so lines ended by a lone CR do not rescan the read for an LF each.
    const char* const base = bytes.data();
    std::size_t lf = 0;
    bool lf_known = false;
    while (i < bytes.size()) {
        if (!lf_known || lf < i) {
            const void* at = std::memchr(base + i, '\n', bytes.size() - i);
            lf = at ? static_cast<std::size_t>(static_cast<const char*>(at) - base) : bytes.size();
            lf_known = true;
        }
        const void* cr = std::memchr(base + i, '\r', lf - i);
        std::size_t j = cr ? static_cast<std::size_t>(static_cast<const char*>(cr) - base) : lf;
        if (j == bytes.size()) {
            keep(bytes.substr(i), sink);
            return;
        }
        complete(bytes.substr(i, j - i), sink);
        if (bytes[j] == '\r') {
            if (j + 1 == bytes.size()) skip_lf_ = true;  // its LF, if any, comes in the next read
            else if (bytes[j + 1] == '\n') ++j;
        }
        i = j + 1;
    }
}

void LineFramer::finish(Sink& sink) {
    skip_lf_ = false;
    if (dropping_ || !partial_.empty()) complete({}, sink);
}

// The line ends after `tail`.
void LineFramer::complete(std::string_view tail, Sink& sink) {
    if (dropping_) {
        const std::uint64_t total = dropped_ + tail.size();
        dropping_ = false;
        dropped_ = 0;
        sink.on_too_long(total);
    } else if (partial_.empty()) {
        // The common case: the whole line is inside one read, so no copy is made.
        if (tail.size() > limit_) {
            sink.on_cap_passed();
            sink.on_too_long(tail.size());
        } else {
            sink.on_line(tail);
        }
    } else if (partial_.size() + tail.size() > limit_) {
        const std::uint64_t total = partial_.size() + tail.size();
        std::string().swap(partial_);
        sink.on_cap_passed();
        sink.on_too_long(total);
    } else {
        partial_ += tail;
        sink.on_line(partial_);
        partial_.clear();
    }
}

// The line goes on past this read.
void LineFramer::keep(std::string_view tail, Sink& sink) {
    if (dropping_) {
        dropped_ += tail.size();
        return;
    }
    const std::uint64_t need = partial_.size() + tail.size();
    if (need > limit_) {
        dropping_ = true;
        dropped_ = need;
        std::string().swap(partial_);  // give the memory back now, not at the line's end
        sink.on_cap_passed();
        return;
    }
    if (need > partial_.capacity()) {
        // Grow by doubling, but never past the limit, so memory stays within the bound.
        partial_.reserve(static_cast<std::size_t>(
            std::min<std::uint64_t>(std::max<std::uint64_t>(need, 2 * partial_.capacity()), limit_)));
    }
    partial_ += tail;
}

}  // namespace uici::engine
