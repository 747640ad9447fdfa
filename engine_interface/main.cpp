// Placeholder entry point until the server transport lands (issue 5); convert works already.
#include <string_view>

#include "engine_interface/convert.hpp"

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "convert") return uici::run_convert(argc, argv);
    return 0;
}
