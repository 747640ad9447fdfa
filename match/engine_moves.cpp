// Built twice, like core: the narrow build reads a move past +-2^60 as needs_wide and the game
// loop hands the game to the wide build, which reads the same text again (engine_moves.hpp).
#include "match/engine_moves.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/apply.hpp"
#include "engine/sprt_json/sprt_json_client.hpp"
#if !UICI_WIDE
#include "core/notation/uci_map.hpp"
#endif

namespace UICI_CORE_NS::match {

bool SprtReader::read(std::string_view line, EngineAnswer& a) {
    switch (sprt_client::read_sprt_answer(line, mover_, a, out_.move)) {
        case sprt_client::SprtRead::no_reply: return false;
        case sprt_client::SprtRead::needs_wide: out_.needs_wide = true; return true;
        case sprt_client::SprtRead::answered: return true;
    }
    return false;
}

void read_bestmove(Proto proto, Color mover, MoveAnswer& out) {
    EngineAnswer& a = out.answer;
    std::optional<Move> m;
    std::string why;
#if !UICI_WIDE
    if (proto == Proto::uci) m = from_uci_move(a.move_text, mover);
#else
    // A UCI engine plays on the 8x8 board only (openings.cpp): its games are never wide.
    (void)mover;
#endif
    if (proto != Proto::uci) {
        if (auto parsed = parse_move(a.move_text)) {
            m = *parsed;
        } else if (parsed.error().code == kNeedsWide) {
            out.needs_wide = true;
            return;
        } else if (parsed.error().code == "too_large") {
            why = " (too_large)";
        }
    }
    if (!m) {
        a.fail(engine::Fault::bad_output, "bestmove '" + a.move_text.substr(0, 40) + "' is no move" + why);
        return;
    }
    out.move = *m;
}

std::string sprt_request_for(const EngineSession& engine, const Position& start, std::span<const Move> moves,
                             const Clocks& clocks, Color mover) {
    // The request holds the current position: the moves (the referee's, all legal) applied.
    Position current = start;
    for (const Move& m : moves) (void)apply_move(current, m);
    return sprt_client::sprt_request(current, moves, engine.sprt_time(clocks, mover), engine.config().depth);
}

void update_position_line(EngineSession& engine, const Position& start, std::span<const Move> moves) {
    const bool uci = engine.config().proto == Proto::uci;
    // The position line of this game grows by the moves played since the last one: rebuilt
    // whole (the position and every move) for each move, it was a good part of the referee's
    // own work on long games.
    uici::match::PositionLine& line = engine.position_line();
    if (line.text.empty() || line.start != &start || moves.size() < line.moves) {
        line.text = uci && !kWideCoords ? "position fen " : "position icn ";
#if UICI_WIDE
        line.text += write_icn_position(start);
#else
        line.text += uci ? to_fen(start) : write_icn_position(start);
#endif
        line.start = &start;
        line.moves = 0;
    }
    for (; line.moves < moves.size(); ++line.moves) {
        if (line.moves == 0) line.text += " moves";
        const Move& m = moves[line.moves];
        line.text += ' ';
#if UICI_WIDE
        line.text += format_move(m);
#else
        line.text += uci ? to_uci_move(m) : format_move(m);
#endif
    }
}

MoveAnswer read_answer(Proto proto, Color mover, EngineAnswer answer) {
    MoveAnswer out;
    if (proto == Proto::sprt_json) {
        SprtReader reader(mover, out);
        const std::string line = std::move(answer.move_text);
        (void)reader.read(line, answer);
        out.answer = std::move(answer);
        return out;
    }
    out.answer = std::move(answer);
    read_bestmove(proto, mover, out);
    return out;
}

}  // namespace UICI_CORE_NS::match
