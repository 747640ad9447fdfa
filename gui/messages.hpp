// The page's WebSocket messages (PROTOCOL.md section 12): one JSON object per message, read and
// answered here against a GameRoom. Every message is outside text: a bad one gets one error
// reply ({"reply":"error","ok":false,"error":{...},"re":TYPE}) and leaves the room unchanged.
// What needs processes (an engine's move, analysis) comes back as an action for the server.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gui/game_room.hpp"

namespace uici::gui {

// The longest message read; a longer one is refused (too_large) unread.
inline constexpr std::size_t kMaxMessageBytes = std::size_t{32} << 20;

struct EngineInfo {
    std::string name;
    std::string proto;
};

// What the server does after a message, beside sending the replies.
struct Dispatch {
    std::vector<Json> to_sender;   // replies for the connection that sent the message
    bool broadcast_state = false;  // the game changed: every connection gets the new state
    struct Analyse {
        int engine = 0;
        int multipv = 1;
    };
    // Start analysis (it follows the game: each new position is analysed until a stop).
    std::optional<Analyse> analyse;
    bool stop_analysis = false;
};

// The one error a message of `bytes` over kMaxMessageBytes gets (unread: `re` is "?").
Json oversized_error(std::size_t bytes);

// Reads one message and applies it to `room`. `engines` is the server's list (index = the
// number a message names), `now_ms` the time for the clocks.
Dispatch dispatch(std::string_view text, GameRoom& room, const std::vector<EngineInfo>& engines, std::int64_t now_ms);

}  // namespace uici::gui
