#!/usr/bin/env python3
"""Whether two builds of uici search the same tree: `go depth D` on a fixed set of positions.

  bench_same_tree.py UICI [BASE]

Prints, for each position, the bestmove and the node count of UICI's last info line;
with BASE (another uici binary, e.g. main's), the same of BASE beside it, and exits 1 when any
differs. The search is deterministic at a fixed depth (one thread, a fresh table each process),
so a change meant only to make it faster (issue 27) must leave every row equal: the same moves
and node counts are the proof that strength did not change. A change that does change
the tree (ordering, pruning) fails here by design and has to be measured by games instead
(docs/MATCH.md; scripts/strength.sh d).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_search import measure  # noqa: E402

START_8X8 = ("position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|"
             "P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|"
             "B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+")
ITALIAN = " moves 5,2>5,4 5,7>5,5 7,1>6,3 2,8>3,6 6,1>3,4 6,8>3,5"
POSITIONS = [
    ("8x8 start", START_8X8, 7),
    ("8x8 Italian (6 plies)", START_8X8 + ITALIAN, 6),
    ("kiwipete 8x8", "position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 r1,8+|k5,8+|r8,8+|p1,7+|p3,7+|p4,7+|"
     "q5,7|p6,7+|b7,7|b1,6|n2,6|p5,6|n6,6|p7,6|P4,5|N5,5|p2,4|P5,4|N3,3|Q6,3|p8,3|P1,2+|P2,2+|P3,2+|B4,2|B5,2|"
     "P6,2+|P7,2+|P8,2+|R1,1+|K5,1+|R8,1+", 5),
    ("Classical start", "position startpos", 5),
    ("Classical, 6 plies", "position startpos" + ITALIAN, 5),
    ("classical_border10", "position icn w 0/100 1 (8|1) -9,18,-9,18 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|"
     "P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|"
     "B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+", 5),
    ("open board: king, queen and rook against king", "position icn w K0,0|Q3,2|R-4,5|k12,9", 5),
    ("fairy leapers (open board)", "position icn w 0/100 1 (6;ha,ce,gu|-6;ca,gi,ze) K0,0+|GU-3,0+|GU4,0+|RC0,-4|"
     "HA2,2|CA-2,1|GI3,-2|ZE-3,-2|CE1,-2|N-1,2|RO2,-1|P1,1+|P-1,1+|P4,5|ob0,2|ob-4,3|vo2,4|vo-1,-1|k0,9+|gu-3,9+|"
     "rc3,9+|ha-2,7|ca2,7|gi-3,6|ze3,6|ce0,7|n-1,8|ro1,6|p0,6+|p-1,-4|p3,1", 5),
]


def run(uici, position, depth):
    """(bestmove, nodes) of `go depth` in a fresh process."""
    nodes, best, _ = measure(uici, position, depth)
    return best, nodes


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    uici, base = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None
    differ = 0
    for name, position, depth in POSITIONS:
        got = run(uici, position, depth)
        line = "%-48s d%d  %-14s %10s nodes" % (name, depth, got[0], "{:,}".format(got[1] or 0))
        if base:
            want = run(base, position, depth)
            same = got == want
            differ += not same
            line += "   base: same" if same else "   base: DIFFERS: %s %s nodes" % want
        print(line, flush=True)
    if base:
        print("same tree on every position" if not differ else "%d position(s) differ" % differ)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
