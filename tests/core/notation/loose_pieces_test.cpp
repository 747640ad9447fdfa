// The conversion's piece lists (core/notation/loose_pieces.hpp) say what the board readers say:
// the same pieces, rights and document, the same errors, and the writers the same text.
#include <doctest/doctest.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/notation/display_order.hpp"
#include "core/notation/loose_pieces.hpp"
#include "core/notation/loose_text.hpp"
#include "tests/core/notation/collect_writer.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// The board's pieces as a loose list in display order, rights from the position.
LoosePieces from_board(const Position& p) {
    LoosePieces out;
    for (const auto& [s, piece] : display_sorted(p.board)) out.push_back({s, piece, p.has_right(s)});
    return out;
}

bool same(const LoosePieces& a, const LoosePieces& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].square != b[i].square || a[i].piece != b[i].piece || a[i].right != b[i].right) return false;
    return true;
}

void check_json(const std::string& text) {
    CAPTURE(text);
    LoosePieces loose;
    const auto got = read_long_json_loose(text, loose);
    const auto want = read_long_json(text);
    REQUIRE(got.has_value() == want.has_value());
    if (!want) {
        CHECK(got.error().code == want.error().code);
        // needs_wide only sends the caller to the wide build: its message is never shown.
        if (want.error().code == kNeedsWide) return;
        CHECK(got.error().message == want.error().message);
        CHECK(got.error().column == want.error().column);
        return;
    }
    CHECK(got->start.board.empty());
    CHECK(got->start.special_rights.empty());
    CHECK(same(loose, from_board(want->start)));
    // The document around the pieces is the same: written without them, the text is the same.
    Position bare = want->start;
    bare.board.clear();
    bare.special_rights.clear();
    CHECK(write_long_json(got->start, {}) == write_long_json(bare, {}));
    CHECK(got->moves.size() == want->moves.size());
    // And the loose writers write what the board's writers write.
    JsonWriteOptions options;
    options.moves = false;
    CHECK(testing::collect_written([&](auto sink) { write_long_json_loose(got->start, loose, {}, options, sink); }) ==
          write_long_json(want->start, {}, options) + "\n");
    CHECK(testing::collect_written([&](auto sink) {
              write_icn_game_loose(got->start, loose, {}, Dialect::Seed, {}, sink);
          }) == write_icn_game(want->start, {}, Dialect::Seed) + "\n");
}

void check_icn(const std::string& text) {
    CAPTURE(text);
    LoosePieces loose;
    const auto got = read_icn_loose(text, loose);
    const auto want = read_icn(text);
    REQUIRE(got.has_value() == want.has_value());
    if (!want) {
        CHECK(got.error().code == want.error().code);
        CHECK(got.error().column == want.error().column);
        CHECK(got.error().message == want.error().message);
        return;
    }
    CHECK(got->position.board.empty());
    CHECK(same(loose, from_board(want->position)));
    CHECK(testing::collect_written([&](auto sink) {
              write_icn_game_loose(got->position, loose, {}, Dialect::Site, {}, sink);
          }) == write_icn_game(want->position, {}, Dialect::Site) + "\n");
}

}  // namespace

TEST_CASE("read_icn_loose reads what read_icn reads, errors included") {
    for (const char* text : {
             "w K5,1+|k5,8+|P1,2+|r-3,9",
             "[Event \"x\"] b 3/100 7 (8|1) 1,8,1,8 checkmate K1,1|k8,8| 1,1>1,2",
             "w K1,1|k1,1",                 // a square given twice
             "w K1,1|k2,2|Q3,3|q2,2|b1,1",  // two repeats: the first in text order is named
             "w K1,1|Zz3,3|k1,1",           // a bad code after a repeat... before it
             "w K1,1|k1,1|Zz3,3",           // a repeat before a bad code
             "w K1,1 k2,2",                 // a second piece list
             "w K99999999999999999999999,1|k2,2",
             "",
             "[Variant \"Classical\"]",
         })
        check_icn(text);
}

