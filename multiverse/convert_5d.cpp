#include "multiverse/convert_5d.hpp"

#include "errors/errors.hpp"
#include "multiverse/json.hpp"

namespace uici::multiverse {

int convert_5dpgn(std::string_view to, std::string_view input, std::string& out, std::string& err, bool strict) {
    auto tree = read_5dpgn(input, ReadOptions{strict});
    if (!tree) {
        err = "error bad_5dpgn " + tree.error().text() + "\n";
        return 1;
    }
    auto game = replay(*tree, ReplayOptions{strict});
    if (!game) {
        err = "error illegal_5d " + game.error().text() + "\n";
        return 1;
    }
    // Tag values are the file's bytes: invalid UTF-8 in them is written as U+FFFD, never refused.
    if (to == "json")
        out = replay_json(*game).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    else if (to == "5dpgn") out = write_5dpgn(game->game);
    else out = state_fen(game->state);
    if (to != "json")
        for (const Warning& w : game->warnings)
            err += "warning line=" + std::to_string(w.line) + " column=" + std::to_string(w.column) +
                   " move=" + uici::quote_text(w.move) + " message=" + uici::quote_text(w.message) + "\n";
    return 0;
}

}  // namespace uici::multiverse
