#include "multiverse/convert_5d.hpp"

#include "multiverse/json.hpp"

namespace uici::multiverse {

int convert_5dpgn(std::string_view to, std::string_view input, std::string& out, std::string& err) {
    auto tree = read_5dpgn(input);
    if (!tree) {
        err = "error bad_5dpgn " + tree.error().text() + "\n";
        return 1;
    }
    auto game = replay(*tree);
    if (!game) {
        err = "error illegal_5d " + game.error().text() + "\n";
        return 1;
    }
    // Tag values are the file's bytes: invalid UTF-8 in them is written as U+FFFD, never refused.
    if (to == "json")
        out = replay_json(*game).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    else if (to == "5dpgn") out = write_5dpgn(game->game);
    else out = state_fen(game->state);
    return 0;
}

}  // namespace uici::multiverse
