// The public 5dpgn games copied under tests/data/5d and what other tools say about them.
#pragma once

#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace uici::test5d {

inline std::string data_dir() { return std::string(UICI_TEST_DATA_DIR) + "/5d/"; }

inline std::string read_game(const std::string& name) {
    std::ifstream f(data_dir() + name, std::ios::binary);
    return {std::istreambuf_iterator<char>(f), {}};
}

struct Expectation {
    std::string file, mate_expected, js, ftxi, hash;
};

// expected.tsv without its header: file, source, expected, 5d-chess-js, ftxi, 5d-chess-js hash.
inline std::vector<Expectation> expectations() {
    std::ifstream f(data_dir() + "expected.tsv");
    std::vector<Expectation> out;
    std::string line;
    std::getline(f, line);
    while (std::getline(f, line)) {
        std::vector<std::string> cols;
        std::stringstream ss(line);
        std::string col;
        while (std::getline(ss, col, '\t')) cols.push_back(col);
        cols.resize(6);
        out.push_back({cols[0], cols[2], cols[3], cols[4], cols[5]});
    }
    return out;
}

// The two files no tool accepts: a brawn jumping over a piece, and castling out of check.
inline bool corpus_refuses(const std::string& file) {
    return file == "notation__marauders.5dpgn" || file == "tools__bitboard_white-castle-illegal.5dpgn";
}

}  // namespace uici::test5d
