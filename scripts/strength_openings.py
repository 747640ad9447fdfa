#!/usr/bin/env python3
"""Opening positions for scripts/strength.sh: N games of Classical, each 6 plies of the seeded
random test mover (Seed 1..N), written one ICN game a line. Usage: strength_openings.py UICI OUT [N]"""
import subprocess
import sys

uici, path = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 100
p = subprocess.Popen([uici], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def send(line):
    p.stdin.write(line + "\n")
    p.stdin.flush()


def until(prefix):
    while True:
        line = p.stdout.readline()
        if not line:
            sys.exit("uici ended")
        if line.startswith(prefix):
            return line.strip()


send("uici")
until("uiciok")
send("setoption name Player value random")
out = []
for seed in range(1, count + 1):
    send(f"setoption name Seed value {seed}")
    moves = []
    for ply in range(6):
        send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        send("go movetime 10")
        moves.append(until("bestmove").split()[1])
    send("position startpos moves " + " ".join(moves))
    send("icn")
    out.append(until("icn ")[4:])
send("quit")
with open(path, "w") as f:
    f.write("\n".join(out) + "\n")
print(f"{len(set(out))} distinct openings in {path}")
