#include "convert/convert_io.hpp"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <malloc.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace uici {
namespace {

bool read_all(int fd, std::string& out, std::size_t limit) {
    struct stat st {};
    // A regular file's size is known: one buffer of that size (plus one byte, to see growth or
    // the limit), usually filled by one read.
    std::size_t chunk = 1u << 16;
    const bool sized = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
    if (sized) {
        chunk = std::min<std::size_t>(static_cast<std::size_t>(st.st_size), limit) + 1;
        prepare_heap(chunk);  // before the text's own buffer, which then lands in it too
    }
    std::size_t used = out.size();
    while (used <= limit) {
        if (out.size() - used < chunk / 2 + 1) out.resize(used + chunk);
        const ssize_t n = ::read(fd, out.data() + used, out.size() - used);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        if (n == 0) break;
        used += static_cast<std::size_t>(n);
        chunk = std::max(chunk, used);  // pipes: grow geometrically
    }
    out.resize(std::min(used, limit + 1));
    if (!sized) prepare_heap(used);
    return true;
}

}  // namespace

namespace {
using ReadResult = boost::system::result<std::string, std::string>;
ReadResult read_failure(int error) { return ReadResult(boost::system::in_place_error, std::strerror(error)); }
}  // namespace

boost::system::result<std::string, std::string> read_whole_input(const std::string& file, std::size_t limit) {
    std::string text;
    if (file.empty() || file == "-") {
        if (!read_all(STDIN_FILENO, text, limit)) return read_failure(errno);
        return ReadResult(boost::system::in_place_value, std::move(text));
    }
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return read_failure(errno);
    const bool ok = read_all(fd, text, limit);
    const int read_errno = errno;
    ::close(fd);
    if (!ok) return read_failure(read_errno);
    return ReadResult(boost::system::in_place_value, std::move(text));
}

void OutputFile::write(std::string_view piece) {
    constexpr std::size_t kBlock = 1u << 20;
    if (!failure_.empty()) throw OutputFailed{};
    if (buffer_.size() + piece.size() > kBlock && !flush()) throw OutputFailed{};
    if (piece.size() >= kBlock) {
        if (!write_whole(fd_, piece)) {
            failure_ = std::strerror(errno);
            throw OutputFailed{};
        }
        return;
    }
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

void prepare_heap(std::size_t input_bytes) {
    // Below this the job touches a few hundred pages at most.
    constexpr std::size_t kWorthIt = 256u << 10;
    // glibc serves requests above 32 MiB (its largest mmap threshold) with mmap anyway.
    constexpr std::size_t kMaxThreshold = 32u << 20;
    constexpr std::uintptr_t kHuge = 2u << 20;
    if (input_bytes < kWorthIt) return;
    // A conversion's peak is about ten times its input (board, sorted pieces, output text).
    const std::size_t want = std::min(input_bytes * 10 + (4u << 20), kMaxThreshold - 4096);
    // Large blocks from the heap rather than from mmap, and the heap kept when freed.
    mallopt(M_MMAP_THRESHOLD, static_cast<int>(kMaxThreshold));
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(1u << 30));
    void* block = std::malloc(want);
    if (block == nullptr) return;
    const auto begin = (reinterpret_cast<std::uintptr_t>(block) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(block) + want) & ~(kHuge - 1);
    if (end > begin) {
        auto* p = reinterpret_cast<void*>(begin);
        // Both may be refused (no transparent huge pages, a kernel before 5.14): then the pages
        // come one fault at a time, as without this.
        ::madvise(p, end - begin, MADV_HUGEPAGE);
#ifdef MADV_POPULATE_WRITE
        ::madvise(p, end - begin, MADV_POPULATE_WRITE);
#endif
    }
    std::free(block);
}

}  // namespace uici
