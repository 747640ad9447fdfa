#include "engine_interface/debug_log.hpp"

#include <chrono>
#include <ctime>

namespace uici {

bool DebugLog::open(const std::string& path) {
    if (path.empty()) {
        close();
        return true;
    }
    std::FILE* f = std::fopen(path.c_str(), "a");
    if (f == nullptr) return false;
    close();
    file_ = f;
    return true;
}

void DebugLog::close() {
    if (file_ != nullptr) std::fclose(file_);
    file_ = nullptr;
}

void DebugLog::input(std::string_view line) { write('>', line); }
void DebugLog::note(std::string_view text) { write('#', text); }

void DebugLog::output(std::string_view lines) {
    while (!lines.empty()) {
        const std::size_t nl = lines.find('\n');
        write('<', lines.substr(0, nl));
        if (nl == std::string_view::npos) break;
        lines.remove_prefix(nl + 1);
    }
}

void DebugLog::write(char mark, std::string_view line) {
    if (file_ == nullptr) return;
    using namespace std::chrono;
    const auto now = system_clock::now();
    const std::time_t secs = system_clock::to_time_t(now);
    const auto micros = duration_cast<microseconds>(now.time_since_epoch()).count() % 1000000;
    std::tm tm{};
    gmtime_r(&secs, &tm);
    char stamp[40];
    const std::size_t n = std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", &tm);
    std::fprintf(file_, "%.*s.%06lldZ %c ", static_cast<int>(n), stamp, static_cast<long long>(micros), mark);
    std::fwrite(line.data(), 1, line.size(), file_);
    std::fputc('\n', file_);
    std::fflush(file_);  // a log is for when things go wrong: keep it complete
}

}  // namespace uici
