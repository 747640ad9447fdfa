// A sprt-json engine's reply as the engine client reads it (engine/sprt_json/sprt_json_client.hpp,
// for `uici match` and `uici gui`): any line gives one of the five kinds without a throw; a move's
// squares are the ones the line names (written back, they read as the same move), and an error or
// a refusal says why. Read as an answer (read_sprt_answer, what both clients take), the same line
// is the same move, or a bad_output fault with a reason, or no reply.
#pragma once

#include <string>
#include <string_view>

#include "core/notation/move_text.hpp"
#include "engine/sprt_json/sprt_json_client.hpp"

namespace uici::fuzz {

inline std::string check_sprt_answer(std::string_view line, const sprt_client::SprtReply& r) {
    using Kind = sprt_client::SprtReply::Kind;
    using Read = sprt_client::SprtRead;
    engine::EngineAnswer a;
    Move m;
    const Read read = sprt_client::read_sprt_answer(line, Color::Black, a, m);
    if ((read == Read::no_reply) != (r.kind == Kind::not_json)) return "answer and reply disagree on a log line";
    if ((read == Read::needs_wide) != (r.kind == Kind::needs_wide)) return "answer and reply disagree on needs_wide";
    if (read != Read::answered) return "";
    if (r.kind == Kind::move) {
        if (!a.moved() || m.from != r.move.from || m.to != r.move.to) return "a move read as no move or another";
        if (m.promotion && m.promotion->color != Color::Black) return "a promotion not the mover's";
        return "";
    }
    if (a.fault != engine::Fault::bad_output || a.detail.empty())
        return "a refusal that is no bad_output with a reason";
    return "";
}

inline std::string check_sprt_reply(std::string_view line) {
    using Kind = sprt_client::SprtReply::Kind;
    const sprt_client::SprtReply r = sprt_client::read_sprt_reply(line);
    if (std::string why = check_sprt_answer(line, r); !why.empty()) return why;
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
