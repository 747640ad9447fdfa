#include "render/render_cli.hpp"

#include <cerrno>
#include <exception>
#include <iostream>
#include <iterator>

#include <fcntl.h>
#include <unistd.h>

#include "core/board/limits.hpp"
#include "errors/errors.hpp"
#include "render/render_args.hpp"
#include "render/render_document.hpp"

namespace uici::render {
namespace {

// Documents past this size are refused (a 100,000-piece position is 1.3 MB).
constexpr std::size_t kMaxInputBytes = 256u << 20;

constexpr std::string_view kHelp =
    "usage: uici render [--window x0,y0,x1,y1] [--size PX] [--arrow x,y>x,y]... [--mark x,y]... [FILE|-]\n"
    "Draws the ICN or long JSON position of FILE (stdin when FILE is missing or -) as SVG on stdout;\n"
    "a game is drawn after its last move, which is highlighted.\n"
    "  --window x0,y0,x1,y1  the squares shown, corners included (default: the pieces plus a\n"
    "                        margin, at least 8 a side, at most 1048576)\n"
    "  --size PX             pixels along the window's longer side, 16 to 8192 (default 640);\n"
    "                        squares under 6 pixels show pieces as marks\n"
    "  --arrow x,y>x,y       an arrow between two squares' centres (repeatable)\n"
    "  --mark x,y            a ring on a square (repeatable)\n"
    "  --opt=value is the same as --opt value.\n"
    "Bad usage: one \"error bad_argument ...\" line on stderr and exit 2; a document that does not\n"
    "read: one error line and exit 1. See docs/RENDER.md.\n";

// The whole file, or the text of the error that stopped the read.
bool read_file(const std::string& path, std::string& text, std::string& err) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        err = io_error_text(path, "read", errno) + "\n";
        return false;
    }
    char buf[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            err = io_error_text(path, "read", errno) + "\n";
            ::close(fd);
            return false;
        }
        if (n == 0) break;
        text.append(buf, static_cast<std::size_t>(n));
        if (text.size() > kMaxInputBytes) break;
    }
    ::close(fd);
    return true;
}

}  // namespace

int render_command(const std::vector<std::string>& args, std::string_view input, std::string& out, std::string& err) {
    RenderUsage why;
    const auto a = parse_render_args(args, why);
    if (!a) {
        err =
            error_line(false, ErrorCode::bad_argument, {token(why.bad), word("for", "render"), word("need", why.need)});
        return 2;
    }
    if (a->help) {
        out = kHelp;
        return 0;
    }
    std::string file_text;
    if (!a->file.empty() && a->file != "-") {
        if (!read_file(a->file, file_text, err)) return 1;
        input = file_text;
    }
    if (input.size() > kMaxInputBytes) {
        err = error_line(false, ErrorCode::too_large,
                         {word("what", "input_bytes"), number("limit", std::to_string(kMaxInputBytes))});
        return 1;
    }
    try {
        int code = render_document(*a, input, out, err);
        // A number past the narrow build: the same document on the wide one (core/board/coord.hpp).
        if (code == kRenderNeedsWide) code = wide::render::render_document(*a, input, out, err);
        if (code == kRenderNeedsWide) {
            err = error_line(false, ErrorCode::too_large,
                             {word("what", "digits"), number("limit", std::to_string(kMaxDigits))});
            return 1;
        }
        return code;
    } catch (const std::exception& e) {
        // A bug, not bad input: still one error line and exit 1, never a terminate.
        err = error_line(false, ErrorCode::internal, {token(e.what(), "what")});
        return 1;
    }
}

int run_render(int argc, char** argv) {
    const std::vector<std::string> args(argv + 2, argv + argc);
    RenderUsage why;
    const auto a = parse_render_args(args, why);
    std::string input, out, err;
    if (a && !a->help && (a->file.empty() || a->file == "-")) {
        input.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        if (std::cin.bad()) {
            std::cerr << io_error_text("-", "read", errno) << "\n";
            return 1;
        }
    }
    int code = render_command(args, input, out, err);
    if (!out.empty()) {
        std::cout << out << std::flush;
        if (!std::cout) {
            err = io_error_text("-", "write", errno) + "\n";
            code = 1;
        }
    }
    std::cerr << err;
    return code;
}

}  // namespace uici::render
