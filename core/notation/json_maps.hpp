// Long JSON's piece maps read by a plain scan, for the conversion readers (loose_json.cpp).
//
// "startingPosition" and "specialRights" hold almost all of a large document. Their members are
// read here, in the one shape converters write ("x,y":"kingsW" and "x,y":true or false, no escape
// in a string), and the rest of the document, the maps emptied ("startingPosition":{}), goes to
// the JSON library. Anything else in a map (another value, an escape, bad syntax) makes the scan
// give up: the caller then reads the whole text with the JSON library, as without this.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/notation/loose_pieces.hpp"
#include "core/notation/text_pieces.hpp"

namespace UICI_CORE_NS::json_maps {

enum class Scan { ok, give_up, needs_wide };

// What a map member becomes: a piece, a right, or (neither set) nothing, for a syntax check.
struct MapSinks {
    LoosePieces* pieces = nullptr;
    std::vector<Square>* rights = nullptr;
#if UICI_WIDE
    TextPieces* text_pieces = nullptr;  // the squares kept as text instead (text_pieces.hpp)
    TextPieces* text_rights = nullptr;  // (only their squares)
#endif
};

// The text with the bodies of its top-level piece maps taken out (their members handed to
// `into`), or give_up when the text is no JSON object or a map is not in the plain shape.
Scan skeleton(std::string_view t, const MapSinks& into, std::string& out);

}  // namespace UICI_CORE_NS::json_maps
