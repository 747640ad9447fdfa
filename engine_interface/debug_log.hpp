// The "Debug Log File" option: a copy of both directions of the conversation, each line with
// a UTC timestamp and a direction mark. It never changes what goes to stdout.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace uici {

class DebugLog {
public:
    DebugLog() = default;
    DebugLog(const DebugLog&) = delete;
    DebugLog& operator=(const DebugLog&) = delete;
    ~DebugLog() { close(); }

    // Opens (appends to) `path`, or closes the log when `path` is empty. False if it cannot
    // be opened; the previous log then stays as it was.
    bool open(const std::string& path);
    void close();
    [[nodiscard]] bool active() const { return file_ != nullptr; }

    void input(std::string_view line);    // "> line"
    void output(std::string_view lines);  // "< line" for each line of a reply
    void note(std::string_view text);     // "# text": things the transport did on its own

private:
    void write(char mark, std::string_view line);
    std::FILE* file_ = nullptr;
};

}  // namespace uici
