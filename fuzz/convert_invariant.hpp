// `uici convert`'s invariant for fuzzing: any text of one or more games (ICN, long JSON, PGN,
// as files of many games), converted to ICN, JSON, PGN or EGD, or its position after some of its
// moves (--at), either succeeds or fails with exactly one error line of the one grammar, whose
// JSON form (--json) names the same code; ICN it writes reads back and is written again the
// same (a fixed point); JSON it writes is one JSON document a line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "convert/convert.hpp"

namespace uici::fuzz {

inline std::string check_convert(std::string_view data) {
    if (data.empty()) return "";
    static constexpr const char* kTo[] = {"icn", "json", "pgn", "egd"};
    const auto first = static_cast<unsigned char>(data[0]);
    const std::string to = kTo[first % 4];
    // The position after some of a game's moves, too (--at: written from the board the moves
    // were played on).
    static constexpr const char* kAt[] = {nullptr, "end", "1", "0"};
    std::vector<std::string> args = {"--to", to};
    const char* at = kAt[(first / 4) % 4];
    if (at != nullptr && (to == "icn" || to == "json")) args.insert(args.end(), {"--at", at});
    else at = nullptr;
    const std::string_view text = data.substr(1);
    std::string out, err;
    const int code = convert(args, text, out, err);
    // --at of a text that is no ICN or JSON game (PGN) is a usage error, as on the command line.
    if (code == 2 && at != nullptr) {
        if (!err.starts_with("error bad_argument \"--at\" ") || err.find('\n') != err.size() - 1)
            return "--at failed with exit code 2 but not its one usage error: " + err;
        return "";
    }
    if (code != 0 && code != 1) return "exit code " + std::to_string(code) + ", not 0 or 1";
    if (code == 1) {
        if (!err.starts_with("error ") || err.find('\n') != err.size() - 1)
            return "a failure without exactly one error line: " + err;
        std::string jout, jerr;
        args.push_back("--json");
        if (convert(args, text, jout, jerr) != 1) return "--json changed the exit code";
        const auto j = nlohmann::json::parse(jerr, nullptr, false);
        if (j.is_discarded() || !j.is_object() || j.value("reply", "") != "error" || !j.contains("error"))
            return "the --json error is no error object: " + jerr;
        const std::string code_text = err.substr(6, err.find_first_of(" \n", 6) - 6);
        if (j["error"].value("code", "") != code_text) return "text and JSON errors name other codes";
        return "";
    }
    if (!err.empty()) return "a success that wrote on stderr: " + err;
    if (to == "icn") {
        std::string again, err2;
        if (convert({"--to", "icn"}, out, again, err2) != 0) return "written ICN does not read back: " + err2;
        if (again != out) return "written ICN is not written the same again";
    } else if (to == "json") {
        std::size_t i = 0;
        while (i < out.size()) {
            const std::size_t nl = out.find('\n', i);
            const std::string_view line = std::string_view(out).substr(i, nl - i);
            if (!line.empty() && nlohmann::json::parse(line, nullptr, false).is_discarded())
                return "a written JSON line is no JSON";
            if (nl == std::string::npos) break;
            i = nl + 1;
        }
    }
    return "";
}

}  // namespace uici::fuzz
