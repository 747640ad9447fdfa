#include "core/rules/primes.hpp"

#include <algorithm>
#include <utility>

#if UICI_WIDE
#if UICI_GMP
#include <gmp.h>
#endif

#include <atomic>
#include <chrono>
#include <deque>
#include <future>
#include <memory>
#include <mutex>
#include <thread>

#include <boost/container_hash/hash.hpp>
#if UICI_GMP
#include <boost/multiprecision/gmp.hpp>
#endif
#include <boost/unordered/unordered_flat_map.hpp>
#endif

namespace UICI_CORE_NS {
namespace {

__extension__ using U128 = unsigned __int128;

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    return static_cast<std::uint64_t>(static_cast<U128>(a) * b % m);
}

std::uint64_t pow_mod(std::uint64_t base, std::uint64_t exp, std::uint64_t m) {
    std::uint64_t result = 1;
    base %= m;
    while (exp > 0) {
        if (exp & 1) result = mul_mod(result, base, m);
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    return result;
}

bool is_prime_u64(std::uint64_t n) {
    if (n < 2) return false;
    // Trial division by the small primes settles every n < 37*37 and removes most composites.
    constexpr std::uint64_t kSmall[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    for (auto p : kSmall) {
        if (n == p) return true;
        if (n % p == 0) return false;
    }
    if (n < 37 * 37) return true;
    // Miller-Rabin with the first twelve primes as bases is deterministic below 3.3e24.
    std::uint64_t d = n - 1;
    int r = 0;
    while ((d & 1) == 0) {
        d >>= 1;
        ++r;
    }
    for (auto a : kSmall) {
        std::uint64_t x = pow_mod(a, d, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int i = 1; i < r && composite; ++i) {
            x = mul_mod(x, x, n);
            if (x == n - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}

thread_local const std::function<void()>* t_poll = nullptr;

#if UICI_WIDE
bool bpsw(const Count& n) {
#if !UICI_GMP
    return primes_detail::bpsw_boost(n);
#else
    // GMP's Baillie-PSW (its trial division, a strong base-2 Miller-Rabin test and a strong
    // Lucas test; 24 asks for no random rounds after it): about 4 modular exponentiations where
    // 45 Miller-Rabin rounds took 45, each some 14x faster than cpp_int's at 2,000 digits
    // (PROTOCOL.md section 8).
    const boost::multiprecision::mpz_int m(n);
    return mpz_probab_prime_p(m.backend().data(), 24) != 0;
#endif
}

// Below this many bits a test takes under a millisecond: it runs in place, poll or not.
constexpr unsigned kBackgroundBits = 1024;
// At most this many tests run on helper threads at once (given-up ones finishing included);
// past it a test runs in place.
constexpr int kMaxBackground = 4;
// Answers remembered: a few MB at 2,000 digits.
constexpr std::size_t kMemoSize = 4096;

// The answers past the proven bound, finished or still being computed. Never destroyed: a
// helper thread may still be finishing a given-up test while the process exits.
class Memo {
public:
    static Memo& get() {
        static Memo* memo = new Memo;
        return *memo;
    }

    bool test(const Count& n) {
        std::shared_future<bool> answer;
        std::shared_ptr<std::promise<bool>> promise;  // made only when this call runs the test
        {
            const std::lock_guard lock(mutex_);
            if (const auto it = known_.find(n); it != known_.end()) {
                answer = it->second;
            } else {
                promise = std::make_shared<std::promise<bool>>();
                answer = promise->get_future().share();
                remember(n, answer);
            }
        }
        if (promise) {
            if (t_poll && msb(n) >= kBackgroundBits && start_background(n, promise)) return wait(answer);
            bool result = false;
            try {
                result = bpsw(n);
            } catch (...) {
                forget(n);
                promise->set_exception(std::current_exception());
                throw;
            }
            promise->set_value(result);
            return result;
        }
        return wait(answer);
    }

private:
    void remember(const Count& n, const std::shared_future<bool>& answer) {
        if (order_.size() >= kMemoSize) {
            known_.erase(order_.front());
            order_.pop_front();
        }
        known_.emplace(n, answer);
        order_.push_back(n);
    }

    void forget(const Count& n) {
        const std::lock_guard lock(mutex_);
        known_.erase(n);
        order_.erase(std::remove(order_.begin(), order_.end(), n), order_.end());
    }

    bool start_background(const Count& n, const std::shared_ptr<std::promise<bool>>& promise) {
        if (background_.fetch_add(1) >= kMaxBackground) {
            --background_;
            return false;
        }
        try {
            std::thread([this, n, promise] {
                try {
                    promise->set_value(bpsw(n));
                } catch (...) {
                    forget(n);
                    promise->set_exception(std::current_exception());
                }
                --background_;
            }).detach();
        } catch (const std::system_error&) {  // no thread to be had: the caller runs the test
            --background_;
            return false;
        }
        return true;
    }

    // The answer, polling while it is computed elsewhere (a poll that throws leaves it to be
    // finished and remembered all the same).
    static bool wait(const std::shared_future<bool>& answer) {
        using namespace std::chrono_literals;
        if (t_poll)
            while (answer.wait_for(1ms) != std::future_status::ready) (*t_poll)();
        return answer.get();
    }

    std::mutex mutex_;
    boost::unordered_flat_map<Count, std::shared_future<bool>, boost::hash<Count>> known_;
    std::deque<Count> order_;
    std::atomic<int> background_{0};
};
#endif

}  // namespace

#if UICI_WIDE && UICI_GMP
bool primes_detail::bpsw_gmp(const Count& n) { return bpsw(n); }
#endif

PrimalityPoll::PrimalityPoll(std::function<void()> poll) : poll_(std::move(poll)), outer_(t_poll) { t_poll = &poll_; }

PrimalityPoll::~PrimalityPoll() { t_poll = outer_; }

#if UICI_WIDE
bool is_prime(const Count& n) {
    if (n <= UINT64_MAX) return n >= 0 && is_prime_u64(static_cast<std::uint64_t>(n));
    constexpr unsigned kBases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
    for (auto p : kBases)
        if (n % p == 0) return false;
    // 3,317,044,064,679,887,385,961,981, built from two halves: gcc 12 reports a false
    // -Warray-bounds inside cpp_int's string constructor here.
    static const Count kProven = Count(3317044064679ULL) * 1'000'000'000'000ULL + 887385961981ULL;
    if (n >= kProven) return Memo::get().test(n);
    // Below the bound: the thirteen bases, proven exact, on numbers of at most 82 bits.
    Count d = n - 1;
    unsigned r = 0;
    while (!bit_test(d, 0)) {
        d >>= 1;
        ++r;
    }
    const Count last = n - 1;
    auto witness = [&](const Count& a) {  // true when a proves n composite
        Count x = powm(a, d, n);
        if (x == 1 || x == last) return false;
        for (unsigned i = 1; i < r; ++i) {
            x = powm(x, 2, n);
            if (x == last) return false;
        }
        return true;
    };
    for (auto a : kBases)
        if (witness(Count(a))) return false;
    return true;
}
#else
bool is_prime(const Count& n) { return is_prime_u64(n); }
#endif

}  // namespace UICI_CORE_NS
