// The command line of `uici render` (render/render_cli.cpp), read without looking at numbers'
// sizes: the document's build reads them (render/render_document.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace uici::render {

inline constexpr int kMinSize = 16, kMaxSize = 8192;

struct RenderArgs {
    std::optional<std::string> window;  // "x0,y0,x1,y1"
    int size = 640;                     // pixels along the window's longer side
    std::vector<std::string> arrows;    // "x,y>x,y", in the order given
    std::vector<std::string> marks;     // "x,y"
    std::string file;                   // empty or "-": standard input
    bool help = false;
};

// The argument that is wrong and what it needs (error bad_argument "<bad>" for=render need=<need>).
struct RenderUsage {
    std::string bad, need;
};

// The arguments after "render"; nothing when one is wrong (then `why` says which).
std::optional<RenderArgs> parse_render_args(const std::vector<std::string>& args, RenderUsage& why);

// "-12" or "345": an optionally signed run of decimal digits.
bool is_integer(const std::string& text);
// The integers of a comma-separated list of exactly n parts, or nothing.
std::optional<std::vector<std::string>> integer_list(const std::string& text, std::size_t n);

}  // namespace uici::render
