// `uici convert --from 5dpgn --to json|5dpgn|5dfen`: read, replay and write one 5dpgn game.
#pragma once

#include <string>
#include <string_view>

namespace uici::multiverse {

// Returns the exit code; `out` gets the document, `err` one error line.
int convert_5dpgn(std::string_view to, std::string_view input, std::string& out, std::string& err);

}  // namespace uici::multiverse
