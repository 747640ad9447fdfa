#!/usr/bin/env python3
"""Drives a uici binary to and past each limit of PROTOCOL.md section 8, checks the reply and
prints the peak memory (max RSS) of each run, one fresh process per case.

Usage: limits.py BINARY     (scripts/limits.sh builds the binary and calls this)
Heavy: the cases at the limits read 10,000,000 pieces and play 2,000,000 moves (~1 GB, a minute),
and the search answers go movetime 100 and stop among 1,000,000 and 10,000,000 rooks.
The peak RSS includes the ~14 MB a process inherits from the Python that starts it.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

MAX_PIECES = 10_000_000
MAX_MOVES = 2_000_000
BIG_LINES = "setoption name MaxLineBytes value 1073741824\n"


def pieces(n):
    # Distinct squares on a 4000-wide strip, kings first: a legal position of n pieces.
    cells = ["K0,-5", "k0,-9"] + [f"P{i % 4000},{i // 4000}" for i in range(n - 2)]
    return "|".join(cells)


def walking_rooks(n):
    moves = []
    for k in range(n // 2):
        moves.append(f"{1 + k},10>{2 + k},10")
        moves.append(f"{-1 - k},-10>{-2 - k},-10")
    return "position icn w K0,0|k0,1000|R1,10|r-1,-10 moves " + " ".join(moves)


def sprt_request(history, x="5"):
    """A sprt-json request line: two kings and a rook, `history` move_history entries."""
    entries = ",".join(['{"from":"1,2","to":"3,4"}'] * history)
    return ('{"board":{"pieces":[{"x":' + x + ',"y":"1","piece_type":"k","color":"w"},'
            '{"x":"5","y":"8","piece_type":"k","color":"b"},{"x":"1","y":"1","piece_type":"r","color":"w"}]},'
            '"turn":"w","move_history":[' + entries + '],"time_limit_ms":20}\n')


def json_objects(n):
    return ",".join(['{"a":1}'] * n)
def obstacle_game(n, plies):
    """n obstacles on a 200-wide block, two rooks walking beside it for `plies` halfmoves."""
    cells = ["K0,0", "k0,1000", "R1,-10", "r-1,-20"] + [f"ob{10 + i % 200},{10 + i // 200}" for i in range(n)]
    moves = []
    for k in range(plies // 2):
        moves.append(f"{1 + k},-10>{2 + k},-10")
        moves.append(f"{-1 - k},-20>{-2 - k},-20")
    return "w " + "|".join(cells) + " " + "|".join(moves)


def cases():
    """(name, request maker, expected stdout as a regex, arguments): makers run only in `gen`."""
    deep = 100_000
    return [
        ("line over MaxLineBytes (200 MB)", lambda: "position icn w " + "K" * 200_000_000 + "\nisready\n",
         r"error line_too_long bytes=200000015 limit=67108864\nreadyok", []),
        (f"{MAX_PIECES:,} pieces (the limit)",
         lambda: BIG_LINES + "position icn w " + pieces(MAX_PIECES) + "\nlegal 0,-5>0,-4\n",
         r"legal yes 0,-5>0,-4", []),
        (f"{MAX_PIECES + 1:,} pieces",
         lambda: BIG_LINES + "position icn w " + pieces(MAX_PIECES + 1) + "\nisready\n",
         r"error too_large at=2 .*\nreadyok", []),
        (f"{MAX_MOVES:,} moves (the limit), then one more",
         lambda: walking_rooks(MAX_MOVES) + "\nmove 0,0>0,1\nisready\n",
         r"error too_large what=moves limit=2000000 have=2000001\nreadyok", []),
        (f"{MAX_MOVES + 2:,} moves", lambda: walking_rooks(MAX_MOVES + 2) + "\nisready\n",
         r"error too_large what=moves limit=2000000 have=2000002\nreadyok", []),
        (f"long JSON nested {deep:,} deep", lambda: "position json " + "[" * deep + "]" * deep + "\nisready\n",
         r"error too_large .*\nreadyok", []),
        (f"ICN options nested {deep:,} deep", lambda: "position icn w " + "{" * deep + " K1,1\nisready\n",
         r"error (too_large|bad_json) .*\nreadyok", []),
        ("coordinate of 2,001 digits", lambda: "position icn w K" + "9" * 2001 + ",1|k1,1\nisready\n",
         r"error too_large .*\nreadyok", []),
        # A job's reply comes after an isready sent meanwhile; --batch lets it end before EOF quits.
        ("perft 64 on an unbounded board", lambda: "position icn w K1,1|k8,8|R3,3\nperft 64\n",
         r"error unbounded ray=3,3>.*", ["--batch"]),
        ("perft 65", lambda: "perft 65\nisready\n", r"error bad_argument .*\nreadyok", []),
        # The JSON readers are linear (quadratic before 2026-11-25: 1,000,000 entries took > 120 s).
        ("sprt-json move_history of 1,000,000 entries", lambda: sprt_request(1_000_000),
         r'\{"from":.*', ["--dialect", "sprt-json"]),
        ("ICN options block of 1,000,000 objects",
         lambda: 'position icn w {"junk":[' + json_objects(1_000_000) + "]} K1,1|k8,8\nisready\n", r"readyok", []),
        ("long JSON array of 1,000,000 objects",
         lambda: 'position json {"moves":[' + json_objects(1_000_000) + "]}\nisready\n",
         r"error bad_json .*\nreadyok", []),
        ("sprt-json number of 2,001 digits", lambda: sprt_request(0, "9" * 2001),
         r'\{"error":"too_large".*', ["--dialect", "sprt-json"]),
        # EGD of 20,000 obstacles after 2,000 moves is 676 MB: the server refuses the reply, never
        # builds it; convert streams it (stdout discarded: expected None) a record at a time.
        ("egd, 20,000 obstacles, 2,000 moves", lambda: "position icn " + obstacle_game(20_000, 2_000) +
         "\negd\nisready\n", r"error too_large what=reply_bytes limit=67108864 have=\d+\nreadyok", []),
        ("convert --to egd, the same game", lambda: obstacle_game(20_000, 2_000), None, ["convert", "--to", "egd"]),
        ("convert --to egd-jsonl, the same game", lambda: obstacle_game(20_000, 2_000), None,
         ["convert", "--to", "egd-jsonl"]),
    ]


def rook_grid(side):
    """White rooks two squares apart on a side x side grid (each ray blocked after one square): a
    board with millions of slides to list, the search's worst case per piece."""
    cells = ["K-10,-10", "k-20,-20"] + [f"R{2 * x},{2 * y}" for x in range(side) for y in range(side)]
    return BIG_LINES + "position icn w " + "|".join(cells) + "\n"


