// Canonical ICN output. Both dialects share one section order (the site's):
//   turn enpassant moveRule fullMove (promotions) border winConditions {options} pieces
// and differ only where the site cannot read the seed dialect's spelling and vice versa.
#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "core/notation/display_order.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/icn_scan.hpp"
#include "core/notation/loose_pieces.hpp"
#include "core/notation/loose_text.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/text_pieces.hpp"

namespace UICI_CORE_NS {
namespace {

void append_int(std::string& out, std::int64_t v) {
    char buf[24];
    out.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}
#if UICI_WIDE
void append_int(std::string& out, const Coord& v) { append_coord(out, v); }
#endif

void append_code(std::string& out, PieceType type, bool upper) {
    for (char c : spec(type).code) out += upper ? static_cast<char>(c - 'a' + 'A') : c;
}

bool is_default_promotions(const std::vector<PieceType>& list) {
    static const std::vector<PieceType> kDefault = PlayerRules{}.promotions;
    return std::is_permutation(list.begin(), list.end(), kDefault.begin(), kDefault.end());
}

// "(8,16;q,am|1)": the site writes lists in lower case; the seed dialect in the player's case. A
// player without ranks gets an empty part, and the default list Q,R,B,N is left out.
void append_promotions(std::string& out, const GameRules& rules, Dialect dialect) {
    out += '(';
    for (Color c : {Color::White, Color::Black}) {
        if (c == Color::Black) out += '|';
        const PlayerRules& player = rules.of(c);
        if (player.promotion_ranks.empty()) continue;
        for (std::size_t i = 0; i < player.promotion_ranks.size(); ++i) {
            if (i > 0) out += ',';
            append_int(out, player.promotion_ranks[i]);
        }
        if (player.promotions.empty() || is_default_promotions(player.promotions)) continue;
        out += ';';
        for (std::size_t i = 0; i < player.promotions.size(); ++i) {
            if (i > 0) out += ',';
            const PieceType t = player.promotions[i];  // neutral codes exist only in lower case
            append_code(out, t, dialect == Dialect::Seed && c == Color::White && !spec(t).neutral);
        }
    }
    out += ") ";
}

void append_win_list(std::string& out, const std::vector<WinCondition>& list) {
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0) out += ',';
        out += to_string(list[i]);
    }
}

// Shared lists are written bare ("checkmate,koth") and left out when just checkmate; different
// lists as "(koth|checkmate)" for the site, bare "koth|checkmate" for the seed dialect: the reference
// converter takes a '(' token for promotions unless a promotion section came first
// (PROTOCOL.md section 1.5).
void append_win_conditions(std::string& out, const GameRules& rules, Dialect dialect) {
    const auto& white = rules.of(Color::White).win_conditions;
    const auto& black = rules.of(Color::Black).win_conditions;
    if (white == black) {
        if (white == std::vector{WinCondition::Checkmate}) return;
        append_win_list(out, white);
    } else {
        const bool parens = dialect == Dialect::Site;
        if (parens) out += '(';
        append_win_list(out, white);
        out += '|';
        append_win_list(out, black);
        if (parens) out += ')';
    }
    out += ' ';
}

// The JSON options block; in the site dialect a documented extension, so that slideLimit and
// the other options are never dropped silently.
void append_options(std::string& out, const GameRules& rules) {
    if (!rules.slide_limit && !rules.cannot_pass_turn && rules.extra_options.empty()) return;
    std::string block;
    auto key = [&](const std::string& k) {
        block += block.empty() ? '{' : ',';
        block += nlohmann::json(k).dump();
        block += ':';
    };
    if (rules.slide_limit) {
        key("slideLimit");
        append_int(block, *rules.slide_limit);
    }
    if (rules.cannot_pass_turn) {
        key("cannotPassTurn");
        block += *rules.cannot_pass_turn ? "true" : "false";
    }
    for (const auto& [k, raw] : rules.extra_options) {
        key(k);
        block += raw;
    }
    out += block;
    out += "} ";
}

void append_pieces(std::string& out, const Position& p) {
    const auto pieces = display_sorted(p.board);
    out.reserve(out.size() + pieces.size() * 12);
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& [square, piece] = pieces[i];
        if (i > 0) out += '|';
        append_code(out, piece.type, piece.color == Color::White);
        append_square(out, square);
        if (p.has_right(square)) out += '+';
    }
}

// " m1|m2+|m3" (with the marks given): the moves after a position. With a sink, the text is
// handed on (and cleared) whenever it reaches kTextChunk.
void append_moves(std::string& out, std::span<const Move> moves, Dialect dialect, std::span<const char> marks,
                  const TextSink* sink = nullptr) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        out += i == 0 ? ' ' : '|';
        out += dialect == Dialect::Seed ? format_move_readme(moves[i]) : format_move(moves[i]);
        if (i < marks.size() && marks[i] != 0) out += marks[i];
        if (sink != nullptr && out.size() >= kTextChunk) {
            (*sink)(out);
            out.clear();
        }
    }
}

// The seed dialect keeps a move rule written with leading zeros ("007/0100") as text; it is used only
// while it still says the same numbers.
bool move_rule_text_valid(const Position& p) {
    if (p.move_rule_text.empty() || !p.move_rule) return false;
    const auto slash = p.move_rule_text.find('/');
    std::int64_t n = 0, m = 0;
    return slash != std::string::npos &&
           parse_int64(std::string_view(p.move_rule_text).substr(0, slash), n) == IntParse::ok &&
           parse_int64(std::string_view(p.move_rule_text).substr(slash + 1), m) == IntParse::ok &&
           n == p.move_rule->counter && m == p.move_rule->limit;
}

}  // namespace

