// Reads the golden conformance files in tests/data: one JSON object a line.
#pragma once

#include <fstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace uici::testing {

inline std::vector<nlohmann::json> read_jsonl(const std::string& file) {
    std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/" + file);
    REQUIRE_MESSAGE(in, "missing test data ", file);
    std::vector<nlohmann::json> rows;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) rows.push_back(nlohmann::json::parse(line));
    return rows;
}

}  // namespace uici::testing