TEST_CASE("read_long_json_loose reads what read_long_json reads, errors included") {
    for (
        const char* text : {
            R"({"turn":"white","specialRights":{"1,1":true,"2,2":false,"9,9":true},"startingPosition":{"1,1":"kingsW","2,2":"kingsB"}})",
            R"({ "startingPosition" : { "1,1" : "kingsW" , "-3,7":"queensB" } , "specialRights" : { } })",
            R"({"startingPosition":{}})",
            R"({"startingPosition":{"1,1":"kingsW","1,1":"kingsB"}})",  // a square twice
            R"({"startingPosition":{"1,1":"kingsW","2,2":"nonsense"}})",
            R"({"startingPosition":{"1,x":"kingsW"}})",
            R"({"startingPosition":{"1,1":"kings\u0057"}})",  // an escape: read the long way
            R"({"startingPosition":{"1,1":"kingsW",}})",      // not JSON
            R"({"startingPosition":{"1,1":"kingsW"},"specialRights":{"1,1":1}})",
            R"({"startingPosition":{"1,1":"kingsW"},"specialRights":{"1,1":null}})",
            R"({"startingPosition":"K1,1+|k2,2","specialRights":{"2,2":true}})",  // a short piece list
            R"({"startingPosition":{"1,1":"kingsW"},"startingPosition":{"2,2":"kingsB"}})",
            R"({"metadata":{"startingPosition":{"1,1":"x"}},"startingPosition":{"1,1":"kingsW"}})",
            R"({"startingPosition":{"99999999999999999999999,1":"kingsW"}})",
            R"({"startingPosition":{"1,1":"kingsW"},"turn":"green"})",
            R"({"startingPosition":{"1,1":"kingsW"},"moves":["1,1>1,2"]})",
            R"([1,2])",
        })
        check_json(text);
}

// Long maps, so that most members are read by the scan's quick path (32 bytes at a time) and
// the rest, each shape it leaves to the general reading, by that: both must give what the JSON
// library gives.
TEST_CASE("read_long_json_loose reads long maps of every member shape as read_long_json does") {
    const std::vector<std::string> shapes = {
        R"("%X,%Y":"kingsW")",
        R"("-%X,-%Y":"royalCentaursB")",
        R"("00%X,-0%Y":"voidsN")",
        R"("%X1234567,%Y":"pawnsB")",
        R"("%X12345678,%Y":"rooksW")",
        R"("%X,%Y" : "queensB")",
        R"("%X,%Y":"knightridersW")",
        R"("+%X,%Y":"hawksB")",
        R"("%X,%Y":"obstaclesN")",
        R"("%X,%Y":"amazonsW")",
        R"("%X123456789012345,-%Y":"guardsB")",
        R"("-%X12345678901234,%Y123456789012345":"camelsW")",
        // 17 to 19 digits, at most 2^60: the quick path's masks of 64 bytes.
        R"("-%X0000000000000000,%Y":"amazonsB")",
        R"("%Y,-10%X000000000000000":"kingsB")",
        R"("10%X000000000000000,-%Y":"hawksW")",
    };
    const auto fill = [](std::string shape, int x, int y) {
        shape.replace(shape.find("%X"), 2, std::to_string(x));
        shape.replace(shape.find("%Y"), 2, std::to_string(y));
        return shape;
    };
    std::string pieces, rights, first_half;
    for (int i = 0; i < 400; ++i) {
        if (i == 200) first_half = pieces;
        if (i > 0) pieces += ',', rights += ',';
        pieces += fill(shapes[static_cast<std::size_t>(i) % shapes.size()], i % 37 + 1, i);
        rights += fill(i % 3 == 0   ? R"("%X,%Y":true)"
                       : i % 3 == 1 ? R"("%X,%Y":false)"
                                    : R"("%X,%Y" :true)",
                       i % 37 + 1, i);
    }
    const std::string head = R"({"turn":"white","specialRights":{)" + rights + R"(},"startingPosition":{)";
    check_json(head + pieces + "}}");
    check_json(head + pieces + R"(,"1,-1":"queensW"})" + "}");  // a member within 48 bytes of the end
    // A bad member among the quick ones: the document is read the long way, for its error.
    for (const char* bad :
         {R"("1,1":"kingsX")", R"("1,1":"kingsN")", R"("1,1":kingsW)", R"("1,x":"kingsW")", R"("1,1":"kingsW")",
          R"("1,2":"kingsB")", R"("99999999999999999999,1":"kingsW")", R"("1,1":"kingsW",)",
          R"("1152921504606846977,1":"kingsW")", R"("1,-1152921504606846977":"kingsW")",
          R"("-1152921504606846976,1152921504606846976":"kingsW")", R"("9223372036854775808,1":"kingsW")",
          R"("1,9999999999999999999":"kingsW")"}) {
        check_json(head + first_half + "," + bad + pieces.substr(first_half.size()) + "}}");
        check_json(head + std::string(bad) + "," + pieces + "}}");
    }
}

