// Test-only helpers for the rules tests: positions from the compact site ICN subset the golden
// data uses (turn, en passant, N/M, full move, promotions, border, win conditions, pieces,
// moves), and move tokens. Not a notation reader: the real one is core/icn.hpp.
#pragma once

#include <doctest/doctest.h>

#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"

namespace uici::test {

inline std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

inline Coord coord(std::string_view t) {
    Coord c = 0;
    REQUIRE(parse_coord(t, c) == IntParse::ok);
    return c;
}

inline Square square(std::string_view t) {
    Square s;
    REQUIRE_MESSAGE(parse_square(t, s) == IntParse::ok, std::string(t));
    return s;
}

inline Move move(std::string_view token) {
    Move m;
    const auto gt = token.find('>');
    REQUIRE(gt != std::string_view::npos);
    m.from = square(token.substr(0, gt));
    auto rest = token.substr(gt + 1);
    if (const auto eq = rest.find('='); eq != std::string_view::npos) {
        const auto piece = piece_from_code(rest.substr(eq + 1));
        REQUIRE(piece.has_value());
        m.promotion = piece;
        rest = rest.substr(0, eq);
    }
    m.to = square(rest);
    return m;
}

struct Fixture {
    Position position;
    std::vector<Move> moves;
};

inline bool all_digits_or(std::string_view t, std::string_view extra) {
    for (char c : t)
        if (!std::isdigit(static_cast<unsigned char>(c)) && extra.find(c) == std::string_view::npos) return false;
    return !t.empty();
}

inline Fixture read(std::string_view text) {
    Fixture f;
    Position& p = f.position;
    std::istringstream in{std::string(text)};
    std::string t;
    while (in >> t) {
        if (t == "w" || t == "b") {
            p.turn = t == "w" ? Color::White : Color::Black;
            p.last_in_turn_order = opposite(p.turn);
        } else if (t.find('>') != std::string::npos) {
            for (const auto& m : split(t, '|')) f.moves.push_back(test::move(m));
        } else if (t.find('/') != std::string::npos) {
            const auto parts = split(t, '/');
            p.move_rule = MoveRule{coord(parts[0]), coord(parts[1])};
        } else if (t.front() == '(') {
            const auto inner = t.substr(1, t.size() - 2);
            const auto sides = split(inner, '|');
            if (std::isalpha(static_cast<unsigned char>(inner.front()))) {
                for (int c = 0; c < 2; ++c) {
                    auto& w = p.rules.player[static_cast<std::size_t>(c)].win_conditions;
                    w.clear();
                    for (const auto& name : split(sides[static_cast<std::size_t>(c)], ','))
                        w.push_back(*win_condition_from_name(name));
                }
            } else {
                p.rules.promotion_section = true;
                for (int c = 0; c < 2; ++c) {
                    auto& pr = p.rules.player[static_cast<std::size_t>(c)];
                    const auto parts = split(sides[static_cast<std::size_t>(c)], ';');
                    if (!parts[0].empty())
                        for (const auto& r : split(parts[0], ',')) pr.promotion_ranks.push_back(coord(r));
                    if (parts.size() > 1) {
                        pr.promotions.clear();
                        for (const auto& code : split(parts[1], ',')) pr.promotions.push_back(*type_from_code_any_case(code));
                    }
                }
            }
        } else if (std::isalpha(static_cast<unsigned char>(t.front())) && t.find_first_of("0123456789") == std::string::npos) {
            for (auto& pr : p.rules.player) {
                pr.win_conditions.clear();
                for (const auto& name : split(t, ',')) pr.win_conditions.push_back(*win_condition_from_name(name));
            }
        } else if (std::isalpha(static_cast<unsigned char>(t.front()))) {
            for (const auto& item : split(t, '|')) {
                std::size_t i = 0;
                while (i < item.size() && std::isalpha(static_cast<unsigned char>(item[i]))) ++i;
                const auto piece = piece_from_code(item.substr(0, i));
                REQUIRE_MESSAGE(piece.has_value(), item);
                std::string at = item.substr(i);
                const bool right = !at.empty() && at.back() == '+';
                if (right) at.pop_back();
                const Square s = square(at);
                p.board.put(s, *piece);
                if (right) p.special_rights.insert(s);
            }
        } else if (split(t, ',').size() == 4) {
            const auto b = split(t, ',');
            auto side = [&](const std::string& v) { return v == "_" ? std::nullopt : std::optional<Coord>(coord(v)); };
            p.rules.border = Border{side(b[0]), side(b[1]), side(b[2]), side(b[3])};
        } else if (split(t, ',').size() == 2) {
            const Square target = square(t);
            const Coord dy = p.last_in_turn_order == Color::White ? 1 : -1;
            p.en_passant = EnPassant{target, {target.x, target.y + dy}};
        } else if (all_digits_or(t, "")) {
            p.fullmove = coord(t);
        } else {
            FAIL("unread ICN token " << t);
        }
    }
    return f;
}

// Places pieces: "K0,0|q3,3+" (with '+' for a special right) on an otherwise default position.
inline Position pieces(std::string_view list, Color turn = Color::White) {
    Position p = read(list).position;
    p.turn = turn;
    p.last_in_turn_order = opposite(turn);
    return p;
}

}  // namespace uici::test
