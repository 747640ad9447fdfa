#include "match/output_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <fstream>

#include "match/match_error.hpp"

namespace uici::match {

OutputFile::~OutputFile() {
    if (fd_ >= 0) close(fd_);
}

bool OutputFile::open(const std::string& path) {
    path_ = path;
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd_ < 0) error_ = errno;
    return fd_ >= 0;
}

void OutputFile::append(std::string_view text, std::size_t flush_at) {
    buffer_ += text;
    if (buffer_.size() >= flush_at) flush();
}

bool OutputFile::flush() {
    std::size_t done = 0;
    while (error_ == 0 && done < buffer_.size()) {
        const ssize_t n = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) error_ = n < 0 ? errno : EIO;
        else done += static_cast<std::size_t>(n);
    }
    buffer_.clear();
    return error_ == 0;
}

std::optional<std::string> replace_file(const std::string& path, std::string_view text) {
    const std::string temp = path + ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) return io_error_text(temp, "write", errno);
        out << text;
        out.flush();
        if (!out) return io_error_text(temp, "write", errno);
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) return io_error_text(path, "write", errno);
    return std::nullopt;
}

}  // namespace uici::match
