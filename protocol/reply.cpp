#include "protocol/reply.hpp"

#include "protocol/text.hpp"

namespace uici {

std::string dump_json(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

void Reply::line(std::string_view text) {
    out_ += text;
    out_ += '\n';
}

void Reply::object(const Json& j) { line(dump_json(j)); }

void Reply::error(ErrorCode code, std::initializer_list<Detail> details) {
    if (!error_) error_ = code;
    if (json()) object(error_json(code, details));
    else line(error_text(code, details));
}

void Reply::info(std::string_view text) {
    if (json()) {
        Json j;
        j["info"] = text;
        object(j);
    } else {
        std::string s = "info string ";
        s += text;
        line(s);
    }
}

namespace {

// Adds ,"request_id":<id> before the closing brace of each object line of `lines`.
std::string with_request_id(std::string_view lines, const std::string& id) {
    std::string out;
    out.reserve(lines.size() + 16);
    std::size_t i = 0;
    while (i < lines.size()) {
        std::size_t nl = lines.find('\n', i);
        if (nl == std::string_view::npos) nl = lines.size();
        const std::string_view l = lines.substr(i, nl - i);
        if (l.size() >= 2 && l.front() == '{' && l.back() == '}') {
            out += l.substr(0, l.size() - 1);
            out += l.size() > 2 ? ",\"request_id\":" : "\"request_id\":";
            out += id;
            out += '}';
        } else {
            out += l;
        }
        if (nl < lines.size()) out += '\n';
        i = nl + 1;
    }
    return out;
}

}  // namespace

void Reply::answer_to(const std::string& id) {
    if (!json()) return;
    // A silent request says it is done, so a client needs no barrier after it. A quit has no
    // answer (the process ends), and a job's own last object ends it.
    const bool has_reply = out_.starts_with("{\"reply\"") || out_.find("\n{\"reply\"") != std::string::npos;
    if (!has_reply && !job_ && !quit_) object(Json{{"reply", "ok"}});
    out_ = with_request_id(out_, id);
    if (!job_) return;
    job_->run = [run = std::move(job_->run), id](const std::atomic<bool>& stop, const Emit& emit) {
        const Emit tagged = [&emit, &id](std::string lines) { emit(with_request_id(lines, id)); };
        return with_request_id(run(stop, tagged), id);
    };
}

std::vector<std::string> Reply::lines() const {
    std::vector<std::string> v;
    std::size_t i = 0;
    while (i < out_.size()) {
        const std::size_t nl = out_.find('\n', i);
        v.emplace_back(out_.substr(i, nl - i));
        i = nl + 1;
    }
    return v;
}

}  // namespace uici