def huygens_far():
    """A huygens with its own rook and an enemy rook at 2,000-digit prime distances: each search
    meets primality tests of a quarter of a second that GMP cannot interrupt."""
    with open(os.path.join(os.path.dirname(__file__), "..", "tests", "data", "primes-2000-digits.txt")) as f:
        p, q = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    return f"position icn w K1,1|k5,8|HU0,0|R{p},0|r0,{q}\n"


def search_cases():
    """(name, the board: a rook grid's side or "huygens", requests, bound in ms, whether the first
    answer is exempt) for the search's answer times. The first go after a grid pays the board's
    deferred index build, which no search loop can cut short; the huygens' first go is the one
    that meets the primality tests (their answers are remembered after it)."""
    return [
        ("1,000,000 rooks: go movetime 100", 1000, ["go movetime 100"] * 3, 150, True),
        ("1,000,000 rooks: stop 100 ms into go infinite", 1000, ["stop@100"] * 2, 50, True),
        (f"{MAX_PIECES:,} rooks (the limit): go movetime 100", 3162, ["go movetime 100"] * 2, 150, True),
        (f"{MAX_PIECES:,} rooks: stop 100 ms into go infinite", 3162, ["stop@100"] * 2, 50, True),
        ("huygens at 2,000-digit primes: go movetime 100", "huygens", ["go movetime 100"], 50, False),
        ("huygens at 2,000-digit primes: stop at 50 ms", "huygens", ["stop@50"], 50, False),
    ]


