// The board page's messages (gui/messages.hpp): the input is split into messages at newlines and
// each goes to one GameRoom in turn, as a page would send them. Whatever comes: nothing crashes,
// every message gets a reply or a state broadcast, a refused message gets exactly one error and
// leaves the game unchanged (its ICN and its generation), and every reply can be written as JSON.
// Engine 2 is a UCI engine (gui/engine_text.hpp): whenever a game is fit for it, its position
// line is written, and a game it plays is confined to the 8x8 board.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gui/engine_text.hpp"
#include "gui/messages.hpp"

namespace uici::fuzz {

inline std::string check_gui_message(std::string_view data) {
    static const std::vector<gui::EngineInfo> engines{{"uici", "uici"}, {"other", "uici"}, {"chess", "uci"}};
    gui::GameRoom room;
    int messages = 0;
    while (!data.empty() && messages++ < 16) {
        const auto nl = data.find('\n');
        const std::string_view msg = data.substr(0, nl);
        data = nl == std::string_view::npos ? std::string_view{} : data.substr(nl + 1);
        const std::string before = room.export_icn();
        const auto generation = room.generation();
        const gui::Dispatch d = gui::dispatch(msg, room, engines, 1000);
        if (d.to_sender.empty() && !d.broadcast_state && !d.analyse && !d.stop_analysis) return "no reply";
        for (const auto& r : d.to_sender) {
            (void)r.dump(-1, ' ', false, gui::Json::error_handler_t::replace);
            if (r.value("reply", "") == "error") {
                if (d.to_sender.size() != 1) return "an error among other replies";
                if (room.export_icn() != before || room.generation() != generation)
                    return "a refused message changed the game";
            }
        }
        (void)room.state(1000).dump(-1, ' ', false, gui::Json::error_handler_t::replace);
        if (!gui::unfit_for("uci", room.game()) &&
            !gui::position_line_for("uci", room.game()).starts_with("position fen "))
            return "a UCI position line that is no FEN";
        for (Color c : {Color::White, Color::Black})
            if (room.player(c).engine == 2 && !gui::on_8x8(room.game().start()))
                return "a UCI engine plays a game not confined to the 8x8 board";
    }
    return "";
}

}  // namespace uici::fuzz
