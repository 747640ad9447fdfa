// The wide build's squares kept as text (core/notation/text_pieces.hpp): a document it takes is
// written exactly as the usual way (loose_pieces.hpp) writes it, and a document it must not
// take (a number spelled otherwise, a square given twice, a bad entry, moves) it leaves alone.
#include <doctest/doctest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/board/coord.hpp"
#include "core/board/limits.hpp"
#include "core/notation/display_order.hpp"
#include "core/notation/text_pieces.hpp"
#include "tests/core/notation/collect_writer.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// A random document and whether the text path must take it: most numbers canonical and past 64
// bits, some spelled another way, some squares twice, now and then a bad entry.
struct Drawn {
    std::string icn;
    bool plain = true;
};

class Draw {
public:
    explicit Draw(std::uint64_t seed) : rng_(seed) {}

    std::string digits(std::size_t n) {
        std::string s(1, static_cast<char>('1' + pick(9)));
        while (s.size() < n) s += static_cast<char>('0' + pick(10));
        return s;
    }
    // A number, canonical unless `odd` says otherwise (then plain_ is cleared).
    std::string number(bool& plain) {
        std::string s;
        switch (pick(6)) {
            case 0: s = std::to_string(static_cast<int>(pick(21)) - 10); break;
            case 1: s = digits(1 + pick(19)); break;
            case 2: s = digits(20 + pick(26)); break;
            case 3: s = digits(38 + pick(3)); break;  // around 2^128
            case 4: s = pool_[pick(pool_.size())]; break;
            default: s = digits(20 + pick(4)); break;
        }
        if (s != "0" && s[0] != '-' && pick(2) == 0) s = "-" + s;
        if (pick(40) == 0) {
            plain = false;
            switch (pick(3)) {
                case 0: s = "+" + s; break;
                case 1: s = s[0] == '-' ? "-0" + s.substr(1) : "00" + s; break;
                default: s = s == "0" ? "-0" : "0" + s; break;
            }
        }
        return s;
    }
    Drawn document() {
        Drawn d;
        static const std::vector<std::string> codes = {"K", "k", "Q", "q", "P", "p", "AM", "am", "ob", "vo", "N", "rq"};
        const std::size_t n = pick(25);
        std::vector<std::string> squares;
        std::set<std::string> seen;
        std::string list;
        for (std::size_t i = 0; i < n; ++i) {
            std::string square;
            if (!squares.empty() && pick(30) == 0) {
                square = squares[pick(squares.size())];  // a square twice
                d.plain = false;
            } else {
                square = number(d.plain) + "," + number(d.plain);
            }
            squares.push_back(square);
            if (!seen.insert(square).second) d.plain = false;  // (also by chance)
            if (i > 0) list += '|';
            std::string code = codes[pick(codes.size())];
            if (pick(80) == 0) {
                code = "Zz";
                d.plain = false;
            }
            list += code + square;
            if (pick(4) == 0) list += '+';
        }
        if (n > 0 && pick(10) == 0) list += '|';
        d.icn = "[Event \"t\"] w 0/100 1 (8|1) " + list;
        if (n == 0) d.plain = false;  // no piece list: the usual way's
        return d;
    }

private:
    std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }
    std::mt19937_64 rng_;
    // Numbers that recur, so that ranks and files are shared.
    std::vector<std::string> pool_ = {"123456789012345678901", "-123456789012345678901", "99999999999999999999",
                                      "100000000000000000000", "-100000000000000000000", "7"};
};

// The usual way's output of `text`, both targets, and its pieces; empty when it does not read.
struct Written {
    std::string json, icn_seed, icn_site;
    LoosePieces pieces;
};
Written usual(std::string_view text, bool json) {
    LoosePieces loose;
    Position head;
    if (json) {
        auto doc = read_long_json_loose(text, loose);
        if (!doc) return {};
        head = doc->start;
    } else {
        auto doc = read_icn_loose(text, loose);
        if (!doc) return {};
        head = doc->position;
    }
    JsonWriteOptions options;
    options.moves = false;
    return {
        testing::collect_written([&](auto sink) { write_long_json_loose(head, loose, {}, options, sink); }),
        testing::collect_written([&](auto sink) { write_icn_game_loose(head, loose, {}, Dialect::Seed, {}, sink); }),
        testing::collect_written([&](auto sink) { write_icn_game_loose(head, loose, {}, Dialect::Site, {}, sink); }),
        loose};
}

