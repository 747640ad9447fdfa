// `uici render [--window x0,y0,x1,y1] [--size PX] [--arrow a>b]... [--mark x,y]... FILE|-`:
// an SVG picture of an ICN position on stdout. The one file of render/ that does I/O.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace uici::render {

// The whole command on in-memory text: exit code, stdout and stderr (the tests call this).
// `input` is the document when args name no file or "-"; a file is read here.
int render_command(const std::vector<std::string>& args, std::string_view input, std::string& out, std::string& err);

// main's entry: argv[1] is "render".
int run_render(int argc, char** argv);

}  // namespace uici::render
