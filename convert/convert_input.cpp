#include "convert/convert_input.hpp"

#include "convert/convert_game.hpp"
#include "core/notation/icn_games.hpp"
#include "core/notation/loose_pieces.hpp"

namespace uici {
namespace {

constexpr std::string_view kBlank = " \t\r\n";

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// A SAN move as PGN writes it: "e4", "exd5", "Nf3", "Qh4xe1+", "e8=Q#", "O-O-O", with marks.
bool san_token(std::string_view t) {
    while (!t.empty() && std::string_view("+#!?").find(t.back()) != std::string_view::npos) t.remove_suffix(1);
    if (t == "O-O" || t == "O-O-O" || t == "0-0" || t == "0-0-0") return true;
    if (t.empty() || t.find(',') != std::string_view::npos) return false;
    if (std::string_view("KQRBN").find(t[0]) != std::string_view::npos) t.remove_prefix(1);
    else if (!is_file(t[0])) return false;
    // The destination square is the last file and rank (before a promotion "=Q" or "Q").
    if (const auto eq = t.find('='); eq != std::string_view::npos) t = t.substr(0, eq);
    else if (!t.empty() && std::string_view("QRBN").find(t.back()) != std::string_view::npos) t.remove_suffix(1);
    if (t.size() < 2 || !is_file(t[t.size() - 2]) || !is_rank(t.back())) return false;
    for (char c : t.substr(0, t.size() - 2))
        if (!is_file(c) && !is_rank(c) && c != 'x') return false;
    return true;
}

std::string_view next_token(std::string_view text, std::size_t& i) {
    i = text.find_first_not_of(kBlank, i);
    if (i == std::string_view::npos) return i = text.size(), std::string_view();
    const std::size_t end = std::min(text.find_first_of(kBlank, i), text.size());
    const std::string_view t = text.substr(i, end - i);
    i = end;
    return t;
}

}  // namespace

bool looks_like_json(std::string_view text) {
    const auto first = text.find_first_not_of(kBlank);
    return first != std::string_view::npos && text[first] == '{' && accept_json(text);
}

bool looks_like_pgn(std::string_view text) {
    std::size_t i = 0;
    // The tags and comments before the movetext.
    while (true) {
        i = text.find_first_not_of(kBlank, i);
        if (i == std::string_view::npos) return false;
        const char close = text[i] == '[' ? ']' : text[i] == '{' ? '}' : 0;
        if (!close) break;
        i = text.find(close, i);
        if (i == std::string_view::npos) return false;
        ++i;
    }
    // What may start a result, a move number or a SAN move; anything else is not PGN, found
    // without looking for the token's end (a one-line JSON document has no blank to end it).
    if (std::string_view("abcdefghKQRBNO0123456789*").find(text[i]) == std::string_view::npos) return false;
    std::string_view t = next_token(text, i);
    if (t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*") return true;
    // A move number: "1." or "1..." and the move, glued to it or not.
    std::size_t digits = 0;
    while (digits < t.size() && t[digits] >= '0' && t[digits] <= '9') ++digits;
    if (digits > 0 && digits < t.size() && t[digits] == '.') {
        t.remove_prefix(t.find_first_not_of('.', digits) == std::string_view::npos ? t.size()
                                                                                   : t.find_first_not_of('.', digits));
        if (t.empty()) t = next_token(text, i);
    }
    return san_token(t);
}

bool opens_with_brace(std::string_view text) {
    const std::size_t first = text.find_first_not_of(kBlank);
    return first != std::string_view::npos && text[first] == '{';
}

std::vector<std::string_view> split_games(std::string_view text, bool& json, bool not_one_document) {
    json = false;
    if (!opens_with_brace(text)) return split_icn_games(text);
    if (!not_one_document && (json = looks_like_json(text))) return {text};
    // JSON Lines: each line that is not blank a document, when the first one is.
    std::vector<std::string_view> docs;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find('\n', i);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(i, end - i);
        if (line.find_first_not_of(kBlank) != std::string_view::npos) docs.push_back(line);
        i = end + 1;
    }
    if (docs.size() < 2 || !accept_json(docs.front())) return split_icn_games(text);
    return docs;
}

}  // namespace uici
