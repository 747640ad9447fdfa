#include "convert/convert_io.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace uici {
namespace {

bool read_all(int fd, InputText& out, std::size_t limit) {
    struct stat st {};
    // A regular file's size is known: one buffer of that size, usually filled by one read, and
    // then one byte more read to see the end (or that the file grew meanwhile).
    std::size_t chunk = 1u << 16;
    std::size_t expected = SIZE_MAX;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
        chunk = expected = std::min<std::size_t>(static_cast<std::size_t>(st.st_size), limit + 1);
    std::size_t used = 0;
    while (used <= limit) {
        if (used == expected) {
            char probe = 0;
            const ssize_t n = ::read(fd, &probe, 1);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) return false;
            if (n == 0) break;
            if (out.capacity() < used + 1) out.reserve(used + chunk, used);
            out.data()[used++] = probe;
            expected = SIZE_MAX;  // it grew: read on as from a pipe
            continue;
        }
        if (out.capacity() - used < chunk / 2 + 1) out.reserve(used + chunk, used);
        const ssize_t n = ::read(fd, out.data() + used, std::min(out.capacity(), expected) - used);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        if (n == 0) break;
        used += static_cast<std::size_t>(n);
        chunk = std::max(chunk, used);  // pipes: grow geometrically
    }
    out.set_size(std::min(used, limit + 1));
    return true;
}

}  // namespace

void Unmap::operator()(char* p) const noexcept { ::munmap(p, bytes); }

bool InputText::map(int fd, std::size_t n) {
    // All pages mapped at once (MAP_POPULATE): a conversion reads every byte of its input.
    void* p = ::mmap(nullptr, n, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (p == MAP_FAILED) return false;
    data_.reset();
    mapping_ = std::unique_ptr<char, Unmap>(static_cast<char*>(p), Unmap{n});
    size_ = capacity_ = n;
    return true;
}

namespace {
std::string lost_line;  // report_lost_input's, set before its handler is
int lost_code = 1;

extern "C" void on_lost_input(int) {
    // Only async-signal-safe calls here: write and _exit.
    std::string_view rest = lost_line;
    while (!rest.empty()) {
        const ssize_t n = ::write(STDERR_FILENO, rest.data(), rest.size());
        if (n <= 0) break;
        rest.remove_prefix(static_cast<std::size_t>(n));
    }
    ::_exit(lost_code);
}
}  // namespace

void report_lost_input(std::string line, int code) {
    lost_line = std::move(line);
    lost_code = code;
    struct sigaction action {};
    action.sa_handler = on_lost_input;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, nullptr);
}

void InputText::reserve(std::size_t n, std::size_t keep) {
    if (n <= capacity_) return;
    auto bigger = std::make_unique_for_overwrite<char[]>(n);
    if (keep > 0) std::memcpy(bigger.get(), data_.get(), std::min(keep, capacity_));
    data_ = std::move(bigger);
    capacity_ = n;
}

namespace {
using ReadResult = boost::system::result<InputText, std::string>;
ReadResult read_failure(int error) { return ReadResult(boost::system::in_place_error, std::strerror(error)); }
}  // namespace

boost::system::result<InputText, std::string> read_whole_input(const std::string& file, std::size_t limit) {
    InputText text;
    if (file.empty() || file == "-") {
        if (!read_all(STDIN_FILENO, text, limit)) return read_failure(errno);
        return ReadResult(boost::system::in_place_value, std::move(text));
    }
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return read_failure(errno);
    // A file of 64 KiB or more (not past the limit) is mapped: read into a buffer, the kernel
    // zeroed the buffer's pages and copied the file into them (2-5 % of the CPU time of
    // converting a 1-8 MB document). Smaller files, pipes and stdin are read.
    constexpr std::size_t kMapFrom = 64u << 10;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) >= kMapFrom &&
        static_cast<std::size_t>(st.st_size) <= limit && text.map(fd, static_cast<std::size_t>(st.st_size))) {
        ::close(fd);
        return ReadResult(boost::system::in_place_value, std::move(text));
    }
    const bool ok = read_all(fd, text, limit);
    const int read_errno = errno;
    ::close(fd);
    if (!ok) return read_failure(read_errno);
    return ReadResult(boost::system::in_place_value, std::move(text));
}

std::optional<std::size_t> input_size(const std::string& file) {
    struct stat st {};
    const bool known = file.empty() || file == "-" ? ::fstat(STDIN_FILENO, &st) == 0 : ::stat(file.c_str(), &st) == 0;
    if (!known || !S_ISREG(st.st_mode) || st.st_size < 0) return std::nullopt;
    return static_cast<std::size_t>(st.st_size);
}

void OutputFile::write(std::string_view piece) {
    // Small enough that the buffer adds little to a conversion's memory (the writers hand on
    // their text in 64 KiB pieces), large enough for few system calls.
    constexpr std::size_t kBlock = 128u << 10;
    // A piece this large goes out as it is, not copied into the buffer first.
    const bool direct = piece.size() >= kBlock / 4;
    if (!failure_.empty()) throw OutputFailed{};
    if ((direct || buffer_.size() + piece.size() > kBlock) && !flush()) throw OutputFailed{};
    if (direct) {
        if (!write_whole(fd_, piece)) {
            failure_ = std::strerror(errno);
            throw OutputFailed{};
        }
        return;
    }
    if (buffer_.capacity() < kBlock) buffer_.reserve(kBlock);
    buffer_ += piece;
}

bool OutputFile::flush() {
    if (!failure_.empty()) return false;
    if (!write_whole(fd_, buffer_)) {
        failure_ = std::strerror(errno);
        return false;
    }
    buffer_.clear();
    return true;
}

bool OutputFile::finish() {
    bool ok = flush();
    if (fd_ >= 0) {
        // close reports what the file system could not write back (NFS, a full disk).
        if (::close(fd_) != 0 && ok) {
            failure_ = std::strerror(errno);
            ok = false;
        }
        fd_ = -1;
    }
    return ok;
}

bool write_whole(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) errno = EIO;
        if (n <= 0) return false;
        text.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

}  // namespace uici
