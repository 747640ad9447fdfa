// A sprt-json engine's reply as the engine client reads it (engine/sprt_json/sprt_json_client.hpp,
// for `uici match` and `uici gui`): any line gives one of the five kinds without a throw; a move's
// squares are the ones the line names (written back, they read as the same move), and an error or
// a refusal says why.
#pragma once

#include <string>
#include <string_view>

#include "core/notation/move_text.hpp"
#include "engine/sprt_json/sprt_json_client.hpp"

namespace uici::fuzz {

inline std::string check_sprt_reply(std::string_view line) {
    using Kind = sprt_client::SprtReply::Kind;
    const sprt_client::SprtReply r = sprt_client::read_sprt_reply(line);
    switch (r.kind) {
        case Kind::move: {
            const std::string text = format_move(r.move);
            const auto back = parse_move(text);
            if (!back || back->from != r.move.from || back->to != r.move.to) return "move does not read back: " + text;
            if (r.depth < 0 || r.depth > 1000) return "depth out of range";
            if (r.eval && (*r.eval <= -1'000'000 || *r.eval >= 1'000'000)) return "eval out of range";
            return "";
        }
        case Kind::no_legal_moves: return "";
        case Kind::error:
        case Kind::needs_wide:  // a square past +-2^60, read again by the wide build
        case Kind::not_json: return r.detail.empty() ? "a refusal without a reason" : "";
    }
    return "unknown kind";
}

}  // namespace uici::fuzz
