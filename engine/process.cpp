#include "engine/process.hpp"

#include "engine/spawn.hpp"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <poll.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>

namespace uici::engine {

namespace asio = boost::asio;
constexpr auto kTuple = asio::as_tuple(asio::use_awaitable);

namespace {

// The process groups of the engines running, for kill_running_groups (a signal handler reads
// them, so they are lock-free atomics in a fixed table; an engine past its size is not listed).
std::array<std::atomic<pid_t>, 256> g_groups{};

void list_group(pid_t g) {
    for (auto& slot : g_groups) {
        pid_t free = 0;
        if (slot.compare_exchange_strong(free, g)) return;
    }
}

void unlist_group(pid_t g) {
    for (auto& slot : g_groups) {
        pid_t mine = g;
        if (slot.compare_exchange_strong(mine, 0)) return;
    }
}

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

void kill_running_groups() {
    for (auto& slot : g_groups)
        if (const pid_t g = slot.load(); g > 0) ::kill(-g, SIGKILL);
}

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

// Turns the framer's reports into read results, in the order the bytes came.
class Process::Lines final : public LineFramer::Sink {
public:
    explicit Lines(Process& p) : p_(p) {}
    void on_line(std::string_view line) override {
        p_.ready_.push_back(ReadResult{ReadResult::Kind::line, std::string(line), line.size()});
    }
    // Judged the moment it passes the cap; its end says nothing more.
    void on_cap_passed() override { p_.ready_.push_back(ReadResult{ReadResult::Kind::overlong, {}, p_.max_line_}); }
    void on_too_long(std::uint64_t) override {}

private:
    Process& p_;
};

Process::Process(asio::io_context& io, std::size_t max_line)
    : in_(io), out_(io), err_(io), exit_(io), timer_(io), framer_(max_line), max_line_(max_line), buffer_(65536) {}

Process::~Process() { kill(); }

bool Process::start(const std::vector<std::string>& argv, std::string& error, const SpawnOptions& options) {
    kill();
    framer_ = LineFramer(max_line_);
    ready_.clear();
    eof_ = err_eof_ = exited_ = reaped_ = false;
    exit_code_.reset();
    exit_signal_ = 0;
    err_tail_.clear();
    err_keep_ = options.stderr_tail;
    ++runs_;
    // The last process's deadline must not cancel this one's reads.
    ++watch_->generation;
    watched_ = {};
    if (argv.empty()) {
        error = "no command";
        return false;
    }
    // A write to an engine that has gone must fail, not end the caller with SIGPIPE.
    struct sigaction old {};
    if (sigaction(SIGPIPE, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) std::signal(SIGPIPE, SIG_IGN);
    // O_CLOEXEC: no engine inherits another engine's pipes (dup2 clears it on 0, 1 and 2).
    int to_child[2], from_child[2], err_child[2] = {-1, -1};
    if (::pipe2(to_child, O_CLOEXEC) != 0) return error = std::strerror(errno), false;
    if (::pipe2(from_child, O_CLOEXEC) != 0) {
        close_pair(to_child);
        return error = std::strerror(errno), false;
    }
    if (err_keep_ > 0 && ::pipe2(err_child, O_CLOEXEC) != 0) {
        close_pair(to_child);
        close_pair(from_child);
        return error = std::strerror(errno), false;
    }
    SpawnIo io{to_child[0], from_child[1], err_keep_ > 0 ? err_child[1] : -1};
    // The signals that end a tool (whose handlers end the listed groups: kill_running_groups)
    // wait until the new group is listed: a ^C between the start and the listing left the
    // engine's group running (seen under load in compliance's ^C test). The child starts with
    // the mask this thread had.
    sigset_t stops, before;
    sigemptyset(&stops);
    for (const int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stops, sig);
    ::pthread_sigmask(SIG_BLOCK, &stops, &before);
    const pid_t pid = spawn_in_group(argv, io, options.normal_scheduling, error, &before);
    if (pid >= 0) list_group(pid);
    ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
    ::close(to_child[0]);
    ::close(from_child[1]);
    if (err_keep_ > 0) ::close(err_child[1]);
    if (pid < 0) {
        ::close(to_child[1]);
        ::close(from_child[0]);
        if (err_keep_ > 0) ::close(err_child[0]);
        return false;
    }
    pid_ = pid;
    in_.assign(to_child[1]);
    out_.assign(from_child[0]);
    in_.non_blocking(true);
    out_.non_blocking(true);
    if (err_keep_ > 0) {
        err_.assign(err_child[0]);
        read_stderr();
    }
    watch_exit();
    return true;
}

void Process::watch_exit() {
    // pidfd_open (Linux 5.3): without it, an exit is seen when the pipes close, or when exited()
    // asks.
    const int fd = static_cast<int>(syscall(SYS_pidfd_open, pid_, 0));
    if (fd < 0) return;
    exit_.assign(fd);
    wait_exit();
}

void Process::wait_exit() {
    exit_.async_wait(asio::posix::stream_descriptor::wait_read,
                     [this, alive = std::weak_ptr<Watch>(watch_), run = runs_](const boost::system::error_code& ec) {
                         // Cancelled (kill closed the pidfd), or outlived its process: nothing.
                         const auto w = alive.lock();
                         if (ec || !w || run != runs_) return;
                         // A wake-up is checked, not trusted: when an engine is restarted at
                         // once, the reactor can hand a readiness it saw for a descriptor just
                         // closed to the new pidfd that took its place (the first answer to a
                         // restarted engine then read "the engine ended" under load). A pidfd
                         // is readable exactly when its process has exited.
                         pollfd ready{exit_.native_handle(), POLLIN, 0};
                         if (::poll(&ready, 1, 0) == 0) {
                             wait_exit();
                             return;
                         }
                         exited_ = true;
                         int status = 0;
                         if (!reaped_ && ::waitpid(pid_, &status, WNOHANG) == pid_) note_exit(status);
                         boost::system::error_code ignored;
                         if (out_.is_open()) out_.cancel(ignored);
                         if (in_.is_open()) in_.cancel(ignored);
                     });
}

void Process::read_stderr() {
    err_buffer_.resize(4096);
    err_.async_read_some(asio::buffer(err_buffer_), [this, alive = std::weak_ptr<Watch>(watch_), run = runs_](
                                                        const boost::system::error_code& ec, std::size_t n) {
        const auto w = alive.lock();
        if (!w || run != runs_) return;
        err_tail_.append(err_buffer_.data(), n);
        if (err_tail_.size() > err_keep_) err_tail_.erase(0, err_tail_.size() - err_keep_);
        if (ec) err_eof_ = true;  // its end, or the descriptor closed: nothing more comes
        else read_stderr();
    });
}

void Process::note_exit(int status) {
    reaped_ = true;
    exited_ = true;
    exit_signal_ = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + exit_signal_;
}

bool Process::exited() {
    if (reaped_ || pid_ <= 0) return reaped_;
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) note_exit(status);
    return reaped_;
}

std::string Process::exit_text() const {
    if (!exit_code_) return "still running";
    if (exit_signal_ == 0) return "exit code " + std::to_string(*exit_code_);
    return "killed by signal " + std::to_string(exit_signal_) + " (" + ::strsignal(exit_signal_) + ")";
}

void Process::feed(std::size_t n) {
    Lines sink(*this);
    framer_.feed(std::string_view(buffer_.data(), n), sink);
}

void Process::finish() {
    eof_ = true;
    Lines sink(*this);
    framer_.finish(sink);
}

void Process::drain() {
    std::size_t taken = 0;
    while (out_.is_open() && taken <= max_line_ + buffer_.size()) {
        boost::system::error_code ec;
        const std::size_t n = out_.read_some(asio::buffer(buffer_), ec);
        if (n > 0) feed(n);
        taken += n;
        if (ec || n == 0) break;
    }
    finish();
}

asio::awaitable<ReadResult> Process::read_line(Clock::time_point deadline) {
    for (;;) {
        if (!ready_.empty()) {
            ReadResult r = std::move(ready_.front());
            ready_.pop_front();
            if (log) {
                const bool over = r.kind == ReadResult::Kind::overlong;
                log('<', over ? "<line over " + std::to_string(r.length) + " bytes dropped>" : r.text);
            }
            co_return r;
        }
        if (eof_ || !out_.is_open()) co_return ReadResult{ReadResult::Kind::closed, {}, 0};
        if (exited_) {
            drain();
            continue;
        }
        if (Clock::now() >= deadline) co_return ReadResult{ReadResult::Kind::timeout, {}, 0};
        watch(deadline);
        auto [ec, n] = co_await out_.async_read_some(asio::buffer(buffer_), kTuple);
        if (n > 0) feed(n);
        // Cancelled: the deadline passed (the next turn of the loop says so), the child exited
        // (drained there), or the engine was killed (its pipe is closed).
        if (ec && ec != asio::error::operation_aborted) finish();
    }
}

asio::awaitable<bool> Process::write_line(std::string line, Clock::time_point deadline) {
    if (!in_.is_open() || exited_ || Clock::now() >= deadline) co_return false;
    if (log) {
        std::size_t from = 0;
        for (std::size_t end; (end = line.find('\n', from)) != std::string::npos; from = end + 1)
            log('>', line.substr(from, end - from));
        log('>', line.substr(from));
    }
    line += '\n';
    watch(deadline);
    auto [ec, n] = co_await asio::async_write(in_, asio::buffer(line), kTuple);
    co_return !ec;
}

void Process::close_input() {
    boost::system::error_code ignored;
    if (in_.is_open()) in_.close(ignored);
}

void Process::watch(Clock::time_point deadline) {
    if (deadline == watched_) return;
    watched_ = deadline;
    const std::uint64_t generation = ++watch_->generation;
    timer_.expires_at(deadline);
    timer_.async_wait([this, alive = std::weak_ptr<Watch>(watch_), generation](const boost::system::error_code& ec) {
        // A cancelled or outdated wait, or one that outlived its process, does nothing; a wait
        // that comes through means this object is alive, since it owns watch_.
        const auto w = alive.lock();
        if (ec || !w || w->generation != generation) return;
        boost::system::error_code ignored;
        if (out_.is_open()) out_.cancel(ignored);
        if (in_.is_open()) in_.cancel(ignored);
    });
}

void Process::signal_group(int sig) const {
    if (pid_ > 0) ::kill(-pid_, sig);
}

void Process::kill() {
    boost::system::error_code ignored;
    if (in_.is_open()) in_.close(ignored);
    if (out_.is_open()) out_.close(ignored);
    if (err_.is_open()) err_.close(ignored);
    if (exit_.is_open()) exit_.close(ignored);
    if (pid_ <= 0) return;
    unlist_group(pid_);
    ::kill(-pid_, SIGKILL);
    // An engine that left its group; once reaped, its pid may be another process's.
    if (!reaped_) {
        ::kill(pid_, SIGKILL);
        int status = 0;
        pid_t got = -1;
        while ((got = ::waitpid(pid_, &status, 0)) < 0 && errno == EINTR) {
        }
        if (got == pid_) note_exit(status);
    }
    pid_ = -1;
}

}  // namespace uici::engine
