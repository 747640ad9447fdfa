#include "wasm/site/site_engine.hpp"

#include <exception>
#include <optional>

#include <nlohmann/json.hpp>

#include "errors/errors.hpp"
#include "wasm/site/site_message.hpp"
#include "wasm/site/site_play.hpp"

// The wide build's answer (site_play.cpp built with UICI_WIDE, uici_site_wide).
namespace uici::wide::site {
std::optional<std::string> answer(const uici::wasm::SiteRequest& request);
}  // namespace uici::wide::site

namespace uici::wasm {
namespace {

std::string failed(const std::string& error) {
    return nlohmann::ordered_json{{"type", "move"}, {"data", nullptr}, {"error", error}}.dump();
}

}  // namespace

std::string site_request(std::string_view json) {
    try {
        const SiteRead read = read_site_message(json);
        if (!read.request) return failed(read.error);
        // The narrow build first (int64 coordinates, fast); a coordinate past it, the wide one.
        if (auto narrow = uici::site::answer(*read.request)) return *narrow;
        if (auto wide = uici::wide::site::answer(*read.request)) return *wide;
        return failed(error_text(ErrorCode::internal, {message("The wide build refused the game.")}));
    } catch (const std::exception& e) {
        return failed(error_text(ErrorCode::internal, {token(e.what(), "what")}));
    }
}

}  // namespace uici::wasm
