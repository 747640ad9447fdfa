#include "match/status_line.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <string_view>

namespace uici::match {

namespace {

constexpr const char* kClearToEnd = "\x1b[K";

std::string hms(std::int64_t s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                  static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
    return buf;
}

}  // namespace

std::string status_text(const StatusFacts& f) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%d/%d games  W %d D %d L %d  %.1f pts  %d playing  ", f.done, f.total, f.score.wins,
                  f.score.draws, f.score.losses, f.score.points(), f.in_flight);
    std::string s = buf;
    s += hms(f.elapsed_s);
    if (f.llr) {
        std::snprintf(buf, sizeof buf, "  LLR %.2f (%.2f, %.2f)", *f.llr, f.lower, f.upper);
        s += buf;
    }
    return s;
}

bool is_terminal(int fd) { return isatty(fd) == 1; }

int terminal_width(int fd) {
    winsize w{};
    if (ioctl(fd, TIOCGWINSZ, &w) != 0) return 0;
    return w.ws_col;
}

void StatusLine::show(const std::string& text) {
    shown_ = text;
    std::string_view visible = text;
    if (width_ > 1 && visible.size() >= static_cast<std::size_t>(width_))
        visible = visible.substr(0, static_cast<std::size_t>(width_ - 1));
    out_ << '\r' << visible << kClearToEnd << std::flush;
    drawn_ = true;
}

void StatusLine::draw(const std::string& text) {
    if (!terminal_ || (drawn_ && text == shown_)) return;
    show(text);
}

void StatusLine::print(const std::string& line, const std::string& text) {
    if (!terminal_) {
        out_ << line << std::flush;
        return;
    }
    if (drawn_) out_ << '\r' << kClearToEnd;
    out_ << line;
    show(text);
}

void StatusLine::clear() {
    if (!terminal_ || !drawn_) return;
    out_ << '\r' << kClearToEnd << std::flush;
    drawn_ = false;
    shown_.clear();
}

}  // namespace uici::match
