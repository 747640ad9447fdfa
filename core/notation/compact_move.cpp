#include "core/notation/compact_move.hpp"

#include <cctype>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"
#include "core/notation/json_dom.hpp"
#include "core/notation/json_number.hpp"

namespace uici {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// One optionally signed decimal integer at text[i]; returns it normalised (no leading
// zeros, no "-0") or nothing.
std::optional<std::string> integer(std::string_view text, std::size_t& i) {
    const std::size_t start = i;
    bool negative = false;
    if (i < text.size() && text[i] == '-') {
        negative = true;
        ++i;
    }
    const std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (i == digits) {
        i = start;
        return std::nullopt;
    }
    std::size_t first = digits;
    while (first + 1 < i && text[first] == '0') ++first;
    std::string out(text.substr(first, i - first));
    if (negative && out != "0") out.insert(out.begin(), '-');
    return out;
}

void skip_space(std::string_view text, std::size_t& i) {
    while (i < text.size() && is_space(text[i])) ++i;
}

ParseError bad(std::size_t column, std::string message) { return parse_error("bad_move", column, std::move(message)); }

// Coordinates of a single move are kept as text of any length, up to this many digits: JSON
// readers (nlohmann's too) refuse an integer literal past a double's range (~309 digits), so
// a longer one could be written as JSON but not read back.
constexpr std::size_t kMaxMoveDigits = 300;
bool too_long(const std::string& n) { return n.size() - (n.front() == '-') > kMaxMoveDigits; }

using Json = nlohmann::ordered_json;

// The DOM of a JSON text in which every integer literal too large for 64 bits is kept exactly:
// as a binary value holding its digits (JSON text itself can never produce a binary value).
// nlohmann would otherwise read such a literal as a double and round it.
struct ExactIntegers : JsonDomBuilder {
    using JsonDomBuilder::JsonDomBuilder;
    // Past int64 and within uint64 the JSON library reads an unsigned integer, not a float:
    // kept as its digits too, like the longer literals below.
    bool number_unsigned(number_unsigned_t value) override {
        if (value <= static_cast<number_unsigned_t>(INT64_MAX)) return JsonDomBuilder::number_unsigned(value);
        const std::string digits = std::to_string(value);
        Json::binary_t raw(std::vector<std::uint8_t>(digits.begin(), digits.end()));
        return binary(raw);
    }
    bool number_float(double value, const std::string& literal) override {
        std::size_t i = 0;
        if (const auto digits = integer(literal, i); digits && i == literal.size()) {
            Json::binary_t raw(std::vector<std::uint8_t>(digits->begin(), digits->end()));
            return binary(raw);
        }
        return put(value);
    }
};

// One coordinate of a move's JSON array, in normalised decimal: any integer literal, or a float
// literal that json_int takes (integral, within 2^53).
std::optional<std::string> coordinate(const Json& v, bool& out_of_range) {
    if (v.is_binary()) {
        std::string digits(v.get_binary().begin(), v.get_binary().end());
        out_of_range = too_long(digits);
        return out_of_range ? std::nullopt : std::optional<std::string>(std::move(digits));
    }
    std::int64_t c = 0;
    const IntParse got = json_int64(v, c);
    out_of_range = got == IntParse::range;
    if (got != IntParse::ok) return std::nullopt;
    return std::to_string(c);
}

// startCoords/endCoords: [x, y] or "x,y", each an integer of any size.
bool json_coords(const Json& v, std::string& x, std::string& y, bool& out_of_range) {
    if (v.is_array() && v.size() == 2) {
        bool a_range = false, b_range = false;
        auto a = coordinate(v[0], a_range), b = coordinate(v[1], b_range);
        out_of_range = a_range || b_range;
        if (!a || !b) return false;
        x = std::move(*a);
        y = std::move(*b);
        return true;
    }
    if (!v.is_string()) return false;
    const std::string& text = v.get_ref<const std::string&>();
    std::size_t i = 0;
    auto a = integer(text, i);
    if (!a || i >= text.size() || text[i] != ',') return false;
    ++i;
    auto b = integer(text, i);
    if (!b || i != text.size()) return false;
    if (too_long(*a) || too_long(*b)) {
        out_of_range = true;
        return false;
    }
    x = std::move(*a);
    y = std::move(*b);
    return true;
}

}  // namespace