TEST_CASE("sort_loose puts any spread in display order and finds a repeated square") {
    std::mt19937_64 rng(33);
    for (const std::int64_t span :
         {std::int64_t{3}, std::int64_t{300}, std::int64_t{1} << 40, INT64_MAX / 2, INT64_MAX}) {
        CAPTURE(span);
        std::uniform_int_distribution<std::int64_t> coord(-span, span);
        LoosePieces v;
        for (int i = 0; i < 5000; ++i)
            v.push_back({{Coord(coord(rng)), Coord(coord(rng))}, {PieceType::Rook, Color::White}});
        // One rank, and one file: a key of one offset only.
        for (int i = 0; i < 300; ++i) v.push_back({{Coord(coord(rng)), Coord(7)}, {PieceType::Rook, Color::Black}});
        for (int i = 0; i < 300; ++i) v.push_back({{Coord(-5), Coord(coord(rng))}, {PieceType::Rook, Color::Black}});
        const bool unique = sort_loose(v);
        bool repeat = false;
        for (std::size_t i = 1; i < v.size(); ++i) {
            CHECK_FALSE(display_less(v[i].square, v[i - 1].square));
            repeat = repeat || v[i].square == v[i - 1].square;
        }
        CHECK(unique == !repeat);
    }
}

TEST_CASE("sort_loose sorts through each of its passes: dense, sparse, skewed and clustered lists") {
    // Shapes that take each way of the narrow build's radix sort: the in-place split of a long
    // range, the whole key of a dense range dealt in one pass, a sparse range dealt a byte at a
    // time, a range still long after a split, and the small ranges sorted by comparisons.
    std::mt19937_64 rng(36);
    const auto uniform = [&](std::int64_t lo, std::int64_t hi) {
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
    };
    const auto area = [&](LoosePieces& v, int n, std::int64_t x0, std::int64_t y0, std::int64_t w, std::int64_t h) {
        for (int i = 0; i < n; ++i)
            v.push_back({{Coord(x0 + uniform(0, w - 1)), Coord(y0 + uniform(0, h - 1))},
                         {static_cast<PieceType>(i % kPieceTypeCount), i % 2 == 0 ? Color::White : Color::Black}});
    };
    std::vector<std::pair<const char*, LoosePieces>> lists(6);
    lists[0].first = "dense: 100,000 on 400 x 400";
    area(lists[0].second, 100'000, -200, -200, 400, 400);
    lists[1].first = "short and dense: 2,000 on 60 x 60";
    area(lists[1].second, 2'000, 5, -30, 60, 60);
    lists[2].first = "sparse: 60,000 over 2^40 both ways";
    area(lists[2].second, 60'000, -(std::int64_t{1} << 40), -(std::int64_t{1} << 40), std::int64_t{1} << 41,
         std::int64_t{1} << 41);
    lists[3].first = "skewed: 20,000 on 150 x 150 and one piece at 2^50";
    area(lists[3].second, 20'000, 0, 0, 150, 150);
    lists[3].second.push_back({{Coord(std::int64_t{1} << 50), Coord(-3)}, {PieceType::King, Color::White}});
    lists[4].first = "clusters: ten of 3,000 pieces on 90 x 90, far apart";
    for (int c = 0; c < 10; ++c)
        area(lists[4].second, 3'000, uniform(-(std::int64_t{1} << 59), std::int64_t{1} << 59),
             uniform(-(std::int64_t{1} << 59), std::int64_t{1} << 59), 90, 90);
    lists[5].first = "one rank: 30,000 files over 100,000";
    area(lists[5].second, 30'000, -50'000, 4, 100'000, 1);
    for (auto& [name, v] : lists) {
        CAPTURE(name);
        std::shuffle(v.begin(), v.end(), rng);
        const auto by_square = [](const LoosePiece& a, const LoosePiece& b) {
            return display_less(a.square, b.square) ||
                   (a.square == b.square && std::pair{index(a.piece.type), static_cast<int>(a.piece.color)} <
                                                std::pair{index(b.piece.type), static_cast<int>(b.piece.color)});
        };
        LoosePieces want = v;
        std::sort(want.begin(), want.end(), by_square);
        const bool unique = std::adjacent_find(want.begin(), want.end(), [](const LoosePiece& a, const LoosePiece& b) {
                                return a.square == b.square;
                            }) == want.end();
        LoosePieces got = v;
        CHECK(sort_loose(got) == unique);
        REQUIRE(got.size() == want.size());
        // Squares given twice may come in either order: each run of one square sorted by piece.
        for (std::size_t i = 0; i < got.size();) {
            std::size_t j = i + 1;
            while (j < got.size() && got[j].square == got[i].square) ++j;
            std::sort(got.begin() + static_cast<std::ptrdiff_t>(i), got.begin() + static_cast<std::ptrdiff_t>(j),
                      by_square);
            i = j;
        }
        std::size_t differ = 0;
        for (std::size_t i = 0; i < got.size(); ++i)
            differ += got[i].square == want[i].square && got[i].piece == want[i].piece ? 0 : 1;
        CHECK(differ == 0);
    }
}

TEST_CASE("sort_loose finds a repeated square in a list that already comes in order") {
    // A list in display order is checked in one pass, its order and its squares together.
    LoosePieces v;
    for (const auto& [x, y] : {std::pair{-3, 9}, {2, 9}, {-7, 1}, {0, 1}, {5, 1}, {1, -4}})
        v.push_back({{Coord(x), Coord(y)}, {PieceType::Rook, Color::White}});
    LoosePieces in_order = v;
    CHECK(sort_loose(in_order));
    CHECK(in_order.size() == v.size());
    for (std::size_t i = 0; i < v.size(); ++i) CHECK(in_order[i].square == v[i].square);
    for (std::size_t at = 0; at < v.size(); ++at) {
        LoosePieces twice = v;
        twice.insert(twice.begin() + static_cast<std::ptrdiff_t>(at), v[at]);
        CAPTURE(at);
        CHECK_FALSE(sort_loose(twice));
    }
}

TEST_CASE("accept_json is nlohmann's accept") {
    for (const char* text : {R"({"startingPosition":{"1,1":"kingsW"}})", R"({"startingPosition":{"1,1":"kingsW",}})",
                             R"({"startingPosition":{"1,1":kingsW}})", R"({"a":1} x)", "{", "", R"({"b":[{}]})",
                             R"({"specialRights":{"1,1":true}, "x": })"})
        CHECK(accept_json(text) == nlohmann::json::accept(std::string_view(text)));
}

TEST_CASE("the loose writers write a game's moves as the board's writers do, in chunks past 64 KiB") {
    const auto read = read_icn("[Event \"x\"] b 3/100 7 K5,1+|R8,1+|k5,8|r1,8+|P2,2+|q-4000000000,3");
    REQUIRE(read.has_value());
    LoosePieces loose;
    Position start = read->position;
    take_loose(start, loose);  // start keeps everything but its pieces
    // Made-up moves with every part the writers spell: a capture, a promotion, en passant,
    // castling, check and mate flags. Few, then enough that their text passes kTextChunk.
    std::vector<JsonMove> few = {
        {{{5, 1}, {7, 1}, std::nullopt},
         {PieceType::King, Color::White},
         std::nullopt,
         false,
         Square{8, 1},
         1,
         true,
         false},
        {{{1, 8}, {1, 1}, std::nullopt},
         {PieceType::Rook, Color::Black},
         Piece{PieceType::Rook, Color::White},
         false,
         std::nullopt,
         0,
         false,
         false},
        {{{2, 2}, {3, 3}, Piece{PieceType::Queen, Color::White}},
         {PieceType::Pawn, Color::White},
         std::nullopt,
         true,
         std::nullopt,
         0,
         true,
         true},
    };
    std::vector<JsonMove> many;
    for (int i = 0; i < 9000; ++i) many.push_back(few[static_cast<std::size_t>(i) % few.size()]);
    for (const auto* moves : {&few, &many}) {
        CAPTURE(moves->size());
        std::vector<Move> plain;
        std::vector<char> marks;
        for (const auto& m : *moves) {
            plain.push_back(m.move);
            marks.push_back(m.mate ? '#' : m.check ? '+' : 0);
        }
        std::size_t chunks = 0;
        const auto counted = [&](auto&& write) {
            return testing::collect_written([&](auto sink) {
                write([&](std::string_view piece) {
                    CHECK(piece.size() < kTextChunk + 1024);
                    ++chunks;
                    sink(piece);
                });
            });
        };
        for (const bool flags : {false, true}) {
            JsonWriteOptions options;
            options.check_flags = flags;
            chunks = 0;
            CHECK(counted([&](auto sink) { write_long_json_loose(start, loose, *moves, options, sink); }) ==
                  write_long_json(read->position, *moves, options) + "\n");
            CHECK((chunks > 1) == (moves == &many));
        }
        for (const Dialect dialect : {Dialect::Site, Dialect::Seed}) {
            chunks = 0;
            CHECK(counted([&](auto sink) { write_icn_game_loose(start, loose, plain, dialect, marks, sink); }) ==
                  write_icn_game(read->position, plain, dialect, marks) + "\n");
            CHECK((chunks > 1) == (moves == &many));
            CHECK(counted([&](auto sink) { write_icn_game_loose(start, loose, plain, dialect, {}, sink); }) ==
                  write_icn_game(read->position, plain, dialect) + "\n");
        }
    }
}

// Many pieces of every type and colour (the writers put entries together in a block and copy
// padded names): the board's writers' text, in chunks that stay under kTextChunk + 1 KiB.
TEST_CASE("the loose writers write many pieces of every kind as the board's writers do") {
    std::mt19937_64 rng(4242);
    Position p;
    for (int i = 0; i < 30'000; ++i) {
        const auto type = static_cast<PieceType>(rng() % kPieceTypeCount);
        const Color color = spec(type).neutral ? Color::Neutral : rng() % 2 != 0 ? Color::White : Color::Black;
        const Square s{static_cast<Coord>(rng() % 2'000'000'000) - 1'000'000'000, static_cast<Coord>(rng() % 300)};
        if (p.board.find(s) != nullptr) continue;
        p.board.put(s, {type, color});
        if (rng() % 4 == 0) p.special_rights.insert(s);
    }
    Position start = p;
    LoosePieces loose;
    take_loose(start, loose);
    const auto chunked = [&](auto&& write) {
        return testing::collect_written([&](auto sink) {
            write([&](std::string_view piece) {
                CHECK(piece.size() < kTextChunk + 1024);
                sink(piece);
            });
        });
    };
    JsonWriteOptions options;
    options.moves = false;
    CHECK(chunked([&](auto sink) { write_long_json_loose(start, loose, {}, options, sink); }) ==
          write_long_json(p, {}, options) + "\n");
    for (const Dialect dialect : {Dialect::Site, Dialect::Seed})
        CHECK(chunked([&](auto sink) { write_icn_game_loose(start, loose, {}, dialect, {}, sink); }) ==
              write_icn_game(p, {}, dialect) + "\n");
}

// The loose writers' numbers (loose_text::put_int) are std::to_chars's text, and stay within
// the 20 bytes of room a number has.
TEST_CASE("put_int writes what std::to_chars writes") {
    std::vector<std::int64_t> values = {
        0, 1, -1, 9, 10, 99, 100, -100, 999, 1000, INT64_MAX, INT64_MIN, INT64_MIN + 1, kNarrowLimit, -kNarrowLimit};
    for (std::int64_t p = 1; p <= INT64_MAX / 10; p *= 10)
        for (const std::int64_t d : {p - 1, p, p + 1}) values.insert(values.end(), {d, -d});
    std::mt19937_64 rng(808);
    for (int i = 0; i < 20'000; ++i) {
        const auto v = static_cast<std::int64_t>(rng() >> (rng() % 64));
        values.push_back(rng() % 2 != 0 ? v : -v);
    }
    for (const std::int64_t v : values) {
        char want[24], got[40];
        std::memset(got, '#', sizeof got);
        const std::string_view a(want, static_cast<std::size_t>(std::to_chars(want, want + sizeof want, v).ptr - want));
        char* end = loose_text::put_int(got, v);
        const std::string_view b(got, static_cast<std::size_t>(end - got));
        REQUIRE_MESSAGE(a == b, v);
        CHECK(got[20] == '#');  // nothing past the room
    }
}

// A square the quick readers saw spelled canonically is written from its text (LoosePiece::text),
// any other from its numbers: both give the board's writers' text. Spellings of one to nineteen
// digits, with leading zeros and "-0", in ICN and long JSON; the text kept only when canonical.
TEST_CASE("the loose writers copy a square's text only where the reader saw it canonical") {
    std::mt19937_64 rng(2026);
    const auto number = [&](bool& canonical) {
        const int digits = 1 + static_cast<int>(rng() % 19);
        std::string n = std::to_string(rng() % 9 + 1);
        while (static_cast<int>(n.size()) < digits) n += static_cast<char>('0' + rng() % 10);
        if (digits == 19) n = std::to_string(rng() % static_cast<std::uint64_t>(kNarrowLimit));
        if (rng() % 9 == 0) n = "0";
        canonical = true;
        if (rng() % 7 == 0) n.insert(0, "0"), canonical = false;
        if (rng() % 2 == 0) {
            n.insert(0, "-");
            if (n == "-0") canonical = false;
        }
        return n;
    };
    std::string icn = "w ", json = R"({"specialRights":{},"startingPosition":{)";
    std::size_t canonical_squares = 0, long_squares = 0;
    for (int i = 0; i < 600; ++i) {
        // y tells the squares apart: the row number, or a 17-digit number of it.
        bool cx = false;
        const std::string x = number(cx);
        const std::string y =
            i % 2 == 0 ? std::to_string(i) : (rng() % 2 == 0 ? "-" : "") + std::to_string(10'000'000'000'000'000 + i);
        const std::string s = x + "," + y;
        const bool canonical = cx;
        canonical_squares += canonical ? 1 : 0;
        long_squares += canonical && s.size() > 32 ? 1 : 0;
        icn += (i > 0 ? "|Q" : "Q") + s;
        json += (i > 0 ? ",\"" : "\"") + s + R"(":"queensW")";
    }
    json += "}}";
    REQUIRE(canonical_squares > 200);
    REQUIRE(long_squares > 10);
    check_icn(icn);
    check_json(json);
    // The readers kept the canonical spellings (but the last few entries, within the quick
    // paths' reach of the text's end, which the general path reads).
    for (const bool from_json : {false, true}) {
        LoosePieces loose;
        if (from_json) REQUIRE(read_long_json_loose(json, loose).has_value());
        else {
            const auto read = read_icn_loose(icn, loose);
            INFO((read ? std::string() : read.error().message));
            REQUIRE(read.has_value());
        }
        std::size_t kept = 0;
        for (const LoosePiece& p : loose) {
            if (p.text == nullptr) continue;
            ++kept;
            CHECK(std::string_view(p.text, p.text_size) == to_string(p.square));
        }
        CHECK(kept + 8 >= canonical_squares);
    }
}
