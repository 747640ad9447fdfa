// read_icn: finds the sections of either dialect, in any order, and hands each to its reader.
#include <algorithm>

#include "core/board/ascii_bytes.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/icn_moves.hpp"
#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS {
namespace {

using icn_detail::excerpt;
using icn_detail::MaybeError;

// Which sections were seen: each may appear once.
enum Section : unsigned {
    kTurn = 1,
    kEnPassant = 2,
    kMoveRule = 4,
    kFullMove = 8,
    kPromotions = 16,
    kBorder = 32,
    kWinConditions = 64,
    kPieces = 128,
};

const char* section_name(Section s) {
    switch (s) {
        case kTurn: return "turn";
        case kEnPassant: return "en passant square";
        case kMoveRule: return "move rule";
        case kFullMove: return "full-move number";
        case kPromotions: return "promotion section";
        case kBorder: return "world border";
        case kWinConditions: return "win conditions";
        case kPieces: return "piece list";
    }
    return "section";
}

bool all_of(std::string_view s, bool (*pred)(char)) { return std::all_of(s.begin(), s.end(), pred); }
bool digit(char c) { return icn_detail::is_digit(c); }
bool win_char(char c) { return icn_detail::is_alpha(c) || c == ',' || c == '|'; }
bool border_char(char c) { return icn_detail::is_digit(c) || c == ',' || c == '-' || c == '_'; }

class Reader {
public:
    Reader(std::string_view text, LoosePieces* loose, std::string_view* piece_text)
        : text_(text), loose_(loose), piece_text_(piece_text) {}

    // Where the piece list's bytes begin and end, once run() has met it.
    [[nodiscard]] std::size_t list_begin() const { return list_begin_; }
    [[nodiscard]] std::size_t list_end() const { return list_end_; }

    Parsed<IcnDocument> run() {
        std::size_t i = 0;
        while (true) {
            i = icn_detail::skip_spaces(text_, i);
            if (i >= text_.size()) break;
            const char c = text_[i];
            MaybeError e;
            if (c == '[') {
                e = icn_detail::read_metadata(text_, i, i, doc_.position);
            } else if (c == '{') {
                e = icn_detail::read_options(text_, i, i, doc_.position.rules);
            } else if (c == ']' || c == '}') {
                e = parse_error("icn_syntax", i, std::string("Unmatched '") + c + "'. It closes nothing");
            } else if (icn_detail::moves_start_at(text_, i)) {
                e = icn_detail::read_moves(text_, i, doc_.moves);
                if (!e) break;
            } else {
                const std::size_t end = icn_detail::token_end(text_, i);
                e = token(text_.substr(i, end - i), i);
                i = end;
            }
            if (e) return *e;
        }
        if (auto e = finish()) return *e;
        return std::move(doc_);
    }

private:
    MaybeError once(Section s, std::size_t column) {
        if (seen_ & s)
            return parse_error("icn_syntax", column, std::string("Repeated section. A second ") + section_name(s));
        seen_ |= s;
        return std::nullopt;
    }

    // One whitespace-free token of the position; the sections are told apart by their shape,
    // never by their place (both dialects allow any order here).
    MaybeError token(std::string_view t, std::size_t col) {
        using namespace icn_detail;
        Position& p = doc_.position;
        if (t.front() == '(') {
            if (t.size() < 2 || t.back() != ')' || t.find_first_of("()", 1) != t.size() - 1)
                return parse_error("icn_syntax", col, "Invalid section. " + excerpt(t) + " has unbalanced parentheses");
            return parenthesised(t.substr(1, t.size() - 2), col + 1);
        }
        if (t.starts_with("Squares:") || t.starts_with("Rays:")) return read_annotation(t, col);
        if (is_alpha(t.front())) {
            const std::size_t letters = std::find_if_not(t.begin(), t.end(), is_alpha) - t.begin();
            if (letters < t.size() && (is_digit(t[letters]) || t[letters] == '-')) {
                if (auto e = once(kPieces, col)) return e;
                doc_.has_piece_list = true;
                list_begin_ = col;
                list_end_ = col + t.size();
                if (piece_text_ != nullptr) {
                    *piece_text_ = t;
                    return std::nullopt;
                }
                return read_piece_list(text_, col, col + t.size(), p, loose_);
            }
            if (turn_token(t)) {
                if (auto e = once(kTurn, col)) return e;
                doc_.has_turn = true;
                return read_turn(t, col, p);
            }
            if (all_of(t, win_char)) return win_conditions(t, col);
        } else if (is_digit(t.front()) || t.front() == '-' || t.front() == '_') {
            const std::size_t square = scan_square(t, 0);
            if (square == t.size()) {
                if (auto e = once(kEnPassant, col)) return e;
                ep_column_ = col;
                return read_square(text_, col, col + t.size(), ep_target_);
            }
            if (all_of(t, digit)) {
                if (auto e = once(kFullMove, col)) return e;
                doc_.has_fullmove = t.find_first_not_of('0') != std::string_view::npos;  // 0 counts as absent
                return read_fullmove(t, col, p);
            }
            if (t.find('/') != std::string_view::npos) {
                if (auto e = once(kMoveRule, col)) return e;
                return read_move_rule(t, col, p);
            }
            if (all_of(t, border_char) && std::count(t.begin(), t.end(), ',') == 3) {
                if (auto e = once(kBorder, col)) return e;
                return read_border(t, col, p.rules.border);
            }
            // "9999,1|k1,1": a piece list whose first entry lost its piece code.
            if (square != 0 && square < t.size() && t[square] == '|')
                return parse_error("icn_syntax", col,
                                   "Invalid piece list. Entry " +
                                       excerpt(t.substr(0, std::min<std::size_t>(square, 40))) +
                                       " has no piece code: expected CODEx,y",
                                   "CODEx,y");
        }
        return parse_error("icn_syntax", col, "Unexpected text. " + excerpt(t) + " is no section of the notation");
    }

