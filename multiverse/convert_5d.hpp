// `uici convert --from 5dpgn --to json|5dpgn|5dfen [--strict]`: read, replay and write one 5dpgn game.
#pragma once

#include <string>
#include <string_view>

namespace uici::multiverse {

// Returns the exit code; `out` gets the document, `err` one error line, or a `warning` line per
// mark that disagrees with the state when the document has no place for them (5dpgn, 5dfen; the
// JSON lists them). `strict`: such a mark, and a repeated turn number, are errors instead.
int convert_5dpgn(std::string_view to, std::string_view input, std::string& out, std::string& err, bool strict = false);

}  // namespace uici::multiverse