Written as_text(const Position& head, const TextPieces& pieces) {
    JsonWriteOptions options;
    options.moves = false;
    return {
        testing::collect_written([&](auto sink) { write_long_json_text(head, pieces, {}, options, sink); }),
        testing::collect_written([&](auto sink) { write_icn_game_text(head, pieces, {}, Dialect::Seed, {}, sink); }),
        testing::collect_written([&](auto sink) { write_icn_game_text(head, pieces, {}, Dialect::Site, {}, sink); }),
        loose_of(pieces)};
}

void check_same(const Written& got, const Written& want) {
    CHECK(got.json == want.json);
    CHECK(got.icn_seed == want.icn_seed);
    CHECK(got.icn_site == want.icn_site);
    // The squares as numbers, for playing moves: the usual way's pieces, in its order.
    REQUIRE(got.pieces.size() == want.pieces.size());
    for (std::size_t i = 0; i < got.pieces.size(); ++i) {
        CHECK(got.pieces[i].square == want.pieces[i].square);
        CHECK(got.pieces[i].piece == want.pieces[i].piece);
        CHECK(got.pieces[i].right == want.pieces[i].right);
    }
}

}  // namespace

TEST_CASE("text pieces: a plain document is written as the usual way writes it, any other is left to it") {
    Draw draw(2911);
    int taken = 0, left = 0;
    for (int round = 0; round < 1500; ++round) {
        const Drawn d = draw.document();
        CAPTURE(d.icn);
        TextPieces pieces;
        const auto doc = read_icn_text(d.icn, pieces);
        CHECK(doc.has_value() == d.plain);
        if (!doc) {
            ++left;
            continue;
        }
        ++taken;
        const Written want = usual(d.icn, false);
        REQUIRE_FALSE(want.json.empty());
        check_same(as_text(doc->position, pieces), want);
        // The same position as long JSON (the usual way's own output) read back as text.
        const std::string json = want.json;
        TextPieces from_json;
        const auto jdoc = read_long_json_text(json, from_json);
        REQUIRE(jdoc.has_value());
        check_same(as_text(jdoc->start, from_json), usual(json, true));
    }
    // Both kinds were drawn often.
    CHECK(taken > 500);
    CHECK(left > 300);
}

TEST_CASE("text pieces: display order by sign, length and digits is the numbers' order") {
    std::mt19937_64 rng(7);
    Draw draw(8);
    std::vector<std::string> texts;
    for (int i = 0; i < 400; ++i) {
        bool plain = true;
        std::string x = draw.number(plain), y = draw.number(plain);
        if (plain) texts.push_back(x + "," + y);
    }
    for (const auto& a : texts)
        for (std::size_t k = 0; k < 20; ++k) {
            const std::string& b = texts[rng() % texts.size()];
            TextPiece ta, tb;
            REQUIRE(canonical_square(a, ta.comma));
            REQUIRE(canonical_square(b, tb.comma));
            ta.square = a.data(), ta.size = static_cast<std::uint16_t>(a.size());
            tb.square = b.data(), tb.size = static_cast<std::uint16_t>(b.size());
            Square sa, sb;
            REQUIRE(parse_square(a, sa) == IntParse::ok);
            REQUIRE(parse_square(b, sb) == IntParse::ok);
            CAPTURE(a);
            CAPTURE(b);
            CHECK(text_display_less(ta, tb) == display_less(sa, sb));
        }
}

