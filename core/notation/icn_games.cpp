#include "core/notation/icn_games.hpp"

#include "core/notation/icn_moves.hpp"
#include "core/notation/icn_scan.hpp"

namespace UICI_CORE_NS {
namespace {

using icn_detail::is_alpha;
using icn_detail::is_digit;

// The end of the `{...}` block at text[i]: braces balanced, JSON strings skipped (an options
// block); a move comment has no braces inside, so it ends at its first '}'. Unclosed: the end.
std::size_t block_end(std::string_view text, std::size_t i) {
    int depth = 0;
    while (true) {
        i = text.find_first_of("{}\"", i);
        if (i == std::string_view::npos) return text.size();
        if (text[i] == '"') {
            // To the closing quote, over escaped characters.
            for (++i; i < text.size() && text[i] != '"'; ++i) i += text[i] == '\\';
            ++i;
            continue;
        }
        depth += text[i] == '{' ? 1 : -1;
        ++i;
        if (depth <= 0) return i;
    }
}

// A piece list entry ("K5,1+", "am-3,4"): letters, then a number.
bool piece_entry_at(std::string_view text, std::size_t i) {
    std::size_t k = i;
    while (k < text.size() && is_alpha(text[k])) ++k;
    return k > i && k < text.size() && (is_digit(text[k]) || text[k] == '-');
}

}  // namespace

std::vector<std::string_view> split_icn_games(std::string_view text) {
    std::vector<std::string_view> games;
    std::size_t start = 0;
    bool only_metadata = true;  // the game so far holds metadata at most
    bool has_body = false;      // ... a piece list or moves
    bool in_moves = false;      // its move section has begun (it runs to the game's end)
    bool has_turn = false;      // ... its turn section
    std::size_t i = 0;
    while (true) {
        // Whitespace up to the next token; two line ends in one run make a blank line.
        int line_ends = 0;
        while (i < text.size()) {
            const std::size_t n = icn_detail::space_len(text, i);
            if (n == 0) break;
            line_ends += text[i] == '\n';
            i += n;
        }
        if (i >= text.size()) break;
        const char c = text[i];
        const bool move = c != '[' && c != '{' && icn_detail::moves_start_at(text, i);
        if (line_ends >= 2 && i > start) {
            const bool section = std::string_view("{|.+#!?").find(c) == std::string_view::npos && !move;
            // A section comes once a game: a second turn section after a blank line begins the
            // next game, also after one with no piece list and no moves (the empty position, "w 1").
            const bool next_turn =
                has_turn && section && icn_detail::turn_token(text.substr(i, icn_detail::token_end(text, i) - i));
            const bool opens_game = c == '[' ? !only_metadata : section && (has_body || next_turn);
            if (opens_game) {
                games.push_back(text.substr(start, i - start));
                start = i;
                only_metadata = true;
                has_body = in_moves = has_turn = false;
            }
        }
        if (c == '[') {
            const std::size_t close = text.find(']', i + 1);
            i = close == std::string_view::npos ? text.size() : close + 1;
            continue;
        }
        only_metadata = false;
        if (c == '{') {
            i = block_end(text, i);
            continue;
        }
        if (move) in_moves = true;
        if (in_moves || piece_entry_at(text, i)) has_body = true;
        const std::size_t end = icn_detail::token_end(text, i);
        if (!in_moves && icn_detail::turn_token(text.substr(i, end - i))) has_turn = true;
        i = end;
    }
    games.push_back(text.substr(start));
    return games;
}

}  // namespace UICI_CORE_NS
