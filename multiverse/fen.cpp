#include "multiverse/fen.hpp"
#include "multiverse/text.hpp"

#include <cctype>

namespace uici::multiverse {

std::string label_text(const Label& l) {
    std::string s;
    if (l.sign) s += l.sign;
    return s + std::to_string(l.magnitude);
}

int label_to_index(const Label& l, bool even) {
    if (!even) return l.sign == '-' ? -l.magnitude : l.magnitude;
    return l.sign == '-' ? -(l.magnitude + 1) : l.magnitude;
}

Label index_to_label(int index, bool even) {
    if (!even) return index < 0 ? Label{'-', -index} : Label{0, index};
    if (index < 0) return Label{'-', -index - 1};
    return Label{index == 0 ? '+' : char(0), index};
}

std::string fen_label(int index, bool even) {
    if (even) return index < 0 ? cat("-", std::to_string(-index - 1)) : cat("+", std::to_string(index));
    if (index > 0) return cat("+", std::to_string(index));
    return std::to_string(index);
}

namespace {

// Reads [+-]?digits at `i`; fails with `what` when there is none.
int read_int(std::string_view s, std::size_t& i, bool allow_sign, char& sign, int line, int col0, const char* what) {
    sign = 0;
    if (allow_sign && i < s.size() && (s[i] == '-' || s[i] == '+')) sign = s[i++];
    const auto start = i;
    long v = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
        v = v * 10 + (s[i++] - '0');
        if (v > 1000000) fail(line, col0 + int(start), std::string("number too large in 5DFEN ") + what);
    }
    if (i == start) fail(line, col0 + int(i), std::string("expected ") + what + " in 5DFEN");
    return int(v);
}

}  // namespace

FenBoard read_fen_board(std::string_view s, int width, int height, int line, int col0) {
    auto at = [&](std::size_t i) { return col0 + int(i); };
    if (s.size() < 2 || s.front() != '[' || s.back() != ']') fail(line, col0, "expected a 5DFEN board [rows:L:T:C]");
    FenBoard fb;
    fb.grid = Grid(width, height);
    std::size_t i = 1;
    for (int row = height - 1; row >= 0; --row) {
        int x = 0;
        while (i < s.size() && s[i] != '/' && s[i] != ':') {
            const char c = s[i];
            if (std::isdigit(static_cast<unsigned char>(c))) {
                char sign;
                const auto start = i;
                x += read_int(s, i, false, sign, line, col0, "a count");
                if (x > width)
                    fail(line, at(start),
                         "5DFEN row " + std::to_string(height - row) + " is wider than " + std::to_string(width));
                continue;
            }
            if (c == '+') ++i;  // a '+' before a piece letter is allowed and carries nothing
            if (i >= s.size() || !std::isalpha(static_cast<unsigned char>(s[i])))
                fail(line, at(i), "expected a piece letter, a digit, '/' or ':' in 5DFEN");
            const char p = s[i];
            const auto kind = kind_from_letter(char(std::toupper(static_cast<unsigned char>(p))));
            if (!kind) fail(line, at(i), std::string("unknown piece letter '") + p + "' in 5DFEN");
            if (x >= width)
                fail(line, at(i),
                     "5DFEN row " + std::to_string(height - row) + " is wider than " + std::to_string(width));
            Piece piece{*kind, bool(std::isupper(static_cast<unsigned char>(p))), false};
            ++i;
            if (i < s.size() && s[i] == '*') {
                piece.unmoved = true;
                ++i;
            }
            fb.grid.at(x++, row) = piece;
        }
        if (x != width)
            fail(line, at(i),
                 "5DFEN row " + std::to_string(height - row) + " has " + std::to_string(x) + " squares, expected " +
                     std::to_string(width));
        if (row > 0) {
            if (i >= s.size() || s[i] != '/')
                fail(line, at(i),
                     "expected '/' and " + std::to_string(row) + " more rows in 5DFEN (board height " +
                         std::to_string(height) + ")");
            ++i;
        }
    }
    if (i >= s.size() || s[i] != ':')
        fail(line, at(i), "expected ':' after the " + std::to_string(height) + " rows of 5DFEN");
    ++i;
    char sign;
    const int mag = read_int(s, i, true, sign, line, col0, "a timeline");
    fb.timeline = Label{sign, mag};
    if (i >= s.size() || s[i] != ':') fail(line, at(i), "expected ':' after the 5DFEN timeline");
    ++i;
    fb.turn = read_int(s, i, false, sign, line, col0, "a turn");
    if (i >= s.size() || s[i] != ':') fail(line, at(i), "expected ':' after the 5DFEN turn");
    ++i;
    if (i >= s.size() || (s[i] != 'w' && s[i] != 'b')) fail(line, at(i), "expected colour 'w' or 'b' in 5DFEN");
    fb.white = s[i++] == 'w';
    if (i != s.size() - 1) fail(line, at(i), "expected ']' to end the 5DFEN board");
    return fb;
}

std::string write_fen_rows(const Grid& g) {
    std::string out;
    for (int y = g.height - 1; y >= 0; --y) {
        int blanks = 0;
        for (int x = 0; x < g.width; ++x) {
            const Piece& p = g.at(x, y);
            if (p.empty()) {
                ++blanks;
                continue;
            }
            if (blanks) out += std::to_string(blanks);
            blanks = 0;
            const char c = letter(p.kind);
            out += p.white ? c : char(std::tolower(static_cast<unsigned char>(c)));
            if (p.unmoved && shows_unmoved(p.kind)) out += '*';
        }
        if (blanks) out += std::to_string(blanks);
        if (y > 0) out += '/';
    }
    return out;
}

std::string write_fen_board(const Grid& g, int index, bool even, int turn, bool white) {
    return cat("[", write_fen_rows(g), ":", fen_label(index, even), ":", std::to_string(turn), ":", white ? "w" : "b",
               "]");
}

}  // namespace uici::multiverse
