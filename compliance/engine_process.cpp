#include "compliance/engine_process.hpp"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <boost/asio/buffer.hpp>
#include <boost/asio/write.hpp>

extern char** environ;

namespace uici::compliance {

using Clock = std::chrono::steady_clock;

namespace {

std::atomic<pid_t> g_running_group{0};

void close_pair(int p[2]) {
    ::close(p[0]);
    ::close(p[1]);
}

// The state and process group of /proc/<pid>/stat ("pid (comm) S ppid pgrp ..."; comm may
// hold spaces and parentheses, so the fields are read after its last ')').
bool stat_of(const std::filesystem::path& dir, char& state, long& pgrp) {
    std::ifstream in(dir / "stat");
    std::string text;
    if (!std::getline(in, text)) return false;
    const auto close = text.rfind(')');
    if (close == std::string::npos) return false;
    long ppid = 0;
    return std::sscanf(text.c_str() + close + 1, " %c %ld %ld", &state, &ppid, &pgrp) == 3;
}

}  // namespace

pid_t running_engine_group() { return g_running_group.load(); }

int live_in_group(pid_t pgid) {
    if (pgid <= 0 || ::kill(-pgid, 0) != 0) return 0;
    std::error_code ec;
    std::filesystem::directory_iterator it("/proc", ec);
    if (ec) return 1;
    int live = 0;
    for (const auto& entry : it) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
        char state = 0;
        long pgrp = 0;
        // A zombie has exited; whoever inherited it reaps it (or, where PID 1 never reaps, nobody).
        if (stat_of(entry.path(), state, pgrp) && pgrp == pgid && state != 'Z') ++live;
    }
    return live;
}

EngineProcess::EngineProcess() = default;

EngineProcess::~EngineProcess() { end_group(Millis(200)); }

bool EngineProcess::start(const std::vector<std::string>& argv, std::string& error) {
    if (argv.empty()) {
        error = "no command";
        return false;
    }
    int to_child[2], from_child[2], err_child[2];
    if (::pipe2(to_child, O_CLOEXEC) != 0) return error = std::strerror(errno), false;
    if (::pipe2(from_child, O_CLOEXEC) != 0) {
        close_pair(to_child);
        return error = std::strerror(errno), false;
    }
    if (::pipe2(err_child, O_CLOEXEC) != 0) {
        close_pair(to_child);
        close_pair(from_child);
        return error = std::strerror(errno), false;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, to_child[0], 0);
    posix_spawn_file_actions_adddup2(&fa, from_child[1], 1);
    posix_spawn_file_actions_adddup2(&fa, err_child[1], 2);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    // A group of its own: ending the engine ends what it started (match/engine_process.cpp does
    // the same). The checker ignores SIGPIPE; the engine gets the default back.
    posix_spawnattr_setpgroup(&attr, 0);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int rc = ::posix_spawnp(&pid_, args[0], &fa, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    ::close(to_child[0]);
    ::close(from_child[1]);
    ::close(err_child[1]);
    if (rc != 0) {
        ::close(to_child[1]);
        ::close(from_child[0]);
        ::close(err_child[0]);
        pid_ = -1;
        error = argv[0] + ": " + std::strerror(rc);
        return false;
    }
    g_running_group.store(pid_);
    in_.assign(to_child[1]);
    in_.non_blocking(true);
    out_.assign(from_child[0]);
    err_.assign(err_child[0]);
    arm_out();
    arm_err();
    return true;
}

void EngineProcess::arm_out() {
    out_.async_read_some(boost::asio::buffer(out_chunk_), [this](const boost::system::error_code& ec, std::size_t n) {
        buffer_.append(std::string_view(out_chunk_.data(), n));
        if (ec) {
            out_eof_ = true;  // end of output, or the descriptor failed: either way nothing more comes
            return;
        }
        arm_out();
    });
}

void EngineProcess::arm_err() {
    err_.async_read_some(boost::asio::buffer(err_chunk_), [this](const boost::system::error_code& ec, std::size_t n) {
        err_tail_.append(err_chunk_.data(), n);
        if (err_tail_.size() > kStderrTail) err_tail_.erase(0, err_tail_.size() - kStderrTail);
        if (ec) err_eof_ = true;
        else arm_err();
    });
}

void EngineProcess::pause(Millis d) {
    run_until([] { return false; }, d);
    // Nobody reads stdout while the checker only waits for an exit: its lines are dropped, so
    // that an engine flooding them cannot fill memory.
    for (std::string line; buffer_.take(line);) {
    }
}

void EngineProcess::drain(Millis timeout) {
    if (timeout.count() <= 0) {
        ctx_.restart();
        ctx_.poll();
        return;
    }
    run_until([this] { return out_eof_ && err_eof_; }, timeout);
}

template <class Done>
void EngineProcess::run_until(Done done, Millis timeout) {
    if (done()) return;
    timed_out_ = false;
    timer_.expires_after(timeout);
    // The id tells this wait's timer from an earlier one whose cancellation is still queued.
    timer_.async_wait([this, id = ++wait_id_](const boost::system::error_code& ec) {
        if (!ec && id == wait_id_) timed_out_ = true;
    });
    ctx_.restart();
    while (!timed_out_ && !done()) ctx_.run_one();
    timer_.cancel();
    ctx_.poll();  // runs the cancelled timer's handler now, while nothing else waits
}

bool EngineProcess::send(const std::string& line, Millis timeout) {
    if (!in_.is_open()) return false;
    const std::string data = line + "\n";
    bool done = false;
    boost::system::error_code result;
    boost::asio::async_write(in_, boost::asio::buffer(data), [&](const boost::system::error_code& ec, std::size_t) {
        done = true;
        result = ec;
    });
    run_until([&] { return done; }, timeout);
    if (!done) {
        in_.cancel();
        ctx_.restart();
        while (!done) ctx_.run_one();  // the cancelled write's handler, which refers to `data`
        return false;
    }
    return !result;  // EPIPE: the child closed its stdin
}

std::optional<std::string> EngineProcess::read_line(Millis timeout) {
    run_until([this] { return buffer_.has_line() || out_eof_; }, timeout);
    std::string line;
    if (!buffer_.take(line)) return std::nullopt;
    return line;
}

std::optional<int> EngineProcess::exited() {
    if (exit_code_ || pid_ <= 0) return exit_code_;
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) note_exit(status);
    return exit_code_;
}

