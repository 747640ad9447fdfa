// Builds an ordered_json document from the events of nlohmann's public SAX interface, so that a
// reader can change how one kind of value is stored (compact_move.cpp keeps integer literals
// too long for 64 bits exactly) without deriving from that library's internal classes.
// Private to the notation room: not installed, since it exposes nlohmann types.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace uici {

class JsonDomBuilder : public nlohmann::json_sax<nlohmann::ordered_json> {
public:
    using Json = nlohmann::ordered_json;
    explicit JsonDomBuilder(Json& root) : root_(root) {}

    bool null() override { return put(nullptr); }
    bool boolean(bool b) override { return put(b); }
    bool number_integer(number_integer_t n) override { return put(n); }
    bool number_unsigned(number_unsigned_t n) override { return put(n); }
    bool number_float(number_float_t d, const string_t&) override { return put(d); }
    bool string(string_t& s) override { return put(std::move(s)); }
    bool binary(binary_t& b) override { return put(Json::binary(std::move(b))); }
    bool start_object(std::size_t) override { return open(Json::object()); }
    // ordered_json finds a key by a linear search, so an object of n keys would cost n^2/2
    // comparisons: past a few keys, a hash set of the object's keys says whether the key is new
    // (appended at once) or repeated (the rare case: searched, and its value replaced, as
    // JSON.parse keeps the last).
    bool key(string_t& k) override {
        auto& object = open_.back()->get_ref<Json::object_t&>();
        auto& seen = keys_[open_.size() - 1];
        if (object.size() < kLinearKeys) {
            member_ = &object[std::move(k)];
            return true;
        }
        if (seen.empty())
            for (const auto& [name, value] : object) seen.insert(name);
        if (!seen.insert(k).second) {
            member_ = &object[k];
            return true;
        }
        object.emplace_back(std::move(k), nullptr);
        member_ = &object.back().second;
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(Json::array()); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t, const std::string&, const Json::exception&) override { return false; }

protected:
    // Stores a value where the document expects the next one: the root, the end of the open
    // array, or the member whose key came last. Only the innermost open container grows, so
    // the pointers to the containers still open stay valid.
    template <class Value>
    bool put(Value&& v) {
        store(Json(std::forward<Value>(v)));
        return true;
    }

private:
    Json* store(Json&& v) {
        if (open_.empty()) return &(root_ = std::move(v));
        Json& top = *open_.back();
        if (top.is_array()) {
            top.push_back(std::move(v));
            return &top.back();
        }
        return &(*member_ = std::move(v));
    }
    bool open(Json&& container) {
        open_.push_back(store(std::move(container)));
        if (keys_.size() < open_.size()) keys_.resize(open_.size());
        // A fresh set, not clear(): a cleared set keeps its buckets, and clearing them again
        // for every small object after a large one would cost the large one's size each time.
        if (auto& seen = keys_[open_.size() - 1]; !seen.empty()) seen = std::unordered_set<std::string>();
        return true;
    }
    bool close() {
        open_.pop_back();
        return true;
    }

    Json& root_;
    std::vector<Json*> open_;  // the objects and arrays not yet closed, innermost last
    Json* member_ = nullptr;   // the member named by the last key
    static constexpr std::size_t kLinearKeys = 16;
    std::vector<std::unordered_set<std::string>> keys_;  // the keys of each open object past kLinearKeys
};

}  // namespace uici
