// An engine author's first program on the uici rules library: reads an ICN position (its
// first argument, or standard input), lists the legal moves of the side to move, plays one
// (the second argument, or the first move of the listing) and prints the new position in ICN.
//   engine_author 'w 0/100 1 (8|1) K5,1+|R1,1+|k5,8+' 5,1>5,2
#include <iostream>
#include <iterator>
#include <optional>
#include <string>

#include <uici/core/game/game.hpp>
#include <uici/core/notation/icn.hpp>
#include <uici/core/notation/move_listing.hpp>
#include <uici/core/notation/move_text.hpp>
#include <uici/core/rules/movegen.hpp>
#include <uici/core/rules/rules.hpp>

namespace {

// The first move of the listing: the first finite move, else the first square of the first slide.
std::optional<uici::Move> first_legal_move(const uici::Position& p) {
    const uici::GeneratedMoves moves = uici::sorted_legal_moves(p);
    if (!moves.finite.empty()) return moves.finite.front();
    for (const uici::SlideSet& slide : moves.slides) {
        const auto step = slide.first_kept();
        if (!step) continue;
        if (const auto to = slide.square(*step)) return uici::Move{slide.from, *to, std::nullopt};
    }
    return std::nullopt;
}

int fail(const std::string& message) {
    std::cerr << "engine_author: " << message << '\n';
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string text =
        argc > 1 ? std::string(argv[1]) : std::string(std::istreambuf_iterator<char>(std::cin), {});
    const auto doc = uici::read_icn(text);
    if (!doc)
        return fail(doc.error().code + " at column " + std::to_string(doc.error().column) + ": " + doc.error().message);

    // The game replays the moves the ICN text carried, so the listing is of the position after them.
    uici::Game game(doc->position);
    for (const uici::IcnMove& m : doc->moves) {
        const uici::Reason why = game.play(m.move);
        if (why != uici::Reason::legal)
            return fail("move " + uici::format_move(m.move) +
                        " of the text is illegal: " + std::string(uici::reason_code(why)));
    }

    const uici::MoveListing listing = uici::list_moves(game.position());
    std::cout << "legal moves: " << listing.count_text << '\n';
    for (const std::string& token : listing.tokens) std::cout << "  " << token << '\n';

    std::optional<uici::Move> chosen;
    if (argc > 2) {
        const auto parsed = uici::parse_move(argv[2]);
        if (!parsed) return fail(parsed.error().message);
        chosen = *parsed;
    } else {
        chosen = first_legal_move(game.position());
        if (!chosen) return fail("no legal move to play");
    }
    const uici::Reason why = game.play(*chosen);
    if (why != uici::Reason::legal)
        return fail("cannot play " + uici::format_move(*chosen) + ": " + std::string(uici::reason_code(why)));
    std::cout << "played: " << uici::format_move(*chosen) << '\n';
    std::cout << uici::write_icn_position(game.position()) << '\n';
    return 0;
}
