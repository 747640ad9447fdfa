#include "render/board_svg.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "core/board/board_view.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/rules.hpp"
#include "render/glyphs.hpp"

namespace UICI_CORE_NS::render {
namespace {

using uici::render::glyph_id;
using uici::render::glyph_symbol;
using uici::render::mark_fill;

// Room for the rank numbers on the left and the file numbers below, and a thin frame.
constexpr double kLeft = 48, kBottom = 20, kPad = 6;

std::string fmt(double v) {
    std::array<char, 48> buf{};
    std::snprintf(buf.data(), buf.size(), "%.2f", v);
    std::string s(buf.data());
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

std::int64_t to_i64(const Coord& c) { return static_cast<std::int64_t>(c); }

// v clamped to [lo, hi], as an int64.
std::int64_t clamp_to(const Coord& v, std::int64_t lo, std::int64_t hi) {
    if (v < Coord(lo)) return lo;
    if (v > Coord(hi)) return hi;
    return to_i64(v);
}

std::string coord_text(const Coord& c) {
    std::string s;
    append_coord(s, c);
    return s;
}

// An edge label: the number, or its last four digits after an ellipsis when it is long (the
// picture's <title> names the window in full).
std::string label_text(const Coord& c) {
    std::string s = coord_text(c);
    return s.size() <= 7 ? s : "\xE2\x80\xA6" + s.substr(s.size() - 4);
}

// Where things go: pixel geometry of a window.
struct Frame {
    Window w;
    std::int64_t cols, rows;
    double sq;  // pixels per square
    [[nodiscard]] bool contains(const Square& s) const {
        return s.x >= w.x0 && s.x <= w.x1 && s.y >= w.y0 && s.y <= w.y1;
    }
    // The top left corner of a square inside the window.
    [[nodiscard]] double px(const Coord& x) const { return kLeft + static_cast<double>(to_i64(x - w.x0)) * sq; }
    [[nodiscard]] double py(const Coord& y) const { return kPad + static_cast<double>(to_i64(w.y1 - y)) * sq; }
    // A square's centre anywhere, clamped to 2^40 squares outside the window (arrows).
    [[nodiscard]] std::pair<double, double> centre(const Square& s) const {
        constexpr std::int64_t kFar = std::int64_t{1} << 40;
        const auto dx = clamp_to(s.x - w.x0, -kFar, kFar), dy = clamp_to(w.y1 - s.y, -kFar, kFar);
        return {kLeft + (static_cast<double>(dx) + 0.5) * sq, kPad + (static_cast<double>(dy) + 0.5) * sq};
    }
    [[nodiscard]] double width() const { return static_cast<double>(cols) * sq; }
    [[nodiscard]] double height() const { return static_cast<double>(rows) * sq; }
};

void rect(std::string& out, double x, double y, double w, double h, std::string_view attrs) {
    out += "<rect x=\"" + fmt(x) + "\" y=\"" + fmt(y) + "\" width=\"" + fmt(w) + "\" height=\"" + fmt(h) + "\" ";
    out += attrs;
    out += "/>\n";
}

void line(std::string& out, double x1, double y1, double x2, double y2, std::string_view attrs) {
    out += "<line x1=\"" + fmt(x1) + "\" y1=\"" + fmt(y1) + "\" x2=\"" + fmt(x2) + "\" y2=\"" + fmt(y2) + "\" ";
    out += attrs;
    out += "/>\n";
}

// The checkerboard as one pattern (a1, 1,1, is dark: squares with x + y even), or a flat fill
// under far zoom.
void squares(std::string& out, const Frame& f) {
    if (f.sq < kGlyphMinPixels) {
        rect(out, kLeft, kPad, f.width(), f.height(), "fill=\"#d2b48c\"");
        return;
    }
    const bool dark_corner = ((tile_place(f.w.x0) + tile_place(f.w.y1)) & 1) == 0;
    const std::string_view a = dark_corner ? "#b58863" : "#f0d9b5", b = dark_corner ? "#f0d9b5" : "#b58863";
    const std::string s = fmt(f.sq), s2 = fmt(2 * f.sq);
    out += "<defs><pattern id=\"squares\" patternUnits=\"userSpaceOnUse\" x=\"" + fmt(kLeft) + "\" y=\"" + fmt(kPad) +
           "\" width=\"" + s2 + "\" height=\"" + s2 + "\">";
    out += "<rect width=\"" + s2 + "\" height=\"" + s2 + "\" fill=\"" + std::string(a) + "\"/>";
    out += "<rect x=\"" + s + "\" width=\"" + s + "\" height=\"" + s + "\" fill=\"" + std::string(b) + "\"/>";
    out += "<rect y=\"" + s + "\" width=\"" + s + "\" height=\"" + s + "\" fill=\"" + std::string(b) + "\"/>";
    out += "</pattern></defs>\n";
    rect(out, kLeft, kPad, f.width(), f.height(), "fill=\"url(#squares)\"");
}

// The smallest step of 1, 2, 5, 10, 20, ... squares that leaves `need` pixels per label.
std::int64_t label_step(double sq, double need) {
    for (std::int64_t step = 1;; step *= 10) {
        for (std::int64_t k : {1, 2, 5})
            if (static_cast<double>(step * k) * sq >= need) return step * k;
    }
}

// The first multiple of step at or above c.
Coord first_multiple(const Coord& c, std::int64_t step) {
    Coord m = c % Coord(step);
    if (m < 0) m += step;
    return m == 0 ? c : c + (Coord(step) - m);
}

void labels(std::string& out, const Frame& f) {
    const std::string attrs = "font-family=\"sans-serif\" font-size=\"11\" fill=\"#333\"";
    std::size_t longest = std::max(label_text(f.w.x0).size(), label_text(f.w.x1).size());
    const std::int64_t xstep = label_step(f.sq, 7.0 * static_cast<double>(longest) + 6);
    for (Coord x = first_multiple(f.w.x0, xstep); x <= f.w.x1; x += xstep) {
        out += "<text x=\"" + fmt(f.px(x) + f.sq / 2) + "\" y=\"" + fmt(kPad + f.height() + 14) + "\" " + attrs +
               " text-anchor=\"middle\">" + label_text(x) + "</text>\n";
    }
    const std::int64_t ystep = label_step(f.sq, 14);
    for (Coord y = first_multiple(f.w.y0, ystep); y <= f.w.y1; y += ystep) {
        out += "<text x=\"" + fmt(kLeft - 4) + "\" y=\"" + fmt(f.py(y) + f.sq / 2 + 4) + "\" " + attrs +
               " text-anchor=\"end\">" + label_text(y) + "</text>\n";
    }
}

// The world border: the squares outside it shaded (the top and bottom bands between the side
// bands, so that no corner is shaded twice), its edges drawn where the window shows them.
void border(std::string& out, const Frame& f, const Border& b) {
    if (!b.any()) return;
    const std::string shade = "fill=\"#000\" fill-opacity=\"0.35\"";
    const std::string edge = "stroke=\"#c0392b\" stroke-width=\"2\"";
    const double top = kPad, bottom = kPad + f.height();
    double left = kLeft, right = kLeft + f.width();
    if (b.left && *b.left > f.w.x0) {
        const double x = kLeft + static_cast<double>(clamp_to(*b.left - f.w.x0, 0, f.cols)) * f.sq;
        rect(out, left, top, x - left, f.height(), shade);
        if (*b.left <= f.w.x1) line(out, x, top, x, bottom, edge);
        left = x;
    }
    if (b.right && *b.right < f.w.x1) {
        const double x = kLeft + static_cast<double>(clamp_to(*b.right + 1 - f.w.x0, 0, f.cols)) * f.sq;
        rect(out, x, top, right - x, f.height(), shade);
        if (*b.right >= f.w.x0) line(out, x, top, x, bottom, edge);
        right = x;
    }
    if (right < left) return;  // the whole window is outside
    if (b.top && *b.top < f.w.y1) {
        const double y = kPad + static_cast<double>(clamp_to(f.w.y1 - *b.top, 0, f.rows)) * f.sq;
        rect(out, left, top, right - left, y - top, shade);
        if (*b.top >= f.w.y0) line(out, left, y, right, y, edge);
    }
    if (b.bottom && *b.bottom > f.w.y0) {
        const double y = kPad + static_cast<double>(clamp_to(f.w.y1 - *b.bottom + 1, 0, f.rows)) * f.sq;
        rect(out, left, y, right - left, bottom - y, shade);
        if (*b.bottom <= f.w.y1) line(out, left, y, right, y, edge);
    }
}

// Promotion lines: the edge a pawn crosses onto its promotion rank (white moves up, black down).
void promotion_lines(std::string& out, const Frame& f, const GameRules& rules) {
    for (Color c : {Color::White, Color::Black}) {
        std::vector<Coord> ranks = rules.of(c).promotion_ranks;
        std::sort(ranks.begin(), ranks.end());
        const std::string attrs = c == Color::White ? "stroke=\"#2a6fdb\" stroke-width=\"2\" stroke-dasharray=\"6 4\""
                                                    : "stroke=\"#8e44ad\" stroke-width=\"2\" stroke-dasharray=\"6 4\"";
        for (const Coord& r : ranks) {
            const Coord row = c == Color::White ? f.w.y1 - r + 1 : f.w.y1 - r;  // edge below the row
            if (row < 0 || row > Coord(f.rows)) continue;
            const double y = kPad + static_cast<double>(to_i64(row)) * f.sq;
            line(out, kLeft, y, kLeft + f.width(), y, attrs);
        }
    }
}

void highlight(std::string& out, const Frame& f, const Square& s, std::string_view attrs) {
    if (f.contains(s)) rect(out, f.px(s.x), f.py(s.y), f.sq, f.sq, attrs);
}

// Royals that stand attacked: a red glow under the piece.
void checks(std::string& out, const Frame& f, const Position& p) {
    for (Color c : {Color::White, Color::Black}) {
        if (!in_check(p, c)) continue;
        std::vector<Square> royals = p.board.royals(c);
        std::sort(royals.begin(), royals.end(), display_less);
        for (const Square& s : royals) {
            if (f.contains(s) && is_attacked(BoardView(p.board), p.rules, s, c))
                highlight(out, f, s, "fill=\"url(#check)\" class=\"check\"");
        }
    }
}

void pieces(std::string& out, const Frame& f, const Position& p) {
    std::vector<std::pair<Square, Piece>> shown;
    p.board.for_each([&](const Square& s, Piece piece) {
        if (f.contains(s)) shown.emplace_back(s, piece);
    });
    std::sort(shown.begin(), shown.end(), [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
    const bool far = f.sq < kGlyphMinPixels;
    if (!far) {
        // One symbol per kind of piece shown, in piece order.
        std::vector<std::uint8_t> kinds;
        for (const auto& [s, piece] : shown) kinds.push_back(Board::piece_byte(piece));
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        out += "<defs>\n";
        for (std::uint8_t k : kinds) out += glyph_symbol(Board::byte_piece(k)) + "\n";
        out += "</defs>\n";
    }
    // Far out a piece is a square mark of at least two pixels, centred on its square.
    const double mark = std::max(f.sq, 2.0), inset = (f.sq - mark) / 2;
    for (const auto& [s, piece] : shown) {
        const std::string square = " data-square=\"" + to_string(s) + "\"";
        if (far) {
            rect(out, f.px(s.x) + inset, f.py(s.y) + inset, mark, mark,
                 "fill=\"" + std::string(mark_fill(piece)) + "\" stroke=\"#111\" stroke-width=\"0.4\"" + square);
        } else {
            out += "<use xlink:href=\"#" + glyph_id(piece) + "\" x=\"" + fmt(f.px(s.x)) + "\" y=\"" + fmt(f.py(s.y)) +
                   "\" width=\"" + fmt(f.sq) + "\" height=\"" + fmt(f.sq) + "\"" + square + "/>\n";
        }
    }
}

// Cuts the segment to the box; false when nothing of it is inside (Liang-Barsky).
bool clip(double& x1, double& y1, double& x2, double& y2, double lo_x, double lo_y, double hi_x, double hi_y) {
    double t0 = 0, t1 = 1;
    const double dx = x2 - x1, dy = y2 - y1;
    const std::array<double, 4> p{-dx, dx, -dy, dy}, q{x1 - lo_x, hi_x - x1, y1 - lo_y, hi_y - y1};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
    }
    if (t0 > t1) return false;
    const double ax = x1 + t0 * dx, ay = y1 + t0 * dy;
    x2 = x1 + t1 * dx;
    y2 = y1 + t1 * dy;
    x1 = ax;
    y1 = ay;
    return true;
}

// An arrow from centre to centre, cut at the window's edge; the head only when its end shows.
void arrow(std::string& out, const Frame& f, const Square& from, const Square& to) {
    auto [x1, y1] = f.centre(from);
    auto [x2, y2] = f.centre(to);
    const double ex = x2, ey = y2;
    if (!clip(x1, y1, x2, y2, kLeft, kPad, kLeft + f.width(), kPad + f.height())) return;
    const double len = std::hypot(x2 - x1, y2 - y1);
    if (len == 0) return;
    const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    const double width = std::max(2.0, f.sq * 0.16), head = std::min(std::max(8.0, f.sq * 0.45), len);
    const bool ends_inside = x2 == ex && y2 == ey;
    const double bx = ends_inside ? x2 - ux * head : x2, by = ends_inside ? y2 - uy * head : y2;
    out += "<g class=\"arrow\" fill=\"#15781b\" stroke=\"#15781b\" opacity=\"0.75\">";
    out += "<line x1=\"" + fmt(x1) + "\" y1=\"" + fmt(y1) + "\" x2=\"" + fmt(bx) + "\" y2=\"" + fmt(by) +
           "\" stroke-width=\"" + fmt(width) + "\" stroke-linecap=\"round\"/>";
    if (ends_inside) {
        const double hw = head * 0.45;
        out += "<polygon stroke=\"none\" points=\"" + fmt(x2) + "," + fmt(y2) + " " + fmt(bx - uy * hw) + "," +
               fmt(by + ux * hw) + " " + fmt(bx + uy * hw) + "," + fmt(by - ux * hw) + "\"/>";
    }
    out += "</g>\n";
}

}  // namespace

Window default_window(const Position& p) {
    if (p.board.empty()) return {1, 1, 8, 8};
    std::vector<Coord> xs, ys;
    p.board.for_each([&](const Square& s, Piece) {
        xs.push_back(s.x);
        ys.push_back(s.y);
    });
    const auto [xlo, xhi] = std::minmax_element(xs.begin(), xs.end());
    const auto [ylo, yhi] = std::minmax_element(ys.begin(), ys.end());
    Window w{*xlo - 1, *ylo - 1, *xhi + 1, *yhi + 1};
    const Border& b = p.rules.border;
    auto fit = [](Coord& lo, Coord& hi, std::vector<Coord>& values, const std::optional<Coord>& min,
                  const std::optional<Coord>& max) {
        const Coord piece_lo = lo + 1, piece_hi = hi - 1;
        if (hi - lo + 1 > Coord(kMaxWindowSpan)) {
            // Too wide to show: the widest window, centred on the median piece.
            auto mid = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
            std::nth_element(values.begin(), mid, values.end());
            lo = *mid - kMaxWindowSpan / 2;
            hi = lo + (kMaxWindowSpan - 1);
        }
        for (std::int64_t span = 8; hi - lo + 1 < Coord(span);) {  // at least 8 squares
            if ((hi - lo) % 2 == 0) ++hi;
            else --lo;
        }
        // Cut to the border plus one square, but never past a piece (pieces may stand outside
        // the border).
        if (min) lo = std::max(lo, std::min(*min - 1, piece_lo));
        if (max) hi = std::min(hi, std::max(*max + 1, piece_hi));
    };
    fit(w.x0, w.x1, xs, b.left, b.right);
    fit(w.y0, w.y1, ys, b.bottom, b.top);
    return w;
}

std::string draw_svg(const Position& p, const Drawing& d) {
    Frame f;
    f.w = d.window ? *d.window : default_window(p);
    // A window the command line would refuse (empty, or too wide to draw) gets the default one:
    // other callers (the board page) need not check first.
    if (f.w.x0 > f.w.x1 || f.w.y0 > f.w.y1 || f.w.x1 - f.w.x0 >= Coord(kMaxWindowSpan) ||
        f.w.y1 - f.w.y0 >= Coord(kMaxWindowSpan))
        f.w = default_window(p);
    f.cols = to_i64(f.w.x1 - f.w.x0 + 1);
    f.rows = to_i64(f.w.y1 - f.w.y0 + 1);
    f.sq = static_cast<double>(std::clamp(d.size, 1, 1 << 16)) / static_cast<double>(std::max(f.cols, f.rows));
    const double width = kLeft + f.width() + kPad, height = kPad + f.height() + kBottom;

    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" ";
    out += "width=\"" + fmt(width) + "\" height=\"" + fmt(height) + "\" viewBox=\"0 0 " + fmt(width) + " " +
           fmt(height) + "\">\n";
    out += "<title>" + coord_text(f.w.x0) + "," + coord_text(f.w.y0) + " to " + coord_text(f.w.x1) + "," +
           coord_text(f.w.y1) + "</title>\n";
    out +=
        "<defs><radialGradient id=\"check\"><stop offset=\"0\" stop-color=\"#ff0000\"/>"
        "<stop offset=\"1\" stop-color=\"#ff0000\" stop-opacity=\"0\"/></radialGradient></defs>\n";
    rect(out, 0, 0, width, height, "fill=\"#ffffff\"");
    squares(out, f);
    border(out, f, p.rules.border);
    if (d.last_move) {
        const std::string_view attrs = "fill=\"#f6e84a\" fill-opacity=\"0.55\" class=\"last-move\"";
        highlight(out, f, d.last_move->from, attrs);
        highlight(out, f, d.last_move->to, attrs);
    }
    checks(out, f, p);
    for (const Square& s : d.marks) {
        if (!f.contains(s)) continue;
        const double r = f.sq * 0.42;
        out += "<circle class=\"mark\" cx=\"" + fmt(f.px(s.x) + f.sq / 2) + "\" cy=\"" + fmt(f.py(s.y) + f.sq / 2) +
               "\" r=\"" + fmt(r) + "\" fill=\"none\" stroke=\"#e67e22\" stroke-width=\"" +
               fmt(std::max(1.5, f.sq * 0.08)) + "\"/>\n";
    }
    promotion_lines(out, f, p.rules);
    pieces(out, f, p);
    for (const auto& [from, to] : d.arrows) arrow(out, f, from, to);
    labels(out, f);
    out += "</svg>\n";
    return out;
}

}  // namespace UICI_CORE_NS::render
