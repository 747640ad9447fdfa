#include "render/glyphs.hpp"

#include <array>

namespace uici::render {
namespace {

// Every glyph stands on the same rounded pedestal and is outlined in the same ink, so the set
// reads as one family. The six orthodox pieces are silhouettes; the fairy pieces wear a
// medallion with their ICN letters, its shape saying how they move (below).
constexpr std::string_view kPedestal = "M20 90H80V84Q80 76 72 76H28Q20 76 20 84Z";

// The body of each orthodox piece (painted in the piece's colour) and its details (the
// contrasting ink): paths in the 100 x 100 box.
struct Silhouette {
    std::string_view body;
    std::string_view detail;  // stroked, not filled
};

constexpr Silhouette kKing{"M30 76Q20 52 36 44H64Q80 52 70 76ZM45 12H55V20H63V29H55V44H45V29H37V20H45Z", "M34 60H66"};
constexpr Silhouette kQueen{"M28 76L18 32L36 54L42 24L50 50L58 24L64 54L82 32L72 76Z",
                            "M30 66H70M18 29A4 4 0 1 0 18.1 29M42 20A4 4 0 1 0 42.1 20M58 20A4 4 0 1 0 58.1 "
                            "20M82 29A4 4 0 1 0 82.1 29"};
constexpr Silhouette kRook{"M32 76V42H68V76ZM26 42V20H37V29H45V20H55V29H63V20H74V42Z", "M32 48H68"};
constexpr Silhouette kBishop{"M50 14Q72 38 62 60H38Q28 38 50 14ZM40 60H60L64 76H36Z", "M44 30L56 44M50 9V12"};
constexpr Silhouette kKnight{
    "M34 76Q30 58 46 46Q38 47 30 54Q20 50 24 41Q36 22 52 16L54 9L60 16Q76 24 74 46Q72 62 74 76Z", "M45 29H46"};
constexpr Silhouette kPawn{"M36 76Q38 56 46 48A13 13 0 1 1 54 48Q62 56 64 76Z", ""};

// Fairy medallions by how the piece moves: a shield for compounds of sliders and leapers
// (amazon, chancellor, archbishop, centaur and the royal ones), a disc for pure leapers
// (hawk, guard, camel, giraffe, zebra), a hexagon for riders (knightrider, huygens, rose).
constexpr std::string_view kShield = "M24 76V32Q24 20 50 16Q76 20 76 32V76Z";
constexpr std::string_view kDisc = "M50 20A27 27 0 1 1 49.9 20Z";
constexpr std::string_view kHexagon = "M50 16L78 32V62L50 78L22 62V32Z";
// The king's cross, on top of the royal fairy pieces.
constexpr std::string_view kCrown = "M46 2H54V7H59V13H54V17H46V13H41V7H46Z";

struct Fairy {
    std::string_view medallion;
    std::string_view letters;
    bool royal;
};

Fairy fairy(PieceType t) {
    switch (t) {
        case PieceType::Amazon: return {kShield, "Am", false};
        case PieceType::Hawk: return {kDisc, "Ha", false};
        case PieceType::Chancellor: return {kShield, "Ch", false};
        case PieceType::Archbishop: return {kShield, "Ar", false};
        case PieceType::Guard: return {kDisc, "Gu", false};
        case PieceType::Camel: return {kDisc, "Ca", false};
        case PieceType::Giraffe: return {kDisc, "Gi", false};
        case PieceType::Zebra: return {kDisc, "Ze", false};
        case PieceType::Centaur: return {kShield, "Ce", false};
        case PieceType::RoyalQueen: return {kShield, "RQ", true};
        case PieceType::RoyalCentaur: return {kShield, "RC", true};
        case PieceType::Knightrider: return {kHexagon, "NR", false};
        case PieceType::Huygens: return {kHexagon, "Hu", false};
        default: return {kHexagon, "Ro", false};  // the rose
    }
}

const Silhouette* silhouette(PieceType t) {
    switch (t) {
        case PieceType::King: return &kKing;
        case PieceType::Queen: return &kQueen;
        case PieceType::Rook: return &kRook;
        case PieceType::Bishop: return &kBishop;
        case PieceType::Knight: return &kKnight;
        case PieceType::Pawn: return &kPawn;
        default: return nullptr;
    }
}

struct Paint {
    std::string_view fill, ink, detail;  // body, outline, details on the body
};

Paint paint(Color c) {
    switch (c) {
        case Color::White: return {"#fafafa", "#1a1a1a", "#1a1a1a"};
        case Color::Black: return {"#262626", "#1a1a1a", "#f0f0f0"};
        default: return {"#9a9a9a", "#3a3a3a", "#3a3a3a"};
    }
}

void append_path(std::string& out, std::string_view d, std::string_view fill, std::string_view stroke,
                 std::string_view width) {
    for (std::string_view part :
         {std::string_view("<path d=\""), d, std::string_view("\" fill=\""), fill, std::string_view("\" stroke=\""),
          stroke, std::string_view("\" stroke-width=\""), width, std::string_view("\" stroke-linejoin=\"round\"/>")})
        out += part;
}

std::string body(Piece p) {
    const Paint c = paint(p.color);
    std::string out;
    if (p.type == PieceType::Void) {
        // A hole in the board: the whole square dark, no piece on it.
        append_path(out, "M0 0H100V100H0Z", "#101010", "none", "0");
        return out;
    }
    if (p.type == PieceType::Obstacle) {
        // A stone block: a bevelled square with a crack.
        append_path(out, "M16 20Q16 14 22 14H78Q84 14 84 20V80Q84 86 78 86H22Q16 86 16 80Z", "#8a8a8a", "#2e2e2e", "4");
        append_path(out, "M28 26H72V74H28Z", "none", "#5a5a5a", "3");
        append_path(out, "M38 26L48 46L40 58L52 74", "none", "#2e2e2e", "3");
        return out;
    }
    append_path(out, kPedestal, c.fill, c.ink, "4");
    if (const Silhouette* s = silhouette(p.type)) {
        append_path(out, s->body, c.fill, c.ink, "4");
        if (!s->detail.empty()) append_path(out, s->detail, "none", c.detail, "3.5");
        return out;
    }
    const Fairy f = fairy(p.type);
    if (f.royal) append_path(out, kCrown, c.fill, c.ink, "3");
    append_path(out, f.medallion, c.fill, c.ink, "4");
    out += "<text x=\"50\" y=\"";
    out += f.medallion == kShield ? "58" : "56";
    out += "\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"26\" text-anchor=\"middle\" fill=\"";
    out += c.detail;
    out += "\">";
    out += f.letters;
    out += "</text>";
    return out;
}

}  // namespace

std::string glyph_id(Piece p) {
    constexpr std::array<char, 3> kLetter{'w', 'b', 'n'};
    std::string id(1, kLetter[static_cast<std::size_t>(index(p.color))]);
    id += '-';
    id += spec(p).code;
    return id;
}

std::string glyph_symbol(Piece p) {
    return "<symbol id=\"" + glyph_id(p) + "\" viewBox=\"0 0 100 100\">" + body(p) + "</symbol>";
}

std::string_view mark_fill(Piece p) {
    if (p.type == PieceType::Void) return "#101010";
    return paint(p.color).fill;
}

}  // namespace uici::render
