#include "convert/convert_args.hpp"

#include <charconv>
#include <cstdint>

#include "pgn/convert.hpp"

namespace uici {
namespace {

// "--to=json" as "--to" "json"; other words as they are.
std::vector<std::string> split_equals(const std::vector<std::string>& args) {
    std::vector<std::string> out;
    for (const std::string& a : args) {
        const std::size_t eq = a.find('=');
        if (a.starts_with("--") && eq != std::string::npos) {
            out.push_back(a.substr(0, eq));
            out.push_back(a.substr(eq + 1));
        } else {
            out.push_back(a);
        }
    }
    return out;
}

// A count of the command line (digits only); past size_t it is SIZE_MAX.
std::optional<std::size_t> count(const std::string* v) {
    if (!v || v->empty()) return std::nullopt;
    std::size_t n = 0;
    const auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
    if (ptr != v->data() + v->size()) return std::nullopt;
    if (ec == std::errc::result_out_of_range) return SIZE_MAX - 1;
    if (ec != std::errc()) return std::nullopt;
    return n;
}

bool chess_target(const std::string& to) { return pgn::target_from_name(to).has_value(); }

}  // namespace

bool convert_wants_json(const std::vector<std::string>& args) {
    for (const std::string& a : args)
        if (a == "--json") return true;
    return false;
}

std::optional<ConvertOptions> parse_convert_args(const std::vector<std::string>& raw, ConvertUsage& why) {
    const std::vector<std::string> args = split_equals(raw);
    ConvertOptions o;
    const auto bad = [&](std::string word, std::string need) {
        why = {std::move(word), std::move(need)};
        return std::nullopt;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const std::string* v = nullptr;
        const auto value = [&] { return v = i + 1 < args.size() ? &args[++i] : nullptr; };
        const auto shown = [&] { return v ? a + " " + *v : a; };
        if (a == "--to") {
            if (!value() || (*v != "5dpgn" && *v != "5dfen" && !chess_target(*v)))
                return bad(shown(), "json|icn|egd|egd-jsonl|pgn|5dpgn|5dfen");
            o.to = *v;
        } else if (a == "--from") {
            if (!value() || (*v != "5dpgn" && *v != "pgn" && *v != "icn" && *v != "json"))
                return bad(shown(), "icn|json|pgn|5dpgn");
            o.from = *v;
        } else if (a == "--at") {
            value();
            if (v && *v == "end") o.at = SIZE_MAX;
            else if (const auto n = count(v)) o.at = *n;
            else return bad(shown(), "halfmove_count|end");
            o.at_text = *v;
        } else if (a == "--game") {
            const auto n = count(value());
            if (!n || *n == 0) return bad(shown(), "game_number_from_1");
            o.game = *n;
            o.game_text = *v;
        } else if (a == "--dialect") {
            if (!value() || (*v != "site" && *v != "seed")) return bad(shown(), "site|seed");
            o.dialect = *v == "seed" ? Dialect::Seed : Dialect::Site;
        } else if (a == "--move") {
            o.move = true;
        } else if (a == "--json") {
            o.json = true;
        } else if (a == "--strict") {
            o.strict = true;
        } else if (!a.empty() && a[0] == '-' && a != "-") {
            return bad(a, "an_option_of_convert_--help");
        } else if (o.file.empty()) {
            o.file = a;
        } else {
            return bad(a, "one_file");
        }
    }
    if (o.to.empty()) return bad("--to", "json|icn|egd|egd-jsonl|pgn|5dpgn|5dfen");
    if (o.from != "5dpgn" && (o.to == "5dpgn" || o.to == "5dfen")) return bad("--to " + o.to, "--from_5dpgn");
    if (o.from == "5dpgn" && ((o.to != "json" && o.to != "5dpgn" && o.to != "5dfen") || o.move || o.at || o.game))
        return bad("--from 5dpgn", "--to_json|5dpgn|5dfen_alone");
    if (o.strict && o.from != "5dpgn") return bad("--strict", "--from_5dpgn");
    if (o.move && (o.at || o.game)) return bad("--move", "no_--at_or_--game");
    if ((o.from == "pgn" || o.to == "egd" || o.to == "egd-jsonl" || o.to == "pgn") && (o.move || o.at))
        return bad(o.move ? "--move" : "--at", "an_icn_or_json_game_to_json|icn");
    return o;
}

}  // namespace uici
