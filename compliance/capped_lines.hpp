// The checker's buffer of an engine's stdout, bounded: an engine may print a line of any
// length, or never end one, so at most kMaxLineBytes of each line are kept and the rest of it
// is dropped up to its line end. A 100 MB line costs the checker 1 MiB, and the row that reads
// it still sees the line's start.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace uici::compliance {

inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

class CappedLines {
public:
    explicit CappedLines(std::size_t max_line = kMaxLineBytes) : max_line_(max_line) {}

    // Appends bytes as the pipe gave them (any chunking).
    void append(std::string_view bytes) {
        while (!bytes.empty()) {
            const auto nl = bytes.find('\n');
            const std::string_view part = bytes.substr(0, nl);
            const std::size_t room = line_bytes_ < max_line_ ? max_line_ - line_bytes_ : 0;
            text_.append(part.substr(0, room));
            line_bytes_ += part.size() < room ? part.size() : room;
            if (nl == std::string_view::npos) return;
            text_ += '\n';
            ++lines_;
            line_bytes_ = 0;
            bytes.remove_prefix(nl + 1);
        }
    }
    // Whether a whole line is held.
    [[nodiscard]] bool has_line() const { return lines_ > 0; }
    // The first whole line without its LF (and a CR before it); false when none is held.
    [[nodiscard]] bool take(std::string& line) {
        if (lines_ == 0) return false;
        const auto nl = text_.find('\n');
        --lines_;
        line.assign(text_, 0, nl);
        text_.erase(0, nl + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    }
    // Bytes held (never more than the whole lines plus max_line).
    [[nodiscard]] std::size_t held() const { return text_.size(); }

private:
    std::size_t max_line_;
    std::string text_;
    std::size_t line_bytes_ = 0;  // bytes of the unfinished last line that are held
    std::size_t lines_ = 0;       // whole lines held (a count, so no wait rescans a long tail)
};

}  // namespace uici::compliance
