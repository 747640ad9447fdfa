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
"""
import sys

MODE = sys.argv[1] if len(sys.argv) > 1 else "broken"
MOVE = "e1g1" if MODE == "uci-illegal" else "g1f3"


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


mated = False
searching = False
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
        say("uciok")
    elif verb == "isready":
        say("readyok")
    elif verb == "position":
        mated = "fen" in words
    elif verb == "go" and MODE == "dies-on-go":
        sys.stderr.write("fake: cannot search, giving up\n")
        sys.stderr.flush()
        sys.exit(3)
    elif verb == "go" and MODE.startswith("uci"):
        if "infinite" in words:
            searching = True
        else:
            say("bestmove (none)" if mated else "bestmove " + MOVE)
    elif verb == "stop" and MODE.startswith("uci") and searching:
        searching = False
        say("bestmove " + MOVE)
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
