#include "pgn/chess_game.hpp"

#include "core/notation/move_text.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/movegen.hpp"
#include "pgn/chess_board.hpp"
#include "pgn/san.hpp"

namespace uici::pgn {
namespace {

Error san_error(std::string code, std::size_t number, std::size_t ply, std::string_view san, const std::string& why) {
    return Error{std::move(code), why, number, ply, std::string(san)};
}

// Plays a planned legal move and records what it showed.
void record(ChessGame& g, Position& p, const MovePlan& plan) {
    MoveFacts& f = g.facts.emplace_back();
    apply_plan(p, plan, &f);
    g.moves.push_back(plan.move);
    append_fen(g.fens.emplace_back(), p);
}

void begin(ChessGame& g, std::size_t moves) {
    g.moves.reserve(moves);
    g.facts.reserve(moves);
    g.fens.reserve(moves + 1);
    g.fens.push_back(write_fen(g.start));
}

}  // namespace

const Position& chess_start() {
    static const Position start = read_fen(kStartFen).value();
    return start;
}

Result<ChessGame> play_pgn(const PgnGame& game, std::size_t number) {
    ChessGame g;
    g.tags = game.tags;
    const std::string* result = tag_value(game.tags, "Result");
    g.result = result ? *result : !game.termination.empty() ? game.termination : "*";
    if (const std::string* fen = tag_value(game.tags, "FEN")) {
        auto start = read_fen(*fen);
        if (!start) return Error{"bad_fen", start.error().message, number};
        g.start = std::move(*start);
    } else {
        g.start = chess_start();
    }
    begin(g, game.sans.size());
    Position p = g.start;
    for (std::size_t i = 0; i < game.sans.size(); ++i) {
        const std::string& text = game.sans[i];
        std::string_view core = text;
        while (!core.empty() && (core.back() == '+' || core.back() == '#')) core.remove_suffix(1);
        const auto san = parse_san(core);
        if (!san) return san_error("illegal_san", number, i + 1, text, "is no SAN move");
        const SanMatch match = match_san(p, *san, g.facts.empty() ? InCheckNow() : InCheckNow(g.facts.back().check));
        if (match.fits > 1) return san_error("ambiguous_san", number, i + 1, text, "fits more than one legal move");
        if (!match.move)
            return san_error("illegal_san", number, i + 1, text,
                             "is illegal (" + std::string(reason_code(match.reason)) + ")");
        record(g, p, match.plan);
    }
    g.sans = game.sans;
    // The last move's facts say whether the side to move is in check (the start's is not known).
    g.moves_left = has_legal_move(p, g.facts.empty() ? InCheckNow() : InCheckNow(g.facts.back().check));
    return g;
}

Result<ChessGame> chess_game_of(const Position& start, std::span<const Move> moves, Tags tags, std::string result) {
    if (const auto why = not_chess(start)) return Error{"not_chess", "the game is not chess on the 8x8 board: " + *why};
    ChessGame g;
    g.tags = std::move(tags);
    g.result = std::move(result);
    g.start = start;
    // Full moves as chess numbers them (black's move ends one), also from ICN's "b" (b:w, where
    // white's would): the FENs and move numbers are chess's.
    g.start.last_in_turn_order = Color::Black;
    begin(g, moves.size());
    Position p = g.start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        MovePlan plan;
        const Reason r = check_move(p, m, plan, InCheckNow());
        if (r != Reason::legal)
            return Error{"illegal_move", "index=" + std::to_string(i) + " move=" + format_move(m) +
                                             " reason=" + std::string(reason_code(r))};
        std::string san = write_san(p, m);
        record(g, p, plan);
        g.moves_left = has_legal_move(p, g.facts.back().check);
        if (g.facts.back().check) san.push_back(g.moves_left ? '+' : '#');
        g.sans.push_back(std::move(san));
    }
    return g;
}

}  // namespace uici::pgn
