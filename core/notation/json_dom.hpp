// Builds an ordered_json document from the events of nlohmann's public SAX interface, so that a
// reader can change how one kind of value is stored (compact_move.cpp keeps integer literals
// too long for 64 bits exactly) without deriving from that library's internal classes.
// Private to the notation room: not installed, since it exposes nlohmann types.
#pragma once

#include <cstddef>
#include <string>
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
    bool key(string_t& k) override {
        member_ = &(*open_.back())[std::move(k)];
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
        return true;
    }
    bool close() {
        open_.pop_back();
        return true;
    }

    Json& root_;
    std::vector<Json*> open_;  // the objects and arrays not yet closed, innermost last
    Json* member_ = nullptr;   // the member named by the last key
};

}  // namespace uici
