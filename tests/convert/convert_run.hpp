// Runs `uici convert` in-process for the tests: exit code, stdout and stderr.
#pragma once

#include <string>
#include <vector>

#include "convert/convert.hpp"

namespace uici::test {

struct ConvertRun {
    int code = 0;
    std::string out, err;
};

inline ConvertRun run_convert(const std::vector<std::string>& args, const std::string& input) {
    ConvertRun r;
    r.code = convert(args, input, r.out, r.err);
    return r;
}

}  // namespace uici::test
