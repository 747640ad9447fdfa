#!/usr/bin/env python3
"""A broken engine for the compliance checker's tests: it shakes hands, takes positions and
answers isready properly, but its go is wrong in four ways the checker must name:
a move that is no legal move (every go), two bestmoves for `go depth`, a bestmove at once for
`go infinite` (none after stop), a move when it has none to give; and it ignores quit."""
import sys


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


while True:
    raw = sys.stdin.readline()  # not `for raw in sys.stdin`: its read-ahead would hold lines back
    if not raw:
        break
    words = raw.split()
    if not words:
        continue
    verb = words[0]
    if verb == "uci":
        say("id name fake")
        say("id author the uici tests")
        say("option name Hash type spin default 16 min 1 max 1024")
        say("uciok")
    elif verb == "isready":
        say("readyok")
    elif verb == "go":
        say("bestmove 1,1>1,9")
        if "depth" in words:
            say("bestmove 1,1>1,9")
    elif verb == "quit":
        pass  # stays alive until its stdin closes
