#include <doctest/doctest.h>

#include <array>
#include <fstream>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/board/piece.hpp"

using namespace uici;

namespace {

// A table whose initialiser lists the rows I of kPieceRows only: with one row fewer than the
// types, it reads as kPieceRows would after a new enumerator without its row (aggregate
// initialisation fills the missing row with zeros).
template <std::size_t... I>
constexpr std::array<PieceSpec, kPieceTypeCount> rows_written(std::index_sequence<I...>) {
    return {{kPieceRows[I]...}};
}
constexpr auto kOneRowShort = rows_written(std::make_index_sequence<kPieceTypeCount - 1>{});

// kPieceRows with a 23rd row after Void, as if a row were added without its enumerator.
constexpr auto kOneRowLong = [] {
    std::array<PieceSpec, kPieceTypeCount + 1> rows{};
    for (std::size_t i = 0; i < kPieceRows.size(); ++i) rows[i] = kPieceRows[i];
    rows.back() = {PieceType::Void, "el", "elephants", 'f', 0, 300};
    return rows;
}();

constexpr auto with_row(std::size_t i, PieceSpec row) {
    auto rows = kPieceRows;
    rows[i] = row;
    return rows;
}

}  // namespace

TEST_SUITE("piece") {
    TEST_CASE("every one of the 22 types has a code and a long name that read back") {
        for (int i = 0; i < kPieceTypeCount; ++i) {
            const auto type = static_cast<PieceType>(i);
            const auto& s = spec(type);
            CHECK(s.type == type);
            const Color colours[] = {Color::White, Color::Black};
            for (Color c : s.neutral ? std::vector<Color>{Color::Neutral} : std::vector<Color>(colours, colours + 2)) {
                const Piece p{type, c};
                CHECK(piece_from_code(piece_code(p)) == p);
                CHECK(piece_from_long_name(long_name(p)) == p);
            }
        }
    }

    TEST_CASE("the piece table has one row per type, and a table that misses one fails its check") {
        // The same check is a static_assert under kPieceRows: a short table does not build.
        static_assert(covers_every_type(kPieceRows));
        static_assert(!covers_every_type(kOneRowShort));
        static_assert(!covers_every_type(kOneRowLong));
        CHECK(covers_every_type(kPieceRows));
        CHECK_FALSE(covers_every_type(kOneRowShort));
        CHECK_FALSE(covers_every_type(kOneRowLong));
        CHECK_FALSE(covers_every_type(std::span(kPieceRows).first(kPieceTypeCount - 1)));
        // Rows out of order, or two rows sharing a code, a long name or an SPRT letter.
        CHECK_FALSE(covers_every_type(with_row(6, kPieceRows[7])));
        auto same_letter = kPieceRows[7];
        same_letter.sprt_letter = kPieceRows[6].sprt_letter;
        CHECK_FALSE(covers_every_type(with_row(7, same_letter)));
        auto same_code = kPieceRows[7];
        same_code.code = "am";
        CHECK_FALSE(covers_every_type(with_row(7, same_code)));
        auto same_name = kPieceRows[7];
        same_name.long_name = "amazons";
        CHECK_FALSE(covers_every_type(with_row(7, same_name)));
        auto no_letter = kPieceRows[7];
        no_letter.sprt_letter = 0;
        CHECK_FALSE(covers_every_type(with_row(7, no_letter)));
    }

    TEST_CASE("the six chess pieces, and only they, have a SAN letter") {
        std::string letters;
        for (const auto& row : kPieceRows)
            if (row.san_letter) letters += row.san_letter;
        CHECK(letters == "KQRBNP");
        for (const auto& row : kPieceRows)
            if (row.san_letter) CHECK(piece_code({row.type, Color::White}) == std::string(1, row.san_letter));
    }

    TEST_CASE("PROTOCOL.md's material table is the value column") {
        std::ifstream in(UICI_TEST_DATA_DIR "/../../PROTOCOL.md");
        REQUIRE(in);
        std::string line, values;
        while (std::getline(in, line) && line.rfind("| k | q | r |", 0) != 0) {
        }
        REQUIRE(std::getline(in, values));  // the |---| line
        REQUIRE(std::getline(in, values));
        std::string want_codes = "|", want_values = "|";
        for (const auto& row : kPieceRows) {
            // Appended piecewise: GCC 12 warns falsely (-Wrestrict) on " " + std::string.
            want_codes.append(" ").append(row.code).append(" |");
            want_values.append(" ").append(std::to_string(row.value)).append(" |");
        }
        CHECK(line == want_codes);
        CHECK(values == want_values);
    }

    TEST_CASE("codes are case-sensitive: upper case white, lower case black, neutrals lower case only") {
        CHECK(piece_from_code("AM") == Piece{PieceType::Amazon, Color::White});
        CHECK(piece_from_code("am") == Piece{PieceType::Amazon, Color::Black});
        CHECK(piece_from_code("Am") == std::nullopt);
        CHECK(piece_from_code("OB") == std::nullopt);
        CHECK(piece_from_code("ob") == Piece{PieceType::Obstacle, Color::Neutral});
        CHECK(piece_from_code("HU") == Piece{PieceType::Huygens, Color::White});
        CHECK(piece_from_code("ro") == Piece{PieceType::Rose, Color::Black});
        CHECK(piece_from_code("X") == std::nullopt);
    }

    TEST_CASE("long names follow the JSON format") {
        CHECK(long_name({PieceType::Pawn, Color::White}) == "pawnsW");
        CHECK(long_name({PieceType::Hawk, Color::Black}) == "hawksB");
        CHECK(long_name({PieceType::Obstacle, Color::Neutral}) == "obstaclesN");
        CHECK(long_name({PieceType::Huygens, Color::White}) == "huygensW");
        CHECK(long_name({PieceType::Rose, Color::White}) == "rosesW");
        CHECK(long_name({PieceType::RoyalQueen, Color::Black}) == "royalQueensB");
        CHECK(piece_from_long_name("pawnsN") == std::nullopt);
        CHECK(piece_from_long_name("obstaclesW") == std::nullopt);
    }

    TEST_CASE("movement rows") {
        CHECK(spec(PieceType::Hawk).leaps.size() == 16);
        CHECK(spec(PieceType::Centaur).leaps.size() == 16);
        CHECK(spec(PieceType::Amazon).slide_lines == (kOrthogonalLines | kDiagonalLines));
        CHECK(spec(PieceType::Knightrider).slide_lines == kKnightriderLines);
        CHECK(spec(PieceType::RoyalCentaur).jumping_royal);
        CHECK(spec(PieceType::RoyalQueen).royal);
        CHECK_FALSE(spec(PieceType::RoyalQueen).jumping_royal);
        CHECK(spec(PieceType::Huygens).special == Special::Huygens);
    }
}
