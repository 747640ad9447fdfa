// Parsing JSON text into an ordered_json (document order kept, as the formats need) without
// its costs on hostile input: nesting past kMaxJsonDepth containers, and objects of very many keys
// (ordered_json finds a key by a linear search, so an object of n keys costs n^2 to build: a
// 64 MiB line of keys would take hours). Members of the top-level objects named in `streamed`
// (the piece maps, up to kMaxPieces entries) go to `on_member(object's key, member's key,
// value)` one by one instead of into the document; every other object may hold at most
// kMaxJsonKeys keys. A top-level key may be given once.
//
// Built on nlohmann's SAX interface, not on its parse callback: the callback parser searches
// the enclosing container for a discarded element after every object it closes
// (json_sax_dom_callback_parser::end_object), so an array of n objects cost n^2/2 element
// visits (200,000 objects: 10-18 s). Here every event costs O(1), plus the key's length.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"
#include "core/notation/json_dom.hpp"

namespace uici {

struct JsonGuard {
    bool too_deep = false;
    bool too_many_keys = false;
    // A top-level key given twice: JSON.parse would keep the last value (and a streamed map
    // would be merged), so one of the two would be dropped without a word.
    std::string repeated_key;
    [[nodiscard]] bool refused() const { return too_deep || too_many_keys || !repeated_key.empty(); }
};

namespace json_guard_detail {

// The DOM builder with the guard's checks in front of it. `depth_` counts the open containers,
// skipped ones included; a skipped subtree (a streamed member's object or array) is still
// checked for depth and key counts, as its text is still read, but nothing of it is stored.
// After a refusal the rest of the text is only lexed, so that bad syntax further on is still
// reported as such (parse errors are thrown, as ordered_json::parse throws them).
template <class OnMember>
class GuardedDom : public JsonDomBuilder {
public:
    GuardedDom(Json& root, std::initializer_list<std::string_view> streamed, OnMember& on_member)
        : JsonDomBuilder(root), streamed_(streamed), on_member_(on_member), keys_(kMaxJsonDepth + 2, 0) {}

    const JsonGuard& guard() const { return guard_; }

    bool null() override { return scalar(nullptr); }
    bool boolean(bool b) override { return scalar(b); }
    bool number_integer(number_integer_t n) override { return scalar(n); }
    bool number_unsigned(number_unsigned_t n) override { return scalar(n); }
    bool number_float(number_float_t d, const string_t&) override { return scalar(d); }
    bool string(string_t& s) override { return scalar(std::move(s)); }
    bool binary(binary_t& b) override { return scalar(Json::binary(std::move(b))); }

    bool start_object(std::size_t n) override { return start(true, n); }
    bool start_array(std::size_t n) override { return start(false, n); }
    bool end_object() override { return end(); }
    bool end_array() override { return end(); }

    bool key(string_t& k) override {
        if (!checked()) return true;
        if (depth_ == 1) {
            top_ = k;
            if (!seen_top_.insert(top_).second) {
                guard_.repeated_key = top_;
                return true;
            }
            streaming_ = std::find(streamed_.begin(), streamed_.end(), top_) != streamed_.end();
        }
        if (member() && skip_from_ == 0) {
            pending_ = std::move(k);
            return true;
        }
        if (++keys_[depth_] > kMaxJsonKeys) {
            guard_.too_many_keys = true;
            return true;
        }
        return skip_from_ != 0 || JsonDomBuilder::key(k);
    }

    bool parse_error(std::size_t, const std::string&, const Json::exception& e) override {
        if (const auto* p = dynamic_cast<const Json::parse_error*>(&e)) throw *p;
        if (const auto* r = dynamic_cast<const Json::out_of_range*>(&e)) throw *r;  // 1e999
        throw std::runtime_error(e.what());
    }

private:
    // True while the text is still looked at: nothing refused so far.
    bool checked() const { return !guard_.refused(); }
    bool member() const { return streaming_ && depth_ == 2; }

    template <class Value>
    bool scalar(Value&& v) {
        if (!checked() || skip_from_ != 0) return true;
        if (member()) {
            on_member_(top_, pending_, Json(std::forward<Value>(v)));
            return true;
        }
        return put(std::forward<Value>(v));
    }

    // More than kMaxJsonDepth containers open at once is too deep.
    bool start(bool object, std::size_t n) {
        bool build = false;
        if (checked() && depth_ >= static_cast<std::size_t>(kMaxJsonDepth)) guard_.too_deep = true;
        if (checked()) {
            keys_[depth_ + 1] = 0;
            if (skip_from_ == 0 && member()) {
                on_member_(top_, pending_, object ? Json::object() : Json::array());
                skip_from_ = depth_ + 1;
            } else if (skip_from_ == 0) {
                build = true;
                if (object) JsonDomBuilder::start_object(n);
                else JsonDomBuilder::start_array(n);
            }
        }
        built_.push_back(build);
        ++depth_;
        return true;
    }

    bool end() {
        // Containers opened after a refusal were never built, nor were skipped ones.
        const bool built = built_.back();
        built_.pop_back();
        if (skip_from_ == depth_) skip_from_ = 0;
        --depth_;
        if (built) JsonDomBuilder::end_array();  // closes the innermost, object or array alike
        return true;
    }

    std::initializer_list<std::string_view> streamed_;
    OnMember& on_member_;
    JsonGuard guard_;
    std::vector<std::size_t> keys_;             // keys seen in the open object at each depth
    std::vector<bool> built_;                   // for each open container: whether the document holds it
    std::size_t depth_ = 0;                     // containers open, skipped ones included
    std::size_t skip_from_ = 0;                 // the depth of the skipped container once opened, or 0
    bool streaming_ = false;                    // inside a streamed top-level object
    std::string top_;                           // the current top-level key
    std::string pending_;                       // the streamed member's key
    std::unordered_set<std::string> seen_top_;  // the top-level keys so far
};

}  // namespace json_guard_detail

// Throws what nlohmann::ordered_json::parse throws on bad syntax. A streamed object stays in
// the document as an empty object; a member whose value is an object or array is handed over
// as an empty one of its kind.
template <class OnMember>
JsonGuard parse_json_guarded(std::string_view text, nlohmann::ordered_json& out,
                             std::initializer_list<std::string_view> streamed, OnMember&& on_member) {
    out = nullptr;
    json_guard_detail::GuardedDom<std::remove_reference_t<OnMember>> dom(out, streamed, on_member);
    nlohmann::ordered_json::sax_parse(text.begin(), text.end(), &dom);
    return dom.guard();
}

}  // namespace uici
