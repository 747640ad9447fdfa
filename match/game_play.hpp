// One game between two engine sessions with core as the referee: each answer is checked
// before it is applied; an illegal move, a crash, no answer, a time forfeit or output that is
// no move loses the game with that termination; the rules, -maxmoves and the score
// adjudication end it otherwise.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "core/game/game.hpp"
#include "match/engine_session.hpp"

namespace uici::match {

struct Adjudication {
    // -draw movenumber= movecount= score=: drawn once both engines' scores stayed within
    // +-score for movecount moves each, from full move movenumber on.
    struct Draw {
        int movenumber = 0;
        int movecount = 1;
        int score = 0;
    };
    // -resign movecount= score=: an engine whose own score stayed at -score or below for
    // movecount of its moves loses.
    struct Resign {
        int movecount = 1;
        int score = 0;
    };
    std::optional<Draw> draw;
    std::optional<Resign> resign;
    int max_moves = 0;  // full moves; 0 = none
};

struct GameRecord {
    Status::Outcome outcome = Status::Outcome::draw;
    std::string termination;  // checkmate, stalemate, ..., illegal_move, crash, no_answer,
                              // time_forfeit, bad_output, adjudication, max_moves
    std::string detail;       // one sentence for the record, may be empty
    std::vector<Move> moves;
    std::vector<std::string> comments;  // per move: "+0.31/12 0.105s"
};

boost::asio::awaitable<GameRecord> play_game(EngineSession& white, EngineSession& black, const Position& start,
                                             const Adjudication& adj);

// "1-0", "0-1", "1/2-1/2"
std::string result_text(Status::Outcome o);

}  // namespace uici::match
