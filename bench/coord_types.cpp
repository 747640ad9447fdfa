// uici_bench_coord: a prototype of the one-build alternative of docs/decisions/narrow-wide.md,
// measured against the two coordinate types core is built with today. HybridCoord keeps an
// int64 inline and moves to a heap cpp_int only when __builtin_*_overflow says the int64 result
// would not fit. The hot loop is the rules' commonest arithmetic: a square plus a leap offset,
// compared with a bound. Prints ns per add+compare for int64, cpp_int (et_off, as coord.hpp)
// and HybridCoord on small values, and HybridCoord on values past int64.
#include <boost/multiprecision/cpp_int.hpp>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

namespace {

using Big = boost::multiprecision::number<boost::multiprecision::cpp_int_backend<>, boost::multiprecision::et_off>;

// An int64 while the value fits, else a cpp_int on the heap (big_ set, small_ unused).
class HybridCoord {
public:
    HybridCoord(std::int64_t v = 0) : small_(v) {}
    explicit HybridCoord(const Big& v) {
        if (v >= INT64_MIN && v <= INT64_MAX) small_ = static_cast<std::int64_t>(v);
        else big_ = std::make_unique<Big>(v);
    }
    HybridCoord(const HybridCoord& o) : small_(o.small_), big_(o.big_ ? std::make_unique<Big>(*o.big_) : nullptr) {}
    HybridCoord& operator=(const HybridCoord& o) {
        small_ = o.small_;
        big_ = o.big_ ? std::make_unique<Big>(*o.big_) : nullptr;
        return *this;
    }
    HybridCoord(HybridCoord&&) noexcept = default;
    HybridCoord& operator=(HybridCoord&&) noexcept = default;

    friend HybridCoord operator+(const HybridCoord& a, const HybridCoord& b) {
        std::int64_t r;
        if (!a.big_ && !b.big_ && !__builtin_add_overflow(a.small_, b.small_, &r)) return HybridCoord(r);
        return slow_add(a, b);
    }
    friend bool operator<(const HybridCoord& a, const HybridCoord& b) {
        if (!a.big_ && !b.big_) return a.small_ < b.small_;
        return a.big() < b.big();
    }

private:
    [[gnu::noinline]] static HybridCoord slow_add(const HybridCoord& a, const HybridCoord& b) {
        return HybridCoord(a.big() + b.big());
    }
    Big big() const { return big_ ? *big_ : Big(small_); }

    std::int64_t small_ = 0;
    std::unique_ptr<Big> big_;
};

// ns per (x + offset < bound) over the first n values of xs (8,000,000 in all), best of 5 runs.
template <typename T>
double add_compare(const std::vector<T>& xs, std::size_t n, const T& bound) {
    static const std::int64_t kOffsets[8] = {-2, -1, 1, 2, -3, 3, -4, 4};
    const int reps = static_cast<int>(8'000'000 / n);
    double best = 1e18;
    for (int run = 0; run < 5; ++run) {
        const auto t0 = std::chrono::steady_clock::now();
        std::size_t below = 0;
        for (int rep = 0; rep < reps; ++rep)
            for (std::size_t i = 0; i < n; ++i) below += (xs[i] + T(kOffsets[(i + rep) & 7])) < bound;
        const auto t1 = std::chrono::steady_clock::now();
        const double ns = std::chrono::duration<double, std::nano>(t1 - t0).count() / (reps * static_cast<double>(n));
        if (below == 42) std::puts("");  // keeps the loop's result alive
        best = std::min(best, ns);
    }
    return best;
}

}  // namespace

int main() {
    constexpr std::size_t kN = 1'000'000;
    std::mt19937_64 rng(5);
    std::vector<std::int64_t> narrow;
    std::vector<Big> wide;
    std::vector<HybridCoord> hybrid, hybrid_big;
    const Big past = Big(INT64_MAX) * 1000;  // 22 digits: past int64, as a wide game's coordinates
    for (std::size_t i = 0; i < kN; ++i) {
        const auto v = static_cast<std::int64_t>(rng() % 2'000'001) - 1'000'000;
        narrow.push_back(v);
        wide.emplace_back(v);
        hybrid.emplace_back(v);
        hybrid_big.emplace_back(past + v);
    }
    const std::vector<Big> wide_big(kN, past + 7);
    // 1,000 values stay in the L1 cache (the arithmetic alone); 1,000,000 do not (memory too).
    const auto row = [&](const char* name, const auto& xs, const auto& bound) {
        std::printf("| %s | %.2f | %.2f |\n", name, add_compare(xs, 1000, bound), add_compare(xs, kN, bound));
    };
    std::printf("| coordinate type | ns, 1,000 values | ns, 1,000,000 values |\n|---|---:|---:|\n");
    row("int64 (narrow build)", narrow, std::int64_t{0});
    row("cpp_int, small values (wide build)", wide, Big(0));
    row("HybridCoord, small values", hybrid, HybridCoord(0));
    row("cpp_int, values past int64", wide_big, Big(past));
    row("HybridCoord, values past int64", hybrid_big, HybridCoord(past));
    std::printf("sizeof: int64 %zu, cpp_int %zu, HybridCoord %zu bytes\n", sizeof(std::int64_t), sizeof(Big),
                sizeof(HybridCoord));
    return 0;
}