TEST_CASE("text pieces: sort_text finds a square twice in a list that comes in order, and out of order") {
    // A list in display order is checked in one pass (its order and its squares together): a
    // square given twice there, side by side, is found as in a list that has to be sorted.
    // In display order: rank down, then file up.
    const std::vector<std::string> texts = {"-5," + std::string(30, '9'), "-1,7", "4,7", "123456789012345678901234,7",
                                            "99999999999999999999999,-2", "0,-31"};
    const auto list = [&](std::initializer_list<std::size_t> order) {
        TextPieces pieces;
        for (const std::size_t i : order) {
            TextPiece p;
            REQUIRE(canonical_square(texts[i], p.comma));
            p.square = texts[i].data(), p.size = static_cast<std::uint16_t>(texts[i].size());
            pieces.push_back(p);
        }
        return pieces;
    };
    TextPieces in_order = list({0, 1, 2, 3, 4, 5});
    CHECK(sort_text(in_order));
    REQUIRE(in_order.size() == 6);
    for (std::size_t i = 0; i < in_order.size(); ++i) CHECK(in_order[i].text() == texts[i]);
    TextPieces twice_in_order = list({0, 1, 2, 3, 3, 4, 5});
    CHECK_FALSE(sort_text(twice_in_order));
    TextPieces twice_at_end = list({0, 1, 2, 3, 4, 5, 5});
    CHECK_FALSE(sort_text(twice_at_end));
    TextPieces shuffled = list({3, 5, 0, 2, 4, 1});
    CHECK(sort_text(shuffled));
    for (std::size_t i = 0; i < shuffled.size(); ++i) CHECK(shuffled[i].text() == texts[i]);
    TextPieces twice_shuffled = list({3, 5, 0, 2, 4, 1, 0});
    CHECK_FALSE(sort_text(twice_shuffled));
}

TEST_CASE("text pieces: canonical squares, up to the digit limit") {
    std::uint16_t comma = 0;
    const std::string longest(kMaxDigits, '9');
    for (const std::string ok : {"0,0", "-1,10", "5,-0123"}) {
        CAPTURE(ok);
        CHECK(canonical_square(ok, comma) == (ok != "5,-0123"));
    }
    CHECK(canonical_square(longest + ",-" + longest, comma));
    CHECK(comma == kMaxDigits);
    CHECK_FALSE(canonical_square(longest + "9,1", comma));
    for (const char* odd :
         {"-0,1", "01,1", "+1,1", "1,+1", "1", "1,", ",1", "1,1,", "1, 1", "1,1 ", "a,1", "--1,1", ""})
        CHECK_FALSE(canonical_square(odd, comma));
    // A number past the limit is the usual way's too_large.
    TextPieces pieces;
    CHECK_FALSE(read_icn_text("w K" + longest + "9,1|k1,1", pieces).has_value());
    CHECK(read_icn_text("w K" + longest + ",1|k1,1", pieces).has_value());
}

TEST_CASE("text pieces: a game's moves are read beside the text pieces") {
    TextPieces pieces;
    const auto icn = read_icn_text(
        "w K123456789012345678901,1|k1,1 123456789012345678901,1>123456789012345678901,2|1,1>2,2", pieces);
    REQUIRE(icn.has_value());
    REQUIRE(icn->moves.size() == 2);
    CHECK(to_string(icn->moves[0].move.from) == "123456789012345678901,1");
    CHECK(pieces.size() == 2);
    // The moves' columns count characters, as read_icn's do, with other text before and after
    // the piece list (whose bytes are not counted one by one).
    const std::string unicode =
        "[Event \"\xC3\xA9\"] [Site \"\xE2\x80\xA6\"] w K123456789012345678901,-1|k1,1 "
        "123456789012345678901,-1>123456789012345678901,0 {\xC3\xA9\xC3\xA9} 1,1>2,2";
    const auto text = read_icn_text(unicode, pieces);
    const auto usual = read_icn(unicode);
    REQUIRE(text.has_value());
    REQUIRE(usual.has_value());
    REQUIRE(text->moves.size() == 2);
    CHECK(text->moves[0].column == 56);
    CHECK(text->moves[1].column == 110);
    CHECK(usual->moves[0].column == 56);
    CHECK(usual->moves[1].column == 110);
    const auto json =
        read_long_json_text(R"({"startingPosition":{"123456789012345678901,1":"kingsW"},"moves":["1,1>1,2"]})", pieces);
    REQUIRE(json.has_value());
    CHECK(json->moves.size() == 1);
    CHECK(pieces.size() == 1);
}

