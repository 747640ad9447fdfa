// The input and output of `uici convert` as a whole process: a conversion of a 100,000-piece
// position is over in milliseconds, so reading and writing are much of what a script waits for.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include <boost/system/result.hpp>
#include <string_view>

namespace uici {

// Unmaps a mapped input of `bytes` bytes.
struct Unmap {
    std::size_t bytes = 0;
    void operator()(char* p) const noexcept;
};

// A document read whole, in a buffer the kernel fills directly: a std::string would be zeroed
// first (resize), a pass over all of it (7.6 M instructions for a 7.6 MB document, 7 % of
// converting it) before the read writes every byte again. A large regular file is mapped
// instead (mapped()): its pages are the page cache's own, neither zeroed nor copied.
class InputText {
public:
    [[nodiscard]] std::string_view view() const { return {mapping_ ? mapping_.get() : data_.get(), size_}; }
    [[nodiscard]] bool mapped() const { return mapping_ != nullptr; }
    // Room for n bytes in all; the first `keep` (those read so far) are kept.
    void reserve(std::size_t n, std::size_t keep);
    [[nodiscard]] std::size_t capacity() const { return capacity_; }
    [[nodiscard]] char* data() { return data_.get(); }
    void set_size(std::size_t n) { size_ = n; }
    // Frees the buffer (the conversion no longer reads the text).
    void release() {
        data_.reset();
        mapping_.reset();
        size_ = capacity_ = 0;
    }
    // The first n bytes of the file open on fd, mapped (n > 0); false when it cannot be mapped
    // (the caller then reads it).
    bool map(int fd, std::size_t n);

private:
    std::unique_ptr<char[]> data_;
    std::unique_ptr<char, Unmap> mapping_;
    std::size_t size_ = 0, capacity_ = 0;
};

// While a mapped input is read, a file cut shorter by another process would end the process
// with SIGBUS at the first byte past its new end. Once this is called, that ends it with
// `line` (the io error, written before) on stderr and exit code `code` instead.
void report_lost_input(std::string line, int code);

// The whole of FILE ("" or "-": stdin), with one read when the size is known; when it cannot
// be read, the system's reason (strerror). More than `limit` bytes are not read: the text is
// then cut at limit + 1, for the caller's too_large error.
boost::system::result<InputText, std::string> read_whole_input(const std::string& file, std::size_t limit);

// The size of FILE ("" or "-": stdin) when it is a regular file; nothing for a pipe, a
// terminal or a file that cannot be read (read_whole_input then says why).
std::optional<std::size_t> input_size(const std::string& file);

// Writes all of `text` to the file descriptor with as few write calls as the pipe allows.
bool write_whole(int fd, std::string_view text);

// Thrown by OutputFile::write once a write has failed: there is no point in making the rest.
struct OutputFailed {};

// An output written in blocks of up to 128 KiB (a conversion's many small pieces, one system call
// per block), every write checked: the first failure is kept (failure()) and ends the job.
class OutputFile {
public:
    OutputFile(int fd, std::string name) : fd_(fd), name_(std::move(name)) {}
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;
    // Throws OutputFailed when the output can no longer be written.
    void write(std::string_view piece);
    // Writes what is buffered and closes the descriptor; false when anything failed.
    bool finish();
    [[nodiscard]] const std::string& failure() const { return failure_; }

private:
    bool flush();
    int fd_;
    std::string name_;
    std::string buffer_;
    std::string failure_;  // strerror of the first failed write or close
};

}  // namespace uici
