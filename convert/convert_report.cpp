#include "convert/convert_report.hpp"

#include "protocol/notation_error.hpp"
#include "protocol/reply.hpp"

namespace uici {
namespace {

// The error line with game=<n> right after the code, in either form.
std::string with_game(const std::string& line, bool json, std::size_t game) {
    if (json) {
        Json j = Json::parse(line);
        Json e;
        e["code"] = j["error"]["code"];
        e["game"] = game;
        for (const auto& [k, v] : j["error"].items())
            if (k != "code") e[k] = v;
        j["error"] = std::move(e);
        return dump_json(j) + "\n";
    }
    const std::size_t code_end = line.find_first_of(" \n", 6);  // after "error <code>"
    std::string s = line;
    s.insert(code_end, " game=" + std::to_string(game));
    return s;
}

int finish(ConvertSink& sink, const std::string& line) {
    sink.err = sink.game ? with_game(line, sink.json, *sink.game) : line;
    return 1;
}

}  // namespace

int ConvertSink::fail(ErrorCode code, std::initializer_list<Detail> details) {
    return finish(*this, error_line(json, code, details));
}

int ConvertSink::notation(const ParseError& e, std::string_view text) {
    Reply r(json ? OutputMode::json : OutputMode::text);
    notation_error(e, text, r);
    return finish(*this, r.output());
}

int usage_error(ConvertSink& sink, std::string_view bad, std::string_view need) {
    const auto game = std::exchange(sink.game, std::nullopt);
    sink.fail(ErrorCode::bad_argument, {token(bad), word("for", "convert"), word("need", need)});
    sink.game = game;
    return 2;
}

}  // namespace uici