std::string write_icn_position(const Position& p, Dialect dialect) {
    std::string out;
    out += p.turn == Color::Black ? "b " : "w ";
    if (p.en_passant) {
        append_square(out, p.en_passant->target);
        out += ' ';
    }
    if (p.move_rule) {
        if (dialect == Dialect::Seed && move_rule_text_valid(p)) {
            out += p.move_rule_text;
        } else {
            append_int(out, p.move_rule->counter);
            out += '/';
            append_int(out, p.move_rule->limit);
        }
        out += ' ';
    }
    append_int(out, p.fullmove);
    out += ' ';
    const GameRules& rules = p.rules;
    if (rules.promotion_section || !rules.of(Color::White).promotion_ranks.empty() ||
        !rules.of(Color::Black).promotion_ranks.empty())
        append_promotions(out, rules, dialect);
    if (rules.border.any()) {
        const std::optional<Coord> sides[] = {rules.border.left, rules.border.right, rules.border.bottom,
                                              rules.border.top};
        for (int i = 0; i < 4; ++i) {
            if (i > 0) out += ',';
            if (sides[i]) append_int(out, *sides[i]);
            else out += '_';
        }
        out += ' ';
    }
    append_win_conditions(out, rules, dialect);
    append_options(out, rules);
    append_pieces(out, p);
    if (out.back() == ' ') out.pop_back();
    return out;
}

std::string write_icn_game(const Position& start, std::span<const Move> moves, Dialect dialect,
                           std::span<const char> marks) {
    std::string out;
    for (const auto& [key, value] : start.metadata) {
        if (value.empty()) continue;  // an empty value is no value (see read_icn)
        append_metadata_entry(out, key, value);
        out += '\n';
    }
    out += write_icn_position(start, dialect);
    append_moves(out, moves, dialect, marks);
    return out;
}

namespace {

// write_icn_game_loose of the pieces that each(f) hands to f in display order.
template <class Each>
void write_icn_loose_from(const Position& start, const Each& each, std::span<const Move> moves, Dialect dialect,
                          std::span<const char> marks, const TextSink& sink) {
    // The game's text without pieces (start has none), then the pieces after a space, where
    // write_icn_position puts them, then the moves.
    std::string out = write_icn_game(start, {}, dialect);
    out.reserve(kTextChunk + loose_text::Batch::kBlock + 256);
    bool first = true;
    {
        loose_text::Batch batch(out);
        // '|' (' ' before the first) and the piece's code at `at`: their end.
        const auto head = [&first](char* at, Piece piece) {
            *at++ = first ? ' ' : '|';
            for (const char c : spec(piece.type).code)
                *at++ = piece.color == Color::White ? static_cast<char>(c - 'a' + 'A') : c;
            return at;
        };
        each([&](const auto& p) {
#if UICI_WIDE
            if (const std::string_view kept = loose_text::kept_text(p); loose_text::batched(kept)) {
                static_assert(1 + loose_text::kCodeRoom + loose_text::kKeptRoom + 1 <= loose_text::Batch::kRoom);
                char* at = loose_text::put(head(batch.room(loose_text::Batch::kRoom), p.piece), kept);
                if (p.right) *at++ = '+';
                batch.done(at);
            } else {
                batch.drain();
                out += first ? ' ' : '|';
                append_code(out, p.piece.type, p.piece.color == Color::White);
                append_listed_square(out, p);
                if (p.right) out += '+';
            }
#else
            // '|', the code (two letters at most), the square and '+'.
            static_assert(1 + loose_text::kCodeRoom + loose_text::kListedSquareRoom + 1 <= loose_text::Batch::kRoom);
            char* at = loose_text::put_listed_square(head(batch.room(loose_text::Batch::kRoom), p.piece), p);
            if (p.right) *at++ = '+';
            batch.done(at);
#endif
            first = false;
            if (out.size() >= kTextChunk) {
                sink(out);
                out.clear();
            }
        });
    }
    append_moves(out, moves, dialect, marks, &sink);
    out += '\n';
    sink(out);
}

}  // namespace

void write_icn_game_loose(const Position& start, std::span<const LoosePiece> sorted, std::span<const Move> moves,
                          Dialect dialect, std::span<const char> marks, const TextSink& sink) {
    const auto each = [&](const auto& f) {
        for (const auto& p : sorted) f(p);
    };
    write_icn_loose_from(start, each, moves, dialect, marks, sink);
}

void write_icn_game_listed(const Position& head, const Board& board, const SquareSet& rights, Dialect dialect,
                           const TextSink& sink) {
    const auto each = [&](const auto& f) { for_each_listed_piece(board, rights, f); };
    write_icn_loose_from(head, each, {}, dialect, {}, sink);
}

#if UICI_WIDE
void write_icn_game_text(const Position& start, std::span<const TextPiece> sorted, std::span<const Move> moves,
                         Dialect dialect, std::span<const char> marks, const TextSink& sink) {
    const auto each = [&](const auto& f) {
        for (const auto& p : sorted) f(p);
    };
    write_icn_loose_from(start, each, moves, dialect, marks, sink);
}
#endif

}  // namespace UICI_CORE_NS
