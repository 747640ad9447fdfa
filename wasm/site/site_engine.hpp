// The site's engine worker face (docs/WASM.md): one message in, the answer object out, both
// as JSON text. What wasm/package/site_worker.js calls for each message the site posts.
#pragma once

#include <string>
#include <string_view>

namespace uici::wasm {

// Never throws. A message that does not read gets {"type":"move","data":null,"error":"<error
// line>"}: the site resigns for the engine, as it does for any null move.
std::string site_request(std::string_view json);

}  // namespace uici::wasm
