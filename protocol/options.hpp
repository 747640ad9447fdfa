// The options `setoption` sets and `uci` declares: one table of rows, each with its UCI type,
// default, range or choices, and the function that stores a checked value in the session.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/reply.hpp"

namespace uici {

struct Settings;
struct SearchRoom;

enum class OptionType : std::uint8_t { check, spin, combo, string };

struct OptionRow {
    std::string name;
    OptionType type = OptionType::string;
    std::string default_value;
    std::int64_t min = 0, max = 0;  // spin
    std::vector<std::string> vars;  // combo, in declaration order
    // Stores a value already checked against the type; false refuses it (the old one stays).
    bool (*apply)(Settings&, SearchRoom&, const std::string& value) = nullptr;
};

// Every option of the server, sorted by name.
std::vector<OptionRow> make_options();

// Case-insensitive lookup.
const OptionRow* find_option(std::span<const OptionRow> rows, std::string_view name);

// Checks a value against the row's type. Returns its canonical spelling (a combo value as
// declared, a spin value in plain decimal, check as true/false, string as given with
// "<empty>" read as "") or nothing when the type does not take it.
std::optional<std::string> normalize_option_value(const OptionRow& row, std::string_view value);

// The declaration, in the form cutechess and python-chess parse:
// "option name MaxLineBytes type spin default 67108864 min 1024 max 1073741824".
std::string option_line(const OptionRow& row);
Json option_json(const OptionRow& row);

}  // namespace uici
