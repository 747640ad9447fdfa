#include "protocol/reply.hpp"

#include "protocol/text.hpp"

namespace uici {

std::string dump_json(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

namespace {
// Small counts and offsets stay JSON numbers; anything that does not read as one stays text.
Json number_or_string(std::string_view v) {
    Json j = Json::parse(v, nullptr, false);
    return j.is_number_integer() ? j : Json(v);
}
}  // namespace

void Reply::line(std::string_view text) {
    out_ += text;
    out_ += '\n';
}

void Reply::object(const Json& j) { line(dump_json(j)); }

void Reply::error(ErrorCode code, std::initializer_list<Detail> details) {
    if (!error_) error_ = code;
    if (json()) {
        Json e;
        e["code"] = code_name(code);
        for (const Detail& d : details) {
            const std::string key = d.key.empty() ? "token" : std::string(d.key);
            if (d.kind == Detail::Kind::token) e[key] = cut_token(d.value);
            else if (d.kind == Detail::Kind::number) e[key] = number_or_string(d.value);
            else e[key] = d.value;
        }
        Json j;
        j["ok"] = false;
        j["error"] = std::move(e);
        object(j);
        return;
    }
    std::string s = "error ";
    s += code_name(code);
    for (const Detail& d : details) {
        s += ' ';
        if (!d.key.empty()) {
            s += d.key;
            s += '=';
        }
        s += d.kind == Detail::Kind::token     ? quote_token(d.value)
             : d.kind == Detail::Kind::message ? quote_text(d.value)
                                               : std::string(d.value);
    }
    line(s);
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
