// Exact integers out of JSON values: never a rounded double taken for an integer.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/board/square.hpp"
#include "core/notation/parse_error.hpp"

namespace UICI_CORE_NS {

// Reads an exact coordinate from a JSON number, or from a decimal string. A JSON integer is
// exact as parsed; a floating literal (1e2, 5.0) is taken only when it is integral and within
// 2^53, the range where a double still vouches for every digit. `range`: past the narrow range
// (narrow build) or past kMaxDigits digits (wide build); a floating literal past 2^53 is
// `range` in the narrow build, so that the wide one looks again, and `syntax` there.
IntParse json_int(const nlohmann::ordered_json& v, Coord& out);
// The same over the whole int64 range, for numbers that are not coordinates.
IntParse json_int64(const nlohmann::ordered_json& v, std::int64_t& out);
// The error code of a coordinate out of range: needs_wide (narrow build) or too_large.
std::string coord_range_code();

// Integer literals of more than 15 digits, quoted: the JSON library reads an integer past 64
// bits as a double (digits lost), and every coordinate field also takes a decimal string, so
// quoting keeps them exact. `shifts` gets, in the new text, where each quoted literal starts
// (each adds two characters), so that error offsets can be mapped back. Nothing is copied when
// the text has no such literal.
std::optional<std::string> quote_long_integers(std::string_view text, std::vector<std::size_t>& shifts);

// A square from [x, y] or from "x,y".
IntParse json_square(const nlohmann::ordered_json& v, Square& out);

}  // namespace UICI_CORE_NS
