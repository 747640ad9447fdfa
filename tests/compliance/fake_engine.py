#!/usr/bin/env python3
"""Fake engines for the compliance checker's tests, one per MODE (the first argument).

broken (the default): shakes hands, takes positions and answers isready properly, but its go is
  wrong in four ways the checker must name: a move that is no legal move (every go), two
  bestmoves for `go depth`, a bestmove at once for `go infinite` (none after stop), a move when
  it has none to give; and it ignores quit.
ignores-infinite: answers every go at once except `go infinite`, which it ignores, stop too (no
  search ran: the go infinite rows must not pass).
dies-on-go: writes a reason to stderr and exits with code 3 at the first go.
uci: a standard UCI engine on the 8x8 board (proto=uci): a legal move in the checker's two
  chess positions, `bestmove (none)` when mated, go infinite until stop, quit.
uci-illegal: the same, but its move is e1g1 (castling through its own pieces).
  The uci mode also does the analysis forms right: go ponder answers at ponderhit or stop,
  isready is answered during every search, MultiPV N gives N ordered lines a depth, a score that
  changes within a depth is flagged (upperbound), searchmoves are kept. Each uci-* mode below
  breaks one of them:
uci-ponder-early: answers go ponder at once.
uci-no-ponderhit: answers go ponder only at stop (ponderhit is passed over).
uci-busy-ponder: answers no isready while it ponders (readyok comes after its bestmove).
uci-multipv-broken: MultiPV 3 gives lines 1 and 3 only, line 3 scored above line 1.
uci-unflagged: a score that changes within a depth, unflagged (cutechess #821's fail-high).
uci-searchmoves: plays its own move whatever searchmoves says.
"""
import sys

MODE = sys.argv[1] if len(sys.argv) > 1 else "broken"
MOVE = "e1g1" if MODE == "uci-illegal" else "g1f3"


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


# Legal at the start and after 1. e4 e5, best first; and in the two rooks' position.
START_MOVES = ["g1f3", "d2d4", "b1c3", "a2a3", "h2h3"]
ROOKS_MOVES = ["h3h4", "a2b2", "a1b1"]
MOVES = START_MOVES
mated = False
searching = False
pondering = False
multipv = 1
held_ready = 0  # uci-busy-ponder: isready lines held until the ponder search answers


def analyse(words):
    """The info lines of a two-ply search, and its move (the uci modes)."""
    moves = MOVES
    if "searchmoves" in words and MODE != "uci-searchmoves":
        moves = words[words.index("searchmoves") + 1:]
    for depth in (1, 2):
        if depth == 2:
            bound = "" if MODE == "uci-unflagged" else " upperbound"
            say("info depth 2 score cp 5%s nodes 20 pv %s" % (bound, moves[0]))
        for k in range(1, min(multipv, len(moves)) + 1):
            if MODE == "uci-multipv-broken" and k == 2:
                continue
            score = 40 - 10 * k if not (MODE == "uci-multipv-broken" and k == 3) else 90
            mpv = " multipv %d" % k if multipv > 1 else ""
            say("info depth %d%s score cp %d nodes 20 pv %s" % (depth, mpv, score, moves[k - 1]))
    return moves[0]


def answer():
    global held_ready
    say("bestmove " + MOVE if not mated else "bestmove (none)")
    for _ in range(held_ready):
        say("readyok")
    held_ready = 0
while True:
    raw = sys.stdin.readline()  # not `for raw in sys.stdin`: its read-ahead would hold lines back
    if not raw:
        break
    words = raw.split()
    if not words:
        continue
    verb = words[0]
    if verb == "uci":
        say("id name fake " + MODE)
        say("id author the uici tests")
        say("option name Hash type spin default 16 min 1 max 1024")
        if MODE.startswith("uci"):
            say("option name MultiPV type spin default 1 min 1 max 256")
        say("uciok")
    elif verb == "isready" and MODE == "uci-busy-ponder" and pondering:
        held_ready += 1
    elif verb == "isready":
        say("readyok")
    elif verb == "setoption" and words[1:3] == ["name", "MultiPV"] and len(words) > 4:
        multipv = int(words[4])
    elif verb == "position":
        mated = "7k/6Q1/5K2/8/8/8/8/8" in words
        MOVES = ROOKS_MOVES if "8/4p3/4k3/8/8/7R/R7/K7" in words else START_MOVES
    elif verb == "go" and MODE == "dies-on-go":
        sys.stderr.write("fake: cannot search, giving up\n")
        sys.stderr.flush()
        sys.exit(3)
    elif verb == "go" and MODE.startswith("uci"):
        MOVE = "e1g1" if MODE == "uci-illegal" else analyse(words) if not mated else MOVE
        if "ponder" in words and MODE != "uci-ponder-early":
            searching = pondering = True
        elif "infinite" in words:
            searching = True
        else:
            answer()
    elif verb == "ponderhit" and MODE.startswith("uci") and pondering and MODE != "uci-no-ponderhit":
        searching = pondering = False
        answer()
    elif verb == "stop" and MODE.startswith("uci") and searching:
        searching = pondering = False
        answer()
    elif verb == "go" and MODE == "ignores-infinite":
        if "infinite" not in words:
            say("bestmove 0000")
    elif verb == "go" and MODE == "broken":
        say("bestmove 1,1>1,9")
        if "depth" in words:
            say("bestmove 1,1>1,9")
    elif verb == "quit" and MODE != "broken":
        sys.exit(0)
    # broken: quit is ignored; the process stays alive until its stdin closes
