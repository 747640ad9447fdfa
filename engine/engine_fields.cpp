#include "engine/engine_fields.hpp"

#include <cmath>

namespace uici::engine {

namespace {

bool field_seconds_to_ms(const std::string& s, std::int64_t& ms) {
    double v = 0;
    if (!read_whole_number(s, v) || !std::isfinite(v) || v < 0 || v > 1e9) return false;
    ms = static_cast<std::int64_t>(std::llround(v * 1000.0));
    return true;
}

// tc=[moves/]seconds[+increment]
bool read_tc(const std::string& s, TimeControl& tc) {
    std::string rest = s;
    if (auto slash = rest.find('/'); slash != std::string::npos) {
        if (!read_whole_number(rest.substr(0, slash), tc.moves) || tc.moves <= 0) return false;
        rest = rest.substr(slash + 1);
    }
    std::string inc;
    if (auto plus = rest.find('+'); plus != std::string::npos) {
        inc = rest.substr(plus + 1);
        rest = rest.substr(0, plus);
    }
    if (!field_seconds_to_ms(rest, tc.base_ms)) return false;
    return inc.empty() || field_seconds_to_ms(inc, tc.inc_ms);
}

// A limit field (what the engine plays under); false for an unknown key.
bool read_limit_field(EngineConfig& e, const std::string& key, const std::string& v, bool& ok) {
    ok = true;
    if (key == "tc") {
        TimeControl tc;
        ok = read_tc(v, tc);
        if (ok) e.tc = tc;
    } else if (key == "st") {
        std::int64_t ms = 0;
        ok = field_seconds_to_ms(v, ms) && ms != 0;
        if (ok) e.st_ms = ms;
    } else if (key == "nodes") {
        std::int64_t n = 0;
        ok = read_whole_number(v, n) && n > 0;
        if (ok) e.nodes = n;
    } else if (key == "depth") {
        int d = 0;
        ok = read_whole_number(v, d) && d > 0;
        if (ok) e.depth = d;
    } else if (key == "timemargin") {
        ok = read_whole_number(v, e.margin_ms) && e.margin_ms >= 0;
    } else {
        return false;
    }
    return true;
}

}  // namespace

std::string usage_error(std::string_view tool, std::string_view bad, std::string_view need,
                        std::initializer_list<Detail> more) {
    std::string s = error_text(ErrorCode::bad_argument, {token(bad), word("for", tool), word("need", need)});
    // error_text takes one list: the details of `more` are the tail of their own line.
    const std::string tail = error_text(ErrorCode::bad_argument, more);
    s += tail.substr(error_text(ErrorCode::bad_argument).size());
    return s;
}

bool split_field(const std::string& w, std::string& key, std::string& value) {
    const auto eq = w.find('=');
    if (eq == std::string::npos) return false;
    key = w.substr(0, eq);
    value = w.substr(eq + 1);
    return true;
}

std::vector<std::string> split_args(std::string_view s) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == ' ' || c == '\t') {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

std::optional<std::string> read_engine_field(EngineConfig& e, const std::string& key, const std::string& v,
                                             std::string_view tool, FieldSet set) {
    const std::string w = key + "=" + v;
    if (key == "cmd") e.cmd = v;
    else if (key == "name") e.name = v;
    else if (key == "args") e.args = split_args(v);
    else if (key == "proto") {
        if (v == "uici") e.proto = Proto::uici;
        else if (v == "uci") e.proto = Proto::uci;
        else if (v == "sprt-json") e.proto = Proto::sprt_json;
        else return usage_error(tool, w, "proto", {word("names", "uici,uci,sprt-json")});
    } else if (key.starts_with("option.") && key.size() > 7) {
        e.options.emplace_back(key.substr(7), v);
    } else if (key == "timeout") {
        std::int64_t ms = 0;
        if (!field_seconds_to_ms(v, ms) || ms == 0) return usage_error(tool, w, key);
        e.timeout_ms = ms;
    } else if (bool ok = true; set == FieldSet::all && read_limit_field(e, key, v, ok)) {
        if (!ok) return usage_error(tool, w, key);
    } else {
        return usage_error(tool, w, "engine_field");
    }
    return std::nullopt;
}

std::optional<std::string> finish_engine(EngineConfig& e, std::string_view tool) {
    if (e.cmd.empty()) return usage_error(tool, "-engine", "cmd");
    if (e.name.empty()) e.name = e.cmd;
    return std::nullopt;
}

}  // namespace uici::engine
