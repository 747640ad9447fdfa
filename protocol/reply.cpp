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
