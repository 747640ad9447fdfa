// The "{...}" JSON options block (PROTOCOL.md 1.3): slideLimit and cannotPassTurn become typed rules, other
// keys are kept as raw JSON text so that the writers can give them back.
#include <algorithm>
#include <array>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"
#include "core/notation/icn_parts.hpp"
#include "core/notation/json_guard.hpp"

namespace UICI_CORE_NS::icn_detail {
namespace {

// Nesting deeper than this is refused before nlohmann sees it (documented in PROTOCOL.md).

// Keys that would restate an ICN section; the reference lets them overwrite that section with
// any shape, we refuse them (PROTOCOL.md section 1.3).
constexpr std::array<std::string_view, 6> kSectionKeys = {
    "promotionRanks", "promotionsAllowed", "winConditions", "turnOrder", "worldBorder", "moveRule",
};

// Finds the '}' closing the block at text[begin] without parsing it: strings are skipped, so
// braces inside them do not count. Returns the position of that '}' or the error.
MaybeError find_block_end(std::string_view text, std::size_t begin, std::size_t& close) {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = begin; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            if (++depth > kMaxJsonDepth)
                return parse_error("too_large", i, "JSON options nested too deeply. At most 64 levels");
        } else if ((c == '}' || c == ']') && --depth == 0) {
            close = i;
            return std::nullopt;
        }
    }
    return parse_error("bad_json", begin, "Unclosed JSON options. '{' without a matching '}'");
}

MaybeError apply_option(const std::string& key, const nlohmann::ordered_json& value, std::size_t column,
                        GameRules& rules) {
    if (key == "slideLimit") {
        if (value.is_null() || (value.is_string() && value.get_ref<const std::string&>() == "Infinity")) {
            rules.slide_limit.reset();
        } else if (value.is_number_integer() &&
                   !(value.is_number_unsigned() && value.get<std::uint64_t>() > INT64_MAX) &&
                   value.get<std::int64_t>() >= 0) {
            rules.slide_limit = value.get<std::int64_t>();
        } else {
            return parse_error(
                "bad_json", column,
                "Invalid slideLimit. " + excerpt(value.dump()) + " is not a non-negative integer or \"Infinity\"");
        }
        return std::nullopt;
    }
    if (key == "cannotPassTurn") {
        if (!value.is_boolean())
            return parse_error("bad_json", column,
                               "Invalid cannotPassTurn. " + excerpt(value.dump()) + " is not true or false");
        rules.cannot_pass_turn = value.get<bool>();
        return std::nullopt;
    }
    if (std::find(kSectionKeys.begin(), kSectionKeys.end(), key) != kSectionKeys.end())
        return parse_error("bad_json", column,
                           "Invalid JSON option. " + excerpt(key) + " must be written as its ICN section");
    // A later block overwrites a key in place, as a JavaScript object assignment does.
    auto it = std::find_if(rules.extra_options.begin(), rules.extra_options.end(),
                           [&](const auto& kv) { return kv.first == key; });
    if (it != rules.extra_options.end()) it->second = value.dump();
    else if (rules.extra_options.size() == kMaxJsonKeys)
        return parse_error("too_large", column,
                           "JSON options with more than " + std::to_string(kMaxJsonKeys) + " keys");
    else rules.extra_options.emplace_back(key, value.dump());
    return std::nullopt;
}

}  // namespace

MaybeError read_options(std::string_view text, std::size_t begin, std::size_t& end, GameRules& rules) {
    std::size_t close = 0;
    if (auto e = find_block_end(text, begin, close)) return e;
    if (!space_or_end(text, close + 1))
        return parse_error("bad_json", close + 1, "Invalid JSON options. '}' must be followed by whitespace");
    nlohmann::ordered_json block;
    try {
        // Nothing is streamed; the guard bounds the number of keys (the depth is checked above).
        const auto guard =
            parse_json_guarded(text.substr(begin, close + 1 - begin), block, {},
                               [](const std::string&, const std::string&, const nlohmann::ordered_json&) {});
        if (!guard.repeated_key.empty())
            return parse_error("bad_json", begin,
                               "Invalid JSON options. Key " + excerpt(guard.repeated_key) + " given twice");
        if (guard.refused())
            return parse_error("too_large", begin,
                               "JSON options with more than " + std::to_string(kMaxJsonKeys) + " keys");
    } catch (const nlohmann::json::parse_error& e) {
        const std::size_t at = begin + (e.byte > 0 ? e.byte - 1 : 0);
        return parse_error("bad_json", std::min(at, close), "Invalid JSON options. Not valid JSON");
    } catch (const nlohmann::json::exception&) {  // a number past the double range (5e999)
        return parse_error("bad_json", begin, "Invalid JSON options. A number is out of range");
    }
    if (!block.is_object()) return parse_error("bad_json", begin, "Invalid JSON options. Not a JSON object");
    for (const auto& [key, value] : block.items())
        if (auto e = apply_option(key, value, begin, rules)) return e;
    end = close + 1;
    return std::nullopt;
}

}  // namespace UICI_CORE_NS::icn_detail
