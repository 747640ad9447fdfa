// match's error lines, in the one grammar of every uici tool (errors/errors.hpp, PROTOCOL.md
// section 6), written on stderr: the two shapes match writes most, over errors/'s error_text.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "errors/errors.hpp"

namespace uici::match {

// Exit codes, the same in every tool.
inline constexpr int kExitError = 1;
inline constexpr int kExitUsage = 2;

// A usage error: `bad_argument "<flag or value>" for=match need=<what>`, then `more`.
std::string usage_error(std::string_view bad, std::string_view need, std::initializer_list<Detail> more = {});

}  // namespace uici::match
