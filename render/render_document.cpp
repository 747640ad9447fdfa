#include "render/render_document.hpp"

#include <nlohmann/json.hpp>
#include "core/game/game.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/parse_error_details.hpp"
#include "core/variants/variants.hpp"
#include "errors/errors.hpp"
#include "render/board_svg.hpp"

namespace UICI_CORE_NS::render {
namespace {

using uici::render::integer_list;
using uici::render::kRenderNeedsWide;
using uici::render::RenderArgs;

// Thrown by the argument readers below: a number past this build, or an argument refused.
struct NeedsWide {};
struct Refused {
    std::string bad, need;
};

Coord read_number(const std::string& text) {
    Coord c = 0;
    const IntParse r = parse_coord(text, c);
    if (r == IntParse::range) throw NeedsWide{};
    return c;  // the syntax was checked with the command line
}

Square read_square(const std::string& text) {
    const auto parts = integer_list(text, 2);
    return {read_number((*parts)[0]), read_number((*parts)[1])};
}

Window read_window(const std::string& text) {
    const auto parts = integer_list(text, 4);
    Window w{read_number((*parts)[0]), read_number((*parts)[1]), read_number((*parts)[2]), read_number((*parts)[3])};
    if (w.x0 > w.x1 || w.y0 > w.y1) throw Refused{"--window " + text, "x0<=x1_and_y0<=y1"};
    if (w.x1 - w.x0 >= Coord(kMaxWindowSpan) || w.y1 - w.y0 >= Coord(kMaxWindowSpan))
        throw Refused{"--window " + text, "at_most_1048576_squares_a_side"};
    return w;
}

// A reader's error as the server's `position` writes it (core/notation/parse_error_details.hpp).
int notation_failure(const ParseError& e, std::string_view text, std::string& err) {
    with_parse_error_details(e, text, [&err](ErrorCode code, std::initializer_list<Detail> details) {
        err = error_line(false, code, details);
    });
    return 1;
}

// The document's start position and moves: long JSON when the text is a JSON object (as
// `uici convert` tells them apart), else ICN, whose games may name a variant instead of
// listing the pieces.
Parsed<GameDocument> read_document(std::string_view input) {
    const std::size_t first = input.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && input[first] == '{' && nlohmann::json::accept(input.begin(), input.end()))
        return read_long_json(input);
    auto icn = read_icn(input);
    if (!icn) return icn.error();
    GameDocument doc;
    doc.start = std::move(icn->position);
    for (const auto& m : icn->moves) doc.moves.push_back(m.move);
    if (!icn->has_piece_list) {
        if (const auto* name = doc.start.metadata_value("Variant")) {
            if (auto v = variant_position(*name)) doc.start = std::move(*v);
        }
    }
    return doc;
}

}  // namespace

int render_document(const RenderArgs& args, std::string_view input, std::string& out, std::string& err) {
    auto doc = read_document(input);
    if (!doc) return doc.error().code == kNeedsWide ? kRenderNeedsWide : notation_failure(doc.error(), input, err);
    Drawing d;
    d.size = args.size;
    try {
        if (args.window) d.window = read_window(*args.window);
        for (const std::string& a : args.arrows) {
            const std::size_t gt = a.find('>');
            d.arrows.emplace_back(read_square(a.substr(0, gt)), read_square(a.substr(gt + 1)));
        }
        for (const std::string& m : args.marks) d.marks.push_back(read_square(m));
    } catch (const NeedsWide&) {
        return kRenderNeedsWide;
    } catch (const Refused& r) {
        err = error_line(false, ErrorCode::bad_argument, {token(r.bad), word("for", "render"), word("need", r.need)});
        return 2;
    }
    Game game(std::move(doc->start));
    for (std::size_t i = 0; i < doc->moves.size(); ++i) {
        const Move& m = doc->moves[i];
        if (const Reason r = game.play(m); r != Reason::legal) {
            err = error_line(
                false, ErrorCode::illegal_move,
                {number("index", std::to_string(i)), token(format_move(m), "move"), word("reason", reason_code(r))});
            return 1;
        }
    }
    if (!doc->moves.empty()) d.last_move = doc->moves.back();
    out = draw_svg(game.position(), d);
    return 0;
}

}  // namespace UICI_CORE_NS::render