def search_latency(binary, side, requests):
    """Sets the board, waits for readyok, then times each request from its sending (for stop@T:
    from the stop, sent T ms into a go infinite) to its bestmove. Returns the times in ms.
    Drives the server through the repository's Python client (python/uici)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
    import uici

    with tempfile.NamedTemporaryFile() as fin:
        subprocess.run([sys.executable, __file__, "grid", str(side), fin.name], check=True)
        with uici.Server(binary, timeout=600) as server:
            with open(fin.name) as f:
                for line in f:
                    server.command(line.rstrip("\n"))
            server.isready()
            times = []
            for r in requests:
                if r.startswith("stop@"):
                    search = server.analysis()
                    time.sleep(int(r[5:]) / 1000)
                    t0 = time.monotonic()
                    search.stop()
                else:
                    t0 = time.monotonic()
                    server.go(movetime=int(r.split()[-1]))
                times.append((time.monotonic() - t0) * 1000)
        return times


def write_request(index, path):
    """`limits.py gen INDEX PATH`: writes case INDEX's request to PATH."""
    with open(path, "w") as f:
        f.write(cases()[index][1]())


def run(binary, index, args, discard=False):
    """Runs one fresh process on case INDEX; returns (exit code, stdout, stderr, seconds, its peak RSS in KB).

    The request is written by a separate Python process: Linux carries the peak RSS of a
    process into what it execs, so the driver itself must never hold the big texts."""
    with tempfile.NamedTemporaryFile() as fin, tempfile.TemporaryFile() as fout, tempfile.TemporaryFile() as ferr:
        subprocess.run([sys.executable, __file__, "gen", str(index), fin.name], check=True)
        t0 = time.monotonic()
        sink = subprocess.DEVNULL if discard else fout
        p = subprocess.Popen([binary, *args], stdin=open(fin.name, "rb"), stdout=sink, stderr=ferr)
        # wait4 gives this child's own rusage (RUSAGE_CHILDREN would keep the largest so far).
        _, status, usage = os.wait4(p.pid, 0)
        seconds = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        fout.seek(0)
        ferr.seek(0)
        return p.returncode, fout.read(), ferr.read(), seconds, usage.ru_maxrss


def main():
    if sys.argv[1] == "gen":
        return write_request(int(sys.argv[2]), sys.argv[3])
    if sys.argv[1] == "grid":
        with open(sys.argv[3], "w") as f:
            return f.write(huygens_far() if sys.argv[2] == "huygens" else rook_grid(int(sys.argv[2])))
    binary = sys.argv[1]
    failed = 0
    print(f"{'case':<44} {'ok':<4} {'peak RSS':>10} {'seconds':>8}  reply")
    for index, (name, _, expected, args) in enumerate(cases()):
        code, stdout, stderr, seconds, peak = run(binary, index, args, discard=expected is None)
        out = stdout.decode(errors="replace").rstrip("\n")
        ok = code == 0 and not stderr and (expected is None or re.fullmatch(expected, out) is not None)
        failed += not ok
        print(f"{name:<44} {'yes' if ok else 'NO':<4} {peak / 1024:>7.0f} MB {seconds:>8.2f}  {out[:70]!r}", flush=True)
        if not ok:
            print(f"    expected {expected!r}, exit {code}, stderr {stderr[:200]!r}")
    # The search's answer times (see search_cases for the first one's).
    for name, side, requests, extra, exempt_first in search_cases():
        times = search_latency(binary, side, requests)
        base = 100 if requests[0].startswith("go movetime") else 0
        ok = all(t <= base + extra for t in times[1 if exempt_first else 0 :])
        failed += not ok
        shown = " ".join(f"{t:.0f}" for t in times)
        print(f"{name:<44} {'yes' if ok else 'NO':<4} {'':>10} {'':>8}  ms: {shown} ({'the later ones' if exempt_first else 'each'} <= {base + extra})",
              flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
