#!/usr/bin/env python3
"""Runs a match runner and measures it, for the opt-in runner comparisons
(scripts/match_vs_fastchess.sh, scripts/bench_fastchess.sh).

  runner_use.py NAME CMD...   runs CMD with stdout and stderr to NAME.out; writes NAME.cpu (the
                              runner's own CPU seconds) and NAME.wall; prints one line

The runner's own CPU is the utime + stime of its process and threads, its engines excluded: it
is read from /proc/PID/stat of the ended process before it is reaped (a zombie still holds its
final figures; the children's are counted only once they are reaped, and not in these fields).
"""
import os
import subprocess
import sys
import time


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    name, cmd = sys.argv[1], sys.argv[2:]
    tick = os.sysconf("SC_CLK_TCK")
    start = time.monotonic()
    with open(f"{name}.out", "w") as out:
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
        # Wait for the end without reaping: /proc/PID/stat of the zombie still holds the
        # runner's own final utime and stime (its threads included, its engines not).
        os.waitid(os.P_PID, p.pid, os.WEXITED | os.WNOWAIT)
        wall = time.monotonic() - start
        with open(f"/proc/{p.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / tick
        p.wait()
    with open(f"{name}.cpu", "w") as f:
        f.write(f"{cpu}\n")
    with open(f"{name}.wall", "w") as f:
        f.write(f"{wall}\n")
    in_flight = int(os.environ.get("IN_FLIGHT", "2"))  # the runs' -concurrency
    print(f"{name}: {wall:.1f} s wall, {cpu:.2f} s own CPU "
          f"({100 * cpu / wall / in_flight:.3f}% of a core per game in flight), exit {p.returncode}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