TEST_CASE("text pieces: squares of any length are written alike, kept as text or made by moves") {
    // The writers copy a square's text of up to 160 bytes through their batch and append a
    // longer one, or a square with numbers only (a move made it), to the string: the text of
    // squares on both sides of that length, with and without their text, is the same.
    std::vector<std::string> texts;
    for (const std::size_t x_digits : {1, 78, 79, 80, 81, 150, 200})
        for (const std::size_t y_digits : {1, 79, 80}) {
            std::string x(x_digits, '7'), y(y_digits, '3');
            x[0] = '1';
            texts.push_back("-" + x + "," + y);
            texts.push_back(x + ",-" + y);
        }
    std::string icn = "w ";
    for (std::size_t i = 0; i < texts.size(); ++i)
        icn += (i ? "|" : "") + std::string(i % 3 ? "R" : "q") + texts[i] + (i % 4 ? "" : "+");
    TextPieces pieces;
    REQUIRE(read_icn_text(icn, pieces).has_value());
    REQUIRE(sort_text(pieces));
    const auto lengths = [&] {
        std::set<std::size_t> seen;
        for (const TextPiece& p : pieces) seen.insert(p.size);
        return seen;
    }();
    CHECK(lengths.contains(159));
    CHECK(lengths.contains(160));
    CHECK(lengths.contains(161));
    const Position head;
    const Written kept = as_text(head, pieces);
    // The same pieces as numbers, every other one with its text (LoosePiece::text) as well.
    LoosePieces made = loose_of(pieces), mixed = made;
    for (std::size_t i = 0; i < mixed.size(); i += 2)
        if (pieces[i].size <= 255) {  // (LoosePiece::text_size: a reader keeps no longer text)
            mixed[i].text = pieces[i].square;
            mixed[i].text_size = static_cast<std::uint8_t>(pieces[i].size);
        }
    JsonWriteOptions options;
    options.moves = false;
    for (const LoosePieces* loose : {&made, &mixed}) {
        CHECK(testing::collect_written([&](auto sink) { write_long_json_loose(head, *loose, {}, options, sink); }) ==
              kept.json);
        CHECK(testing::collect_written([&](auto sink) {
                  write_icn_game_loose(head, *loose, {}, Dialect::Seed, {}, sink);
              }) == kept.icn_seed);
    }
    // And the text itself: every entry in display order, as it was read.
    std::string listed, members;
    for (const TextPiece& p : pieces) {
        const bool queen = p.piece.type == PieceType::Queen;
        listed += (listed.empty() ? " " : "|") + std::string(queen ? "q" : "R") + std::string(p.text()) +
                  (p.right ? "+" : "");
        members +=
            (members.empty() ? "\"" : ",\"") + std::string(p.text()) + (queen ? "\":\"queensB\"" : "\":\"rooksW\"");
    }
    CHECK(kept.icn_seed.find(listed) != std::string::npos);
    CHECK(kept.json.find("\"startingPosition\":{" + members + "}") != std::string::npos);
}

TEST_CASE("text pieces: variants and JSON in other shapes take the usual way") {
    TextPieces pieces;
    CHECK_FALSE(read_icn_text("[Variant \"Classical\"] w", pieces).has_value());
    CHECK_FALSE(read_icn_text("w K1,1|k1,1", pieces).has_value());  // a square twice
    for (const char* json : {
             R"({"startingPosition":"K123456789012345678901,1|k1,1"})",
             R"({"startingPosition":{"123456789012345678901,1":"kings\u0057"}})",
             R"({"startingPosition":{"0123456789012345678901,1":"kingsW"}})",
             R"({"startingPosition":{"1,1":"kingsW","1,1":"kingsB"}})",
             R"({"startingPosition":{"1,1":"nonsenseW"}})",
             R"({"startingPosition":{"1,1":""}})",  // (an empty name: a read before it, found by fuzzing)
             R"({"startingPosition":{"1,1":"kingsW"},"specialRights":{"1,1":1}})",
             R"({"startingPosition":{"1,1":"kingsW"},"turn":"green"})",
         }) {
        CAPTURE(json);
        CHECK_FALSE(read_long_json_text(json, pieces).has_value());
    }
    // Rights of squares without a piece, false ones, blanks between members: as the usual way.
    const std::string json =
        R"({"turn":"black","specialRights":{"-123456789012345678901,7":true, "5,5":false,"9,9":true},)"
        R"( "startingPosition":{"5,5":"kingsW","-123456789012345678901,7":"rooksB" , "1,2":"obstaclesN"}})";
    const auto doc = read_long_json_text(json, pieces);
    REQUIRE(doc.has_value());
    check_same(as_text(doc->start, pieces), usual(json, true));
}
