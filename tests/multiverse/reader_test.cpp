// The 5dpgn reader (every form of the notation), the canonical writer, 5DFEN, and the
// syntax errors with their line and column.
#include <doctest/doctest.h>

#include "multiverse/ast.hpp"
#include "multiverse/fen.hpp"
#include "multiverse/json.hpp"

using namespace uici::multiverse;

namespace {

GameNode parse(const std::string& text) {
    auto g = read_5dpgn(text);
    REQUIRE_MESSAGE(g.has_value(), g.error().text());
    return *g;
}

Error parse_error(const std::string& text, ReadOptions o = {}) {
    auto g = read_5dpgn(text, o);
    REQUIRE(!g.has_value());
    return g.error();
}

MoveNode only_move(const GameNode& g) {
    REQUIRE(g.actions.size() >= 1);
    REQUIRE(g.actions[0].moves.size() == 1);
    return g.actions[0].moves[0];
}

}  // namespace

TEST_SUITE("multiverse reader") {
    TEST_CASE("both (LT) forms, signed zeros and the long form with a space") {
        CHECK(only_move(parse("1. (0T1)e4")).board == BoardRef{Label{0, 0}, 1, false});
        CHECK(only_move(parse("1. (L0 T1)e4")).board == BoardRef{Label{0, 0}, 1, true});
        CHECK(only_move(parse("1. (L-1T3)e4")).board == BoardRef{Label{'-', 1}, 3, true});
        CHECK(only_move(parse("1. (-0T1)e4")).board->timeline == Label{'-', 0});
        CHECK(only_move(parse("1. (+0T1)e4")).board->timeline == Label{'+', 0});
        CHECK(write_move(only_move(parse("1. (L+0 T1)e4"))) == "(+0T1)e4");
    }

    TEST_CASE("a jump with every part: branching, capture, target, check, present, annotations") {
        const auto m = only_move(parse("1. (-1T4)Nc3>>x(0T2)c3+~!? (>L2) (~T1) {note}"));
        CHECK(m.form == MoveForm::Jump);
        CHECK(m.piece == Kind::Knight);
        CHECK(m.from == SquareRef{2, 2});
        CHECK(m.branching);
        CHECK(m.capture);
        CHECK(m.target == BoardRef{Label{0, 0}, 2, false});
        CHECK(m.to == SquareRef{2, 2});
        CHECK(m.check == '+');
        CHECK(m.present_moved);
        CHECK(m.marks == "!?");
        CHECK(m.new_timeline == Label{0, 2});
        CHECK(m.present_turn == 1);
        CHECK(m.comments == std::vector<std::string>{"note"});
        CHECK(write_move(m) == "(-1T4)Nc3>>x(0T2)c3+~!? (>L2) (~T1) {note}");
        CHECK(!only_move(parse("1. (0T6)Pd5>(1T6)d5")).branching);
    }

    TEST_CASE("turns: N., Nw., Nb., '/', results and comments") {
        const auto g = parse("{intro} 1. e4 / e5 2w. Nf3 2b. Nc6 {after} 3. Bb5* / a6# 1/2-1/2 {end}");
        REQUIRE(g.actions.size() == 6);
        CHECK(g.comments == std::vector<std::string>{"intro"});
        CHECK((!g.actions[1].white && g.actions[1].number == 1));
        CHECK((g.actions[2].white && g.actions[2].number == 2 && g.actions[2].explicit_colour));
        CHECK((!g.actions[3].white && g.actions[3].number == 2));
        CHECK(g.actions[3].moves[0].comments == std::vector<std::string>{"after"});
        CHECK(g.actions[4].moves[0].check == '*');
        CHECK(g.actions[5].moves[0].check == '#');
        CHECK(g.result == "1/2-1/2");
        CHECK(g.final_comments == std::vector<std::string>{"end"});
        for (std::string r : {"1-0", "0-1", "*"}) CHECK(parse("1. e4 " + r).result == r);
        CHECK(parse("1b. e5").actions.size() == 1);
        CHECK(!read_5dpgn("1b. e5 / e4").has_value());
    }

    TEST_CASE("castling, promotions, disambiguation and every piece letter with the aliases") {
        CHECK(only_move(parse("1. O-O")).form == MoveForm::CastleShort);
        CHECK(only_move(parse("1. 0-0-0")).form == MoveForm::CastleLong);
        CHECK(only_move(parse("1. 0-0-0")).castle_zeros);
        const auto p = only_move(parse("1. axb8=Q+"));
        CHECK((p.from == SquareRef{0, -1} && p.capture && p.promotion == Kind::Queen && p.check == '+'));
        CHECK(only_move(parse("1. d8=")).promotion_sign);
        CHECK(only_move(parse("1. Rhf8")).from == SquareRef{7, -1});
        CHECK(only_move(parse("1. N1f3")).from == SquareRef{-1, 0});
        CHECK(only_move(parse("1. (L0T1)Wc1c3")).from == SquareRef{2, 0});
        const std::pair<const char*, Kind> letters[] = {
            {"P", Kind::Pawn},        {"W", Kind::Brawn},      {"K", Kind::King},     {"C", Kind::CommonKing},
            {"Q", Kind::Queen},       {"Y", Kind::RoyalQueen}, {"S", Kind::Princess}, {"N", Kind::Knight},
            {"R", Kind::Rook},        {"B", Kind::Bishop},     {"U", Kind::Unicorn},  {"D", Kind::Dragon},
            {"RQ", Kind::RoyalQueen}, {"PR", Kind::Princess},  {"BR", Kind::Brawn},   {"CK", Kind::CommonKing}};
        for (auto [text, kind] : letters) {
            CAPTURE(text);
            CHECK(only_move(parse(std::string("1. ") + text + "e4")).piece == kind);
        }
    }

    TEST_CASE("tags: names case-insensitive, several on a line, 5DFEN lines kept apart") {
        const auto g = parse("[Board \"custom\"] [size \"5x5\"]\n[4k/5/5/5/K1R2:0:1:w]\n\n1. Kb2");
        CHECK(*g.tag("Size") == "5x5");
        CHECK(*g.tag("BOARD") == "custom");
        REQUIRE(g.boards.size() == 1);
        CHECK(g.boards[0].line == 2);
    }

    TEST_CASE("syntax errors name what was expected, with line and column") {
        auto e = parse_error("[Board \"Standard\"]\n\n1. (0X1)e4");
        CHECK((e.line == 3 && e.column == 6));
        CHECK(e.message.find("expected 'T'") != std::string::npos);
        e = parse_error("1. e4 / e5\n2. (0T2)Nb1>>b3");
        CHECK((e.line == 2 && e.column == 14));
        CHECK(e.message.find("target board") != std::string::npos);
        e = parse_error("1. Ze4");
        CHECK((e.line == 1 && e.column == 4));
        CHECK(e.message.find("unknown piece letter") != std::string::npos);
        e = parse_error("1. e4 {never closed");
        CHECK((e.line == 1 && e.column == 7));
        e = parse_error("e4");
        CHECK(e.message.find("turn number") != std::string::npos);
        e = parse_error("1. e4 / e5\n2. d4 / d5\n2. c4", ReadOptions{true});
        CHECK((e.line == 3 && e.column == 1));
        CHECK(e.message.find("expected turn number 3") != std::string::npos);
        CHECK(read_5dpgn("1. e4 / e5\n2. d4 / d5\n2. c4").has_value());
        e = parse_error("1. e4 1-0 e5");
        CHECK(e.message.find("after the result") != std::string::npos);
    }

    TEST_CASE("5DFEN: read, write, wrong widths and unknown letters") {
        const auto b =
            read_fen_board("[r*nbqk*bnr*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBQK*BNR*:0:1:w]", 8, 8);
        CHECK(b.grid.at(4, 0) == Piece{Kind::King, true, true});
        CHECK(b.grid.at(3, 7) == Piece{Kind::Queen, false, false});
        CHECK(write_fen_board(b.grid, 0, false, 1, true) ==
              "[r*nbqk*bnr*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBQK*BNR*:0:1:w]");
        const auto z = read_fen_board("[4/4/PPPP/KBNR:+0:1:b]", 4, 4);
        CHECK(z.timeline == Label{'+', 0});
        CHECK(!z.white);
        CHECK(write_fen_board(z.grid, label_to_index(z.timeline, true), true, 1, false) == "[4/4/PPPP/KBNR:+0:1:b]");
        auto err = [](const std::string& s, int w, int h) {
            try {
                read_fen_board(s, w, h, 4, 1);
            } catch (const Failure& f) {
                return f.error;
            }
            FAIL("accepted " << s);
            return Error{};
        };
        auto e = err("[4k/5/5/5/K1R3:0:1:w]", 5, 5);
        CHECK((e.line == 4 && e.column == 14));
        CHECK(e.message.find("wider") != std::string::npos);
        e = err("[4k/5/5/5/K1R1:0:1:w]", 5, 5);
        CHECK(e.message.find("has 4 squares, expected 5") != std::string::npos);
        e = err("[4k/5/5/5/K1Z2:0:1:w]", 5, 5);
        CHECK((e.column == 13 && e.message.find("unknown piece letter 'Z'") != std::string::npos));
        e = err("[4k/5/5/5:0:1:w]", 5, 5);
        CHECK(e.message.find("more rows") != std::string::npos);
    }

    TEST_CASE("the tree as JSON keeps every part") {
        const auto j = tree_json(parse("[Board \"Standard\"]\n1. (0T1)e4 / (0T1)Qb3>>x(0T1)f7+~ (>L-1)"));
        CHECK(j["tags"][0]["name"] == "Board");
        CHECK(j["actions"][1]["colour"] == "black");
        const auto& m = j["actions"][1]["moves"][0];
        CHECK(m["form"] == "jump");
        CHECK(m["branching"] == true);
        CHECK(m["new_timeline"] == "-1");
        CHECK(m["check"] == "+");
        CHECK(m["line"] == 2);
    }
}
