#include "multiverse/apply.hpp"

namespace uici::multiverse {

MoveFacts apply_move(Multiverse& mv, const ResolvedMove& r) {
    MoveFacts f;
    f.l = r.from.l;
    f.t2 = r.from.t2;
    Grid source = *mv.board(r.from.l, r.from.t2);
    Piece moving = source.at(r.from.x, r.from.y);
    moving.unmoved = false;
    if (r.promotion != Kind::None) moving.kind = r.promotion;
    source.at(r.from.x, r.from.y) = Piece{};
    f.captured = r.capture;
    if (r.from.l == r.to.l && r.from.t2 == r.to.t2) {
        if (r.en_passant) source.at(r.to.x, r.from.y) = Piece{};
        if (r.castle) {
            Piece rook = source.at(r.rook_from_x, r.from.y);
            rook.unmoved = false;
            source.at(r.rook_from_x, r.from.y) = Piece{};
            source.at(r.rook_to_x, r.from.y) = rook;
        }
        source.at(r.to.x, r.to.y) = moving;
        mv.timelines[r.from.l].boards.push_back(std::move(source));
        return f;
    }
    Grid target = *mv.board(r.to.l, r.to.t2);
    target.at(r.to.x, r.to.y) = moving;
    mv.timelines[r.from.l].boards.push_back(std::move(source));
    if (!r.branching) {
        mv.timelines[r.to.l].boards.push_back(std::move(target));
        return f;
    }
    const int index = mv.next_index(mv.white_to_move);
    Timeline tl;
    tl.start = r.to.t2 + 1;
    tl.boards.push_back(std::move(target));
    mv.timelines.emplace(index, std::move(tl));
    f.new_timeline = index;
    return f;
}

}  // namespace uici::multiverse
