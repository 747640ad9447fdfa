#!/usr/bin/env python3
"""The search's node rate (scripts/bench.sh --search): `go depth D` on the bench's positions.

  bench_search.py UICI [RUNS]    RUNS (default 3) runs of each position, interleaved

Each run is one `uici` process: `position ...`, `go depth D`, up to its bestmove, then `quit`.
Its figure is the last info line's nodes over the process's own user+system CPU seconds (wait4's
rusage): wall time on the shared machine runs 2-6 times longer under load, CPU time far less so.
The search is deterministic, so every run of a position must count the same nodes and play the
same move; a run that does not is BROKEN (exit 1), as is one that gives no bestmove.

Beside it, when Debian's stockfish is there (STOCKFISH=path, default /usr/games/stockfish;
STOCKFISH= leaves it out): stockfish's node rate in the same run, one thread and 16 MB of hash,
`go depth D` on the 8x8 start and kiwipete, its runs interleaved with uici's. Stockfish spends
about 0.2 CPU seconds starting (its network, its table) before it searches, so its figure is the
nodes over the run's CPU seconds less those of a `go depth 1` run of the same position (the
median of its runs); uici's start costs a few milliseconds and is not taken off. The last row is
uici's rate on the 8x8 start over stockfish's there: nodes are not the same unit in both
searches (each counts its own), so the ratio says how fast each walks its own tree.

Last, when uici_bench_search stands beside UICI (scripts/bench.sh --search builds it): the parts
of a node one at a time, in CPU nanoseconds a call, beside the search's nanoseconds a node
(bench/search_components.cpp; docs/SEARCH.md says how to read them).
"""
import os
import statistics
import subprocess
import sys

# The bench's perft anchors (bench/positions.cpp) and the Classical start, each at a depth of
# about half a CPU second or more on the project's machine (raised on 2026-11-28, when the
# search's trees got smaller: the 8x8 start's depth 8 took 40 ms, and a run's start weighed in).
# (fairy_leapers_infinite is left out: its search ends in a few hundred nodes at any depth.)
POSITIONS = [
    ("Classical start (open board)", "position startpos", 8),
    ("classical_border10", "position icn w 0/100 1 (8|1) -9,18,-9,18 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|"
     "P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|"
     "B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+", 8),
    ("chess_startpos_8x8", "position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|"
     "P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|"
     "n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+", 12),
    ("kiwipete_8x8", "position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 r1,8+|k5,8+|r8,8+|p1,7+|p3,7+|p4,7+|"
     "q5,7|p6,7+|b7,7|b1,6|n2,6|p5,6|n6,6|p7,6|P4,5|N5,5|p2,4|P5,4|N3,3|Q6,3|p8,3|P1,2+|P2,2+|P3,2+|B4,2|B5,2|"
     "P6,2+|P7,2+|P8,2+|R1,1+|K5,1+|R8,1+", 8),
]


# Stockfish's positions (UCI), beside uici's chess_startpos_8x8 and kiwipete_8x8 above.
SF_POSITIONS = [
    ("chess_startpos_8x8", "position startpos", 20),
    ("kiwipete_8x8", "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 16),
]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    uici, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3
    rows = {name: [] for name, _, _ in POSITIONS}
    sf = os.environ.get("STOCKFISH", "/usr/games/stockfish")
    sf = sf if sf and os.access(sf, os.X_OK) else ""
    sf_rows = {name: ([], []) for name, _, _ in SF_POSITIONS} if sf else {}
    broken = []
    for _ in range(runs):
        for name, position, depth in POSITIONS:
            rows[name].append(measure(uici, position, depth))
        for name, position, depth in SF_POSITIONS if sf else []:
            sf_rows[name][0].append(measure([sf], position, depth, SF_SETUP))
            sf_rows[name][1].append(measure([sf], position, 1, SF_SETUP))
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
    if sf:
        broken += stockfish_table(sf, sf_rows, rows, runs)
    else:
        print("\n(stockfish not found: its rows are left out; STOCKFISH=path names it)")
    parts = os.path.join(os.path.dirname(os.path.abspath(uici)), "uici_bench_search")
    if os.access(parts, os.X_OK):
        print()
        sys.stdout.flush()
        if subprocess.run([parts] + (["--quick"] if runs == 1 else [])).returncode != 0:
            broken.append("uici_bench_search")
    else:
        print("\n(%s not found: the rows of the search's parts are left out)" % parts)
    return 1 if broken else 0


SF_SETUP = "setoption name Threads value 1\nsetoption name Hash value 16\n"


def stockfish_table(sf, sf_rows, rows, runs):
    """Prints stockfish's rows and the 8x8 ratio; returns the names of its BROKEN rows."""
    version = subprocess.run([sf], input="quit\n", capture_output=True, text=True).stdout.split()[:2]
    print("\n| %s, Threads 1, Hash 16: go depth D (%d runs interleaved with uici's) | nodes | bestmove "
          "| nodes per CPU s less its start (median) | start CPU s | runs |" % (" ".join(version), runs))
    print("|---|---:|---|---:|---:|---|")
    broken, rate = [], {}
    for name, _, depth in SF_POSITIONS:
        got, base = sf_rows[name]
        if any(g[0] is None or g[1] is None for g in got) or len({(g[0], g[1]) for g in got}) != 1:
            broken.append("stockfish " + name)
            print("| %s d%d | BROKEN: %s | | | | |" % (name, depth, sorted({(g[0], g[1]) for g in got}, key=str)))
            continue
        start = statistics.median(b[2] for b in base)
        rates = [g[0] / max(g[2] - start, 1e-3) for g in got]
        rate[name] = statistics.median(rates)
        print("| %s d%d | %s | %s | %s | %.3f | %s |" % (name, depth, "{:,}".format(got[0][0]), got[0][1],
                                                       "{:,.0f}".format(rate[name]), start,
                                                       " / ".join("{:,.0f}".format(r) for r in rates)))
    ours = rows.get("chess_startpos_8x8", [])
    if "chess_startpos_8x8" in rate and ours and all(g[0] for g in ours):
        mine = statistics.median(g[0] / g[2] for g in ours)
        print("| uici / stockfish, 8x8 start | | | %.2f | | |" % (mine / rate["chess_startpos_8x8"]))
    return broken


def measure(cmd, position, depth, setup=""):
    """(nodes, bestmove, user+system CPU seconds of the process); cmd is uici's path or a list."""
    p = subprocess.Popen([cmd] if isinstance(cmd, str) else cmd, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    p.stdin.write(setup + position + "\ngo depth %d\n" % depth)
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
