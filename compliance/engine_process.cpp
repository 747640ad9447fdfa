#include "compliance/engine_process.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <boost/asio/buffer.hpp>

extern char** environ;

namespace uici::compliance {

using Clock = std::chrono::steady_clock;

EngineProcess::EngineProcess() = default;

EngineProcess::~EngineProcess() {
    if (in_fd_ >= 0) ::close(in_fd_);
    if (pid_ > 0 && !exit_code_) {
        ::kill(pid_, SIGKILL);
        int status = 0;
        ::waitpid(pid_, &status, 0);
    }
}

bool EngineProcess::start(const std::vector<std::string>& argv, std::string& error) {
    if (argv.empty()) {
        error = "no command";
        return false;
    }
    int to_child[2], from_child[2];
    if (::pipe2(to_child, O_CLOEXEC) != 0) return error = std::strerror(errno), false;
    if (::pipe2(from_child, O_CLOEXEC) != 0) {
        ::close(to_child[0]);
        ::close(to_child[1]);
        return error = std::strerror(errno), false;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, to_child[0], 0);
    posix_spawn_file_actions_adddup2(&fa, from_child[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int rc = ::posix_spawnp(&pid_, args[0], &fa, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    ::close(to_child[0]);
    ::close(from_child[1]);
    if (rc != 0) {
        ::close(to_child[1]);
        ::close(from_child[0]);
        pid_ = -1;
        error = argv[0] + ": " + std::strerror(rc);
        return false;
    }
    in_fd_ = to_child[1];
    ::fcntl(in_fd_, F_SETFL, ::fcntl(in_fd_, F_GETFL) | O_NONBLOCK);
    out_.assign(from_child[0]);
    arm_read();
    return true;
}

void EngineProcess::arm_read() {
    out_.async_read_some(boost::asio::buffer(chunk_), [this](const boost::system::error_code& ec, std::size_t n) {
        buffer_.append(std::string_view(chunk_.data(), n));
        if (ec) {
            eof_ = true;  // end of output, or the descriptor failed: either way nothing more comes
            return;
        }
        arm_read();
    });
}

bool EngineProcess::send(const std::string& line, Millis timeout) {
    if (in_fd_ < 0) return false;
    std::string data = line + "\n";
    const auto deadline = Clock::now() + timeout;
    std::string_view rest = data;
    while (!rest.empty()) {
        const ssize_t n = ::write(in_fd_, rest.data(), rest.size());
        if (n > 0) {
            rest.remove_prefix(static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno != EAGAIN) return false;  // EPIPE: the child closed its stdin
        const auto left = std::chrono::duration_cast<Millis>(deadline - Clock::now()).count();
        if (left <= 0) return false;
        pollfd p{in_fd_, POLLOUT, 0};
        ::poll(&p, 1, static_cast<int>(left));
    }
    return true;
}

void EngineProcess::run_for_line(Millis timeout) {
    if (buffer_.has_line() || eof_) return;
    timed_out_ = false;
    timer_.expires_after(timeout);
    // The id tells this wait's timer from an earlier one whose cancellation is still queued.
    timer_.async_wait([this, id = ++wait_id_](const boost::system::error_code& ec) {
        if (!ec && id == wait_id_) timed_out_ = true;
    });
    ctx_.restart();
    while (!timed_out_ && !eof_ && !buffer_.has_line()) ctx_.run_one();
    timer_.cancel();
    ctx_.poll();  // runs the cancelled timer's handler now, while nothing else waits
}

std::optional<std::string> EngineProcess::read_line(Millis timeout) {
    run_for_line(timeout);
    std::string line;
    if (!buffer_.take(line)) return std::nullopt;
    return line;
}

std::optional<int> EngineProcess::wait_exit(Millis timeout) {
    if (exit_code_ || pid_ <= 0) return exit_code_;
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        int status = 0;
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_) {
            exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            return exit_code_;
        }
        if (r < 0 || Clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(Millis(5));
    }
}

}  // namespace uici::compliance
