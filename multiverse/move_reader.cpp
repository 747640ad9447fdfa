#include "multiverse/move_reader.hpp"

namespace uici::multiverse {

namespace {

constexpr int kMaxFiles = kMaxBoardSide;

bool is_file(char ch) { return ch >= 'a' && ch < char('a' + kMaxFiles) && ch != 'x'; }

// (LT) or (L<l> T<t>); the cursor is on '('.
BoardRef read_board(Cursor& c) {
    BoardRef b;
    c.take();
    c.skip_space();
    if (c.accept('L')) b.long_form = true;
    b.timeline = read_label(c, "a timeline index in (LT)");
    c.skip_space();
    if (!c.accept('T')) c.error("expected 'T' and a turn in (LT), found " + c.found());
    b.turn = read_number(c, "a turn in (LT)");
    c.skip_space();
    if (!c.accept(')')) c.error("expected ')' to close (LT), found " + c.found());
    return b;
}

// A file letter and/or rank number; either may be missing.
SquareRef read_square_part(Cursor& c) {
    SquareRef s;
    if (is_file(c.peek())) s.file = c.take() - 'a';
    if (c.at_digit()) {
        const int col = c.column(), line = c.line();
        const int r = read_number(c, "a rank");
        if (r < 1 || r > kMaxBoardSide) fail(line, col, "expected a rank from 1 to " + std::to_string(kMaxBoardSide));
        s.rank = r - 1;
    }
    return s;
}

SquareRef read_full_square(Cursor& c, const char* what) {
    const int line = c.line(), col = c.column();
    const auto s = read_square_part(c);
    if (!s.complete()) fail(line, col, std::string("expected ") + what + " square such as e4, found " + c.found());
    return s;
}

std::optional<Kind> read_piece(Cursor& c) {
    const auto two = c.rest().substr(0, 2);
    if (two.size() == 2) {
        if (auto k = kind_from_alias(two)) {
            c.take();
            c.take();
            return k;
        }
    }
    if (std::isupper(static_cast<unsigned char>(c.peek())) && c.peek() != 'O') {
        const auto k = kind_from_letter(c.peek());
        if (!k)
            c.error("unknown piece letter " + c.found() + ": expected one of P W K C Q Y S N R B U D (or RQ PR BR CK)");
        c.take();
        return k;
    }
    return std::nullopt;
}

void read_suffix(Cursor& c, MoveNode& m) {
    if (c.accept('=')) {
        m.promotion_sign = true;
        if (std::isupper(static_cast<unsigned char>(c.peek()))) {
            const auto k = read_piece(c);
            if (*k == Kind::Pawn || *k == Kind::Brawn || is_royal(*k))
                c.error("expected a promotion piece other than a pawn, brawn or royal piece");
            m.promotion = *k;
        }
    }
    if (c.peek() == '+' || c.peek() == '*' || c.peek() == '#') m.check = c.take();
    if (c.accept('~')) m.present_moved = true;
    while (c.peek() == '!' || c.peek() == '?') {
        if (m.marks.size() == 2) c.error("expected at most two evaluation marks");
        m.marks += c.take();
    }
    if (!m.marks.empty() && m.marks != "!" && m.marks != "?" && m.marks != "!!" && m.marks != "??" && m.marks != "!?" &&
        m.marks != "?!")
        c.error("expected an evaluation mark (! ? !! ?? !? ?!)");
    const char p = c.peek();
    if (!(c.done() || c.at_space() || p == '{' || p == '(' || p == '/'))
        c.error("expected the end of the move (a space, '{', '(' or '/'), found " + c.found());
}

}  // namespace

int read_number(Cursor& c, const std::string& what) {
    if (!c.at_digit()) c.error("expected " + what + ", found " + c.found());
    long v = 0;
    const int line = c.line(), col = c.column();
    while (c.at_digit()) {
        v = v * 10 + (c.take() - '0');
        if (v > 100000) fail(line, col, "expected " + what + " below 100000");
    }
    return int(v);
}

Label read_label(Cursor& c, const std::string& what) {
    Label l;
    if (c.peek() == '-' || c.peek() == '+') l.sign = c.take();
    l.magnitude = read_number(c, what);
    return l;
}

MoveNode read_move(Cursor& c) {
    MoveNode m;
    m.line = c.line();
    m.column = c.column();
    if (c.peek() == '(') m.board = read_board(c);
    for (auto [text, zeros] : {std::pair{"O-O-O", false}, {"0-0-0", true}, {"O-O", false}, {"0-0", true}}) {
        if (c.accept(std::string_view(text))) {
            m.form = std::string_view(text).size() == 5 ? MoveForm::CastleLong : MoveForm::CastleShort;
            m.piece = Kind::King;
            m.castle_zeros = zeros;
            read_suffix(c, m);
            return m;
        }
    }
    if (auto k = read_piece(c)) {
        m.piece = *k;
        m.piece_written = true;
    }
    const int line = c.line(), col = c.column();
    const SquareRef first = read_square_part(c);
    if (c.peek() == '>') {
        if (!first.any()) c.error("expected the source square before '>'");
        m.form = MoveForm::Jump;
        m.from = first;
        c.take();
        m.branching = c.accept('>');
        m.capture = c.accept('x');
        if (c.peek() != '(')
            c.error("expected the target board (LT) after '" + std::string(m.branching ? ">>" : ">") + "', found " +
                    c.found());
        m.target = read_board(c);
        m.to = read_full_square(c, "the target");
    } else {
        m.capture = c.accept('x');
        SquareRef second = read_square_part(c);
        if (second.any()) {
            m.from = first;
            m.to = second;
        } else if (m.capture) {
            c.error("expected the destination square after 'x', found " + c.found());
        } else {
            m.to = first;
        }
        if (!m.to.complete()) {
            if (!m.to.any() && !m.piece_written)
                fail(line, col, "expected a move (piece letter, square, castling or (LT)), found " + c.found());
            fail(line, col, "expected a destination square such as e4, found " + c.found());
        }
        if (c.peek() == '>') c.error("expected a jump to name its full source square before '>'");
    }
    read_suffix(c, m);
    return m;
}

}  // namespace uici::multiverse
