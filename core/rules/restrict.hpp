// Cutting pseudo-legal moves down to the legal ones under checkmate rules, without
// expanding slides: a slide stays a range when only squares on its own line can keep the
// royals safe, and collapses to a few tested squares otherwise.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rules/attacks.hpp"
#include "core/rules/movegen.hpp"

namespace UICI_CORE_NS {

// What the side to move must respect, worked out once per position.
struct LegalityContext {
    const Position* p = nullptr;
    Color us = Color::White;
    bool restricted = false;             // the opponent wins by checkmate and we have royals
    bool in_check = false;               // a royal of ours is attacked now
    RoyalList royals;                    // no allocation: a search builds a context at every node
    std::uint8_t enemy_slide_lines = 0;  // line families some enemy slides along (huygens aside)
    bool enemy_huygens = false;
    bool enemy_roses = false;

    // `in_check_now`: what the caller knows of check (movegen.hpp), else tested here.
    explicit LegalityContext(const Position& pos, InCheckNow in_check_now = std::nullopt);
};

// An attack on one of our royals.
struct RoyalAttack {
    Square royal;
    Attack attack;
};

// Whether the move passes every rule, check included (the slow, exact path); `in_check_now`
// as check_safety takes it.
bool fully_legal(const Position& p, const Move& m, InCheckNow in_check_now = std::nullopt);

// Whether the piece on `x` may stand between a royal and an attacker (its moves then need
// the exact test). False is certain; true only means "look closer".
bool maybe_pinned(const LegalityContext& ctx, SquareArg x);

// The attacks on our royals (other than the one on `x`) once the piece on `x` is lifted.
void attacks_without(const LegalityContext& ctx, SquareArg x, std::vector<RoyalAttack>& out);

// Legal part of the pseudo-legal slide `s` of the non-royal piece on s.from, given the
// attacks `pairs` its removal leaves: appended to out.slides and/or out.finite.
void restrict_slide(const LegalityContext& ctx, const SlideSet& s, const std::vector<RoyalAttack>& pairs,
                    GeneratedMoves& out);

// Legal part of a royal slider's (royal queen's) pseudo-legal slide.
void restrict_royal_slide(const LegalityContext& ctx, const SlideSet& s, GeneratedMoves& out);

}  // namespace UICI_CORE_NS
