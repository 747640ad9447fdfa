// Test helper: the real uici binary as a child process on pipes, the way GUIs and runners
// start it. Header-only so that the test glob (*_test.cpp) needs no extra sources.
#pragma once

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace uici::test {

using Millis = std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

// Bounds in the tests are generous already; UICI_TIME_SCALE stretches them further
// (e.g. for sanitizer builds on a loaded machine).
inline Millis scaled(Millis ms) {
    static const double k = [] {
        const char* s = std::getenv("UICI_TIME_SCALE");
        return s ? std::atof(s) : 1.0;
    }();
    return Millis(static_cast<long long>(static_cast<double>(ms.count()) * (k > 0 ? k : 1.0)));
}

// UICI_TEST_WRAPPER, when set, is a command line (words split at blanks, no quoting) put in
// front of the binary's, e.g. "valgrind --tool=memcheck --log-file=/tmp/vg.%p.log" (see
// scripts/valgrind.sh). The wrapper is looked up on PATH. It must keep the child's pid and
// stdin/stdout/stderr (valgrind does), and it cannot pass ChildOptions::argv0 on: the binary
// then sees its own path as argv[0].
inline std::vector<std::string> test_wrapper() {
    std::vector<std::string> words;
    const char* s = std::getenv("UICI_TEST_WRAPPER");
    for (std::string_view rest = s ? s : ""; !rest.empty();) {
        const auto start = rest.find_first_not_of(" \t");
        if (start == std::string_view::npos) break;
        rest.remove_prefix(start);
        const auto end = std::min(rest.find_first_of(" \t"), rest.size());
        words.emplace_back(rest.substr(0, end));
        rest.remove_prefix(end);
    }
    return words;
}

struct ChildOptions {
    std::vector<std::string> args = {};  // after argv[0]
    std::string argv0 = {};              // default: the binary's path
    std::string cwd = {};                // default: inherited
    std::string stdin_file = {};         // "": a pipe; otherwise this file (e.g. "/dev/null")
    bool stderr_unread = false;          // leave stderr a pipe nobody reads
};

class Child {
public:
    explicit Child(ChildOptions o = {}) {
        int in[2] = {-1, -1}, out[2], err[2];
        if (o.stdin_file.empty() && ::pipe2(in, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
        if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
        const std::string bin = UICI_BINARY;
        std::vector<std::string> argv = test_wrapper();
        wrapped_ = !argv.empty();
        argv.push_back(wrapped_ || o.argv0.empty() ? bin : o.argv0);
        argv.insert(argv.end(), o.args.begin(), o.args.end());
        const std::string& exe = wrapped_ ? argv.front() : bin;
        // Built before fork: the test process may have threads, so the child only calls
        // async-signal-safe functions.
        std::vector<char*> cargv;
        for (auto& a : argv) cargv.push_back(a.data());
        cargv.push_back(nullptr);
        pid_ = ::fork();
        if (pid_ < 0) throw std::runtime_error("fork");
        if (pid_ == 0) {
            int fd0 = in[0];
            if (!o.stdin_file.empty()) fd0 = ::open(o.stdin_file.c_str(), O_RDONLY);
            ::dup2(fd0, 0);
            ::dup2(out[1], 1);
            ::dup2(err[1], 2);
            if (!o.cwd.empty() && ::chdir(o.cwd.c_str()) != 0) ::_exit(126);
            if (wrapped_) ::execvp(exe.c_str(), cargv.data());
            else ::execv(exe.c_str(), cargv.data());
            ::_exit(127);
        }
        if (in[0] >= 0) ::close(in[0]);
        ::close(out[1]);
        ::close(err[1]);
        in_ = in[1];
        out_ = out[0];
        err_ = err[0];
        if (o.stderr_unread) unread_err_ = true;
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;
    ~Child() {
        // Under a wrapper, a child still running gets end of input, then SIGTERM (both exit
        // 0, section 2 of PROTOCOL.md) before SIGKILL, so that valgrind writes its leak report.
        if (!exited_ && wrapped_) {
            close_stdin();
            if (!wait_exit(Millis(2000))) {
                ::kill(pid_, SIGTERM);
                (void)wait_exit(Millis(2000));
            }
        }
        if (!exited_) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        for (int fd : {in_, out_, err_})
            if (fd >= 0) ::close(fd);
    }

    [[nodiscard]] pid_t pid() const { return pid_; }

    // Writes all of `bytes` in as few write calls as the pipe allows. False if the child
    // has closed its stdin (EPIPE; the test process ignores SIGPIPE).
    bool write(std::string_view bytes) {
        std::signal(SIGPIPE, SIG_IGN);
        while (!bytes.empty()) {
            const ssize_t n = ::write(in_, bytes.data(), bytes.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            bytes.remove_prefix(static_cast<std::size_t>(n));
        }
        return true;
    }
    bool send(std::string_view line) { return write(std::string(line) + "\n"); }
    void close_stdin() {
        if (in_ >= 0) ::close(in_);
        in_ = -1;
    }
    void close_stdout() {
        if (out_ >= 0) ::close(out_);
        out_ = -1;
    }
    void signal(int sig) { ::kill(pid_, sig); }

    // The next stdout line (without "\n"), or nothing on timeout or end of output.
    std::optional<std::string> read_line(Millis timeout = Millis(5000)) {
        const auto deadline = Clock::now() + scaled(timeout);
        for (;;) {
            if (const auto nl = buf_.find('\n'); nl != std::string::npos) {
                std::string line = buf_.substr(0, nl);
                buf_.erase(0, nl + 1);
                return line;
            }
            if (out_eof_ || !fill(deadline)) return std::nullopt;
        }
    }
    // Everything until stdout closes (or the timeout).
    std::string read_rest(Millis timeout = Millis(5000)) {
        const auto deadline = Clock::now() + scaled(timeout);
        while (!out_eof_ && fill(deadline)) {
        }
        std::string all = std::move(buf_);
        buf_.clear();
        return all;
    }
    // Every byte the child wrote on stdout so far that was read (for the CR check).
    [[nodiscard]] const std::string& raw_stdout() const { return raw_; }

    std::string read_stderr() {
        std::string s;
        char b[4096];
        pollfd p{err_, POLLIN, 0};
        while (::poll(&p, 1, 0) > 0) {
            const ssize_t n = ::read(err_, b, sizeof b);
            if (n <= 0) break;
            s.append(b, static_cast<std::size_t>(n));
        }
        return s;
    }

    // The exit status (the code, or -signal), or nothing if still running after `timeout`.
    std::optional<int> wait_exit(Millis timeout = Millis(5000)) {
        if (exited_) return status_;
        const auto deadline = Clock::now() + scaled(timeout);
        for (;;) {
            int st = 0;
            const pid_t r = ::waitpid(pid_, &st, WNOHANG);
            if (r == pid_) {
                exited_ = true;
                status_ = WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st);
                core_dumped_ = WIFSIGNALED(st) && WCOREDUMP(st);
                return status_;
            }
            if (Clock::now() > deadline) return std::nullopt;
            std::this_thread::sleep_for(Millis(1));
        }
    }
    [[nodiscard]] bool core_dumped() const { return core_dumped_; }

private:
    bool fill(Clock::time_point deadline) {
        const auto left = std::chrono::duration_cast<Millis>(deadline - Clock::now()).count();
        if (left <= 0) return false;
        pollfd p{out_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left)) <= 0) return false;
        char b[65536];
        const ssize_t n = ::read(out_, b, sizeof b);
        if (n <= 0) {
            out_eof_ = true;
            return false;
        }
        buf_.append(b, static_cast<std::size_t>(n));
        raw_.append(b, static_cast<std::size_t>(n));
        return true;
    }

    pid_t pid_ = -1;
    int in_ = -1, out_ = -1, err_ = -1;
    bool unread_err_ = false;
    bool wrapped_ = false;
    std::string buf_, raw_;
    bool out_eof_ = false;
    bool exited_ = false;
    bool core_dumped_ = false;
    int status_ = 0;
};

}  // namespace uici::test
