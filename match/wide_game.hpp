// What the narrow build of `uici match` calls on the wide build (core/board/coord.hpp). The
// runner and the narrow game loop are compiled with int64 coordinates; a game that needs more
// is played by the same sources compiled with UICI_WIDE=1 (library uici_match_wide, namespace
// uici::wide::match). These entry points take and give only coordinate-free values (text and
// the types of game_record.hpp), so both builds' translation units can declare them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "core/notation/parse_error.hpp"
#include "engine/engine_config.hpp"
#include "match/game_record.hpp"

namespace uici::wide::match {

// A game from a start position given as ICN (a wide opening), played to its end.
boost::asio::awaitable<GameRecord> play_icn_game(EngineSession& white, EngineSession& black, const std::string& icn,
                                                 const Adjudication& adj);
// A narrow game continued from where it was handed over, played to its end.
boost::asio::awaitable<GameRecord> continue_game(EngineSession& white, EngineSession& black, Handover h,
                                                 const Adjudication& adj);

// One line of an openings file read on the wide build: the start position (after at most
// `plies` of its moves; -1 all) as ICN with its metadata, or an error sentence.
std::optional<std::string> read_opening_icn(std::string_view line, int plies, std::string& icn);
// Why the start position `icn` cannot be given to an engine of `proto`, or nothing.
std::optional<std::string> unfit_for(const std::string& icn, Proto proto);

// The metadata of a written game (of a wide opening), or the reader's error.
Parsed<std::vector<std::pair<std::string, std::string>>> read_game_metadata(std::string_view text);
// A written game replayed by the rules (for -recover), or the reader's error.
Parsed<WrittenGame> read_written_game(std::string_view text);

}  // namespace uici::wide::match
