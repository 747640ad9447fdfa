// Long piece lists, where the reader takes its quick path (an entry read from 16-byte masks)
// for every entry with room after it and the general path for the rest: random lists must
// read back exactly what was written, and a fault anywhere must give the error the general
// path gives for the same entry when it is the last one (read by the general path).
#include <doctest/doctest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "core/board/piece.hpp"
#include "core/notation/icn.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

struct Entry {
    std::string text;  // "CODEx,y" with its '+', without the bar
    Square square;
    Piece piece;
    bool right = false;
};

// A coordinate of one of the shapes the quick path must read or pass on: short, up to eight
// digits, nine to eighteen, the int64 extremes; sometimes with leading zeros, 0 sometimes as -0.
std::pair<Coord, std::string> random_coord(std::mt19937_64& rng) {
    const int shape = static_cast<int>(rng() % 10);
    Coord v = 0;
    if (shape < 4) v = static_cast<Coord>(rng() % 19) - 9;
    else if (shape < 8) v = static_cast<Coord>(rng() % 200'000'000) - 100'000'000;
    else if (shape == 8) v = static_cast<Coord>(rng() % 2'000'000'000'000'000'000ULL) - 1'000'000'000'000'000'000LL;
    else if (kWideCoords) v = rng() % 2 != 0 ? INT64_MAX : -INT64_MAX;
    else v = rng() % 2 != 0 ? kNarrowLimit : -kNarrowLimit;  // the narrow build's largest
    const auto iv = static_cast<std::int64_t>(v);
    std::string digits =
        std::to_string(iv < 0 ? -static_cast<unsigned long long>(iv) : static_cast<unsigned long long>(iv));
    if (rng() % 6 == 0) digits.insert(0, 1 + rng() % 3, '0');
    const bool minus = v < 0 || (v == 0 && rng() % 4 == 0);
    return {v, (minus ? "-" : "") + digits};
}

std::vector<Entry> random_entries(std::mt19937_64& rng, int n) {
    std::vector<Entry> out;
    std::map<std::pair<Coord, Coord>, bool> used;
    while (static_cast<int>(out.size()) < n) {
        const auto [x, xs] = random_coord(rng);
        const auto [y, ys] = random_coord(rng);
        if (used[{x, y}]) continue;
        used[{x, y}] = true;
        const auto type = static_cast<PieceType>(rng() % kPieceTypeCount);
        const Color color = spec(type).neutral ? Color::Neutral : rng() % 2 != 0 ? Color::White : Color::Black;
        Entry e{"", {x, y}, {type, color}, rng() % 5 == 0};
        e.text = piece_code(e.piece) + xs + "," + ys + (e.right ? "+" : "");
        out.push_back(e);
    }
    return out;
}

std::string join(const std::vector<Entry>& entries, std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += (i ? "|" : "") + entries[i].text;
    return text;
}

// Where entry i starts in join(entries, ...).
std::size_t column_of(const std::vector<Entry>& entries, std::size_t i) {
    std::size_t col = 0;
    for (std::size_t k = 0; k < i; ++k) col += entries[k].text.size() + 1;
    return col;
}

}  // namespace

