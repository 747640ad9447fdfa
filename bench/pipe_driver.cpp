#include "bench/pipe_driver.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench/harness.hpp"
#include "engine/spawn.hpp"

namespace uici::bench {

ServerProcess::ServerProcess(const std::string& binary) : buf_(std::size_t{1} << 20, '\0') {
    std::signal(SIGPIPE, SIG_IGN);  // a server that died shows up as a failed write
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
    // Spawned (engine/spawn.hpp), not forked: a fork would copy this process's memory into the
    // child's counted peak RSS until the exec (the big request texts live here). Its stderr is ours.
    std::string error;
    pid_ = engine::spawn_in_group({binary}, engine::SpawnIo{in[0], out[1], 2}, false, error);
    ::close(in[0]);
    ::close(out[1]);
    in_ = in[1];
    out_ = out[0];
    if (pid_ < 0) throw std::runtime_error(error);
}

ServerProcess::~ServerProcess() {
    if (writer_.joinable()) {
        ::kill(pid_, SIGKILL);  // the writer may be blocked on a server that stopped reading
        writer_.join();
    }
    ::close(in_);  // end of input: the server quits
    int status = 0;
    for (int i = 0; i < 200 && ::waitpid(pid_, &status, WNOHANG) == 0; ++i) ::usleep(10'000);
    if (::waitpid(pid_, &status, WNOHANG) == 0) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
    }
    ::close(out_);
}

void ServerProcess::write_all(std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(in_, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            write_failed_ = true;
            return;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
}

void ServerProcess::start_writing(std::string bytes) {
    finish_writing();
    writing_ = std::move(bytes);
    writer_ = std::thread([this] { write_all(writing_); });
}

bool ServerProcess::finish_writing() {
    if (writer_.joinable()) writer_.join();
    return !write_failed_;
}

bool ServerProcess::fill(double timeout_s) {
    if (begin_ > 0) {  // keep the partial line, at the front
        std::memmove(buf_.data(), buf_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    if (end_ == buf_.size()) buf_.resize(buf_.size() * 2);
    pollfd p{out_, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(timeout_s * 1000));
    if (ready <= 0) return false;
    ssize_t n = 0;
    do n = ::read(out_, buf_.data() + end_, buf_.size() - end_);
    while (n < 0 && errno == EINTR);
    if (n <= 0) return false;
    end_ += static_cast<std::size_t>(n);
    return true;
}

std::optional<std::string_view> ServerProcess::read_line(double timeout_s) {
    const double deadline = wall_now() + timeout_s;
    for (;;) {
        const char* start = buf_.data() + begin_;
        if (const void* nl = std::memchr(start, '\n', end_ - begin_)) {
            const auto len = static_cast<std::size_t>(static_cast<const char*>(nl) - start);
            begin_ += len + 1;
            return std::string_view(start, len);
        }
        const double left = deadline - wall_now();
        if (left <= 0 || !fill(left)) return std::nullopt;
    }
}

bool ServerProcess::sync() {
    const auto line = ask("isready");
    return line == "readyok";
}

std::optional<std::string> ServerProcess::ask(std::string_view request, double timeout_s) {
    write_all(std::string(request) + "\n");
    const auto line = read_line(timeout_s);
    return line ? std::optional<std::string>(*line) : std::nullopt;
}

}  // namespace uici::bench
