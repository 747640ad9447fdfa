// Built twice (game_play.hpp): the narrow loop hands a game over to the wide one through ICN
// text, as protocol's Session does with its game, and the wide one finishes it.
#include "match/game_play.hpp"

#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "match/engine_moves.hpp"
#include "match/game_text.hpp"
#include "match/move_comment.hpp"
#include "match/wide_game.hpp"

namespace UICI_CORE_NS::match {

namespace asio = boost::asio;

std::string result_text(Status::Outcome o) {
    switch (o) {
        case Status::Outcome::white_wins: return "1-0";
        case Status::Outcome::black_wins: return "0-1";
        case Status::Outcome::draw: return "1/2-1/2";
        case Status::Outcome::ongoing: break;
    }
    return "*";
}

namespace {

constexpr int kMateScore = 100000;

Status::Outcome win_for(Color c) {
    return c == Color::White ? Status::Outcome::white_wins : Status::Outcome::black_wins;
}

// White's material less Black's, in centipawns: every piece of a player counts its value in the
// one piece table (core/board/piece.hpp), royals included (a king is 0); neutral pieces
// (obstacles, voids) belong to no player and count for neither.
std::int64_t material_balance(const Board& b) {
    std::int64_t balance = 0;
    for (const PieceSpec& row : kPieceRows)
        balance += std::int64_t{row.value} * (b.count(Color::White, row.type) - b.count(Color::Black, row.type));
    return balance;
}

std::optional<int> score_of(const EngineAnswer& a) {
    if (a.mate) return *a.mate >= 0 ? kMateScore : -kMateScore;
    return a.score_cp;
}

GameRecord ended(Status::Outcome o, std::string_view termination, std::string detail, const Position& start,
                 std::span<const Move> moves, const Progress& p) {
    GameRecord rec;
    rec.result = result_text(o);
    rec.termination = std::string(termination);
    rec.detail = std::move(detail);
    rec.plies = static_cast<int>(moves.size());
    rec.body = game_body(start, moves, p.comments);
    return rec;
}

// The game from `game` (its start `start`, `moves` played) to its end. `pending`: the mover's
// answer, already given, that the narrow build could not read.
asio::awaitable<GameRecord> play_on(EngineSession& white, EngineSession& black, const Position& start, Game& game,
                                    std::vector<Move>& moves, Progress& p, const Adjudication& adj,
                                    std::optional<EngineAnswer> pending) {
    EngineSession* side[2] = {&white, &black};
    const EngineConfig* cfg[2] = {&white.config(), &black.config()};
    std::int64_t* clock_of[2] = {&p.clocks.white_ms, &p.clocks.black_ms};
    for (;;) {
        const Color mover = game.position().turn;
        const int me = index(mover);
        EngineSession& engine = *side[me];
        const auto* tc = cfg[me]->tc ? &*cfg[me]->tc : nullptr;
        p.clocks.moves_to_go = tc && tc->moves ? tc->moves - p.moves_made[me] % tc->moves : 0;
        MoveAnswer m;
        if (pending) {
            m = read_answer(cfg[me]->proto, mover, std::move(*pending));
            pending.reset();
        } else if (cfg[me]->proto == Proto::sprt_json) {
            SprtReader reader(mover, m);
            m.answer = co_await engine.go_sprt(sprt_request_for(engine, start, moves, p.clocks, mover), p.clocks, mover,
                                               reader);
        } else {
            update_position_line(engine, start, moves);
            m.answer = co_await engine.go(p.clocks, mover);
            if (m.answer.moved()) read_bestmove(cfg[me]->proto, mover, m);
        }
#if !UICI_WIDE
        if (m.needs_wide) {
            // A square past +-2^60: the game goes on on the wide build, from the same text.
            Handover h;
            h.icn = write_icn_game(start, moves, Dialect::Seed);
            h.progress = std::move(p);
            h.pending = std::move(m.answer);
            co_return co_await wide::match::continue_game(white, black, std::move(h), adj);
        }
#endif
        const EngineAnswer& a = m.answer;
        const std::string who = mover == Color::White ? "White" : "Black";
        if (!a.moved()) {
            engine.kill();  // restarted for the next game
            co_return ended(win_for(opposite(mover)), std::string(engine::fault_name(*a.fault)), who + ": " + a.detail,
                            start, moves, p);
        }
        if (tc) {
            *clock_of[me] -= a.elapsed_ms;
            if (*clock_of[me] < -cfg[me]->margin_ms) {
                engine.kill();
                co_return ended(win_for(opposite(mover)), std::string(engine::fault_name(engine::Fault::time_forfeit)),
                                who + ": no move within its time", start, moves, p);
            }
            *clock_of[me] = std::max<std::int64_t>(*clock_of[me], 0) + tc->inc_ms;
            ++p.moves_made[me];
            if (tc->moves && p.moves_made[me] % tc->moves == 0) *clock_of[me] += tc->base_ms;
        }
        if (Reason r = game.play(m.move); r != Reason::legal) {
            std::string detail = who;
            detail += " played ";
            detail += format_move(m.move);
            detail += ": ";
            detail += reason_code(r);
            co_return ended(win_for(opposite(mover)), std::string(engine::fault_name(engine::Fault::illegal_move)),
                            std::move(detail), start, moves, p);
        }
        moves.push_back(m.move);
        // The mover's clock after the move: its time taken off, the increment and a new period added.
        p.comments.push_back(
            uici::match::icn_comment(a, tc ? std::optional<std::int64_t>(*clock_of[me]) : std::nullopt));
        if (Status s = game.status(); s.outcome != Status::Outcome::ongoing)
            co_return ended(s.outcome, s.reason, "", start, moves, p);
        if (adj.material) {
            // The run counts plies with the same side ahead by the margin; a change of leader restarts it.
            const std::int64_t balance = material_balance(game.position().board);
            const int lead = balance >= adj.material->material ? 1 : balance <= -adj.material->material ? -1 : 0;
            p.material_run = lead == 0 ? 0 : (p.material_run * lead > 0 ? p.material_run + lead : lead);
            if (p.material_run * lead >= adj.material->moves) {
                std::string detail = lead > 0 ? "White wins on material (+" : "Black wins on material (";
                detail += std::to_string(balance);
                detail += " cp)";
                co_return ended(lead > 0 ? Status::Outcome::white_wins : Status::Outcome::black_wins, kAdjudication,
                                std::move(detail), start, moves, p);
            }
        }
        const auto score = score_of(a);
        if (adj.resign) {
            p.resign_run[me] = score && *score <= -adj.resign->score ? p.resign_run[me] + 1 : 0;
            if (p.resign_run[me] >= adj.resign->movecount)
                co_return ended(win_for(opposite(mover)), kAdjudication, who + " resigns by score", start, moves, p);
        }
        if (adj.draw) {
            p.draw_run = score && std::abs(*score) <= adj.draw->score ? p.draw_run + 1 : 0;
            const auto full = static_cast<int>(moves.size() / 2);
            if (full >= adj.draw->movenumber && p.draw_run >= 2 * adj.draw->movecount)
                co_return ended(Status::Outcome::draw, kAdjudication, "drawn by score", start, moves, p);
        }
        if (adj.max_moves > 0 && static_cast<int>(moves.size()) >= 2 * adj.max_moves)
            co_return ended(Status::Outcome::draw, kMaxMoves, "", start, moves, p);
    }
}

}  // namespace

asio::awaitable<GameRecord> play_game(EngineSession& white, EngineSession& black, const Position& start,
                                      const Adjudication& adj) {
    EngineSession* side[2] = {&white, &black};
    std::vector<Move> moves;
    Progress p;
    for (Color c : {Color::White, Color::Black}) {
        if (auto e = co_await side[index(c)]->new_game(); !e.empty()) {
            std::string detail = c == Color::White ? "White" : "Black";
            detail += " did not start: ";
            detail += e;
            co_return ended(win_for(opposite(c)), engine::fault_name(engine::Fault::crash), std::move(detail), start,
                            moves, p);
        }
    }
    Game game(start);
    if (Status s = game.status(); s.outcome != Status::Outcome::ongoing)
        co_return ended(s.outcome, s.reason, "", start, moves, p);
    const EngineConfig* cfg[2] = {&white.config(), &black.config()};
    if (cfg[0]->tc) p.clocks.white_ms = cfg[0]->tc->base_ms;
    if (cfg[1]->tc) p.clocks.black_ms = cfg[1]->tc->base_ms;
    co_return co_await play_on(white, black, start, game, moves, p, adj, std::nullopt);
}

#if UICI_WIDE
asio::awaitable<GameRecord> play_icn_game(EngineSession& white, EngineSession& black, const std::string& icn,
                                          const Adjudication& adj) {
    auto doc = read_icn(icn);
    if (!doc) throw std::runtime_error("a wide opening does not read again: " + doc.error().message);
    const Position start = std::move(doc->position);
    co_return co_await play_game(white, black, start, adj);
}

asio::awaitable<GameRecord> continue_game(EngineSession& white, EngineSession& black, Handover h,
                                          const Adjudication& adj) {
    auto doc = read_icn(h.icn);
    if (!doc) throw std::runtime_error("a game did not move to wide coordinates: " + doc.error().message);
    const Position start = std::move(doc->position);
    Game game(start);
    std::vector<Move> moves;
    moves.reserve(doc->moves.size());
    for (const IcnMove& m : doc->moves) {
        if (game.play(m.move) != Reason::legal) throw std::runtime_error("a game did not move to wide coordinates");
        moves.push_back(m.move);
    }
    co_return co_await play_on(white, black, start, game, moves, h.progress, adj, std::move(h.pending));
}
#endif

}  // namespace UICI_CORE_NS::match
