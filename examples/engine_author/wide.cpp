// The same rules on the wide build (uici::core_wide, namespace uici::wide): coordinates of any
// size, up to 2,000 digits. Reads an ICN position (first argument), plays the move of the second
// argument and prints the new position, or why the move is illegal.
//   engine_author_wide 'w K0,0|k5,5|HU1,1' 1,1>1,100000000000000000000000000000000000000001
#include <iostream>
#include <string>

#include <uici/core/game/game.hpp>
#include <uici/core/notation/icn.hpp>
#include <uici/core/notation/move_text.hpp>

namespace wide = uici::wide;

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: engine_author_wide POSITION MOVE\n";
        return 2;
    }
    const auto doc = wide::read_icn(argv[1]);
    if (!doc) {
        std::cerr << "engine_author_wide: " << doc.error().code << ": " << doc.error().message << '\n';
        return 1;
    }
    wide::Game game(doc->position);
    const auto move = wide::parse_move(argv[2]);
    if (!move) {
        std::cerr << "engine_author_wide: " << move.error().message << '\n';
        return 1;
    }
    const wide::Reason why = game.play(*move);
    if (why != wide::Reason::legal) {
        std::cout << "illegal: " << wide::reason_code(why) << '\n';
        return 0;
    }
    std::cout << wide::write_icn_position(game.position()) << '\n';
    return 0;
}
