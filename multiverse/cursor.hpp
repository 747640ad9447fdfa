// A position in a text with its line and column, for readers that report where they stopped.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

#include "multiverse/error.hpp"

namespace uici::multiverse {

class Cursor {
public:
    explicit Cursor(std::string_view text) : s_(text) {}
    bool done() const { return i_ >= s_.size(); }
    char peek(std::size_t ahead = 0) const { return i_ + ahead < s_.size() ? s_[i_ + ahead] : '\0'; }
    bool starts(std::string_view p) const { return s_.substr(i_, p.size()) == p; }
    char take() {
        const char c = s_[i_++];
        if (c == '\n') {
            ++line_;
            col_ = 1;
        } else {
            ++col_;
        }
        return c;
    }
    bool accept(char c) {
        if (peek() != c || done()) return false;
        take();
        return true;
    }
    bool accept(std::string_view p) {
        if (!starts(p)) return false;
        for (std::size_t k = 0; k < p.size(); ++k) take();
        return true;
    }
    void skip_space() {
        while (!done() && std::isspace(static_cast<unsigned char>(peek()))) take();
    }
    bool at_space() const { return !done() && std::isspace(static_cast<unsigned char>(peek())); }
    bool at_digit() const { return !done() && std::isdigit(static_cast<unsigned char>(peek())); }
    int line() const { return line_; }
    int column() const { return col_; }
    std::size_t offset() const { return i_; }
    std::string_view rest() const { return s_.substr(i_); }
    [[noreturn]] void error(std::string message) const { fail(line_, col_, std::move(message)); }
    // Describes the character at the cursor for "expected X, found Y" messages.
    std::string found() const {
        if (done()) return "the end of the text";
        const unsigned char c = static_cast<unsigned char>(peek());
        if (std::isprint(c)) return std::string("'") + char(c) + "'";
        return "byte " + std::to_string(int(c));
    }

private:
    std::string_view s_;
    std::size_t i_ = 0;
    int line_ = 1;
    int col_ = 1;
};

}  // namespace uici::multiverse
