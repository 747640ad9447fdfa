// The moves of a game as its users read them (PlayedMove), rebuilt on the fly from the compact
// records the game keeps: a replayed game of a million moves stores one small record per move
// instead of the move, its facts and its undo side by side.
#pragma once

#include <cstddef>
#include <iterator>
#include <vector>

#include "core/rules/apply.hpp"

namespace UICI_CORE_NS {

struct PlayedMove {
    Move move;
    MoveFacts facts;
    bool mate = false;  // the move checkmated
};

// One played move as a game stores it: its undo record, which also says what the move was,
// and the two facts the record does not hold.
struct MoveRecord {
    Undo undo;
    bool check = false;  // the opponent had a royal attacked afterwards
    bool mate = false;   // the move checkmated
};

// A read-only view of a game's records as PlayedMove values.
class History {
public:
    explicit History(const std::vector<MoveRecord>& records) : records_(&records) {}

    [[nodiscard]] std::size_t size() const { return records_->size(); }
    [[nodiscard]] bool empty() const { return records_->empty(); }
    [[nodiscard]] PlayedMove operator[](std::size_t i) const { return played((*records_)[i]); }
    [[nodiscard]] PlayedMove back() const { return played(records_->back()); }

    class iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = PlayedMove;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = PlayedMove;
        explicit iterator(const MoveRecord* at) : at_(at) {}
        PlayedMove operator*() const { return played(*at_); }
        iterator& operator++() {
            ++at_;
            return *this;
        }
        friend bool operator==(const iterator&, const iterator&) = default;

    private:
        const MoveRecord* at_;
    };
    [[nodiscard]] iterator begin() const { return iterator(records_->data()); }
    [[nodiscard]] iterator end() const { return iterator(records_->data() + records_->size()); }

private:
    static PlayedMove played(const MoveRecord& r) {
        const Undo& u = r.undo;
        PlayedMove pm{u.move(), {}, r.mate};
        pm.facts.moved = u.piece;
        pm.facts.captured = u.captured;
        pm.facts.en_passant = u.kind == MoveKind::en_passant;
        if (u.kind == MoveKind::castle) {
            pm.facts.castle_partner = u.partner_from;
            pm.facts.castle_dir = u.castle_dir;
        }
        pm.facts.check = r.check;
        return pm;
    }
    const std::vector<MoveRecord>* records_;
};

}  // namespace UICI_CORE_NS
