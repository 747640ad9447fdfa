// The site's engine-worker messages (wasm/site/): any text gets one answer object, never a
// crash; a message that reads maps to long JSON that parses, and its move list (the
// requestGeneratedMoves answer, no search) is an answer object too.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "wasm/site/site_message.hpp"
#include "wasm/site/site_play.hpp"

namespace uici::fuzz {

inline std::string check_site_message(std::string_view text) {
    const auto read = wasm::read_site_message(text);
    if (!read.request) return read.error.starts_with("error ") ? "" : "a refusal without an error line";
    if (!nlohmann::json::accept(read.request->long_json)) return "the mapped long JSON does not parse";
    wasm::SiteRequest list = *read.request;
    list.generated_moves = true;
    const auto answer = uici::site::answer(list);
    if (!answer) return "";  // a coordinate past int64: the wide build's (the long_json_wide target)
    const auto j = nlohmann::json::parse(*answer, nullptr, false);
    if (!j.is_object() || !j.contains("type") || !j.contains("data")) return "an answer that is not {type, data}";
    if (j["type"] == "move" && !(j["data"].is_null() && j.contains("error"))) return "a move list that became a move";
    return "";
}

}  // namespace uici::fuzz
