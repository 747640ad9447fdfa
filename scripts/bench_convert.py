#!/usr/bin/env python3
"""`uici convert` as a whole process beside the reference converter under node, on the
100,000-piece inputs of scripts/convert_bench_inputs.py, in one run (scripts/bench.sh --convert
calls this and records the table in docs/PERFORMANCE.md). Per row: the median wall time from
spawn to exit, the median CPU time (user + system, from wait4: on a shared machine the fairer
figure, since a short process waits on the scheduler), the peak RSS and the page faults (minor
+ major) of each side, the ratios of the times, and uici's peak RSS over the sizes of its input
and output (peak RSS and faults from GNU time, /usr/bin/time). Every output is
checked against the reference's: a row whose documents differ is BROKEN (exit 1).

  bench_convert.py UICI FORMATCONVERTER_JS [RUNS]

FORMATCONVERTER_JS "" leaves the reference out (uici's columns only). RUNS: runs per row of each
side (default 11), the two alternating. (The reference's own time moves by a third between runs on
this machine, 300 ms in some and 450 ms in others of the same row: the median of a third as many
runs, as this took before, put some rows' ratio a third apart from one bench run to the next.)
"""
import json
import os
import re
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE_JS = os.path.join(ROOT, "bench", "reference_convert.js")


def run(argv, out_path):
    """(wall ms, exit status, CPU ms) of argv with stdout into out_path, a new file each run.
    (Truncating the last run's file instead would time ext4's auto_da_alloc: a file truncated to
    zero and written again has its blocks allocated and its writeback started at close, for the
    data's safety. That is 8-10 ms of a 20 ms conversion on this machine's virtual disk, the
    same few ms of both sides, and no work of either converter.)"""
    if os.path.exists(out_path):
        os.unlink(out_path)
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
        (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0),
    ]
    t0 = time.perf_counter()
    pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    ms = (time.perf_counter() - t0) * 1e3
    return ms, os.waitstatus_to_exitcode(status), (usage.ru_utime + usage.ru_stime) * 1e3


def memory(argv, out_path, stats_path):
    """(peak RSS in MiB, page faults) of argv, from GNU time. Not from this script's own wait4:
    a child spawned by posix_spawn shares this process's memory until its exec, and the kernel
    keeps the larger high-water mark of the two as the child's peak RSS."""
    time_argv = ["/usr/bin/time", "-f", "%M %R %F", "-o", stats_path, *argv]
    if run(time_argv, out_path)[1] != 0:
        return float("nan"), float("nan")
    with open(stats_path) as f:
        rss_kib, minor, major = f.read().split()[-3:]
    return int(rss_kib) / 1024, int(minor) + int(major)


class Side:
    def __init__(self):
        self.ms, self.cpu, self.failed = [], [], False

    def add(self, result):
        ms, code, cpu = result
        self.failed |= code != 0
        self.ms.append(ms)
        self.cpu.append(cpu)

    def median(self):
        return statistics.median(self.ms)

    def median_cpu(self):
        return statistics.median(self.cpu)


def load_json(path):
    with open(path) as f:
        return json.load(f)


def same_json(ours, reference, relax=()):
    """The same document; the reference adds its input piece list as "shortposition"."""
    try:
        a, b = load_json(ours), load_json(reference)
    except ValueError:
        return False
    b.pop("shortposition", None)
    for key in relax:
        a.pop(key, None)
        b.pop(key, None)
    return a == b


def icn_parts(path):
    """The position's sections, the set of its piece entries (order aside) and the moves'
    squares (the reference numbers its moves and names their pieces: "1. N1,2>2,4|k...")."""
    with open(path) as f:
        tokens = f.read().split()
    pieces = max(tokens, key=len)
    at = tokens.index(pieces)
    moves = re.findall(r"(-?\d+,-?\d+)\s*>\s*(-?\d+,-?\d+)", " ".join(tokens[at + 1 :]))
    return tokens[:at], set(pieces.split("|")), moves


def same_icn(ours, reference, moves=True):
    try:
        a, b = icn_parts(ours), icn_parts(reference)
        return a == b if moves else a[:2] == b[:2]
    except (ValueError, OSError):
        return False


