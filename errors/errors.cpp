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

// What each code means, for a person: the start of a JSON error's "message" (PROTOCOL.md 6).
constexpr std::string_view kErrorCodeMessages[] = {
    "unknown command",
    "an argument is missing",
    "bad argument",
    "no such option",
    "the option does not take this value",
    "not a move in any accepted spelling",
    "the ICN text does not read",
    "the JSON text does not read",
    "the rules cannot play from this position",
    "illegal move",
    "not that many moves to take back",
    "the slide has no end",
    "the line is longer than MaxLineBytes",
    "a NUL byte or invalid UTF-8",
    "past a size limit",
    "the 5dpgn text does not read",
    "the multiverse refuses this move",
    "not a request for the game loaded",
    "a file or stream cannot be read or written",
    "internal error (a bug)",
};
static_assert(std::size(kErrorCodeMessages) == std::size(kErrorCodeNames), "one message per ErrorCode");

// "<what the code means>: <the details as text mode writes them>", one sentence for a log or a
// dialog, so a client need not compose one from the fields.
std::string human_message(ErrorCode code, std::initializer_list<Detail> details) {
    std::string s(kErrorCodeMessages[static_cast<int>(code)]);
    const std::string text = error_text(code, details);
    const std::size_t prefix = std::string_view("error ").size() + code_name(code).size();
    if (text.size() > prefix) {
        s += ':';
        s.append(text, prefix);
    }
    return s;
}

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
    // The human message, last; a code whose details have their own message (the 5dpgn reader's
    // sentence) keeps that one.
    if (!e.contains("message")) e["message"] = human_message(code, details);
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
