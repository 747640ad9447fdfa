#!/usr/bin/env python3
"""The search's node rate (scripts/bench.sh --search): `go depth D` on the bench's positions.

  bench_search.py UICI [RUNS]    RUNS (default 3) runs of each position, interleaved

Each run is one `uici` process: `position ...`, `go depth D`, up to its bestmove, then `quit`.
Its figure is the last info line's nodes over the process's own user+system CPU seconds (wait4's
rusage): wall time on the shared machine runs 2-6 times longer under load, CPU time far less so.
The search is deterministic, so every run of a position must count the same nodes and play the
same move; a run that does not is BROKEN (exit 1), as is one that gives no bestmove.
"""
import os
import statistics
import subprocess
import sys

# The bench's perft anchors (bench/positions.cpp) and the Classical start, each at a depth of
# half a CPU second or more on the project's machine. (fairy_leapers_infinite is left out: its
# search ends in a few hundred nodes at any depth.)
POSITIONS = [
    ("Classical start (open board)", "position startpos", 6),
    ("classical_border10", "position icn w 0/100 1 (8|1) -9,18,-9,18 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|"
     "P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|"
     "B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+", 6),
    ("chess_startpos_8x8", "position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|"
     "P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|"
     "n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+", 8),
    ("kiwipete_8x8", "position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 r1,8+|k5,8+|r8,8+|p1,7+|p3,7+|p4,7+|"
     "q5,7|p6,7+|b7,7|b1,6|n2,6|p5,6|n6,6|p7,6|P4,5|N5,5|p2,4|P5,4|N3,3|Q6,3|p8,3|P1,2+|P2,2+|P3,2+|B4,2|B5,2|"
     "P6,2+|P7,2+|P8,2+|R1,1+|K5,1+|R8,1+", 6),
]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    uici, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3
    rows = {name: [] for name, _, _ in POSITIONS}
    broken = []
    for _ in range(runs):
        for name, position, depth in POSITIONS:
            rows[name].append(measure(uici, position, depth))
    print("| search: go depth D (one process a run, %d runs interleaved) | nodes | bestmove "
          "| nodes per CPU s (median) | runs |" % runs)
    print("|---|---:|---|---:|---|")
    total_nodes = total_cpu = 0
    for name, _, depth in POSITIONS:
        got = rows[name]
        if any(g[0] is None or g[1] is None for g in got) or len({(g[0], g[1]) for g in got}) != 1:
            broken.append(name)
            print("| %s d%d | BROKEN: %s | | | |" % (name, depth, sorted({(g[0], g[1]) for g in got}, key=str)))
            continue
        rates = [g[0] / g[2] for g in got]
        total_nodes += sum(g[0] for g in got)
        total_cpu += sum(g[2] for g in got)
        print("| %s d%d | %s | %s | %s | %s |" % (name, depth, "{:,}".format(got[0][0]), got[0][1],
                                                 "{:,.0f}".format(statistics.median(rates)),
                                                 " / ".join("{:,.0f}".format(r) for r in rates)))
    if total_cpu:
        print("| all positions | | | %s | (all nodes over all CPU seconds) |" % "{:,.0f}".format(total_nodes / total_cpu))
    return 1 if broken else 0


def measure(uici, position, depth):
    """(nodes, bestmove, user+system CPU seconds of the process)."""
    p = subprocess.Popen([uici], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write(position + "\ngo depth %d\n" % depth)
    p.stdin.flush()
    nodes = best = None
    for line in p.stdout:
        w = line.split()
        if w[:1] == ["info"] and "nodes" in w:
            nodes = int(w[w.index("nodes") + 1])
        elif w[:1] == ["bestmove"]:
            best = w[1] if len(w) > 1 else ""
            break
    p.stdin.write("quit\n")
    p.stdin.close()
    p.stdout.read()
    _, _, usage = os.wait4(p.pid, 0)
    p.returncode = 0  # reaped here: Popen must not wait for it again
    return nodes, best, usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    sys.exit(main())
