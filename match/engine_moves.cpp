// Built twice, like core: the narrow build reads a move past +-2^60 as needs_wide and the game
// loop hands the game to the wide build, which reads the same text again (engine_moves.hpp).
#include "match/engine_moves.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/apply.hpp"
#include "match/sprt_json_client.hpp"
#if !UICI_WIDE
#include "match/uci_map.hpp"
#endif

namespace UICI_CORE_NS::match {

namespace asio = boost::asio;

namespace {

// A sprt-json engine's reply line, read into the answer and the move.
class SprtReader final : public uici::match::SprtLineReader {
public:
    SprtReader(Color mover, MoveAnswer& out) : mover_(mover), out_(out) {}
    bool read(std::string_view line, EngineAnswer& a) override {
        const SprtReply reply = read_sprt_reply(line);
        if (reply.kind == SprtReply::Kind::not_json) return false;
        if (reply.kind == SprtReply::Kind::needs_wide) {
            a.move_text = std::string(line);
            a.kind = EngineAnswer::Kind::move;
            out_.needs_wide = true;
            return true;
        }
        a.move_text = std::string(line.substr(0, 200));
        if (reply.kind != SprtReply::Kind::move) {
            a.kind = EngineAnswer::Kind::bad_output;
            a.detail =
                reply.kind == SprtReply::Kind::no_legal_moves ? "claims no legal move" : "error '" + reply.detail + "'";
            return true;
        }
        out_.move = reply.move;
        if (out_.move.promotion) out_.move.promotion->color = mover_;
        a.move_text = format_move(out_.move);
        a.score_cp = reply.eval;
        a.depth = reply.depth;
        a.kind = EngineAnswer::Kind::move;
        return true;
    }

private:
    Color mover_;
    MoveAnswer& out_;
};

// Reads a uici or UCI engine's bestmove word (out.answer.move_text).
void read_bestmove(Proto proto, Color mover, MoveAnswer& out) {
    EngineAnswer& a = out.answer;
    std::optional<Move> m;
    std::string why;
#if !UICI_WIDE
    if (proto == Proto::uci) m = from_uci_move(a.move_text, mover);
#else
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
        a.kind = EngineAnswer::Kind::bad_output;
        a.detail = "bestmove '" + a.move_text.substr(0, 40) + "' is no move";
        a.detail += why;
        return;
    }
    out.move = *m;
}

}  // namespace

asio::awaitable<MoveAnswer> ask_move(EngineSession& engine, const Position& start, std::span<const Move> moves,
                                     const Clocks& clocks, Color mover) {
    MoveAnswer out;
    const Proto proto = engine.config().proto;
    if (proto == Proto::sprt_json) {
        // The request holds the current position: the moves (the referee's, all legal) applied.
        Position current = start;
        for (const Move& m : moves) (void)apply_move(current, m);
        SprtReader reader(mover, out);
        out.answer = co_await engine.go_sprt(
            sprt_request(current, moves, engine.sprt_time(clocks, mover), engine.config().depth), clocks, mover,
            reader);
        co_return out;
    }
    const bool uci = proto == Proto::uci;
#if UICI_WIDE
    // A UCI engine plays on the 8x8 board only (openings.cpp): its games never get here.
    if (uci) {
        out.answer.kind = EngineAnswer::Kind::bad_output;
        out.answer.detail = "a UCI engine cannot be given a position past 64 bits";
        co_return out;
    }
#endif
    // The position line of this game grows by the moves played since the last one: rebuilt
    // whole (the position and every move) for each move, it was a good part of the referee's
    // own work on long games.
    uici::match::PositionLine& line = engine.position_line();
    if (line.text.empty() || line.start != &start || moves.size() < line.moves) {
#if UICI_WIDE
        line.text = "position icn " + write_icn_position(start);
#else
        line.text = uci ? "position fen " + to_fen(start) : "position icn " + write_icn_position(start);
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
    out.answer = co_await engine.go(clocks, mover);
    if (out.answer.kind == EngineAnswer::Kind::move) read_bestmove(proto, mover, out);
    co_return out;
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
