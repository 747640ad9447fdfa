#include "search/search.hpp"

#include <algorithm>

#include "search/run.hpp"

namespace UICI_CORE_NS::search {
namespace {

constexpr std::size_t kMaxHashMib = 4096;

}  // namespace

struct Searcher::State {
    explicit State(std::size_t mib) : tt(std::clamp<std::size_t>(mib, 1, kMaxHashMib)) {}
    TranspositionTable tt;
    MoveHistory history;
    std::unique_ptr<PvTable> pv = std::make_unique<PvTable>();
};

Searcher::Searcher(std::size_t hash_mib) : state_(std::make_unique<State>(hash_mib)) {}
Searcher::~Searcher() = default;

bool Searcher::set_hash(std::size_t mib) { return state_->tt.resize(std::clamp<std::size_t>(mib, 1, kMaxHashMib)); }

void Searcher::clear() {
    state_->tt.clear();
    state_->history.clear();
}

Result Searcher::go(const Game& game, const Limits& limits, const std::atomic<bool>& stop,
                    const std::function<void(const Info&)>& on_info) {
    Run run(state_->tt, state_->history, *state_->pv, limits, stop, on_info);
    return run.go(game);
}

}  // namespace UICI_CORE_NS::search
