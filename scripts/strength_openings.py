#!/usr/bin/env python3
"""Opening positions for scripts/strength.sh: N games of Classical, each 6 plies of the seeded
random test mover (Seed 1..N), written one ICN game a line. Usage: strength_openings.py UICI OUT [N]
Drives uici through the repository's Python client (python/uici)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import uici  # noqa: E402

binary, path = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 100
out = []
with uici.Server(binary) as server:
    server.setoption("Player", "random")
    for seed in range(1, count + 1):
        server.setoption("Seed", seed)
        moves = []
        for ply in range(6):
            server.position(moves=moves)
            best = server.go(movetime=10)
            assert best.move is not None, f"no move at ply {ply} of seed {seed}"
            moves.append(best.move)
        server.position(moves=moves)
        out.append(server.icn())
with open(path, "w") as f:
    f.write("\n".join(out) + "\n")
print(f"{len(set(out))} distinct openings in {path}")
