// Reading one 5dpgn move (physical, jump or castling) and the numbers inside super-physical
// coordinates.
#pragma once

#include <string>

#include "multiverse/ast.hpp"
#include "multiverse/cursor.hpp"

namespace uici::multiverse {

MoveNode read_move(Cursor& c);
Label read_label(Cursor& c, const std::string& what);
int read_number(Cursor& c, const std::string& what);

}  // namespace uici::multiverse
