// Where `uici convert` puts its result: the output in pieces as they are made (so a document of
// many records never has to exist whole), or its one error line, in the server's grammar
// (PROTOCOL.md 6), as text or, with --json, as the JSON error object.
#pragma once

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "core/notation/parse_error.hpp"
#include "errors/errors.hpp"

namespace uici {

struct ConvertSink {
    std::function<void(std::string_view)> write;  // appends a piece of the output
    bool json = false;                            // --json: errors as JSON objects
    // The game an error belongs to (1-based), named in the error when the input holds several.
    std::optional<std::size_t> game;
    std::string err;  // the error line, with its line end
    // Frees the input text, when the caller owns it: convert_game calls it once the last game
    // it converts is read, so that the input and the board that plays the moves are never in
    // memory together (a conversion's peak RSS). Unset: the input stays.
    std::function<void()> release_input;

    // Sets `err` to the one error line and returns 1 (the exit code of an error).
    int fail(ErrorCode code, std::initializer_list<Detail> details);
    // A notation reader's error on `text`, exactly as the server's `position` writes it.
    int notation(const ParseError& e, std::string_view text);
};

// A usage error: `error bad_argument "<bad>" for=convert need=<need>`; returns 2.
int usage_error(ConvertSink& sink, std::string_view bad, std::string_view need);

}  // namespace uici
