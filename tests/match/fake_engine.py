#!/usr/bin/env python3
"""A misbehaving engine for the match runner's fault tests.

fake_engine.py MODE MOVE UICI: speaks the uici protocol by passing every line through to a
real `uici` server it starts itself (so the runner has a grandchild to clean up too), until
its MOVE-th `go` of a game; then it does what MODE says:
  illegal   answers a move the rules refuse
  crash     exits at once
  hang      never answers
  flood     writes endless lines that are no reply
  longline  writes one line of 100 MB and nothing more
  nolf      writes 4 MB without a line end, then nothing more
  orphan    starts a grandchild that holds its stdout (and sleeps), then exits at once
  ucionly   plays on through the server, but knows only UCI's handshake: `uici` and `newgame`
            are dropped unanswered (as a UCI engine that passes `uici compliance` would)
  late      answers after 1.5 s
  garbage   answers `bestmove hello`
  scores    writes info lines with a depth and a score, then answers as the server does
  say       answers `bestmove SAY`, SAY the fourth argument (a move of any size), and plays on
            through the server afterwards
  sched     writes `info string policy P runner R...`: its own scheduling policy and those of
            its parent's threads (0 normal, 3 batch; tells what uici match runs under), then
            plays on through the server
  uci       a standard UCI engine (no server): the handshake, then e2e4 as White and e7e5 as Black
            (for games of one full move, -maxmoves 1)
  uciinfo   as uci, each bestmove after info lines: as White, line 1 with seldepth 8 and nodes 1234
            after an earlier one and before a line 2 and an unscored one; as Black, a line 1 without
            seldepth
  sprt      speaks sprt-json instead (no server): its MOVE-th request is answered with the move
            SAY ("FROM>TO"); any other with the error saw_TO if a piece of the request stands on
            TO, else no_TO (so a test sees that the next request carried the square)
"""
import json
import os
import subprocess
import sys
import threading
import time

mode, trigger, uici = sys.argv[1], int(sys.argv[2]), sys.argv[3]
say = sys.argv[4] if len(sys.argv) > 4 else ""
WHITE_INFO = ["info depth 4 seldepth 5 multipv 1 score cp 12 nodes 400 time 1 pv e2e4",
              "info depth 5 seldepth 8 multipv 1 score cp 31 nodes 1234 nps 99000 hashfull 3 time 2 pv e2e4 e7e5",
              "info depth 5 seldepth 9 multipv 2 score cp 20 nodes 1300 time 2 pv d2d4",
              "info depth 5 currmove e2e4 currmovenumber 1 nodes 1400"]
BLACK_INFO = ["info depth 4 multipv 1 score cp -20 nodes 999 time 1 pv e7e5"]
if mode in ("uci", "uciinfo"):
    plies = 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            print("id name fake\nuciok", flush=True)
        elif words[0] == "isready":
            print("readyok", flush=True)
        elif words[0] == "position":
            plies = len(words) - words.index("moves") - 1 if "moves" in words else 0
        elif words[0] == "go":
            if mode == "uciinfo":
                print("\n".join(BLACK_INFO if plies % 2 else WHITE_INFO), flush=True)
            print("bestmove " + ["e2e4", "e7e5"][plies % 2], flush=True)
        elif words[0] == "quit":
            break
    sys.exit(0)
server = subprocess.Popen([uici], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
out_lock = threading.Lock()


def emit(line):
    with out_lock:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


def pump():
    for line in server.stdout:
        emit(line.rstrip("\n"))


def scheduling():
    parent = os.getppid()
    policies = []
    for task in os.listdir(f"/proc/{parent}/task"):
        with open(f"/proc/{parent}/task/{task}/stat") as f:
            # The 41st field of stat, counted from the state that follows the name's ")".
            policies.append(int(f.read().rsplit(")", 1)[1].split()[38]))
    return f"policy {os.sched_getscheduler(0)} runner {' '.join(map(str, sorted(policies)))}"


threading.Thread(target=pump, daemon=True).start()
goes = 0
for line in sys.stdin:
    if mode == "sprt":
        goes += 1
        frm, to = say.split(">")
        if goes == trigger:
            emit(json.dumps({"from": frm, "to": to, "promotion": None}))
        else:
            pieces = json.loads(line)["board"]["pieces"]
            seen = any(f"{p['x']},{p['y']}" == to for p in pieces)
            emit(json.dumps({"error": ("saw_" if seen else "no_") + to}))
        continue
    word = line.split()[0] if line.split() else ""
    if word in ("newgame", "ucinewgame"):
        goes = 0
    if mode == "ucionly" and word in ("uici", "newgame"):
        continue
    if word == "go":
        goes += 1
        if goes == trigger:
            if mode == "illegal":
                emit("bestmove 0,0>0,50")
                continue
            if mode == "crash":
                os._exit(3)
            if mode == "orphan":
                subprocess.Popen(["sleep", "60"], stdin=subprocess.DEVNULL)
                os._exit(3)
            if mode == "nolf":
                with out_lock:
                    chunk = "x" * (1 << 20)
                    for _ in range(4):
                        sys.stdout.write(chunk)
                    sys.stdout.flush()
                while True:
                    time.sleep(60)
            if mode == "hang":
                while True:
                    time.sleep(60)
            if mode == "flood":
                with out_lock:
                    while True:
                        sys.stdout.write("garbage garbage garbage\n")
            if mode == "longline":
                with out_lock:
                    chunk = "x" * (1 << 20)
                    for _ in range(100):
                        sys.stdout.write(chunk)
                    sys.stdout.write("\n")
                    sys.stdout.flush()
                while True:
                    time.sleep(60)
            if mode == "late":
                time.sleep(1.5)
            if mode == "garbage":
                emit("bestmove hello")
                continue
            if mode == "say":
                emit("bestmove " + say)
                continue
            if mode == "sched":
                emit("info string " + scheduling())
            if mode == "scores":
                emit("info depth 7 seldepth 9 multipv 1 score cp -123 nodes 5 time 1 pv 1,2>3,4")
                emit("info string depth 99 score cp 5")
                emit("info\tdepth 9\t score  mate -3 ")
    if word == "quit":
        break
    server.stdin.write(line)
    server.stdin.flush()
server.kill()
