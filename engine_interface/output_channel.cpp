#include "engine_interface/output_channel.hpp"

#include "engine_interface/exit_signals.hpp"

#include <cerrno>
#include <string>

#include "errors/errors.hpp"

#include <poll.h>
#include <unistd.h>

namespace uici {

bool OutputChannel::write_all(std::string_view data) {
    const std::lock_guard lock(output_lock());
    while (!closed_ && !data.empty()) {
        const ssize_t n = ::write(fd_, data.data(), data.size());
        if (n > 0) {
            data.remove_prefix(static_cast<std::size_t>(n));
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // A parent may have left the shared descriptor non-blocking: wait until it drains.
            pollfd p{fd_, POLLOUT, 0};
            ::poll(&p, 1, -1);
        } else {
            closed_ = true;  // EPIPE (nobody reads us any more) or worse (ENOSPC, EIO)
            error_ = n < 0 ? errno : EIO;
        }
    }
    return !closed_;
}

int exit_code_after(const OutputChannel& out, int code) {
    if (!out.failed()) return code;
    const std::string line = io_error_text("-", "write", out.error()) + "\n";
    // Best effort: stderr may be as broken as stdout, and nothing is left to tell then.
    [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, line.data(), line.size());
    return 1;
}

}  // namespace uici
