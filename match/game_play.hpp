// One game between two engine sessions with core as the referee: each answer is checked
// before it is applied; an illegal move, a crash, no answer, a time forfeit or output that is
// no move loses the game with that termination; the rules, -maxmoves and the score
// adjudication end it otherwise.
//
// Built twice, like core (core/board/coord.hpp): uici_match plays on int64 coordinates,
// uici_match_wide (UICI_WIDE=1) on coordinates of any size. A narrow game whose engine answers
// a square past +-2^60 is handed to the wide build (game_record.hpp's Handover, wide_game.hpp)
// and finished there, so the record is as if the game had been wide from its start.
#pragma once

#include <string>

#include <boost/asio/awaitable.hpp>

#include "core/game/game.hpp"
#include "match/game_record.hpp"

namespace UICI_CORE_NS::match {

boost::asio::awaitable<GameRecord> play_game(EngineSession& white, EngineSession& black, const Position& start,
                                             const Adjudication& adj);

// "1-0", "0-1", "1/2-1/2"
std::string result_text(Status::Outcome o);

}  // namespace UICI_CORE_NS::match
