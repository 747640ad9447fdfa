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
  NAME-M.icn   mixed, spread, line, far and huge with M = 1, 10 and 100 halfmoves (spread with two
               kings, as game.icn: it has no black piece): each a piece of the side to move,
               drawn at random among the kings, knights, rooks, bishops and queens, one step
               (a knight's leap) to an empty square, legal as the site's royal capture has it
               (these positions have more than 50,000 pieces and many kings)

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


STEPS = {
    "K": [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)],
    "R": [(1, 0), (-1, 0), (0, 1), (0, -1)],
    "B": [(1, 1), (1, -1), (-1, 1), (-1, -1)],
    "N": [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)],
}
STEPS["Q"] = STEPS["K"]


def halfmoves(rng, squares, codes, count):
    """`count` halfmoves from white's turn, as ICN: each a piece of the side to move whose type
    is in STEPS, one step to an empty square."""
    board = dict(zip(squares, codes))
    movers = {True: [], False: []}  # white, black
    for s, c in zip(squares, codes):
        if c.upper() in STEPS and c != "ob":
            movers[c.isupper()].append(s)
    moves = []
    for ply in range(count):
        side = movers[ply % 2 == 0]
        while True:
            i = rng.randrange(len(side))
            x, y = side[i]
            dx, dy = rng.choice(STEPS[board[(x, y)].upper()])
            to = (x + dx, y + dy)
            if to not in board:
                break
        board[to] = board.pop((x, y))
        side[i] = to
        moves.append(f"{x},{y}>{to[0]},{to[1]}")
    return "|".join(moves)


def write_with_moves(out, name, squares, codes, rights=lambda code: False):
    for count in (1, 10, 100):
        moves = halfmoves(random.Random(count), squares, codes, count)
        write(out / f"{name}-{count}.icn", squares, codes, rights, moves=moves)


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
    # A first argument that is no folder (none, or an option such as --help) gets the usage.
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        print("usage: convert_bench_inputs.py DIR [PIECES]", file=sys.stderr)
        sys.exit(2)
    out = pathlib.Path(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    out.mkdir(parents=True, exist_ok=True)

    rng = random.Random(1)
    squares = distinct_squares(rng, n, lambda: (rng.randrange(-200, 200), rng.randrange(-200, 200)))
    codes = piece_codes(rng, n)
    rights = lambda c: c in ("P", "p", "K", "k", "R", "r")  # noqa: E731
    write(out / "mixed.icn", squares, codes, rights=rights, shuffle=rng)
    write_with_moves(out, "mixed", squares, codes, rights)

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
    write_with_moves(out, "spread", knights + kings, ["N"] * (n - 2) + ["K", "k"])

    rng = random.Random(3)
    squares = [(x, 1) for x in range(-n // 2, n - n // 2)]
    codes = piece_codes(rng, n)
    write(out / "line.icn", squares, codes)
    write_with_moves(out, "line", squares, codes)

    rng = random.Random(4)
    far = 2**60

    def far_coord():
        c = rng.randrange(10**15, far + 1)
        return c if rng.randrange(2) else -c

    squares = distinct_squares(rng, n, lambda: (far_coord(), far_coord()))
    codes = piece_codes(rng, n)
    write(out / "far.icn", squares, codes)
    write_with_moves(out, "far", squares, codes)

    rng = random.Random(5)

    def huge_coord():
        c = rng.randrange(2**64, 10 ** rng.randrange(20, 41))
        return c if rng.randrange(2) else -c

    squares = distinct_squares(rng, n, lambda: (huge_coord(), huge_coord()))
    codes = piece_codes(rng, n)
    write(out / "huge.icn", squares, codes)
    write_with_moves(out, "huge", squares, codes)


if __name__ == "__main__":
    main()
