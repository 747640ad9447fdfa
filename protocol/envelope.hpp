// A request line wrapped in a JSON envelope with an id (JSON output mode only, PROTOCOL.md 7.1):
// {"id":<string or integer>,"request":"<the request line>"}. Every reply object the request
// causes carries the id back as "request_id", so a client matches replies to requests by id
// instead of by order, and a request that has no reply object of its own gets {"reply":"ok"}.
#pragma once

#include <string>
#include <string_view>

#include "protocol/dispatch.hpp"
#include "protocol/reply.hpp"

namespace uici {

struct Envelope {
    std::string request;  // the request line inside
    std::string id;       // the id as JSON text, written back as it was read; empty: none
    bool ok = false;      // false: the envelope did not read (its error is on the reply)
};

// Whether a line of JSON mode is an envelope: its first non-blank byte is '{' (no verb starts so).
bool is_envelope(std::string_view line);

// Reads an envelope. A bad one gets one error on `r` (bad_json for JSON that does not read,
// bad_argument / missing_argument for a wrong shape) and ok=false; its id, when it was read,
// is still returned, so the error can carry it.
Envelope read_envelope(std::string_view line, Reply& r);

// The class of an envelope's request, for the transport (unreadable envelopes are `normal`).
LineClass classify_envelope(std::string_view line);

}  // namespace uici
