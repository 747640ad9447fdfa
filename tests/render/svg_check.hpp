// A tiny XML reader for the render tests: checks that an SVG document is well formed (tags
// nest and close, attributes are quoted, one <svg> root) and counts its elements by name.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace uici::test {

struct XmlCheck {
    bool ok = false;
    std::string problem;
    std::map<std::string, int> elements;  // element name -> how many
};

inline XmlCheck check_xml(std::string_view doc) {
    XmlCheck r;
    std::vector<std::string> open;
    std::size_t i = 0, roots = 0;
    auto fail = [&r](std::string why) {
        r.problem = std::move(why);
        return r;
    };
    while ((i = doc.find('<', i)) != std::string_view::npos) {
        const std::size_t end = doc.find('>', i);
        if (end == std::string_view::npos) return fail("unclosed tag");
        std::string_view tag = doc.substr(i + 1, end - i - 1);
        i = end + 1;
        if (tag.starts_with('/')) {
            if (open.empty() || open.back() != tag.substr(1)) return fail("mismatched </" + std::string(tag) + ">");
            open.pop_back();
            continue;
        }
        const bool empty = tag.ends_with('/');
        if (empty) tag.remove_suffix(1);
        const std::string name(tag.substr(0, tag.find_first_of(" \n")));
        if (name.empty() || name.find_first_of("\"'=<") != std::string::npos) return fail("bad name " + name);
        // Attributes: name="value" pairs, quotes balanced, no '<' inside.
        std::string_view rest = tag.substr(name.size());
        while (!rest.empty()) {
            const std::size_t start = rest.find_first_not_of(" \n");
            if (start == std::string_view::npos) break;
            rest.remove_prefix(start);
            const std::size_t eq = rest.find("=\"");
            if (eq == std::string_view::npos || rest.substr(0, eq).find_first_of(" \"<") != std::string_view::npos)
                return fail("bad attribute in <" + name + ">");
            const std::size_t close = rest.find('"', eq + 2);
            if (close == std::string_view::npos ||
                rest.substr(eq + 2, close - eq - 2).find('<') != std::string_view::npos)
                return fail("bad attribute value in <" + name + ">");
            rest.remove_prefix(close + 1);
        }
        if (open.empty()) {
            if (name != "svg" || ++roots > 1) return fail("root must be one <svg>");
        }
        ++r.elements[name];
        if (!empty) open.push_back(name);
    }
    if (!open.empty()) return fail("unclosed <" + open.back() + ">");
    if (roots != 1) return fail("no <svg> root");
    r.ok = true;
    return r;
}

// The glyph id ("w-am") drawn on a square, or "" when none is: the <use> element whose
// data-square is the square.
inline std::string glyph_on(std::string_view svg, std::string_view square) {
    const std::string key = "data-square=\"" + std::string(square) + "\"";
    const std::size_t at = svg.find(key);
    if (at == std::string_view::npos) return "";
    const std::size_t start = svg.rfind('<', at);
    const std::string_view element = svg.substr(start, at - start);
    const std::size_t href = element.find("href=\"#");
    if (href == std::string_view::npos) return "";
    const std::size_t from = href + 7;
    return std::string(element.substr(from, element.find('"', from) - from));
}

inline int count(std::string_view text, std::string_view what) {
    int n = 0;
    for (std::size_t i = text.find(what); i != std::string_view::npos; i = text.find(what, i + 1)) ++n;
    return n;
}

}  // namespace uici::test
