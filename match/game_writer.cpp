#include "match/game_writer.hpp"

#include <algorithm>
#include <charconv>

#include "core/notation/icn.hpp"
#include "match/game_text.hpp"
#include "match/wide_game.hpp"

namespace uici::match {

namespace {

// Metadata values must read back unchanged: characters ICN cannot carry become '?'.
std::string tag_value(std::string v) {
    for (char& c : v)
        if (c == ']' || (static_cast<unsigned char>(c) < 0x20 && c != '\t')) c = '?';
    return v;
}

void tag(std::string& out, std::string_view key, const std::string& value) {
    if (value.empty()) return;
    append_metadata_entry(out, key, tag_value(value));
    out += '\n';
}

}  // namespace

std::string write_game(const GameTags& t, const GameRecord& rec) {
    std::string out;
    tag(out, "Event", "uici match");
    tag(out, "Site", t.site);
    tag(out, "Date", t.date);
    tag(out, "Round", std::to_string(t.round));
    tag(out, "White", t.white);
    tag(out, "Black", t.black);
    tag(out, "Result", rec.result);
    tag(out, "Termination", rec.termination);
    tag(out, "TerminationDetail", rec.detail);
    tag(out, "TimeControl", t.time_control);
    tag(out, "Variant", t.variant);
    out += rec.body;
    out += "\n\n";
    return out;
}

std::optional<std::string> read_finished_games(const std::string& text, std::map<int, FinishedGame>& out,
                                               std::size_t& complete) {
    std::size_t pos = 0;
    complete = 0;
    int block = 0;
    while (pos < text.size()) {
        std::size_t end = text.find("\n\n", pos);
        // A last game without its empty line was cut off while being written: it is dropped.
        if (end == std::string::npos) break;
        const std::string chunk = text.substr(pos, end - pos);
        pos = end + 2;
        if (chunk.find_first_not_of(" \t\r\n") == std::string::npos) continue;
        ++block;
        auto tags = read_game_metadata(chunk);
        if (!tags && tags.error().code == kNeedsWide) tags = wide::match::read_game_metadata(chunk);
        if (!tags) return "game " + std::to_string(block) + " of the output does not read: " + tags.error().message;
        auto get = [&](std::string_view k) {
            for (const auto& [key, value] : *tags)
                if (key == k) return value;
            return std::string();
        };
        int round = 0;
        const std::string r = get("Round");
        auto res = std::from_chars(r.data(), r.data() + r.size(), round);
        if (res.ec != std::errc() || round <= 0) return "game " + std::to_string(block) + " of the output has no Round";
        FinishedGame g{get("White"), get("Black"), get("Result")};
        if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2")
            return "game " + std::to_string(block) + " of the output has no result";
        out[round] = g;
        complete = std::min(pos, text.size());
    }
    return std::nullopt;
}

}  // namespace uici::match
