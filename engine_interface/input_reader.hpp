// Reads stdin without blocking the io_context: a Boost.Asio posix::stream_descriptor on a dup
// of the descriptor for pipes, sockets and terminals; for regular files and /dev/null, which
// epoll refuses, a helper thread doing blocking reads and posting each chunk to the
// io_context. Either way the next read starts only after the previous chunk was handled.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <thread>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>

namespace uici {

class InputReader {
public:
    using DataHandler = std::function<void(std::string_view)>;
    using EofHandler = std::function<void()>;

    InputReader(boost::asio::io_context& ctx, int fd);
    InputReader(const InputReader&) = delete;
    InputReader& operator=(const InputReader&) = delete;
    ~InputReader();

    // Handlers run on the io_context's thread; on_eof runs once, also after a read error.
    void start(DataHandler on_data, EofHandler on_eof);
    void close();

    // True for a regular file: a script, to be run to its end rather than cut short at EOF.
    [[nodiscard]] bool is_file() const { return is_file_; }
    [[nodiscard]] bool uses_asio() const { return asio_; }

private:
    struct Fallback;  // the helper thread's shared state
    void read_some();

    boost::asio::io_context& ctx_;
    int fd_;
    bool is_file_ = false;
    bool asio_ = false;
    boost::asio::posix::stream_descriptor desc_;
    std::unique_ptr<char[]> buf_;
    DataHandler on_data_;
    EofHandler on_eof_;
    std::shared_ptr<Fallback> fallback_;
    // The helper thread's reads are no io_context work, so this keeps run() going meanwhile.
    std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work_;
    std::thread thread_;
};

}  // namespace uici
