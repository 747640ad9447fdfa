// The real server as a child process on pipes, driven the way a GUI or match runner drives it:
// a batch of request lines written by one thread while this one reads and checks the replies.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include <sys/types.h>

namespace uici::bench {

class ServerProcess {
public:
    explicit ServerProcess(const std::string& binary);
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;
    ~ServerProcess();

    [[nodiscard]] pid_t pid() const { return pid_; }

    // Writes `bytes` on a writer thread: the pipe holds 64 KiB, so writing a large batch from
    // the reading thread would deadlock once the server's replies fill the other pipe, and a
    // server that stops reading must not hang the benchmark (the destructor kills it).
    void start_writing(std::string bytes);
    // Waits for the writer; false when the server closed its stdin early.
    bool finish_writing();

    // The next reply line without its "\n", valid until the next call; nothing on end of output
    // or when `timeout_s` seconds pass without one.
    std::optional<std::string_view> read_line(double timeout_s = 60);

    // Sends "isready": true when "readyok" is the next line.
    bool sync();
    // Sends one short request line and returns its first reply line (or nothing, as read_line).
    std::optional<std::string> ask(std::string_view request, double timeout_s = 60);

private:
    bool fill(double timeout_s);
    void write_all(std::string_view bytes);

    pid_t pid_ = -1;
    int in_ = -1;   // the server's stdin
    int out_ = -1;  // the server's stdout
    std::thread writer_;
    std::string writing_;  // what the writer thread writes
    bool write_failed_ = false;
    std::string buf_;
    std::size_t begin_ = 0;  // unread bytes are buf_[begin_, end_)
    std::size_t end_ = 0;
};

}  // namespace uici::bench
