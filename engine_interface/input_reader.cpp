#include "engine_interface/input_reader.hpp"

#include <cerrno>
#include <condition_variable>
#include <mutex>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>
#include <boost/asio/post.hpp>

namespace uici {

namespace {
constexpr std::size_t kChunk = 64 * 1024;

ssize_t read_retrying(int fd, char* buf, std::size_t n) {
    ssize_t got = 0;
    do got = ::read(fd, buf, n);
    while (got < 0 && errno == EINTR);
    return got;
}
}  // namespace

// Shared by the helper thread and the io_context side, so neither outlives what it touches.
struct InputReader::Fallback {
    std::mutex m;
    std::condition_variable cv;
    std::vector<char> buf = std::vector<char>(kChunk);
    bool consumed = true;  // the io_context side is done with buf
    bool closing = false;
    bool done = false;  // the thread has left its loop
};

InputReader::InputReader(boost::asio::io_context& ctx, int fd)
    : ctx_(ctx), fd_(fd), desc_(ctx), buf_(new char[kChunk]) {
    struct stat st {};
    const bool known = ::fstat(fd, &st) == 0;
    is_file_ = known && S_ISREG(st.st_mode);
    const bool pollable = known && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || ::isatty(fd));
    if (!pollable) return;
    const int copy = ::dup(fd);
    if (copy < 0) return;
    boost::system::error_code ec;
    desc_.assign(copy, ec);  // registers with epoll
    if (ec) ::close(copy);
    else asio_ = true;
}

InputReader::~InputReader() {
    close();
    if (thread_.joinable()) {
        bool done = false;
        {
            std::lock_guard lock(fallback_->m);
            done = fallback_->done;
        }
        // A thread still inside read() holds only the shared state; let it finish alone.
        if (done) thread_.join();
        else thread_.detach();
    }
}

void InputReader::start(DataHandler on_data, EofHandler on_eof) {
    on_data_ = std::move(on_data);
    on_eof_ = std::move(on_eof);
    if (asio_) return read_some();

    fallback_ = std::make_shared<Fallback>();
    work_.emplace(ctx_.get_executor());
    thread_ = std::thread([this, fb = fallback_, fd = fd_] {
        for (;;) {
            {
                std::unique_lock lock(fb->m);
                fb->cv.wait(lock, [&] { return fb->consumed || fb->closing; });
                if (fb->closing) break;
                fb->consumed = false;
            }
            const ssize_t n = read_retrying(fd, fb->buf.data(), fb->buf.size());
            std::lock_guard lock(fb->m);
            if (fb->closing) break;
            if (n > 0) {
                boost::asio::post(ctx_, [this, fb, n] {
                    if (!fb->closing) on_data_(std::string_view(fb->buf.data(), static_cast<std::size_t>(n)));
                    std::lock_guard inner(fb->m);
                    fb->consumed = true;
                    fb->cv.notify_one();
                });
            } else {
                boost::asio::post(ctx_, [this, fb] {
                    work_.reset();
                    if (!fb->closing) on_eof_();
                });
                break;
            }
        }
        std::lock_guard lock(fb->m);
        fb->done = true;
    });
}

// Waits for readability, then reads with a plain read(2). Asio's async_read_some would put
// the descriptor into non-blocking mode, and that flag belongs to the open file description,
// which stdin shares with the parent (a terminal, a harness's pipe).
void InputReader::read_some() {
    desc_.async_wait(boost::asio::posix::stream_descriptor::wait_read, [this](const boost::system::error_code& ec) {
        if (ec == boost::asio::error::operation_aborted || !desc_.is_open()) return;
        const ssize_t n = ec ? -1 : read_retrying(desc_.native_handle(), buf_.get(), kChunk);
        if (n > 0) {
            on_data_(std::string_view(buf_.get(), static_cast<std::size_t>(n)));
            if (desc_.is_open()) read_some();
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            read_some();
        } else {
            on_eof_();
        }
    });
}

void InputReader::close() {
    if (desc_.is_open()) {
        boost::system::error_code ignored;
        desc_.close(ignored);
    }
    work_.reset();
    if (fallback_) {
        std::lock_guard lock(fallback_->m);
        fallback_->closing = true;
        fallback_->cv.notify_one();
    }
}

}  // namespace uici
