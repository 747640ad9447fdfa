// egd [chess]: the game as EGD, one record per move with the positions before and after
// (docs/PGN_EGD.md). Plain `egd` writes the lattice layout (ICN positions, coordinate squares) for
// any game; `egd chess` the chess layout (FEN, SAN, the egd gem's codes) for a game on the 8x8
// board. In JSON output mode the document travels as a string, like `json`.
#include <cstddef>
#include <string>
#include <vector>

#include "pgn/egd_icn.hpp"
#include "protocol/commands/commands.hpp"
#if !UICI_WIDE
#include "pgn/convert.hpp"
#endif

namespace UICI_CORE_NS {
namespace {

// The longest `egd` reply (PROTOCOL.md 8). Each EGD record holds two whole positions, so a game of
// 2,000 moves on a 20,000-piece board is 692 MB of text: such a reply is refused, never built.
constexpr std::size_t kMaxEgdReplyBytes = 64u << 20;

void reply_too_large(std::size_t estimate, Reply& r) {
    const std::string limit = std::to_string(kMaxEgdReplyBytes), have = std::to_string(estimate);
    r.error(ErrorCode::too_large, {word("what", "reply_bytes"), number("limit", limit), number("have", have)});
}

}  // namespace

void cmd_egd(const ChessState& c, const Args& a, Reply& r) {
    if (a.size() > 2 || (a.size() == 2 && a.tokens[1] != "chess"))
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[a.size() > 2 && a.tokens[1] == "chess" ? 2 : 1]), word("for", "egd"),
                        word("need", a.size() > 2 && a.tokens[1] == "chess" ? "nothing" : "chess")});
    const Game& g = current_game(c);
    std::vector<Move> moves;
    moves.reserve(g.history().size());
    for (const PlayedMove& pm : g.history()) moves.push_back(pm.move);
    // The lattice layout has every digit on either build; a game with a number past the narrow
    // build is never on the 8x8 board. It is made a record at a time and given up once past the
    // cap; `have` is then the size its records so far promise (their mean size times the moves).
    std::string text;
    std::size_t records = 0;
    const auto lattice = [&] {
        return pgn::write_icn_egd(g.start(), moves, false, 1, [&](std::string_view piece) {
            text += piece;
            ++records;
            return text.size() <= kMaxEgdReplyBytes;
        });
    };
#if UICI_WIDE
    if (a.size() == 2) return r.error(ErrorCode::bad_position, {word("reason", "not_chess")});
    auto done = lattice();
#else
    // The chess layout's records are small (FEN): under 1 KB a ply.
    if (a.size() == 2 && moves.size() > kMaxEgdReplyBytes / 1024) return reply_too_large(moves.size() * 1024, r);
    pgn::Result<std::size_t> done = std::size_t{0};
    if (a.size() == 2) {
        auto chess = pgn::chess_egd(g.start(), moves);
        if (chess) text = std::move(*chess);
        else done = chess.error();
    } else {
        done = lattice();
    }
#endif
    if (done && text.size() > kMaxEgdReplyBytes) {
        const std::size_t made = records > 1 ? records - 1 : 1;  // the first piece is the header
        return reply_too_large(std::max(text.size(), text.size() / made * moves.size()), r);
    }
    if (!done) {
        if (done.error().code == "not_chess") return r.error(ErrorCode::bad_position, {word("reason", "not_chess")});
        return r.error(ErrorCode::internal, {token(done.error().message)});
    }
    // Both layouts are one line without a line end.
    if (r.json()) return r.object(Json{{"reply", "egd"}, {"egd", text}});
    r.line("egd " + text);
}

}  // namespace UICI_CORE_NS
