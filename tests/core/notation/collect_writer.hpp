// What a piece-list writer writes, gathered into one string: the writers hand their text to a
// sink piece by piece, and the notation tests compare whole documents.
#pragma once

#include <string>
#include <string_view>

namespace uici::testing {

std::string collect_written(auto&& write) {
    std::string out;
    write([&](std::string_view piece) { out += piece; });
    return out;
}

}  // namespace uici::testing