def main():
    uici, converter = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 11
    with_reference = bool(converter)
    work = tempfile.mkdtemp(prefix="uici-bench-convert-")
    generator = os.path.join(ROOT, "scripts", "convert_bench_inputs.py")
    if os.spawnv(os.P_WAIT, sys.executable, [sys.executable, generator, work]) != 0:
        print("BROKEN: the inputs were not written", file=sys.stderr)
        return 1
    path = lambda name: os.path.join(work, name)  # noqa: E731

    # The JSON inputs of the icn and --at rows: uici's own JSON of each position, which the
    # reference reads too (its ShortToLong_Format writes a game's moves as strings, which its
    # GameToPosition cannot play).
    with_moves = [f"{name}-{count}" for name in ("mixed", "spread", "line", "far", "huge") for count in (1, 10, 100)]
    for name in ("mixed", "spread", "line", "far", "huge", "game", *with_moves):
        if run([uici, "convert", "--to", "json", path(name + ".icn")], path(name + ".json"))[1] != 0:
            print(f"BROKEN: uici convert --to json {name}.icn failed", file=sys.stderr)
            return 1

    jobs = []  # (label, uici argv, reference job, input, check)
    labels = {
        "mixed": "mixed types, 400x400 area, random order",
        "spread": "one type, +-10^9 both ways",
        "line": "one rank, 100,000 files",
        "far": "16-19 digit coordinates, up to 2^60",
        "huge": "20-40 digit coordinates, past 64 bits",
    }
    for name, what in labels.items():
        jobs.append((f"--to json, {name}: {what}", ["--to", "json"], "json", name + ".icn", "json"))
        jobs.append((f"--to icn, {name} (JSON in)", ["--to", "icn"], "icn", name + ".json", "icn"))
    # The same positions with moves (kings added to spread), which uici replays with the rules,
    # checking each move; the reference converter copies them as text.
    for name in with_moves:
        base, count = name.split("-")
        jobs.append((f"--to json, {base} + {count} halfmoves", ["--to", "json"], "json", name + ".icn", "json-no-moves"))
        # The reference reads move coordinates with parseInt: past 2^53 (far, huge) its moves lose
        # digits.
        check = "icn-no-moves" if base in ("far", "huge") else "icn"
        jobs.append((f"--to icn, {base} + {count} halfmoves (JSON in)", ["--to", "icn"], "icn", name + ".json", check))
    jobs.append(("--to json, game: spread + 40 halfmoves", ["--to", "json"], "json", "game.icn", "json-no-moves"))
    jobs.append(("--to json --at end, game (JSON in)", ["--to", "json", "--at", "end"], "at", "game.json", "json-at"))
    jobs.append(("--to icn, game (JSON in)", ["--to", "icn"], "icn", "game.json", "icn"))
    jobs.append(("--to egd, game", ["--to", "egd"], None, "game.icn", None))

    print("| uici convert (100,000 pieces) | in MB | uici ms | uici CPU ms | uici RSS MB | uici faults "
          "| reference ms | reference CPU ms | reference RSS MB | reference faults | reference / uici (wall) "
          "| reference / uici (CPU) | uici RSS / (in + out) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    broken = False
    for label, args, ref_job, source, check in jobs:
        ours, theirs = Side(), Side()
        out, ref_out = path("out"), path("reference.out")
        argv = [uici, "convert", *args, path(source)]
        ref_argv = ["node", REFERENCE_JS, converter, path(source), ref_job or ""]
        use_ref = with_reference and ref_job is not None
        run(argv, out)  # warm-up: page cache, the binary
        for i in range(runs):
            ours.add(run(argv, out))
            if use_ref:
                theirs.add(run(ref_argv, ref_out))
        ms = ours.median()
        rss, faults = memory(argv, out, path("stats"))
        sizes = os.path.getsize(path(source)) + os.path.getsize(out)
        cpu = ours.median_cpu()
        row = [label, f"{os.path.getsize(path(source)) / 1e6:.1f}", f"{ms:.1f}", f"{cpu:.1f}", f"{rss:.1f}"]
        row.append(f"{faults:.0f}")
        note = ""
        if ours.failed:
            note, broken = "BROKEN: uici failed", True
        if use_ref:
            rms, rcpu = theirs.median(), theirs.median_cpu()
            same = not theirs.failed and {
                "json": lambda: same_json(out, ref_out),
                "json-no-moves": lambda: same_json(out, ref_out, relax=("moves",)),
                "json-at": lambda: same_json(out, ref_out, relax=("gameRules",)),
                "icn": lambda: same_icn(out, ref_out),
                "icn-no-moves": lambda: same_icn(out, ref_out, moves=False),
            }[check]()
            if not same:
                note, broken = "BROKEN: the documents differ (or the reference failed)", True
            rrss, rfaults = memory(ref_argv, ref_out, path("stats"))
            row += [f"{rms:.0f}", f"{rcpu:.0f}", f"{rrss:.1f}", f"{rfaults:.0f}", f"{rms / ms:.1f}x"]
            row.append(f"{rcpu / cpu:.1f}x" if cpu > 0 else "")
        else:
            row += ["", "", "", "", "no reference job" if with_reference else "not run", ""]
        row.append(f"{rss * 1024 * 1024 / sizes:.2f}x")
        print("| " + " | ".join(row) + " |" + (f" {note}" if note else ""), flush=True)
    for name in os.listdir(work):
        os.remove(path(name))
    os.rmdir(work)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
