#include "protocol/options.hpp"

#include <charconv>
#include <new>

#include "core/variants/variants.hpp"
#include "protocol/state.hpp"
#include "protocol/text.hpp"
#include "search/search.hpp"

namespace uici {

namespace {

bool set_output(Settings& s, SearchRoom&, const std::string& v) {
    s.output = v == "json" ? OutputMode::json : OutputMode::text;
    return true;
}
bool set_dialect(Settings& s, SearchRoom&, const std::string& v) {
    s.dialect = v == "seed" ? Dialect::Seed : Dialect::Site;
    return true;
}
bool set_slide_limit(Settings& s, SearchRoom&, const std::string& v) {
    s.slide_limit = std::stoll(v);
    return true;
}
bool set_max_line_bytes(Settings& s, SearchRoom&, const std::string& v) {
    s.max_line_bytes = std::stoull(v);
    return true;
}
bool set_variant(Settings& s, SearchRoom&, const std::string& v) {
    s.variant = v;
    return true;
}
bool set_seed(Settings& s, SearchRoom&, const std::string& v) {
    s.seed = std::stoll(v);
    return true;
}
// The table is made here, so that an isready after setoption waits for it (as UCI says) and no
// go pays for it; made of untouched zero pages (search/tt.hpp), it takes microseconds at any
// size. A size the system refuses is a bad value, and the old table stays.
bool set_hash(Settings& s, SearchRoom& room, const std::string& v) {
    const auto mib = static_cast<std::size_t>(std::stoll(v));
    try {
        if (!room.searcher) room.searcher = std::make_shared<search::Searcher>(mib);
        else if (!room.searcher->set_hash(mib)) return false;
    } catch (const std::bad_alloc&) {
        return false;
    }
    s.hash_mib = static_cast<std::int64_t>(mib);
    room.wide_searcher.reset();  // made again at the new size by the next go of a wide game
    return true;
}
bool set_move_overhead(Settings& s, SearchRoom&, const std::string& v) {
    s.move_overhead_ms = std::stoll(v);
    return true;
}
bool set_multipv(Settings& s, SearchRoom&, const std::string& v) {
    s.multipv = static_cast<int>(std::stoll(v));
    return true;
}
bool set_ponder(Settings& s, SearchRoom&, const std::string& v) {
    s.ponder = v == "true";
    return true;
}
bool set_show_wdl(Settings& s, SearchRoom&, const std::string& v) {
    s.show_wdl = v == "true";
    return true;
}
bool set_player(Settings& s, SearchRoom&, const std::string& v) {
    s.player = v == "random" ? Settings::Player::random : Settings::Player::search;
    return true;
}
bool set_status_nodes_5d(Settings& s, SearchRoom&, const std::string& v) {
    s.status_nodes_5d = std::stoull(v);
    return true;
}
bool set_strict_5d(Settings& s, SearchRoom&, const std::string& v) {
    s.strict_5d = v == "true";
    return true;
}
bool set_log_file(Settings& s, SearchRoom&, const std::string& v) {
    if (s.config.open_log && !s.config.open_log(v)) return false;
    s.debug_log_file = v;
    return true;
}
}  // namespace

std::vector<OptionRow> make_options() {
    std::vector<OptionRow> rows;
    rows.push_back({"Debug Log File", OptionType::string, "", 0, 0, {}, set_log_file});
    rows.push_back({"Dialect", OptionType::combo, "site", 0, 0, {"site", "seed"}, set_dialect});
    rows.push_back({"Hash", OptionType::spin, "16", 1, 4096, {}, set_hash});
    rows.push_back({"MaxLineBytes",
                    OptionType::spin,
                    std::to_string(kDefaultMaxLineBytes),
                    1024,
                    1LL << 30,
                    {},
                    set_max_line_bytes});
    rows.push_back({"Move Overhead", OptionType::spin, "20", 0, 5000, {}, set_move_overhead});
    rows.push_back({"MultiPV", OptionType::spin, "1", 1, 256, {}, set_multipv});
    rows.push_back({"Output", OptionType::combo, "text", 0, 0, {"text", "json"}, set_output});
    rows.push_back({"Player", OptionType::combo, "search", 0, 0, {"search", "random"}, set_player});
    rows.push_back({"Ponder", OptionType::check, "false", 0, 0, {}, set_ponder});
    // cutechess reads spin bounds as 32-bit ints, so the largest value is INT32_MAX.
    rows.push_back({"Seed", OptionType::spin, "0", 0, 2147483647, {}, set_seed});
    rows.push_back({"SlideLimit", OptionType::spin, "0", 0, 2147483647, {}, set_slide_limit});
    rows.push_back({"StatusNodes5D",
                    OptionType::spin,
                    std::to_string(multiverse::kDefaultSearchNodes),
                    1,
                    2147483647,
                    {},
                    set_status_nodes_5d});
    rows.push_back({"Strict5D", OptionType::check, "false", 0, 0, {}, set_strict_5d});
    // Off by default: GUIs that do not know `wdl` choke on it (Stockfish turned it off for that).
    rows.push_back({"UCI_ShowWDL", OptionType::check, "false", 0, 0, {}, set_show_wdl});
    OptionRow variant{"UCI_Variant", OptionType::combo, "Classical", 0, 0, {}, set_variant};
    for (std::string_view name : variant_names()) variant.vars.emplace_back(name);
    rows.push_back(std::move(variant));
    return rows;
}

const OptionRow* find_option(std::span<const OptionRow> rows, std::string_view name) {
    for (const OptionRow& r : rows)
        if (iequals(r.name, name)) return &r;
    return nullptr;
}

std::optional<std::string> normalize_option_value(const OptionRow& row, std::string_view value) {
    switch (row.type) {
        case OptionType::string: return value == "<empty>" ? std::string() : std::string(value);
        case OptionType::check:
            if (iequals(value, "true")) return "true";
            if (iequals(value, "false")) return "false";
            return std::nullopt;
        case OptionType::combo:
            for (const std::string& v : row.vars)
                if (iequals(v, value)) return v;
            return std::nullopt;
        case OptionType::spin: {
            // Plain decimal only: "1e9", "0x10", "12abc" and blanks are refused.
            std::string_view digits = value;
            if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
            std::int64_t n = 0;
            const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
            if (digits.empty() || ec != std::errc() || ptr != digits.data() + digits.size()) return std::nullopt;
            if (n < row.min || n > row.max) return std::nullopt;
            return std::to_string(n);
        }
    }
    return std::nullopt;
}

std::string option_line(const OptionRow& row) {
    static constexpr std::string_view kTypes[] = {"check", "spin", "combo", "string"};
    std::string s = "option name " + row.name + " type " + std::string(kTypes[static_cast<int>(row.type)]);
    s += " default " + (row.default_value.empty() ? std::string("<empty>") : row.default_value);
    if (row.type == OptionType::spin) s += " min " + std::to_string(row.min) + " max " + std::to_string(row.max);
    for (const std::string& v : row.vars) s += " var " + v;
    return s;
}

Json option_json(const OptionRow& row) {
    static constexpr std::string_view kTypes[] = {"check", "spin", "combo", "string"};
    Json j;
    j["name"] = row.name;
    j["type"] = kTypes[static_cast<int>(row.type)];
    j["default"] = row.default_value;
    if (row.type == OptionType::spin) {
        j["min"] = std::to_string(row.min);
        j["max"] = std::to_string(row.max);
    }
    if (row.type == OptionType::combo) j["var"] = row.vars;
    return j;
}

}  // namespace uici