Parsed<TextMove> read_compact_move(std::string_view text) {
    TextMove m;
    std::size_t i = 0;
    skip_space(text, i);
    for (int part = 0; part < 2; ++part) {
        for (int axis = 0; axis < 2; ++axis) {
            const std::size_t start = i;
            auto value = integer(text, i);
            if (!value) return bad(i, "Move. Expected an integer coordinate.");
            if (too_long(*value))
                return parse_error("too_large", start,
                                   "Move. A coordinate of more than " + std::to_string(kMaxMoveDigits) + " digits.");
            m.coords[static_cast<std::size_t>(part * 2 + axis)] = std::move(*value);
            if (axis == 0) {
                if (i >= text.size() || text[i] != ',') return bad(i, "Move. Expected ',' between x and y.");
                ++i;
            }
        }
        skip_space(text, i);
        if (part == 0) {
            if (i >= text.size() || (text[i] != '>' && text[i] != 'x'))
                return bad(i, "Move. Expected '>' or 'x' between the squares.");
            ++i;
            skip_space(text, i);
        }
    }
    if (i < text.size() && text[i] == '=') {
        ++i;
        skip_space(text, i);
    }
    const std::size_t letters = i;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) ++i;
    if (i > letters) {
        const auto code = text.substr(letters, i - letters);
        m.promotion = piece_from_code(code);
        if (!m.promotion)
            return parse_error("bad_piece", letters,
                               "Move. Unknown promotion piece \"" + std::string(code.substr(0, 20)) + "\".");
    }
    while (i < text.size() &&
           (is_space(text[i]) || text[i] == '+' || text[i] == '#' || text[i] == '!' || text[i] == '?'))
        ++i;
    if (i != text.size()) return bad(i, "Move. Unexpected text after the move.");
    return m;
}

Parsed<TextMove> read_json_move(std::string_view text) {
    Json v;
    ExactIntegers dom(v);
    const bool parsed = Json::sax_parse(text, &dom);
    if (!parsed || !v.is_object() || !v.contains("startCoords") || !v.contains("endCoords"))
        return parse_error("bad_json", 0, "Move. Expected {\"startCoords\": ..., \"endCoords\": ...}.");
    TextMove m;
    const char* keys[] = {"startCoords", "endCoords"};
    for (std::size_t part = 0; part < 2; ++part) {
        bool out_of_range = false;
        if (!json_coords(v[keys[part]], m.coords[part * 2], m.coords[part * 2 + 1], out_of_range))
            return out_of_range ? parse_error("too_large", 0, "Move. A coordinate is not an exact integer.")
                                : parse_error("bad_json", 0, std::string("Move. Bad ") + keys[part] + ".");
    }
    for (const char* key : {"promotion", "promote"}) {
        if (!v.contains(key) || v[key].is_null()) continue;
        m.promotion = v[key].is_string() ? piece_from_long_name(v[key].get<std::string>()) : std::nullopt;
        if (!m.promotion)
            return parse_error("bad_piece", 0, "Move. Unknown promotion piece " + v[key].dump().substr(0, 40) + ".");
    }
    return m;
}

std::string write_compact_move(const TextMove& m, bool seed_dialect) {
    std::string out = m.coords[0] + "," + m.coords[1] + ">" + m.coords[2] + "," + m.coords[3];
    if (m.promotion) {
        if (!seed_dialect) out += '=';
        out += piece_code(*m.promotion);
    }
    return out;
}

std::string write_json_move(const TextMove& m) {
    // Built by hand: the coordinates may exceed every integer type nlohmann can hold.
    std::string out = "{\"startCoords\":[" + m.coords[0] + "," + m.coords[1] + "],\"endCoords\":[" + m.coords[2] + "," +
                      m.coords[3] + "]";
    if (m.promotion) out += ",\"promotion\":\"" + long_name(*m.promotion) + "\"";
    return out + "}";
}

}  // namespace uici
