// stdout as the server writes it: whole buffers with write(2), retried until every byte is out,
// from one thread only, so two replies never interleave. A failed write turns the channel off:
// a reader that went away (EPIPE) quietly, any other failure (a full disk) is reported by the
// caller as an io error (error()); SIGPIPE is ignored by the server.
#pragma once

#include <cerrno>
#include <string_view>

namespace uici {

class OutputChannel {
public:
    explicit OutputChannel(int fd) : fd_(fd) {}
    // False once the channel is closed (now or earlier); the bytes are then dropped.
    bool write_all(std::string_view data);
    [[nodiscard]] bool closed() const { return closed_; }
    // The errno of the write that closed the channel, 0 while it is open.
    [[nodiscard]] int error() const { return error_; }
    // Whether the channel closed on a failure other than a reader that went away.
    [[nodiscard]] bool failed() const { return closed_ && error_ != EPIPE; }

private:
    int fd_;
    bool closed_ = false;
    int error_ = 0;
};

// For the end of a run: when `out` failed (not a reader that went away), writes the io error
// line on stderr and returns 1; else returns `code`.
int exit_code_after(const OutputChannel& out, int code);

}  // namespace uici
