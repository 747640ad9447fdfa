// The invariants the fuzz targets check, shared with the regression tests that replay every
// input a fuzzer ever found (tests/fuzz). Each returns an empty string when the input is
// handled correctly, else what broke. These core readers' invariants are built on both
// coordinate builds (core/board/coord.hpp): fuzz/target_wide.cpp checks the wide one.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/notation/compact_move.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/text_pieces.hpp"

namespace UICI_CORE_NS::fuzz {

// ICN: a rejected input carries an error code; an accepted one writes and reads back to the
// same game in both dialects.
inline std::string check_icn(std::string_view text) {
    auto doc = read_icn(text);
    if (!doc) return doc.error().code.empty() ? "error without a code" : "";
    std::vector<Move> moves;
    for (const auto& m : doc->moves) moves.push_back(m.move);
    for (auto dialect : {Dialect::Site, Dialect::Seed}) {
        const auto written = write_icn_game(doc->position, moves, dialect);
        auto again = read_icn(written);
        if (!again) return "written ICN does not read back: " + again.error().message;
        if (!same_state(again->position, doc->position)) return "round trip changed the position";
        if (again->position.metadata != doc->position.metadata) return "round trip changed the metadata";
        std::vector<Move> again_moves;
        for (const auto& m : again->moves) again_moves.push_back(m.move);
        if (again_moves != moves) return "round trip changed the moves";
    }
    return "";
}

// Long JSON: an accepted document writes and reads back to the same position and moves.
inline std::string check_long_json(std::string_view text) {
    auto doc = read_long_json(text);
    if (!doc) return doc.error().code.empty() ? "error without a code" : "";
    std::vector<JsonMove> moves;
    for (const auto& m : doc->moves) moves.push_back({m, {}, {}, false, {}, 0, false, false});
    auto again = read_long_json(write_long_json(doc->start, moves));
    if (!again) return "written JSON does not read back: " + again.error().message;
    if (!same_state(again->start, doc->start)) return "round trip changed the position";
    if (again->start.metadata != doc->start.metadata) return "round trip changed the metadata";
    if (again->moves != doc->moves) return "round trip changed the moves";
    return "";
}

// Move tokens: canonical output parses to the same move; exact text moves round-trip.
inline std::string check_move_token(std::string_view text) {
    if (auto m = parse_move(text)) {
        const auto canonical = format_move(*m);
        auto again = parse_move(canonical);
        if (!again || !(*again == *m)) return "canonical move does not read back";
        if (format_move(*again) != canonical) return "canonical form is not stable";
    }
    if (auto t = read_compact_move(text)) {
        for (bool seed : {false, true}) {
            auto again = read_compact_move(write_compact_move(*t, seed));
            if (!again || again->coords != t->coords || again->promotion != t->promotion)
                return "compact move does not round-trip";
        }
        auto json = read_json_move(write_json_move(*t));
        if (!json || json->coords != t->coords || json->promotion != t->promotion)
            return "compact move does not round-trip through JSON";
    }
    if (auto j = read_json_move(text)) {
        auto again = read_json_move(write_json_move(*j));
        if (!again || again->coords != j->coords || again->promotion != j->promotion)
            return "JSON move does not round-trip";
    }
    return "";
}

#if UICI_WIDE
// The wide build's squares kept as text (core/notation/text_pieces.hpp): a document that path
// takes, read as ICN or as long JSON, the usual way (loose_pieces.hpp) takes too, with the same
// moves; the squares as numbers (loose_of) are the usual way's pieces; and both write it the
// same in JSON and in both ICN dialects.
inline std::string check_text_pieces(std::string_view text) {
    const auto collect = [](auto&& write) {
        std::string out;
        write([&](std::string_view piece) { out += piece; });
        return out;
    };
    JsonWriteOptions options;
    options.moves = false;
    for (const bool json : {false, true}) {
        TextPieces pieces;
        LoosePieces loose;
        Position head, usual_head;
        std::vector<Move> moves, usual_moves;
        if (json) {
            auto doc = read_long_json_text(text, pieces);
            if (!doc) continue;
            auto usual = read_long_json_loose(text, loose);
            if (!usual) return "the text path took JSON the usual way refuses";
            head = doc->start, usual_head = usual->start;
            moves = doc->moves, usual_moves = usual->moves;
        } else {
            auto doc = read_icn_text(text, pieces);
            if (!doc) continue;
            auto usual = read_icn_loose(text, loose);
            if (!usual) return "the text path took ICN the usual way refuses";
            head = doc->position, usual_head = usual->position;
            for (const auto& m : doc->moves) moves.push_back(m.move);
            for (const auto& m : usual->moves) usual_moves.push_back(m.move);
        }
        if (moves != usual_moves) return "the text path reads other moves";
        const LoosePieces numbers = loose_of(pieces);
        if (numbers.size() != loose.size()) return "the text path reads another number of pieces";
        for (std::size_t i = 0; i < loose.size(); ++i)
            if (numbers[i].square != loose[i].square || numbers[i].piece != loose[i].piece ||
                numbers[i].right != loose[i].right)
                return "the text path's squares as numbers are not the usual way's pieces";
        if (collect([&](auto sink) { write_long_json_text(head, pieces, {}, options, sink); }) !=
            collect([&](auto sink) { write_long_json_loose(usual_head, loose, {}, options, sink); }))
            return "the text path writes other JSON";
        for (const Dialect d : {Dialect::Seed, Dialect::Site})
            if (collect([&](auto sink) { write_icn_game_text(head, pieces, moves, d, {}, sink); }) !=
                collect([&](auto sink) { write_icn_game_loose(usual_head, loose, usual_moves, d, {}, sink); }))
                return "the text path writes other ICN";
    }
    return "";
}
#endif

}  // namespace UICI_CORE_NS::fuzz
