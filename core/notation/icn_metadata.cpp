// Metadata entries: PGN style [Key "value"] and the [Key: value] style of ICN's documentation
// (PROTOCOL.md 1.3).
#include "core/board/limits.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/icn_parts.hpp"
#include "core/notation/utf8.hpp"

namespace UICI_CORE_NS::icn_detail {
namespace {

// text without leading and trailing whitespace (multi-byte spaces included).
std::string_view trim(std::string_view text) {
    const std::size_t begin = skip_spaces(text, 0);
    std::size_t end = begin;
    for (std::size_t i = begin; i < text.size();) {
        const std::size_t n = space_len(text, i);
        if (n == 0) end = ++i;
        else i += n;
    }
    return text.substr(begin, end - begin);
}

}  // namespace

bool holds_control(std::string_view text) {
    for (const char ch : text)
        if ((static_cast<unsigned char>(ch) < 0x20 && ch != '\t') || ch == 0x7F) return true;
    return false;
}

// The entry ends at the first ']' (as in the reference), so a value cannot contain ']'.
// PGN style is recognised as the reference does: a key without spaces or ':', whitespace, then
// a double quote; the value runs to the last character, a closing quote there is dropped, and
// inner quotes stay. The old style splits at the first ':' and trims both sides.
MaybeError read_metadata(std::string_view text, std::size_t begin, std::size_t& end, Position& p) {
    const std::size_t close = text.find(']', begin + 1);
    if (close == std::string_view::npos)
        return parse_error("icn_syntax", begin, "Unclosed metadata. '[' without a matching ']'");
    const auto content = text.substr(begin + 1, close - begin - 1);
    // A line end or other control character inside an entry is a broken entry, and no reply line
    // could carry it back.
    if (holds_control(content))
        return parse_error("icn_syntax", begin, "Invalid metadata. " + excerpt(content) + " holds a control character");
    if (!valid_utf8(content))
        return parse_error("icn_syntax", begin, "Invalid metadata. " + excerpt(content) + " is not valid UTF-8");
    std::size_t k = 0;
    while (k < content.size() && !space_at(content, k) && content[k] != ':') ++k;
    const std::size_t quote = skip_spaces(content, k);
    std::string_view key, value;
    if (k < content.size() && quote > k && quote < content.size() && content[quote] == '"') {
        key = content.substr(0, k);
        value = content.substr(quote + 1);
        if (!value.empty() && value.back() == '"') value.remove_suffix(1);
    } else {
        const std::size_t colon = content.find(':');
        key = trim(content.substr(0, colon));
        value = colon == std::string_view::npos ? std::string_view() : trim(content.substr(colon + 1));
        // [e ": D] has the key `e "`, but written back it would read as PGN style (key `e`):
        // a key that no style can write is refused rather than changed.
        if (key.find('"') != std::string_view::npos)
            return parse_error("icn_syntax", begin, "Invalid metadata. The key " + excerpt(key) + " holds a '\"'");
    }
    if (key.empty()) return parse_error("icn_syntax", begin, "Invalid metadata. " + excerpt(content) + " has no key");
    end = close + 1;
    // An empty value is no value: the reference drops such entries when it writes.
    if (value.empty()) {
        std::erase_if(p.metadata, [&](const auto& kv) { return kv.first == key; });
        return std::nullopt;
    }
    if (p.metadata.size() == kMaxMetadata && !p.metadata_value(std::string(key)))
        return parse_error("too_large", begin,
                           "Too much metadata. At most " + std::to_string(kMaxMetadata) + " entries");
    p.set_metadata(std::string(key), std::string(value));
    return std::nullopt;
}

}  // namespace UICI_CORE_NS::icn_detail

namespace UICI_CORE_NS {

void append_metadata_entry(std::string& out, std::string_view key, std::string_view value) {
    out += '[';
    out += key;
    // PGN style needs a key without whitespace; the [Key: value] style takes any key without ':'.
    bool spaced = false;
    for (std::size_t i = 0; i < key.size() && !spaced; ++i) spaced = icn_detail::space_at(key, i);
    out += spaced ? ": " : " \"";
    out += value;
    out += spaced ? "]" : "\"]";
}

// Rather than restate the reader's rules (both styles, trimming, the first ']'), the entry is
// written and read back: what does not come back the same cannot be kept as ICN.
std::optional<std::string> metadata_problem(std::string_view key, std::string_view value) {
    if (icn_detail::holds_control(key) || icn_detail::holds_control(value)) return std::string("a control character");
    std::string text;
    append_metadata_entry(text, key, value);
    Position p;
    std::size_t end = 0;
    if (icn_detail::read_metadata(text, 0, end, p) || end != text.size() || p.metadata.size() != 1 ||
        p.metadata[0].first != key || p.metadata[0].second != value)
        return std::string("text ICN cannot write back");
    return std::nullopt;
}

}  // namespace UICI_CORE_NS
