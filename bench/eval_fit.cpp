// uici_eval_fit: fits the square tables of search/eval_squares.cpp, the threat and mobility weights
// of search/eval_attacks.cpp, the royal safety of search/eval_royal8.cpp, and the pawn and piece
// weights of search/eval_pawns8.cpp and search/eval_pieces8.cpp, and the space and passed pawns'
// paths of search/eval_space8.cpp to stockfish's scores of chess
// positions (scripts/eval_fit_data.py writes them: each line the moves from chess's start in UCI
// form, stockfish's score in centipawns from white's view, and its best move). Only quiet
// positions count: the side to move not in check, stockfish's best move neither a capture nor a
// promotion. What is fitted is the change to the tables that brings the evaluation's win
// probability (logistic, a factor of 10 in the odds for 400 centipawns) nearest stockfish's, in
// squared error, with every other term of the evaluation as it is; every tenth game is held out
// and its error printed before and after, so a fit that only learns its own positions shows.
//
//   uici_eval_fit FILE... > tables.txt   (the tables, then each weight set, as C++ rows)
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench/positions.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/uci_map.hpp"
#include "core/rules/apply.hpp"
#include "search/eval.hpp"
#include "search/eval_attacks.hpp"
#include "search/eval_pawns8.hpp"
#include "search/eval_pieces8.hpp"
#include "search/eval_royal8.hpp"
#include "search/eval_space8.hpp"
#include "search/eval_squares.hpp"
#include "search/eval_terms.hpp"
#include "search/ordering.hpp"

