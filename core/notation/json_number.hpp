// Exact integers out of JSON values: never a rounded double taken for an integer.
#pragma once

#include <nlohmann/json.hpp>

#include "core/board/square.hpp"

namespace uici {

// Reads an exact int64 from a JSON number, or from a decimal string. A JSON integer is exact
// as parsed; a floating literal (1e2, 5.0) is taken only when it is integral and within 2^53,
// the range where a double still vouches for every digit. Larger values give `range`.
IntParse json_int(const nlohmann::ordered_json& v, Coord& out);

// A square from [x, y] or from "x,y".
IntParse json_square(const nlohmann::ordered_json& v, Square& out);

}  // namespace uici
