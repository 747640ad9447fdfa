// A file the match appends to (-out, -log), with every write checked: a failed write is kept as
// its errno, so the runner can stop and say `error io ...` instead of losing games unsaid.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace uici::match {

class OutputFile {
public:
    OutputFile() = default;
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // Opens `path` for appending (created when missing); false, and error() set, when it cannot.
    bool open(const std::string& path);
    [[nodiscard]] bool is_open() const { return fd_ >= 0; }
    [[nodiscard]] const std::string& path() const { return path_; }
    // Buffers `text`; the buffer is written out once it holds `flush_at` bytes or more.
    void append(std::string_view text, std::size_t flush_at = 1 << 16);
    // Writes out what is buffered; false once any write failed (error() holds its errno).
    bool flush();
    [[nodiscard]] int error() const { return error_; }

private:
    int fd_ = -1;
    int error_ = 0;
    std::string path_;
    std::string buffer_;
};

// Writes `text` as the whole of `path`: to a file beside it, renamed over it, so that a failure
// leaves the old file whole; an `io` error line on failure.
std::optional<std::string> replace_file(const std::string& path, std::string_view text);

}  // namespace uici::match
