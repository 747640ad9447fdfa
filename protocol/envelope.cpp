#include "protocol/envelope.hpp"

#include <cstdint>

#include "protocol/text.hpp"

namespace uici {

namespace {

// SAX reader of the envelope: linear, and it sees the text of an integer too long for 64 bits
// (nlohmann hands such a number over as a float with its text), so any id is echoed exactly.
class EnvelopeSax final : public nlohmann::json_sax<Json> {
public:
    enum class Where : std::uint8_t { none, id, request, other };

    Envelope env;
    bool has_request = false;
    std::string bad_key;       // a key other than id/request, or the key of a value of the wrong type
    std::string need;          // what that key needs
    std::size_t error_at = 0;  // a JSON syntax error: its offset and token
    std::string error_near;
    bool syntax_error = false;
    bool not_object = false;

    bool null() override { return wrong_type(); }
    bool boolean(bool /*v*/) override { return wrong_type(); }
    bool number_integer(number_integer_t v) override { return integer(std::to_string(v)); }
    bool number_unsigned(number_unsigned_t v) override { return integer(std::to_string(v)); }
    bool number_float(number_float_t /*v*/, const string_t& text) override {
        const bool digits = text.find_first_not_of("-0123456789") == std::string::npos;
        return digits ? integer(text) : wrong_type();
    }
    bool string(string_t& s) override {
        if (depth_ != 1) return wrong_type();
        if (where_ == Where::id) env.id = Json(s).dump(-1, ' ', false, Json::error_handler_t::replace);
        else if (where_ == Where::request) {
            env.request = std::move(s);
            has_request = true;
        } else return wrong_type();
        return true;
    }
    bool binary(binary_t& /*v*/) override { return wrong_type(); }
    bool start_object(std::size_t /*n*/) override {
        if (depth_++ == 0) return true;
        return wrong_type();
    }
    bool key(string_t& k) override {
        where_ = k == "id" ? Where::id : k == "request" ? Where::request : Where::other;
        if (where_ == Where::other || (where_ == Where::id ? seen_id_ : seen_request_)) {
            // A key given twice is refused: JSON.parse would keep the last without a word.
            need = where_ == Where::other ? "id_or_request" : "key_once";
            bad_key = k;
            return false;
        }
        (where_ == Where::id ? seen_id_ : seen_request_) = true;
        return true;
    }
    bool end_object() override {
        --depth_;
        return true;
    }
    bool start_array(std::size_t /*n*/) override { return wrong_type(); }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string& last_token,
                     const nlohmann::detail::exception& /*e*/) override {
        syntax_error = true;
        error_at = position > 0 ? position - 1 : 0;
        error_near = last_token;
        return false;
    }

private:
    bool integer(std::string text) {
        if (depth_ != 1 || where_ != Where::id) return wrong_type();
        env.id = std::move(text);
        return true;
    }
    bool wrong_type() {
        if (depth_ == 0) {
            not_object = true;
            return false;
        }
        bad_key = where_ == Where::id ? "id" : "request";
        need = where_ == Where::id ? "string_or_integer" : "string";
        return false;
    }
    int depth_ = 0;
    bool seen_id_ = false;
    bool seen_request_ = false;
    Where where_ = Where::none;
};

}  // namespace

bool is_envelope(std::string_view line) {
    line = trim(line);
    return !line.empty() && line.front() == '{';
}

Envelope read_envelope(std::string_view line, Reply& r) {
    EnvelopeSax sax;
    const bool read = Json::sax_parse(line, &sax, nlohmann::detail::input_format_t::json, true);
    if (sax.syntax_error) {
        const std::string at = std::to_string(sax.error_at);
        r.error(ErrorCode::bad_json, {number("at", at), token(sax.error_near, "near")});
    } else if (sax.not_object) {
        r.error(ErrorCode::bad_json, {number("at", "0"), token(trim(line).substr(0, 1), "near")});
    } else if (!read) {
        r.error(ErrorCode::bad_argument, {token(sax.bad_key), word("for", "envelope"), word("need", sax.need)});
    } else if (!sax.has_request) {
        r.error(ErrorCode::missing_argument, {token("envelope"), word("need", "request")});
    } else if (sax.env.request.find_first_of("\r\n") != std::string::npos) {
        // A request is one line, as in text (the line framer ends a line at either byte).
        r.error(ErrorCode::bad_argument, {token("request"), word("for", "envelope"), word("need", "one_line")});
    } else {
        sax.env.ok = true;
    }
    return std::move(sax.env);
}

LineClass classify_envelope(std::string_view line) {
    Reply ignored(OutputMode::json);
    const Envelope e = read_envelope(line, ignored);
    return e.ok ? classify_line(e.request) : LineClass::normal;
}

}  // namespace uici
