#include "pgn/pgn_reader.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "core/notation/utf8.hpp"

namespace uici::pgn {
namespace {

// Evaluation symbols some editors write in UTF-8; skipped like the ASCII "+/-".
constexpr std::array<std::string_view, 6> kSymbols{"\u221e", "\u00b1", "\u2213", "\u2a72", "\u2a71", "\u2a7d"};

bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool digit(char c) { return c >= '0' && c <= '9'; }
bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool san_char(char c) {
    return letter(c) || digit(c) || std::string_view("=+#:-/!?").find(c) != std::string_view::npos;
}
bool mark_char(char c) { return c == '+' || c == '-' || c == '=' || c == '/'; }

// Tag values are UTF-8 when they read as UTF-8; otherwise each byte is taken as Latin-1 (old
// PGN databases), so that the JSON written from them is always valid and nothing is lost.

std::string to_utf8(std::string_view s) {
    if (valid_utf8(s)) return std::string(s);
    std::string out;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out.push_back(ch);
        } else {
            out.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
    return out;
}

class Reader {
public:
    explicit Reader(std::string_view t) : t_(t) {
        if (t_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;
    }

    Result<std::vector<PgnGame>> run() {
        while (true) {
            while (i_ < t_.size() && space(t_[i_])) ++i_;
            if (i_ >= t_.size()) break;
            const char c = t_[i_];
            std::optional<Error> e;
            if (c == '%' && (i_ == 0 || t_[i_ - 1] == '\n')) {
                skip_line();
            } else if (c == ';') {
                skip_line();
            } else if (c == '[') {
                if (!game_.sans.empty()) finish();
                e = tag();
            } else if (c == '{') {
                e = comment();
            } else if (c == '(') {
                e = variation();
            } else if (c == '$') {
                const std::size_t start = i_++;
                while (i_ < t_.size() && digit(t_[i_])) ++i_;
                if (i_ == start + 1) e = fail(start, "a $ without a number");
            } else if (c == '*') {
                ++i_;
                end_game("*");
            } else if (c == '.') {
                while (i_ < t_.size() && t_[i_] == '.') ++i_;
            } else if (digit(c)) {
                e = number();
            } else if (letter(c)) {
                e = san();
            } else if (mark_char(c)) {
                while (i_ < t_.size() && (mark_char(t_[i_]) || symbol_at(i_))) i_ += symbol_at(i_) ? symbol_at(i_) : 1;
            } else if (const std::size_t n = symbol_at(i_)) {
                i_ += n;
            } else {
                e = fail(i_, "an unexpected character");
            }
            if (e) return *e;
            if (games_.size() > kMaxGames)
                return Error{"too_large", "more than " + std::to_string(kMaxGames) + " games"};
        }
        if (!game_.tags.empty() || !game_.sans.empty()) finish();
        if (games_.empty()) return Error{"pgn_syntax", "no game in the text"};
        return std::move(games_);
    }

private:
    Error fail(std::size_t at, const std::string& what) const {
        std::size_t end = at;
        while (end < t_.size() && !space(t_[end]) && end - at < 40) ++end;
        std::string shown = to_utf8(t_.substr(at, std::max<std::size_t>(end - at, 1)));
        for (char& c : shown)
            if (static_cast<unsigned char>(c) < 0x20 || c == '"') c = '?';
        return Error{"pgn_syntax", what, games_.size() + 1, game_.sans.size() + 1, {}, shown};
    }

    std::size_t symbol_at(std::size_t at) const {
        for (const auto s : kSymbols)
            if (t_.substr(at, s.size()) == s) return s.size();
        return 0;
    }

    void skip_line() {
        while (i_ < t_.size() && t_[i_] != '\n') ++i_;
    }

    void finish() {
        games_.push_back(std::move(game_));
        game_ = PgnGame{};
    }

    void end_game(std::string result) {
        game_.termination = std::move(result);
        finish();
    }

    std::optional<Error> tag() {
        const std::size_t start = i_++;
        while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t')) ++i_;
        const std::size_t name_at = i_;
        while (i_ < t_.size() && !space(t_[i_]) && t_[i_] != '"' && t_[i_] != ']') ++i_;
        const std::string name = to_utf8(t_.substr(name_at, i_ - name_at));
        if (name.empty()) return fail(start, "a tag without a name");
        std::string value;
        while (i_ < t_.size() && t_[i_] != '"' && t_[i_] != ']' && t_[i_] != '\n') ++i_;
        if (i_ < t_.size() && t_[i_] == '"') {
            for (++i_; i_ < t_.size() && t_[i_] != '"'; ++i_) {
                if (t_[i_] == '\\' && i_ + 1 < t_.size()) ++i_;
                value.push_back(t_[i_]);
            }
            if (i_ >= t_.size()) return fail(start, "a tag value without its closing quote");
            ++i_;
        }
        // What follows the value up to the bracket is no part of it ([Event S ] has none).
        while (i_ < t_.size() && t_[i_] != ']' && t_[i_] != '\n') ++i_;
        if (i_ >= t_.size() || t_[i_] != ']') return fail(start, "a tag without its closing bracket");
        ++i_;
        value = to_utf8(value);
        const auto same = [&](const auto& kv) { return kv.first == name; };
        if (auto it = std::find_if(game_.tags.begin(), game_.tags.end(), same); it != game_.tags.end()) {
            it->second = std::move(value);
        } else {
            game_.tags.emplace_back(name, std::move(value));
        }
        return std::nullopt;
    }

    // Comments nest here: some tools put braces in comments, and PGN allows none, so counting
    // them reads both.
    std::optional<Error> comment() {
        const std::size_t start = i_;
        int depth = 0;
        for (; i_ < t_.size(); ++i_) {
            if (t_[i_] == '{') ++depth;
            if (t_[i_] == '}' && --depth == 0) return ++i_, std::nullopt;
        }
        return fail(start, "a comment without its closing brace");
    }

    std::optional<Error> variation() {
        const std::size_t start = i_;
        int depth = 0;
        while (i_ < t_.size()) {
            const char c = t_[i_];
            if (c == '{') {
                if (auto e = comment()) return e;
                continue;
            }
            if (c == ';') {
                skip_line();
                continue;
            }
            ++i_;
            if (c == '(') ++depth;
            if (c == ')' && --depth == 0) return std::nullopt;
        }
        return fail(start, "a variation without its closing parenthesis");
    }

    bool word_at(std::string_view w) const {
        return t_.substr(i_, w.size()) == w && (i_ + w.size() == t_.size() || !san_char(t_[i_ + w.size()]));
    }

    std::optional<Error> number() {
        for (const std::string_view r : {"1-0", "0-1", "1/2-1/2"}) {
            if (word_at(r)) {
                i_ += r.size();
                end_game(std::string(r));
                return std::nullopt;
            }
        }
        if (t_.substr(i_, 3) == "0-0") return san();
        const std::size_t start = i_;
        while (i_ < t_.size() && digit(t_[i_])) ++i_;
        if (i_ < t_.size() && !space(t_[i_]) && t_[i_] != '.')
            return fail(start, "a move number that is not followed by a dot");
        return std::nullopt;
    }

    std::optional<Error> san() {
        const std::size_t start = i_;
        if (t_.substr(i_, 4) == "e.p.") return i_ += 4, std::nullopt;
        while (i_ < t_.size() && san_char(t_[i_])) ++i_;
        std::string_view s = t_.substr(start, i_ - start);
        if (s.size() > 1 && s.back() == 'e' && t_.substr(i_, 3) == ".p.") s.remove_suffix(1), i_ += 3;
        // An evaluation written against the move ("g4+/-") starts one mark before its slash.
        if (const auto slash = s.find('/'); slash != std::string_view::npos)
            s = s.substr(0, slash > 0 && mark_char(s[slash - 1]) ? slash - 1 : slash);
        while (!s.empty() && (s.back() == '!' || s.back() == '?')) s.remove_suffix(1);
        if (s.size() > 1 && s.back() == '=') s.remove_suffix(1);
        if (s.empty() || s.size() > 12) return fail(start, "no move");
        if (game_.sans.size() >= kMaxGameMoves)
            return Error{"too_large", "more than " + std::to_string(kMaxGameMoves) + " moves", games_.size() + 1};
        game_.sans.emplace_back(s);
        return std::nullopt;
    }

    std::string_view t_;
    std::size_t i_ = 0;
    PgnGame game_;
    std::vector<PgnGame> games_;
};

}  // namespace

Result<std::vector<PgnGame>> read_pgn(std::string_view text) { return Reader(text).run(); }

const std::string* tag_value(const Tags& tags, std::string_view name) {
    for (const auto& [k, v] : tags)
        if (k == name) return &v;
    return nullptr;
}

}  // namespace uici::pgn
