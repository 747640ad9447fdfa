#!/usr/bin/env python3
"""Opening positions for scripts/strength.sh, written one ICN game a line.

  strength_openings.py UICI OUT [N]
      N games of Classical, each 6 plies of the seeded random test mover (Seed 1..N).
  strength_openings.py UICI OUT N --from FILE [--plies K] [--within CP]
      N openings from the ICN positions of FILE (one a line, taken in turn), each followed by K
      plies (default 2) of the seeded random test mover, kept when uici's own search (depth 6)
      scores the position within CP centipawns (default 80) of even; else the next seed is tried.
      Games at a fixed number of nodes replay themselves exactly from one position: without the
      plies, (d) on 8x8 repeated the 26 openings' 52 games whatever GAMES asked.

Drives uici through the repository's Python client (python/uici). Exits 1 when a start position
yields no balanced opening within 200 seeds."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import uici  # noqa: E402

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("binary")
parser.add_argument("out")
parser.add_argument("count", nargs="?", type=int, default=100)
parser.add_argument("--from", dest="starts", help="ICN positions to start from, one a line")
parser.add_argument("--plies", type=int, default=None)
parser.add_argument("--within", type=int, default=80)
args = parser.parse_args()
starts = None
if args.starts:
    try:
        with open(args.starts) as f:
            starts = [line.strip() for line in f if line.strip()]
    except OSError as e:
        sys.exit(f"error: cannot read {args.starts}: {e.strerror}")
    if not starts:
        sys.exit(f"error: no position in {args.starts}")
plies = args.plies if args.plies is not None else (2 if starts else 6)

out = []
with uici.Server(args.binary) as server:

    def place(start, moves):
        if start:
            server.position(start, moves=moves)
        else:
            server.position(moves=moves)

    def random_line(start, seed):
        server.setoption("Player", "random")
        server.setoption("Seed", seed)
        moves = []
        for ply in range(plies):
            place(start, moves)
            best = server.go(movetime=10)
            if best.move is None:
                return None  # the game ended within the plies
            moves.append(best.move)
        place(start, moves)
        return moves

    def balanced():
        server.setoption("Player", "search")
        last = server.go(depth=6).last
        return last is not None and last.cp is not None and abs(last.cp) <= args.within

    for n in range(1, args.count + 1):
        if starts is None:
            moves = random_line(None, n)
            assert moves is not None, f"no move within the plies of seed {n}"
            out.append(server.icn())
            continue
        start = starts[(n - 1) % len(starts)]
        for attempt in range(200):
            # Seeds n, n + N, n + 2N, ...: every opening of the file gets seeds of its own.
            if random_line(start, n + attempt * args.count) is not None and balanced():
                out.append(server.icn(position=True))
                break
        else:
            sys.exit(f"error: no balanced opening after {plies} random plies from {start}")
with open(args.out, "w") as f:
    f.write("\n".join(out) + "\n")
print(f"{len(set(out))} distinct openings in {args.out}")
