// uici render: the SVG drawing of positions (render/) and its command line.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/notation/icn.hpp"
#include "render/board_svg.hpp"
#include "render/glyphs.hpp"
#include "render/render_cli.hpp"
#include "tests/convert/convert_run.hpp"
#include "tests/render/svg_check.hpp"

using uici::test::check_xml;
using uici::test::count;
using uici::test::glyph_on;

namespace {

struct Run {
    int code = -1;
    std::string out, err;
};

Run draw(const std::vector<std::string>& args, const std::string& input) {
    Run r;
    r.code = uici::render::render_command(args, input, r.out, r.err);
    return r;
}

std::string need(const std::string& bad, const std::string& what) {
    return "error bad_argument \"" + bad + "\" for=render need=" + what + "\n";
}

}  // namespace

TEST_SUITE("render") {
    TEST_CASE("every piece type and colour has its own glyph") {
        std::set<std::string> symbols, ids;
        for (int t = 0; t < uici::kPieceTypeCount; ++t) {
            for (uici::Color c : {uici::Color::White, uici::Color::Black, uici::Color::Neutral}) {
                const uici::Piece p{static_cast<uici::PieceType>(t), c};
                const std::string s = uici::render::glyph_symbol(p);
                CHECK(check_xml("<svg>" + s + "</svg>").ok);
                symbols.insert(s.substr(s.find('>')));  // the drawing, without the id
                ids.insert(uici::render::glyph_id(p));
            }
        }
        CHECK(ids.size() == 3 * 22);
        // Colours differ in paint; types differ in drawing. (Obstacles and voids look alike in
        // every colour: they belong to no player.)
        CHECK(symbols.size() == 3 * 20 + 2);
        CHECK(uici::render::glyph_id({uici::PieceType::Amazon, uici::Color::Black}) == "b-am");
    }

    TEST_CASE("the right glyph on the right square, orthodox and fairy pieces") {
        const std::string icn =
            "w 0/100 1 (8|1) K5,1+|Q4,1|R1,1+|B3,1|N2,1|P1,2+|k5,8+|q4,8|am6,4|HA7,5|ch3,5|"
            "AR2,6|gu8,6|CA1,4|gi6,6|ZE4,4|ce2,3|RQ7,7|rc3,7|NR5,5|hu6,3|RO7,2|ob8,2|vo8,3";
        const Run r = draw({}, icn);
        REQUIRE(r.code == 0);
        CHECK(r.err.empty());
        const auto xml = check_xml(r.out);
        CHECK_MESSAGE(xml.ok, xml.problem);
        CHECK(xml.elements.at("use") == 24);
        CHECK(xml.elements.at("symbol") == 24);  // one per kind of piece shown
        const std::vector<std::pair<std::string, std::string>> expect{
            {"5,1", "w-k"},  {"4,1", "w-q"},  {"1,1", "w-r"},  {"3,1", "w-b"},  {"2,1", "w-n"},  {"1,2", "w-p"},
            {"5,8", "b-k"},  {"4,8", "b-q"},  {"6,4", "b-am"}, {"7,5", "w-ha"}, {"3,5", "b-ch"}, {"2,6", "w-ar"},
            {"8,6", "b-gu"}, {"1,4", "w-ca"}, {"6,6", "b-gi"}, {"4,4", "w-ze"}, {"2,3", "b-ce"}, {"7,7", "w-rq"},
            {"3,7", "b-rc"}, {"5,5", "w-nr"}, {"6,3", "b-hu"}, {"7,2", "w-ro"}, {"8,2", "n-ob"}, {"8,3", "n-vo"}};
        for (const auto& [square, id] : expect) {
            CAPTURE(square);
            CHECK(glyph_on(r.out, square) == id);
        }
        // The default window: the pieces' box 1..8 x 1..8 plus one square all round.
        CHECK(r.out.find("<title>0,0 to 9,9</title>") != std::string::npos);
        // Both royals the other side attacks glow; two promotion lines.
        CHECK(count(r.out, "class=\"check\"") == 2);
        CHECK(count(r.out, "stroke-dasharray") == 2);
        // Deterministic: the same text again.
        CHECK(draw({}, icn).out == r.out);
    }

    TEST_CASE("pieces in display order whatever the order of the piece list") {
        const Run a = draw({}, "w K1,1|k3,3|Q2,2|r1,3");
        const Run b = draw({}, "w r1,3|Q2,2|k3,3|K1,1");
        REQUIRE(a.code == 0);
        CHECK(a.out == b.out);
        CHECK(a.out.find("data-square=\"1,3\"") < a.out.find("data-square=\"3,3\""));
        CHECK(a.out.find("data-square=\"3,3\"") < a.out.find("data-square=\"1,1\""));
    }

    TEST_CASE("a position with 1,000-digit coordinates") {
        const std::string big(1000, '7');
        const std::string big3 = big.substr(0, 999) + "9";  // big + 2
        const Run r = draw({"--arrow", big + ",5>" + big3 + ",6", "--mark", big3 + ",5"},
                           "w K" + big + ",5|k" + big3 + ",7|R-" + big + ",5");
        REQUIRE(r.code == 0);
        const auto xml = check_xml(r.out);
        CHECK_MESSAGE(xml.ok, xml.problem);
        // The pieces span more than 2^20 squares: the window is that wide, centred on the median
        // piece, so the far rook is left out and the kings are far-zoom marks.
        CHECK(r.out.find("data-square=\"-" + big) == std::string::npos);
        CHECK(r.out.find("data-square=\"" + big + ",5\"") != std::string::npos);
        CHECK(r.out.find("data-square=\"" + big3 + ",7\"") != std::string::npos);
        CHECK(count(r.out, "<use ") == 0);
        CHECK(count(r.out, "class=\"arrow\"") == 1);
        CHECK(count(r.out, "class=\"mark\"") == 1);
        // A window of such squares.
        const std::string w = big + ",0," + big3 + ",9";
        const Run in = draw({"--window", w}, "w K" + big + ",5|k" + big3 + ",7");
        REQUIRE(in.code == 0);
        CHECK(in.out.find("<title>" + big + ",0 to " + big3 + ",9</title>") != std::string::npos);
        CHECK(glyph_on(in.out, big + ",5") == "w-k");
        CHECK(glyph_on(in.out, big3 + ",7") == "b-k");
        // Edge labels show the last digits after an ellipsis.
        CHECK(in.out.find(">\xE2\x80\xA6"
                          "7779</text>") != std::string::npos);
    }

    TEST_CASE("--window and --size choose the squares and the pixels") {
        const std::string icn = "w K1,1|k8,8|Q3,3";
        const Run r = draw({"--window", "0,0,3,3", "--size=400"}, icn);
        REQUIRE(r.code == 0);
        // 400 pixels of board, 48 for the rank labels, 6 of frame; 20 below for the file labels.
        CHECK(r.out.find("width=\"454\" height=\"426\"") != std::string::npos);
        CHECK(glyph_on(r.out, "1,1") == "w-k");
        CHECK(glyph_on(r.out, "3,3") == "w-q");
        CHECK(r.out.find("data-square=\"8,8\"") == std::string::npos);
        // The king's square: column 1 of 0..3, row 3 from the top, squares of 100 pixels.
        CHECK(r.out.find("x=\"148\" y=\"206\" width=\"100\" height=\"100\" data-square=\"1,1\"") != std::string::npos);
        // Far zoom: squares under 6 pixels show marks, not glyphs.
        const Run far = draw({"--window", "-500,-500,499,499", "--size", "200"}, icn);
        REQUIRE(far.code == 0);
        CHECK(check_xml(far.out).ok);
        CHECK(count(far.out, "<use ") == 0);
        CHECK(count(far.out, "<rect x=") >= 3);
        CHECK(far.out.find("data-square=\"8,8\"") != std::string::npos);
        CHECK(far.out.find("pattern") == std::string::npos);
    }

    TEST_CASE("arrows and marks are drawn, an arrow leaving the window has no head") {
        const Run r =
            draw({"--arrow", "1,1>1,3", "--arrow", "2,2>100,2", "--mark", "2,2", "--mark", "50,50"}, "w K1,1|k8,8");
        REQUIRE(r.code == 0);
        CHECK(check_xml(r.out).ok);
        CHECK(count(r.out, "class=\"arrow\"") == 2);
        CHECK(count(r.out, "<polygon") == 1);
        CHECK(count(r.out, "class=\"mark\"") == 1);  // 50,50 is outside the window
    }

    TEST_CASE("a game is drawn after its moves, the last one highlighted") {
        const Run r = draw({}, "w K5,1|k5,8|R1,1 1,1>1,8|5,8>5,7");
        REQUIRE(r.code == 0);
        CHECK(glyph_on(r.out, "1,8") == "w-r");
        CHECK(glyph_on(r.out, "5,7") == "b-k");
        CHECK(count(r.out, "class=\"last-move\"") == 2);
        CHECK(r.out.find("data-square=\"5,8\"") == std::string::npos);
    }

    TEST_CASE("draw_svg takes any drawing: a window it cannot draw becomes the default one") {
        using namespace uici;
        auto doc = read_icn("w K1,1|k8,8");
        REQUIRE(doc.has_value());
        const std::string plain = render::draw_svg(doc->position, {});
        render::Drawing d;
        for (const render::Window& w : {render::Window{5, 0, 1, 3}, render::Window{0, 0, std::int64_t{1} << 21, 3}}) {
            d.window = w;
            CHECK(render::draw_svg(doc->position, d) == plain);
        }
        d.window.reset();
        d.size = 0;
        CHECK(check_xml(render::draw_svg(doc->position, d)).ok);
    }

    TEST_CASE("long JSON documents are drawn as ICN ones are") {
        const std::string json =
            R"({"fullMove":1,"gameRules":{"winConditions":{"white":["checkmate"],"black":["checkmate"]}},)"
            R"("startingPosition":{"1,1":"kingsW","8,8":"kingsB"},"moves":[{"startCoords":[1,1],"endCoords":[1,2]}]})";
        const Run r = draw({}, json);
        CHECK_MESSAGE(r.code == 0, r.err);
        CHECK(glyph_on(r.out, "1,2") == "w-k");
        CHECK(count(r.out, "class=\"last-move\"") == 2);
        CHECK(draw({}, "w K1,1|k8,8 1,1>1,2").out == r.out);
        const Run bad = draw({}, R"({"a":1})");
        CHECK(bad.code == 1);
        CHECK(bad.err == "error bad_json reason=bad_json detail=\"Long format. Unknown key \\\"a\\\".\"\n");
    }

    TEST_CASE("the default window: small boards grow to 8 squares, the world border clips") {
        using namespace uici;
        auto doc = read_icn("w 1,4,1,4 K1,1|k4,4");
        REQUIRE(doc.has_value());
        CHECK(render::default_window(doc->position) == render::Window{0, 0, 5, 5});
        auto lone = read_icn("w K10,10");
        REQUIRE(lone.has_value());
        CHECK(render::default_window(lone->position) == render::Window{7, 7, 14, 14});
        // Pieces outside the border: the window still holds them.
        auto outside = read_icn("w 1,5,1,5 K100,100|k103,103");
        REQUIRE(outside.has_value());
        CHECK(render::default_window(outside->position) == render::Window{98, 98, 103, 103});
        const Run r = draw({}, "w 1,4,1,4 K1,1|k4,4");
        CHECK(count(r.out, "fill-opacity=\"0.35\"") == 4);  // shade outside the border on four sides
        CHECK(count(r.out, "stroke=\"#c0392b\"") == 4);
        // The top band lies between the side bands: no corner is shaded twice.
        CHECK(r.out.find("<rect x=\"154.67\" y=\"6\" width=\"426.67\" height=\"106.67\" fill=\"#000\"") !=
              std::string::npos);
    }

    TEST_CASE("bad arguments and bad documents: one error line in the grammar") {
        const std::string icn = "w K1,1|k8,8";
        const std::vector<std::pair<std::vector<std::string>, std::string>> usage{
            {{"--size", "5"}, need("--size 5", "pixels_16_to_8192")},
            {{"--size", "big"}, need("--size big", "pixels_16_to_8192")},
            {{"--window", "1,2,3"}, need("--window 1,2,3", "x0,y0,x1,y1")},
            {{"--window", "5,0,1,3"}, need("--window 5,0,1,3", "x0<=x1_and_y0<=y1")},
            {{"--window", "0,0,2000000,1"}, need("--window 0,0,2000000,1", "at_most_1048576_squares_a_side")},
            {{"--arrow", "1,1-1,2"}, need("--arrow 1,1-1,2", "x,y>x,y")},
            {{"--mark", "a,b"}, need("--mark a,b", "x,y")},
            {{"--mark"}, need("--mark", "a_value")},
            {{"--bogus", "1"}, need("--bogus", "--window|--size|--arrow|--mark|--help|FILE|-")},
            {{"a.icn", "b.icn"}, need("b.icn", "one_file")},
        };
        for (const auto& [args, err] : usage) {
            CAPTURE(args.front());
            const Run r = draw(args, icn);
            CHECK(r.code == 2);
            CHECK(r.out.empty());
            CHECK(r.err == err);
        }
        const Run syntax = draw({}, "w K1,1|k8,8|Zz3,3");
        CHECK(syntax.code == 1);
        CHECK(syntax.err.starts_with("error icn_syntax at="));
        // An empty document is the empty position, as `uici convert` reads it: the empty 8x8 board.
        for (const std::string& empty : {std::string(), std::string("  \n")}) {
            const Run none = draw({}, empty);
            CHECK(none.code == 0);
            CHECK(none.err.empty());
            CHECK(none.out == draw({}, "w 1").out);
            CHECK(uici::test::run_convert({"--to", "icn"}, empty).out == "w 1\n");
        }
        const Run illegal = draw({}, "w K1,1|k8,8 1,1>3,3");
        CHECK(illegal.code == 1);
        CHECK(illegal.err == "error illegal_move index=0 move=\"1,1>3,3\" reason=bad_geometry\n");
        const Run missing = draw({"/nonexistent/x.icn"}, "");
        CHECK(missing.code == 1);
        CHECK(missing.err == "error io path=\"/nonexistent/x.icn\" op=read reason=\"No such file or directory\"\n");
        const Run help = draw({"--help"}, "");
        CHECK(help.code == 0);
        CHECK(help.out.starts_with("usage: uici render"));
    }
}
