#include "errors/errors.hpp"

#include <cstring>

namespace uici {

static_assert(std::size(kErrorCodeNames) == static_cast<std::size_t>(ErrorCode::internal) + 1,
              "one name per ErrorCode");

std::optional<ErrorCode> error_code_from_name(std::string_view name) {
    for (std::size_t i = 0; i < std::size(kErrorCodeNames); ++i)
        if (kErrorCodeNames[i] == name) return static_cast<ErrorCode>(i);
    return std::nullopt;
}

namespace {
using Json = nlohmann::ordered_json;

// Small counts and offsets stay JSON numbers; anything that does not read as one stays text.
Json number_or_string(std::string_view v) {
    Json j = Json::parse(v, nullptr, false);
    return j.is_number_integer() ? j : Json(v);
}
}  // namespace

std::string error_text(ErrorCode code, std::initializer_list<Detail> details) {
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
    return s;
}

Json error_json(ErrorCode code, std::initializer_list<Detail> details) {
    Json e;
    e["code"] = code_name(code);
    for (const Detail& d : details) {
        const std::string key = d.key.empty() ? "token" : std::string(d.key);
        if (d.kind == Detail::Kind::token) e[key] = cut_token(d.value);
        else if (d.kind == Detail::Kind::number) e[key] = number_or_string(d.value);
        else e[key] = d.value;
    }
    Json j;
    // "reply" first, as in every other reply object: a client dispatches on it alone.
    j["reply"] = "error";
    j["ok"] = false;
    j["error"] = std::move(e);
    return j;
}

std::string error_line(bool json, ErrorCode code, std::initializer_list<Detail> details) {
    std::string s = json ? error_json(code, details).dump(-1, ' ', false, Json::error_handler_t::replace)
                         : error_text(code, details);
    s += '\n';
    return s;
}

std::string io_error_text(std::string_view path, std::string_view op, int errno_value) {
    return error_text(ErrorCode::io, {token(path, "path"), word("op", op),
                                      token(errno_value ? std::strerror(errno_value) : "unknown", "reason")});
}

}  // namespace uici
