#include "match/engine_process.hpp"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>

#include "match/scheduling.hpp"

extern char** environ;

namespace uici::match {

namespace asio = boost::asio;
constexpr auto kTuple = asio::as_tuple(asio::use_awaitable);

EngineProcess::EngineProcess(asio::io_context& io, std::size_t max_line)
    : in_(io), out_(io), exit_(io), timer_(io), reader_(max_line), max_line_(max_line), buffer_(65536) {}

EngineProcess::~EngineProcess() { kill(); }

bool EngineProcess::start(const std::vector<std::string>& argv, std::string& error) {
    kill();
    reader_ = LineReader(max_line_);
    eof_ = false;
    exited_ = false;
    ++runs_;
    // The last process's deadline must not cancel this one's reads.
    ++watch_->generation;
    watched_ = {};
    if (argv.empty()) {
        error = "no command";
        return false;
    }
    int to_child[2];
    int from_child[2];
    // O_CLOEXEC: no engine inherits another engine's pipes (the dup2 below clears it on 0 and 1).
    if (pipe2(to_child, O_CLOEXEC) != 0) {
        error = "pipe failed";
        return false;
    }
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        close(to_child[0]);
        close(to_child[1]);
        error = "pipe failed";
        return false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to_child[0], 0);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setpgroup(&attr, 0);
    // The runner ignores SIGPIPE; the engine gets the default back.
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    short flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF;
    // A game slot's thread under SCHED_BATCH (scheduling.hpp) starts its engines under the
    // normal policy: a child inherits SCHED_BATCH, even with SCHED_RESET_ON_FORK (which resets
    // real-time policies only).
    if (thread_batch_by_runner()) {
        sched_param normal{};
        posix_spawnattr_setschedpolicy(&attr, SCHED_OTHER);
        posix_spawnattr_setschedparam(&attr, &normal);
        flags |= POSIX_SPAWN_SETSCHEDULER;
    }
    posix_spawnattr_setflags(&attr, flags);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    close(to_child[0]);
    close(from_child[1]);
    if (rc != 0) {
        close(to_child[1]);
        close(from_child[0]);
        error = "cannot start '" + argv[0] + "'";
        return false;
    }
    pid_ = pid;
    in_.assign(to_child[1]);
    out_.assign(from_child[0]);
    in_.non_blocking(true);
    out_.non_blocking(true);
    watch_exit();
    return true;
}

void EngineProcess::watch_exit() {
    // pidfd_open (Linux 5.3): without it, an exit is seen when the pipes close, as before.
    const int fd = static_cast<int>(syscall(SYS_pidfd_open, pid_, 0));
    if (fd < 0) return;
    exit_.assign(fd);
    exit_.async_wait(asio::posix::stream_descriptor::wait_read,
                     [this, alive = std::weak_ptr<Watch>(watch_), run = runs_](const boost::system::error_code& ec) {
                         // Cancelled (kill closed the pidfd), or outlived its process: nothing.
                         const auto w = alive.lock();
                         if (ec || !w || run != runs_) return;
                         exited_ = true;
                         boost::system::error_code ignored;
                         if (out_.is_open()) out_.cancel(ignored);
                         if (in_.is_open()) in_.cancel(ignored);
                     });
}

void EngineProcess::drain() {
    std::size_t taken = 0;
    while (out_.is_open() && taken <= max_line_ + buffer_.size()) {
        boost::system::error_code ec;
        const std::size_t n = out_.read_some(asio::buffer(buffer_), ec);
        if (n > 0) reader_.feed(std::string_view(buffer_.data(), n));
        taken += n;
        if (ec || n == 0) break;
    }
    eof_ = true;
    reader_.finish();
}

asio::awaitable<ReadResult> EngineProcess::read_line(Clock::time_point deadline) {
    for (;;) {
        if (auto line = reader_.next()) {
            ReadResult r;
            r.kind = line->overlong ? ReadResult::Kind::overlong : ReadResult::Kind::line;
            r.length = line->overlong ? max_line_ : line->length;
            r.text = std::move(line->text);
            if (log) log('<', line->overlong ? "<line over " + std::to_string(r.length) + " bytes dropped>" : r.text);
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
        if (n > 0) reader_.feed(std::string_view(buffer_.data(), n));
        // Cancelled: the deadline passed (the next turn of the loop says so) or the engine was
        // killed (its pipe is closed).
        if (ec && ec != asio::error::operation_aborted) {
            eof_ = true;
            reader_.finish();
        }
    }
}

asio::awaitable<bool> EngineProcess::write_line(std::string line, Clock::time_point deadline) {
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

void EngineProcess::watch(Clock::time_point deadline) {
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

void EngineProcess::kill() {
    boost::system::error_code ignored;
    if (in_.is_open()) in_.close(ignored);
    if (out_.is_open()) out_.close(ignored);
    if (exit_.is_open()) exit_.close(ignored);
    if (pid_ > 0) {
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
        int status = 0;
        while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        pid_ = -1;
    }
}

}  // namespace uici::match