    // "(...)" is promotions when its parts start with a digit or '-' (or are empty), win
    // conditions when they start with letters (PROTOCOL.md section 1.2).
    MaybeError parenthesised(std::string_view inside, std::size_t col) {
        bool letters = false, numbers = false;
        for (std::size_t start = 0;;) {
            const std::size_t stop = std::min(inside.find('|', start), inside.size());
            if (stop > start) (icn_detail::is_alpha(inside[start]) ? letters : numbers) = true;
            if (stop == inside.size()) break;
            start = stop + 1;
        }
        if (letters && numbers)
            return parse_error("icn_syntax", col,
                               "Invalid section. " + excerpt(inside) + " mixes promotion ranks and win conditions");
        if (letters) return win_conditions(inside, col);
        if (auto e = once(kPromotions, col)) return e;
        return icn_detail::read_promotions(inside, col, doc_.position.rules);
    }

    MaybeError win_conditions(std::string_view inside, std::size_t col) {
        if (auto e = once(kWinConditions, col)) return e;
        return icn_detail::read_win_conditions(inside, col, doc_.position.rules);
    }

    // Values that depend on sections which may come later in the text.
    MaybeError finish() {
        Position& p = doc_.position;
        if (seen_ & kEnPassant) {
            // The pawn that just moved belongs to the player not to move (the last of the turn order).
            const auto pawn = offset(ep_target_, 0, p.last_in_turn_order == Color::White ? 1 : -1);
            if (!pawn)
                return parse_error(std::string(kNeedsWide), ep_column_,
                                   "Number out of range. En passant pawn beyond int64");
            p.en_passant = EnPassant{ep_target_, *pawn};
        }
        return std::nullopt;
    }

    std::string_view text_;
    LoosePieces* loose_;            // where the pieces go instead of the board, when set
    std::string_view* piece_text_;  // where the piece list goes unread, when set
    IcnDocument doc_;
    unsigned seen_ = 0;
    Square ep_target_;
    std::size_t ep_column_ = 0;
    std::size_t list_begin_ = 0, list_end_ = 0;
};

}  // namespace

Parsed<IcnDocument> icn_detail::read_icn_into(std::string_view text, LoosePieces* loose, std::string_view* piece_text) {
    Reader reader(text, loose, piece_text);
    auto doc = reader.run();
    if (!doc) return icn_detail::in_characters(text, doc.error());
    // Byte offsets to characters in one pass: the moves come in text order. The piece list,
    // most of a large document's bytes, is passed over: it is ASCII. read_piece_list refuses
    // any other byte; a caller given the list unread (piece_text) keeps this document only
    // when its own reading of the list accepts it, and that reading takes ASCII alone
    // (text_pieces.cpp).
    const std::size_t skip_begin = reader.list_begin(), skip_end = reader.list_end();
    const auto continuations = [&](std::size_t from, std::size_t to) {  // in [from, to), the list aside
        std::size_t n = 0;
        if (const std::size_t a = std::min(to, skip_begin); from < a)
            n += ascii::count_continuations(text.data() + from, a - from);
        if (const std::size_t b = std::max(from, skip_end); b < to)
            n += ascii::count_continuations(text.data() + b, to - b);
        return n;
    };
    std::size_t byte = 0, chars = 0;
    for (auto& m : doc->moves) {
        chars += m.column - byte - continuations(byte, std::min(m.column, text.size()));
        byte = m.column;
        m.column = chars;
    }
    return doc;
}

Parsed<IcnDocument> read_icn(std::string_view text) { return icn_detail::read_icn_into(text, nullptr); }

std::size_t column_to_byte(std::string_view text, std::size_t column) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 && column-- == 0) return i;
    return text.size();
}

}  // namespace UICI_CORE_NS
