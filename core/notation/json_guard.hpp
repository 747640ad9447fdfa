// Parsing JSON text into an ordered_json (document order kept, as the formats need) without
// its costs on hostile input: nesting past kMaxJsonDepth, and objects of very many keys
// (ordered_json finds a key by a linear search, so an object of n keys costs n^2 to build: a
// 64 MiB line of keys would take hours). Members of the top-level objects named in `streamed`
// (the piece maps, up to kMaxPieces entries) go to `on_member(object's key, member's key,
// value)` one by one instead of into the
// document; every other object may hold at most kMaxJsonKeys keys. A top-level key may be
// given once.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"

namespace uici {

struct JsonGuard {
    bool too_deep = false;
    bool too_many_keys = false;
    // A top-level key given twice: JSON.parse would keep the last value (and a streamed map
    // would be merged), so one of the two would be dropped without a word.
    std::string repeated_key;
    [[nodiscard]] bool refused() const { return too_deep || too_many_keys || !repeated_key.empty(); }
};

// Throws what nlohmann::ordered_json::parse throws on bad syntax. A streamed object stays in
// the document as an empty object; a member whose value is an object or array is handed over
// as an empty one of its kind.
template <class OnMember>
JsonGuard parse_json_guarded(std::string_view text, nlohmann::ordered_json& out,
                             std::initializer_list<std::string_view> streamed, OnMember&& on_member) {
    using Json = nlohmann::ordered_json;
    using Event = Json::parse_event_t;
    JsonGuard guard;
    std::vector<std::size_t> keys(kMaxJsonDepth + 2, 0);  // keys seen in the open object at each depth
    bool streaming = false;                               // inside a streamed top-level object
    std::string top;                                      // the current top-level key
    std::string pending;                                  // the streamed member's key
    std::unordered_set<std::string> seen_top;             // the top-level keys so far
    out = Json::parse(text.begin(), text.end(), [&](int depth, Event event, Json& value) {
        if (depth > kMaxJsonDepth) guard.too_deep = true;
        if (guard.refused()) return false;
        const bool member = streaming && depth == 2;
        switch (event) {
            case Event::object_start:
            case Event::array_start:
                keys[static_cast<std::size_t>(depth) + 1] = 0;
                if (member) on_member(top, pending, event == Event::object_start ? Json::object() : Json::array());
                return !member;
            case Event::key:
                if (depth == 1) {
                    top = value.get<std::string>();
                    if (!seen_top.insert(top).second) {
                        guard.repeated_key = top;
                        return false;
                    }
                    streaming = std::find(streamed.begin(), streamed.end(), top) != streamed.end();
                }
                if (member) {
                    pending = value.get<std::string>();
                    return false;
                }
                if (++keys[static_cast<std::size_t>(depth)] > kMaxJsonKeys) guard.too_many_keys = true;
                return !guard.too_many_keys;
            case Event::value:
                if (member) on_member(top, pending, value);
                return !member;
            default: return true;
        }
    });
    return guard;
}

}  // namespace uici
