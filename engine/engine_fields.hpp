// The `-engine` fields (docs/MATCH.md "Engine fields"): how every tool that starts engines
// (`uici match`, `uici gui`) reads `cmd= name= proto= args= option.X=Y tc= st= nodes= depth=
// timemargin= timeout=` into an EngineConfig, with one set of usage error lines
// (`error bad_argument "<word>" for=<tool> need=<what>`, errors/errors.hpp).
#pragma once

#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/engine_config.hpp"
#include "errors/errors.hpp"

namespace uici::engine {

// Which fields a tool takes: all of them, or only how an engine is started (the GUI's page sets
// each game's limits; a limit field there is the unknown-field error).
enum class FieldSet : std::uint8_t { all, start };

// The whole of `s` read as a T (no blank, sign or unit around it), as every field and flag of
// the command-line tools reads a number.
template <typename T>
bool read_whole_number(std::string_view s, T& out) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

// `tool`'s usage error: `bad_argument "<bad>" for=<tool> need=<need>`, then the details of `more`.
std::string usage_error(std::string_view tool, std::string_view bad, std::string_view need,
                        std::initializer_list<Detail> more = {});

// Splits "key=value" at its first '='; false for a word without one.
bool split_field(const std::string& word, std::string& key, std::string& value);

// Reads one field into `e`; the usage error line when the key is unknown (need=engine_field) or
// the value bad (need=<key>).
std::optional<std::string> read_engine_field(EngineConfig& e, const std::string& key, const std::string& value,
                                             std::string_view tool, FieldSet set = FieldSet::all);

// After an engine's fields: cmd= is required (`bad_argument "-engine" for=<tool> need=cmd`), and
// the name is the command when none is given.
std::optional<std::string> finish_engine(EngineConfig& e, std::string_view tool);

// args=: the words of a value, split on blanks and tabs.
std::vector<std::string> split_args(std::string_view s);

}  // namespace uici::engine
