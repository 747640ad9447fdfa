#include "render/render_args.hpp"

#include <charconv>

namespace uici::render {

bool is_integer(const std::string& text) {
    const std::size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
    if (text.size() == start) return false;
    for (std::size_t i = start; i < text.size(); ++i)
        if (text[i] < '0' || text[i] > '9') return false;
    return true;
}

std::optional<std::vector<std::string>> integer_list(const std::string& text, std::size_t n) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        parts.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (!is_integer(parts.back())) return std::nullopt;
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    if (parts.size() != n) return std::nullopt;
    return parts;
}

std::optional<RenderArgs> parse_render_args(const std::vector<std::string>& args, RenderUsage& why) {
    RenderArgs a;
    bool have_file = false;
    auto fail = [&why](std::string bad, std::string need) {
        why = {std::move(bad), std::move(need)};
        return std::nullopt;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string opt = args[i], value;
        const bool option = opt.size() > 2 && opt.starts_with("--");
        const std::string name = opt.substr(0, opt.find('='));
        if (option && name != "--window" && name != "--size" && name != "--arrow" && name != "--mark" &&
            name != "--help")
            return fail(args[i], "--window|--size|--arrow|--mark|--help|FILE|-");
        if (option && opt.find('=') != std::string::npos) {
            value = opt.substr(opt.find('=') + 1);
            opt = opt.substr(0, opt.find('='));
        } else if (option && opt != "--help") {
            if (i + 1 == args.size()) return fail(opt, "a_value");
            value = args[++i];
        }
        const std::string shown = opt + " " + value;
        if (opt == "--help" || opt == "-h") {
            a.help = true;
        } else if (opt == "--window") {
            if (!integer_list(value, 4)) return fail(shown, "x0,y0,x1,y1");
            a.window = value;
        } else if (opt == "--size") {
            int px = 0;
            const auto r = std::from_chars(value.data(), value.data() + value.size(), px);
            if (r.ec != std::errc() || r.ptr != value.data() + value.size() || px < kMinSize || px > kMaxSize)
                return fail(shown, "pixels_16_to_8192");
            a.size = px;
        } else if (opt == "--arrow") {
            const std::size_t gt = value.find('>');
            if (gt == std::string::npos || !integer_list(value.substr(0, gt), 2) ||
                !integer_list(value.substr(gt + 1), 2))
                return fail(shown, "x,y>x,y");
            a.arrows.push_back(value);
        } else if (opt == "--mark") {
            if (!integer_list(value, 2)) return fail(shown, "x,y");
            a.marks.push_back(value);
        } else if (opt.size() > 1 && opt[0] == '-') {
            return fail(args[i], "--window|--size|--arrow|--mark|--help|FILE|-");
        } else if (have_file) {
            return fail(opt, "one_file");
        } else {
            have_file = true;
            a.file = opt;
        }
    }
    return a;
}

}  // namespace uici::render
