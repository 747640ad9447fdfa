// A notation reader's error (ICN, long JSON) as a protocol error: the one formatting that the
// server's `position icn|json` and `uici convert` share, so the same text fails the same way.
#pragma once

#include <string_view>

#include "core/notation/parse_error.hpp"
#include "protocol/reply.hpp"

namespace uici {

// `error icn_syntax at=<column> reason=<code> near="<text>"` and its kin (PROTOCOL.md 6): the
// offset into `text` (in characters, as the readers count), what stands there (up to the next
// blank, line end or '|': one piece list entry or one move) and, when the reader knows, what it
// expected. A long-JSON field error has no offset: its code and message instead. A number past
// the narrow build (the reader's needs_wide) is no error: the reply is handed to the wide build
// (Reply::hand_to_wide).
void notation_error(const ParseError& e, std::string_view text, Reply& r);

}  // namespace uici
