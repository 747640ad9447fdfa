#!/usr/bin/env python3
"""Writes the 100,000-piece ICN positions of scripts/bench_convert.sh into DIR, deterministically
(a fixed seed per input, so every run and machine converts the same bytes):

  mixed.icn    every piece type the reference converter knows, both colours, on a 400x400 area,
               listed in random order (as a converter that keeps a JSON map's order may write it)
  spread.icn   one piece type (white knights) spread over +-10^9 in both coordinates
  line.icn     one rank: pieces of several types on 100,000 consecutive files
  far.icn      coordinates of 16 to 19 digits, up to 2^60 (the largest of uici's narrow build)
  huge.icn     coordinates of 20 to 40 digits, past 64 bits (uici's wide build)
  game.icn     spread.icn's knights, two kings far away and 40 halfmoves (--at, games)

Pieces are written in display order (rank descending, then file ascending), as `uici convert
--to icn` writes them, but for mixed.icn.

  convert_bench_inputs.py DIR [PIECES]
"""
import pathlib
import random
import sys

HEADER = "w 0/100 1 (8|1) "
TYPES = ["K", "P", "N", "B", "R", "Q", "AM", "HA", "CH", "AR", "GU", "CA", "GI", "ZE", "CE", "RQ", "RC", "NR"]


def piece_codes(rng, count):
    """`count` piece letters of every type and colour (and the neutral ob and vo)."""
    codes = []
    for _ in range(count):
        r = rng.randrange(len(TYPES) * 2 + 2)
        if r == len(TYPES) * 2:
            codes.append("ob")
        elif r == len(TYPES) * 2 + 1:
            codes.append("vo")
        else:
            t = TYPES[r // 2]
            codes.append(t if r % 2 == 0 else t.lower())
    return codes


def distinct_squares(rng, count, draw):
    seen = set()
    while len(seen) < count:
        seen.add(draw())
    return list(seen)


def write(path, squares, codes, rights=lambda code: False, shuffle=None, moves=""):
    # Display order: rank descending, then file ascending.
    order = sorted(range(len(squares)), key=lambda i: (-squares[i][1], squares[i][0]))
    if shuffle:
        shuffle.shuffle(order)
    parts = []
    for i in order:
        x, y = squares[i]
        code = codes[i]
        parts.append(f"{code}{x},{y}{'+' if rights(code) else ''}")
    path.write_text(HEADER + "|".join(parts) + (" " + moves if moves else "") + "\n")


def main():
    out = pathlib.Path(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    out.mkdir(parents=True, exist_ok=True)

    rng = random.Random(1)
    squares = distinct_squares(rng, n, lambda: (rng.randrange(-200, 200), rng.randrange(-200, 200)))
    write(out / "mixed.icn", squares, piece_codes(rng, n), rights=lambda c: c in ("P", "p", "K", "k", "R", "r"),
          shuffle=rng)

    rng = random.Random(2)
    wide = 10**9
    squares = distinct_squares(rng, n, lambda: (rng.randrange(-wide, wide), rng.randrange(-wide, wide)))
    write(out / "spread.icn", squares, ["N"] * n)

    # The same knights but two, the kings beyond their reach; each side moves 20 times: a
    # knight (the lowest-ranked ones, to an empty square), and the black king back and forth.
    knights = squares[: n - 2]
    taken = set(knights)
    kings = [(0, -2 * wide), (0, 2 * wide)]
    moves = []
    for i, (x, y) in enumerate(sorted(knights, key=lambda s: (s[1], s[0]))[:20]):
        assert (x + 1, y + 2) not in taken
        moves.append(f"{x},{y}>{x + 1},{y + 2}")
        kx = i % 2
        moves.append(f"{kx},{2 * wide}>{1 - kx},{2 * wide}")
    write(out / "game.icn", knights + kings, ["N"] * (n - 2) + ["K", "k"], moves="|".join(moves))

    rng = random.Random(3)
    squares = [(x, 1) for x in range(-n // 2, n - n // 2)]
    write(out / "line.icn", squares, piece_codes(rng, n))

    rng = random.Random(4)
    far = 2**60

    def far_coord():
        c = rng.randrange(10**15, far + 1)
        return c if rng.randrange(2) else -c

    squares = distinct_squares(rng, n, lambda: (far_coord(), far_coord()))
    write(out / "far.icn", squares, piece_codes(rng, n))

    rng = random.Random(5)

    def huge_coord():
        c = rng.randrange(2**64, 10 ** rng.randrange(20, 41))
        return c if rng.randrange(2) else -c

    squares = distinct_squares(rng, n, lambda: (huge_coord(), huge_coord()))
    write(out / "huge.icn", squares, piece_codes(rng, n))


if __name__ == "__main__":
    main()
