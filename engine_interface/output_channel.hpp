// stdout as the server writes it: whole buffers with write(2), retried until every byte is out,
// from one thread only, so two replies never interleave. A reader that went away (EPIPE) turns
// the channel off quietly; SIGPIPE is ignored by the server.
#pragma once

#include <string_view>

namespace uici {

class OutputChannel {
public:
    explicit OutputChannel(int fd) : fd_(fd) {}
    // False once the channel is closed (now or earlier); the bytes are then dropped.
    bool write_all(std::string_view data);
    [[nodiscard]] bool closed() const { return closed_; }

private:
    int fd_;
    bool closed_ = false;
};

}  // namespace uici
