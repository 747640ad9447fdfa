#include "gui/game_room.hpp"

#include <algorithm>
#include <map>

#include "core/notation/icn.hpp"
#include "core/notation/move_listing.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/movegen.hpp"

namespace uici::gui {

namespace {

int side(Color c) { return c == Color::White ? 0 : 1; }
const char* letter(Color c) { return c == Color::White ? "w" : "b"; }

std::string number_text(const Coord& c) {
    std::string s;
    append_coord(s, c);
    return s;
}

Json optional_coord(const std::optional<Coord>& c) { return c ? Json(number_text(*c)) : Json(nullptr); }

const char* outcome_name(Status::Outcome o) {
    switch (o) {
        case Status::Outcome::white_wins: return "white_wins";
        case Status::Outcome::black_wins: return "black_wins";
        case Status::Outcome::draw: return "draw";
        default: return "ongoing";
    }
}

const char* result_text(Status::Outcome o) {
    switch (o) {
        case Status::Outcome::white_wins: return "1-0";
        case Status::Outcome::black_wins: return "0-1";
        case Status::Outcome::draw: return "1/2-1/2";
        default: return "*";
    }
}

Status::Outcome win_for(Color c) {
    return c == Color::White ? Status::Outcome::white_wins : Status::Outcome::black_wins;
}

Json player_json(const Player& p) { return p.engine ? Json(*p.engine) : Json("human"); }

// The rules the page draws and offers: border, promotion ranks and pieces per side.
Json rules_json(const Position& p) {
    const Border& b = p.rules.border;
    Json out{{"border",
              {{"left", optional_coord(b.left)},
               {"right", optional_coord(b.right)},
               {"bottom", optional_coord(b.bottom)},
               {"top", optional_coord(b.top)}}}};
    for (Color c : {Color::White, Color::Black}) {
        const PlayerRules& r = p.rules.of(c);
        Json ranks = Json::array(), pieces = Json::array();
        for (const Coord& y : r.promotion_ranks) ranks.push_back(number_text(y));
        for (PieceType t : r.promotions) pieces.push_back(piece_code(Piece{t, c}));
        out["promotion_ranks"][letter(c)] = ranks;
        out["promotions"][letter(c)] = pieces;
    }
    return out;
}

// The royals of the side to move that stand attacked.
Json checks_json(const Position& p) {
    Json out = Json::array();
    if (!in_check(p, p.turn)) return out;
    std::vector<Square> royals = p.board.royals(p.turn);
    std::sort(royals.begin(), royals.end(), display_less);
    for (const Square& s : royals)
        if (is_attacked(BoardView(p.board), p.rules, s, p.turn)) out.push_back(to_string(s));
    return out;
}

}  // namespace

std::string clock_text(std::int64_t ms) {
    ms = std::max<std::int64_t>(ms, 0);
    const std::int64_t tenths = ms / 100;
    const std::int64_t s = tenths / 10;
    std::string out = std::to_string(s / 3600) + ":";
    const auto two = [&](std::int64_t v) {
        out += static_cast<char>('0' + v / 10);
        out += static_cast<char>('0' + v % 10);
    };
    two(s / 60 % 60);
    out += ':';
    two(s % 60);
    out += '.' + std::to_string(tenths % 10);
    return out;
}

GameRoom::GameRoom() : game_(Position{}) {}

void GameRoom::reset(Game game, Player white, Player black, std::optional<TimeControl> tc, EngineLimit limit,
                     std::int64_t now_ms) {
    game_ = std::move(game);
    players_[0] = white;
    players_[1] = black;
    tc_ = tc;
    limit_ = limit;
    left_ms_[0] = left_ms_[1] = tc ? tc->base_ms : 0;
    turn_started_ms_ = now_ms;
    clk_after_.assign(game_.history().size(), tc ? tc->base_ms : 0);
    left_before_.assign(game_.history().size(), {left_ms_[0], left_ms_[1]});
    ended_.reset();
    changed();
}

void GameRoom::set_players(Player white, Player black, EngineLimit limit) {
    players_[0] = white;
    players_[1] = black;
    limit_ = limit;
    changed();
}

std::optional<int> GameRoom::engine_to_move() const {
    if (over()) return std::nullopt;
    return player(game_.position().turn).engine;
}

Ending GameRoom::ending() const {
    if (ended_) return *ended_;
    const Status s = game_.status();
    return Ending{s.outcome, std::string(s.reason)};
}

Reason GameRoom::play(const Move& m, std::int64_t now_ms) {
    if (tick(now_ms)) return Reason::game_over;
    if (ended_) return Reason::game_over;
    const Color mover = game_.position().turn;
    const std::array<std::int64_t, 2> before{left_ms_[0], left_ms_[1]};
    const Reason r = game_.play(m);
    if (r != Reason::legal) return r;
    left_before_.push_back(before);
    if (tc_) {
        std::int64_t& left = left_ms_[side(mover)];
        left = left - (now_ms - turn_started_ms_) + tc_->inc_ms;
    }
    clk_after_.push_back(left_ms_[side(mover)]);
    turn_started_ms_ = now_ms;
    changed();
    return r;
}

bool GameRoom::undo(std::size_t plies, std::int64_t now_ms) {
    if (plies == 0 || plies > left_before_.size()) return false;
    for (std::size_t i = 0; i < plies; ++i) {
        if (!game_.undo()) return false;  // not reached: left_before_ holds one entry per move
        left_ms_[0] = left_before_.back()[0];
        left_ms_[1] = left_before_.back()[1];
        left_before_.pop_back();
        clk_after_.pop_back();
    }
    ended_.reset();
    turn_started_ms_ = now_ms;
    changed();
    return true;
}

void GameRoom::resign(Color c) {
    if (over()) return;
    ended_ = Ending{win_for(opposite(c)), "resignation"};
    changed();
}

void GameRoom::forfeit(Color c, std::string why) {
    if (over()) return;
    ended_ = Ending{win_for(opposite(c)), "engine_fault: " + why};
    changed();
}

bool GameRoom::tick(std::int64_t now_ms) {
    if (!tc_ || over()) return false;
    const Color mover = game_.position().turn;
    if (left_ms_[side(mover)] - (now_ms - turn_started_ms_) > 0) return false;
    left_ms_[side(mover)] = 0;
    ended_ = Ending{win_for(opposite(mover)), "time"};
    changed();
    return true;
}

std::optional<std::pair<std::int64_t, std::int64_t>> GameRoom::clocks(std::int64_t now_ms) const {
    if (!tc_) return std::nullopt;
    std::int64_t left[2] = {left_ms_[0], left_ms_[1]};
    if (!over()) left[side(game_.position().turn)] -= now_ms - turn_started_ms_;
    return std::pair{std::max<std::int64_t>(left[0], 0), std::max<std::int64_t>(left[1], 0)};
}

Json GameRoom::state(std::int64_t now_ms, std::optional<std::size_t> ply) const {
    const History h = game_.history();
    const std::size_t played = h.size();
    const std::size_t at = std::min(ply.value_or(played), played);
    Position shown = game_.start();
    Json moves = Json::array();
    for (std::size_t i = 0; i < played; ++i) {
        moves.push_back(format_move(h[i].move));
        if (i < at) (void)apply_move(shown, h[i].move);
    }
    const Position& p = at == played ? game_.position() : shown;
    Json pieces = Json::array();
    for (const auto& [s, pc] : p.board.sorted()) pieces.push_back({piece_code(pc), to_string(s)});
    const Ending e = ending();
    Json out{{"reply", "state"},
             {"generation", generation_},
             {"ply", at},
             {"plies", played},
             {"turn", letter(p.turn)},
             {"pieces", std::move(pieces)},
             {"moves", std::move(moves)},
             {"last_move", at > 0 ? Json(format_move(h[at - 1].move)) : Json(nullptr)},
             {"checks", checks_json(p)},
             {"rules", rules_json(p)},
             {"players", {{"w", player_json(players_[0])}, {"b", player_json(players_[1])}}},
             {"outcome", outcome_name(e.outcome)},
             {"result", result_text(e.outcome)},
             {"reason", e.reason}};
    if (const auto c = clocks(now_ms)) {
        out["clock"] = {{"w", c->first},
                        {"b", c->second},
                        {"running", over() ? Json(nullptr) : Json(letter(game_.position().turn))},
                        {"base_ms", tc_->base_ms},
                        {"inc_ms", tc_->inc_ms}};
    }
    return out;
}

Json GameRoom::targets(const Square& from) const {
    GeneratedMoves g = sorted_legal_moves(game_.position(), from);
    // One entry per target square, its promotion choices in the rules' order.
    std::map<std::string, Json> finite;
    std::vector<std::string> order;
    for (const Move& m : g.finite) {
        const std::string to = to_string(m.to);
        auto [it, fresh] = finite.try_emplace(to, Json{{"to", to}, {"promotions", Json::array()}});
        if (fresh) order.push_back(to);
        if (m.promotion) it->second["promotions"].push_back(piece_code(*m.promotion));
    }
    Json moves = Json::array();
    for (const auto& to : order) moves.push_back(finite[to]);
    Json rays = Json::array();
    for (const SlideSet& s : g.slides) {
        const Offset d = kLineDir[static_cast<std::size_t>(s.family)];
        rays.push_back({{"from", to_string(s.from)},
                        {"step", std::to_string(d.dx * s.sense) + "," + std::to_string(d.dy * s.sense)},
                        {"first", number_text(Coord(s.first))},
                        {"last", s.last ? Json(number_text(Coord(*s.last))) : Json(nullptr)},
                        {"token", format_slide(s)}});
    }
    return Json{{"reply", "targets"}, {"square", to_string(from)}, {"moves", moves}, {"rays", rays}};
}

std::string GameRoom::export_icn() const {
    const History h = game_.history();
    std::string out = write_icn_game(game_.start(), {});
    for (std::size_t i = 0; i < h.size(); ++i) {
        out += i == 0 ? " " : "|";
        out += format_move(h[i].move);
        if (tc_) out += "{[%clk " + clock_text(clk_after_[i]) + "]}";
    }
    return out;
}

}  // namespace uici::gui