namespace uici::bench {
namespace {

namespace ed = search::eval_detail;
constexpr int kTable = 2 * 6 * 64;                        // [middle|end][row][index]
constexpr int kPawns = kTable + 2 * ed::kAttackFeatures;  // then [middle|end][feature]
constexpr int kRoyal = kPawns + 2 * ed::kPawnFeatures;    // then the pawns' [middle|end][feature]
constexpr int kPieces = kRoyal + 2 * ed::kRoyalFeatures;  // then the royals' [middle|end][feature]
constexpr int kSpace = kPieces + 2 * ed::kPieceFeatures;  // then the pieces' [middle|end][feature]
constexpr int kParams = kSpace + 2 * ed::kSpaceFeatures;  // then space's [middle|end][feature]
const double kScale = std::log(10.0) / 400.0;

struct Sample {
    double base;    // the evaluation as it is, white's view
    double target;  // stockfish's win probability for white
    std::vector<std::pair<int, double>> features;
    bool held_out;
};

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

enum class Read { quiet, skipped, bad };

// A line of eval_fit_data.py into `out`; `bad` (with `why`) for a line that is not one: a data
// file is never half read without a word.
Read read_sample(const std::string& line, const Position& start, bool held_out, Sample& out, std::string& why) {
    const auto bar = line.find('|'), bar2 = line.rfind('|');
    if (bar == std::string::npos || bar2 == bar) {
        why = "expected moves|score|best move";
        return Read::bad;
    }
    Position p = start;
    std::istringstream moves(line.substr(0, bar));
    for (std::string t; moves >> t;) {
        const auto m = from_uci_move(t, p.turn);
        MovePlan plan;
        if (!m || check_move(p, *m, plan, std::nullopt) != Reason::legal) {
            why = "\"" + t + "\" is no legal move there";
            return Read::bad;
        }
        apply_plan(p, plan);
    }
    const std::string score_text = line.substr(bar + 1, bar2 - bar - 1);
    int cp = 0;
    const auto [end, ec] = std::from_chars(score_text.data(), score_text.data() + score_text.size(), cp);
    if (ec != std::errc{} || end != score_text.data() + score_text.size()) {
        why = "the score \"" + score_text + "\" is no integer";
        return Read::bad;
    }
    const double score = cp;
    const auto best = from_uci_move(line.substr(bar2 + 1), p.turn);
    if (!best) {
        why = "the best move \"" + line.substr(bar2 + 1) + "\" is no UCI move";
        return Read::bad;
    }
    // (captured_value counts en passant too)
    if (best->promotion || search::captured_value(p, *best) > 0 || any_royal_attacked(p, p.turn)) return Read::skipped;
    const long long e = search::evaluate_placement(p);
    out.base = static_cast<double>(p.turn == Color::White ? e : -e);
    out.target = sigmoid(kScale * std::clamp(score, -2000.0, 2000.0));
    out.held_out = held_out;
    long long pieces = 0;
    p.board.for_each([&](const Square&, Piece q) {
        if (q.type != PieceType::Pawn && q.color != Color::Neutral)
            pieces += search::eval_detail::small_board_value(q.type);
    });
    const int phase = search::eval_detail::game_phase(pieces);
    const auto frame = search::eval_detail::square_frame(p.rules.border);
    p.board.for_each([&](const Square& s, Piece q) {
        const int row = search::eval_detail::square_row(q.type);
        const int at = row < 0 ? -1 : search::eval_detail::square_index(frame, s, q.color);
        if (at < 0) return;
        const double sign = q.color == Color::White ? 1.0 : -1.0;
        // Files folded (a with h, b with g, ...): half the values to learn from the same positions.
        const int file = at % 8;
        const int f = row * 64 + at - file + std::min(file, 7 - file);
        out.features.emplace_back(f, sign * phase / 256.0);
        out.features.emplace_back(6 * 64 + f, sign * (256 - phase) / 256.0);
    });
    // The threats, counted by the evaluation's own function.
    ed::AttackBoard board;
    p.board.for_each([&](const Square& s, Piece q) { board.add(ed::square_index(frame, s, Color::White), q); });
    // A set of counts from parameter `at` on: [middle|end][feature].
    const auto add_counts = [&](const auto& counts, int at) {
        const int n_features = static_cast<int>(counts.size());
        for (int i = 0; i < n_features; ++i) {
            const int n = counts[static_cast<std::size_t>(i)];
            if (n == 0) continue;
            out.features.emplace_back(at + i, n * phase / 256.0);
            out.features.emplace_back(at + n_features + i, n * (256 - phase) / 256.0);
        }
    };
    ed::AttackCounts counts;
    ed::AttackSets sets;
    ed::attack_counts(p, board, counts, &sets);
    add_counts(counts, kTable);
    ed::RoyalCounts royal;
    ed::royal_counts(board, sets, royal);
    add_counts(royal, kRoyal);
    if (ed::chess_promotion(p, frame)) {
        ed::PawnCounts pawns;
        ed::pawn_counts(board, pawns);
        add_counts(pawns, kPawns);
        ed::PieceCounts pieces8;
        ed::piece_counts(board, pieces8);
        add_counts(pieces8, kPieces);
        ed::SpaceCounts space;
        ed::space_counts(board, sets, space);
        add_counts(space, kSpace);
    }
    return Read::quiet;
}

double error(const std::vector<Sample>& samples, const std::vector<double>& w, bool held_out) {
    double sum = 0;
    std::size_t n = 0;
    for (const Sample& s : samples) {
        if (s.held_out != held_out) continue;
        double x = s.base;
        for (const auto& [f, v] : s.features) x += w[static_cast<std::size_t>(f)] * v;
        const double d = sigmoid(kScale * x) - s.target;
        sum += d * d;
        ++n;
    }
    return n ? sum / static_cast<double>(n) : 0;
}

int run(int argc, char** argv) {
    auto doc = read_icn(kChess8x8.icn);
    if (!doc) return 2;
    const Position start = doc->position;
    std::vector<Sample> samples;
    std::size_t games = 0, lines = 0;
    for (int a = 1; a < argc; ++a) {
        std::ifstream in(argv[a]);
        if (!in) {
            std::fprintf(stderr, "error: cannot read %s\n", argv[a]);
            return 1;
        }
        std::size_t number = 0;
        std::string line, game_start, why;
        while (std::getline(in, line)) {
            ++lines;
            ++number;
            // A new game: its first position's moves are not the last line's plus one.
            const std::string head = line.substr(0, line.find('|'));
            if (game_start.empty() || head.compare(0, game_start.size(), game_start) != 0) {
                ++games;
                game_start = head;
            }
            Sample s;
            const Read r = read_sample(line, start, games % 10 == 0, s, why);
            if (r == Read::bad) {
                std::fprintf(stderr, "error: %s:%zu: %s\n", argv[a], number, why.c_str());
                return 1;
            }
            if (r == Read::quiet) samples.push_back(std::move(s));
        }
    }
    if (std::none_of(samples.begin(), samples.end(), [](const Sample& s) { return !s.held_out; })) {
        std::fprintf(stderr, "error: no quiet position to fit (usage: uici_eval_fit FILE...)\n");
        return 1;
    }
    std::vector<double> w(kParams, 0.0), m(kParams, 0.0), v(kParams, 0.0);
    std::fprintf(stderr, "lines %zu, games %zu, quiet samples %zu\n", lines, games, samples.size());
    std::fprintf(stderr, "before: fit %.5f held out %.5f\n", error(samples, w, false), error(samples, w, true));
    // Adam over the whole set, with a light pull toward zero.
    // The pull (UICI_FIT_LAMBDA, a fraction of the gradient a centipawn) keeps squares few
    // positions reach near their present value.
    const char* pull = std::getenv("UICI_FIT_LAMBDA");
    const double rate = 1.0, lambda = pull ? std::atof(pull) : 1e-7;
    std::vector<double> grad(kParams);
    for (int it = 1; it <= 600; ++it) {
        std::fill(grad.begin(), grad.end(), 0.0);
        std::size_t n = 0;
        for (const Sample& s : samples) {
            if (s.held_out) continue;
            double x = s.base;
            for (const auto& [f, val] : s.features) x += w[static_cast<std::size_t>(f)] * val;
            const double q = sigmoid(kScale * x);
            const double g = 2 * (q - s.target) * q * (1 - q) * kScale;
            for (const auto& [f, val] : s.features) grad[static_cast<std::size_t>(f)] += g * val;
            ++n;
        }
        for (int i = 0; i < kParams; ++i) {
            const auto k = static_cast<std::size_t>(i);
            const double gi = grad[k] / static_cast<double>(n) + lambda * w[k];
            m[k] = 0.9 * m[k] + 0.1 * gi;
            v[k] = 0.999 * v[k] + 0.001 * gi * gi;
            const double mh = m[k] / (1 - std::pow(0.9, it)), vh = v[k] / (1 - std::pow(0.999, it));
            w[k] -= rate * mh / (std::sqrt(vh) + 1e-12);
        }
        if (it % 250 == 0)
            std::fprintf(stderr, "iteration %d: fit %.5f held out %.5f\n", it, error(samples, w, false),
                         error(samples, w, true));
    }
    for (int half = 0; half < 2; ++half) {
        std::printf("%s\n", half == 0 ? "middle" : "end");
        for (int row = 0; row < 6; ++row) {
            std::printf("    {{");
            for (int i = 0; i < 64; ++i) {
                const int cur = (half == 0 ? search::eval_detail::kSquaresMiddle
                                           : search::eval_detail::kSquaresEnd)[static_cast<std::size_t>(row)]
                                                                              [static_cast<std::size_t>(i)];
                const int folded = i - i % 8 + std::min(i % 8, 7 - i % 8);
                std::printf("%s%ld", i ? ", " : "",
                            std::lround(cur + w[static_cast<std::size_t>(half * 384 + row * 64 + folded)]));
            }
            std::printf("}},\n");
        }
    }
    // A fitted weight set as two C++ rows, [middle|end], from its first parameter `at`.
    const auto print_weights = [&](const char* name, const auto& weights, int at) {
        const int n = static_cast<int>(weights[0].size());
        std::printf("%s\n", name);
        for (int half = 0; half < 2; ++half) {
            std::printf("    {{");
            for (int i = 0; i < n; ++i)
                std::printf("%s%ld", i ? ", " : "",
                            std::lround(weights[static_cast<std::size_t>(half)][static_cast<std::size_t>(i)] +
                                        w[static_cast<std::size_t>(at + half * n + i)]));
            std::printf("}},\n");
        }
    };
    print_weights("attacks", ed::kAttackWeights, kTable);
    print_weights("pawns", ed::kPawnWeights, kPawns);
    print_weights("royals", ed::kRoyalWeights, kRoyal);
    print_weights("pieces", ed::kPieceWeights, kPieces);
    print_weights("space", ed::kSpaceWeights, kSpace);
    return 0;
}

}  // namespace
}  // namespace uici::bench

int main(int argc, char** argv) { return uici::bench::run(argc, argv); }