void EngineProcess::note_exit(int status) {
    exit_signal_ = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + exit_signal_;
}

std::string EngineProcess::exit_text() const {
    if (!exit_code_) return "still running";
    if (exit_signal_ == 0) return "exit code " + std::to_string(*exit_code_);
    return "killed by signal " + std::to_string(exit_signal_) + " (" + ::strsignal(exit_signal_) + ")";
}

std::optional<int> EngineProcess::wait_exit(Millis timeout) {
    const auto deadline = Clock::now() + timeout;
    while (!exited() && pid_ > 0 && Clock::now() < deadline) pause(Millis(5));
    return exit_code_;
}

int EngineProcess::end_group(Millis grace, Millis settle) {
    if (pid_ <= 0) return 0;
    // Helpers that end on their own when the engine has exited get `settle` to do so.
    const auto settled = Clock::now() + settle;
    while (Clock::now() < settled && (exited(), live_in_group(pid_) > 0)) pause(Millis(2));
    exited();
    const int left = live_in_group(pid_);
    if (left > 0) {
        ::kill(-pid_, SIGTERM);
        const auto deadline = Clock::now() + grace;
        while (Clock::now() < deadline && (exited(), live_in_group(pid_) > 0)) pause(Millis(5));
        ::kill(-pid_, SIGKILL);
        // SIGKILL is delivered, not done: wait (a little) until the group is really gone.
        const auto killed = Clock::now() + Millis(1000);
        while (Clock::now() < killed && (exited(), live_in_group(pid_) > 0)) pause(Millis(2));
    }
    if (!exit_code_) {
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        note_exit(status);
    }
    pid_t mine = pid_;
    g_running_group.compare_exchange_strong(mine, 0);
    pid_ = -1;  // ended: a second call finds nothing to end, even if the group id is reused
    return left;
}

}  // namespace uici::compliance