TEST_SUITE("icn piece list") {
    TEST_CASE("random long piece lists read back exactly") {
        std::mt19937_64 rng(1122);
        for (int round = 0; round < 200; ++round) {
            const auto entries = random_entries(rng, 1 + static_cast<int>(rng() % 120));
            const std::string text = join(entries, entries.size());
            const auto doc = read_icn(text);
            REQUIRE_MESSAGE(doc.has_value(), text.substr(0, 200), " -> ", doc ? "" : doc.error().message);
            const Board& board = doc->position.board;
            CHECK(board.size() == entries.size());
            for (const Entry& e : entries) {
                const Piece* got = board.find(e.square);
                REQUIRE_MESSAGE(got != nullptr, e.text);
                CHECK_MESSAGE(*got == e.piece, e.text);
                CHECK_MESSAGE(doc->position.has_right(e.square) == e.right, e.text);
            }
        }
    }

    TEST_CASE("a fault in any entry gives the error of that entry read last by the general path") {
        std::mt19937_64 rng(2211);
        const std::string faults = "x-,+09.#|Q";
        for (int round = 0; round < 2'000; ++round) {
            auto entries = random_entries(rng, 2 + static_cast<int>(rng() % 60));
            // Never the first entry: alone, a faulty one can read as another section ("96,5").
            const std::size_t bad = 1 + rng() % (entries.size() - 1);
            if (rng() % 3 == 0) {
                // The square of an earlier entry again, written the same way or not.
                const Entry& earlier = entries[rng() % bad];
                entries[bad].square = earlier.square;
                entries[bad].text =
                    piece_code(entries[bad].piece) + earlier.text.substr(earlier.text.find_first_of("-0123456789"));
            } else {
                std::string& t = entries[bad].text;
                const std::size_t at = rng() % (t.size() + 1);
                const char c = faults[rng() % faults.size()];
                if (rng() % 2 == 0 && at < t.size()) t[at] = c;
                else t.insert(at, 1, c);
            }
            // A bar that ends the entry makes an empty entry in the full list but a trailing
            // bar when the entry is last: two different faults, not a difference of paths.
            if (entries[bad].text.back() == '|') continue;
            const std::string full = join(entries, entries.size());
            const std::string last = join(entries, bad + 1);
            const auto want = read_icn(last);
            const auto got = read_icn(full);
            INFO("entry ", bad, " '", entries[bad].text, "' at ", column_of(entries, bad));
            if (want.has_value()) {
                // The fault made another valid entry (a '+', a digit): a later entry may still
                // fail, never this one or one before it.
                if (!got.has_value()) CHECK(got.error().column > column_of(entries, bad) + entries[bad].text.size());
                continue;
            }
            REQUIRE(!got.has_value());
            CHECK(got.error().code == want.error().code);
            CHECK(got.error().column == want.error().column);
            // (The messages quote the text after the fault, which differs.)
        }
    }

    // Coordinates of 17 to 19 digits are read from masks of 64 bytes, and a value past 2^60
    // (the narrow build's limit) is left to the general path: in the middle of a long list
    // (quick path) an entry must read as it does when it is the list's last (general path).
    TEST_CASE("coordinates of up to 19 digits read as the general path reads them, 2^60 and past") {
        const std::vector<std::string> values = {
            "99999999999999999",      "-100000000000000000", "999999999999999999",   "1000000000000000000",
            "1152921504606846975",    "1152921504606846976", "-1152921504606846976", "1152921504606846977",
            "-1152921504606846977",   "9223372036854775807", "9223372036854775808",  "9999999999999999999",
            "0001152921504606846976", "-0000000000000000001"};
        std::mt19937_64 rng(6060);
        for (const std::string& v : values)
            for (int place = 0; place < 3; ++place) {
                auto entries = random_entries(rng, 40);
                const std::size_t at = 10 + rng() % 20;
                // Random entries at +-2^60 could take the changed entry's square: moved away.
                for (std::size_t k = 0; k < entries.size(); ++k)
                    if (entries[k].text.find("1152921504606846976") != std::string::npos)
                        entries[k].text = piece_code(entries[k].piece) + "-7," + std::to_string(k + 5'000'000);
                Entry& e = entries[at];
                const std::string other = place == 2 ? v : std::to_string(at);
                e.text = piece_code(e.piece) + (place == 1 ? other : v) + "," + (place == 1 ? v : other) +
                         (e.right ? "+" : "");
                const auto full = read_icn(join(entries, entries.size()));
                const auto last = read_icn(join(entries, at + 1));
                INFO(e.text);
                REQUIRE(full.has_value() == last.has_value());
                if (!full) {
                    CHECK(full.error().code == last.error().code);
                    CHECK(full.error().column == last.error().column);
                    continue;
                }
                // Every piece of the shorter list, the changed entry's included, is in the full one.
                CHECK(full->position.board.size() == entries.size());
                CHECK(last->position.board.size() == at + 1);
                last->position.board.for_each([&](const Square& square, const Piece& piece) {
                    const Piece* in_full = full->position.board.find(square);
                    REQUIRE(in_full != nullptr);
                    CHECK(*in_full == piece);
                });
            }
    }
}
