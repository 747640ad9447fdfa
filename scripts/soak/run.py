#!/usr/bin/env python3
"""Soak driver for uici (run by scripts/soak.sh): N servers side by side, each driven through a
seeded stream of mixed requests, valid and malformed, with every reply checked.

Two halves (--part split, the default), each with its own server per seed:
  * text: the families that test the text wire on purpose (driver.py TEXT_FAMILIES: bytes that
    are not UTF-8, over-long tokens and lines, quoting, the Output switch), written as raw lines;
  * client: the consistency of random games (legal, move, undo, status, perft, moves, go agree),
    played through the Python client (python/uici, client_games.py), which reads JSON only.
--part full runs the whole old mix on the text wire (for comparing), --part text / client one half.

In the text half each request (or a job request with the queued request after it) is followed by `ping s<seq>`,
so the lines of every reply sit between two known markers; scripts/soak/driver.py says what
is checked in them.

RSS: VmRSS is sampled after every batch. Warm-up is the first 20% of requests; the check is
max RSS over the last 25% <= max RSS during warm-up + --rss-tolerance-mb (default 8).

Exit status 0 when every reply matched, every server exited 0 with an empty stderr and no
RSS growth; else 1 with the first mismatches (request, got, expected).
"""

import argparse
import multiprocessing
import os
import selectors
import subprocess
import sys
import time
from collections import Counter

from client_games import run_games, write_facts
from driver import Driver
from protocol import ROOT, error_codes

# ---------------------------------------------------------------------------------------
# One server process.

class Server:
    def __init__(self, binary):
        self.p = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for f in (self.p.stdin, self.p.stdout, self.p.stderr):
            os.set_blocking(f.fileno(), False)
        self.out = b""
        self.err = b""

    def rss_kb(self):
        with open("/proc/%d/status" % self.p.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return -1

    def exchange(self, data: bytes, markers, timeout):
        """Writes data while reading; returns the lines before each marker, one list a marker."""
        sel = selectors.DefaultSelector()
        sel.register(self.p.stdout, selectors.EVENT_READ)
        sel.register(self.p.stderr, selectors.EVENT_READ)
        if data:
            sel.register(self.p.stdin, selectors.EVENT_WRITE)
        groups, current, at = [], [], 0
        view = memoryview(data)
        deadline = time.monotonic() + timeout
        while len(groups) < len(markers):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no reply for %d s (marker %s)" % (timeout, markers[len(groups)]))
            for key, _ in sel.select(min(left, 1.0)):
                if key.fileobj is self.p.stdin:
                    try:
                        at += os.write(self.p.stdin.fileno(), view[at:at + 65536])
                    except BrokenPipeError:
                        raise RuntimeError("the server closed its stdin")
                    if at == len(data):
                        sel.unregister(self.p.stdin)
                    continue
                chunk = os.read(key.fileobj.fileno(), 1 << 16)
                if key.fileobj is self.p.stderr:
                    self.err += chunk
                    if not chunk:
                        sel.unregister(self.p.stderr)
                    continue
                if not chunk:
                    raise RuntimeError("the server closed its stdout (exit %s)" % self.p.poll())
                self.out += chunk
                *complete, self.out = self.out.split(b"\n")
                for raw in complete:
                    line = raw.decode("utf-8", "surrogateescape")
                    if len(groups) < len(markers) and line == markers[len(groups)]:
                        groups.append(current)
                        current = []
                    else:
                        current.append(line)
        sel.close()
        if current:
            groups.append(current)  # lines after the last marker: shown as extra lines
        return groups

    def finish(self, use_quit, timeout):
        """quit (or EOF), then the exit code, the rest of stdout and stderr."""
        os.set_blocking(self.p.stdin.fileno(), True)
        try:
            if use_quit:
                self.p.stdin.write(b"quit\n")
            self.p.stdin.close()
        except BrokenPipeError:
            pass
        try:
            code = self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            code = "hung"
        os.set_blocking(self.p.stdout.fileno(), True)
        os.set_blocking(self.p.stderr.fileno(), True)
        rest = self.out + self.p.stdout.read()
        err = self.err + self.p.stderr.read()
        return code, rest, err


def run_part(part, k, binary, requests, seed, batch, tolerance_mb, facts):
    if part == "client":
        return run_games(k, binary, requests, seed, tolerance_mb, facts)
    families = Driver.TEXT_FAMILIES if part == "text" else None
    return run_one(k, binary, requests, seed, batch, tolerance_mb, families, facts)


def text_facts(d):
    """The moves lists and statuses the text driver learned, by game state (run.py --facts)."""
    return {repr(key): v for key, v in d.know.items()
            if len(key) == 2 and key[1] in ("moves", "status") and isinstance(key[0], tuple) and len(key[0]) == 2}


def run_one(k, binary, requests, seed, batch, tolerance_mb, families=None, facts=None):
    t0 = time.monotonic()
    codes = error_codes()
    d = Driver(seed * 1000003 + k, codes, families)
    srv = Server(binary)
    sent = 0
    samples = []  # (requests sent, VmRSS kB)
    fatal = None
    # The smallest transposition table: the search maps its pages as it first writes them, which
    # the RSS rule would take for growth (silent on success, so no marker of its own).
    first = [b"setoption name Hash value 1\n"]
    try:
        while sent < requests:
            data, markers, groups = first, [], []
            first = []
            json_mode = False
            for g in d.batch(min(batch, requests - sent)):
                # The marker after `setoption name Output value json` is already a JSON object.
                if g[0].line.startswith(b"setoption name Output value json"):
                    json_mode = True
                elif g[0].line.startswith(b"setoption name Output value text"):
                    json_mode = False
                d.seq += 1
                for q in g:
                    data.append(q.line + b"\n")
                data.append(b"ping s%d\n" % d.seq)
                markers.append('{"reply":"pong","id":"s%d"}' % d.seq if json_mode else "pong s%d" % d.seq)
                groups.append(g)
            replies = srv.exchange(b"".join(data), markers, timeout=120)
            for g, lines in zip(groups, replies):
                d.check_group(g, lines)
            if len(replies) > len(groups):
                d.mismatch(groups[-1], replies[-1], "nothing after the last marker")
            sent += sum(len(g) for g in groups)
            samples.append((sent, srv.rss_kb()))
    except (TimeoutError, RuntimeError) as e:
        fatal = str(e)
    code, rest, err = srv.finish(use_quit=k % 2 == 0, timeout=30)
    if facts:
        write_facts(facts, "text" if families else "full", k, text_facts(d))
    warm = [r for n, r in samples if n <= requests * 0.2]
    late = [r for n, r in samples if n > requests * 0.75]
    rss_warm = max(warm) if warm else None
    rss_end = max(late) if late else None
    return {
        "k": k, "part": "text" if families else "full", "requests": sent, "checked": d.checked, "errors": dict(d.errors), "kinds": dict(d.kinds),
        "mismatches": d.mismatches,
        "rss_warm": rss_warm, "rss_end": rss_end, "rss_first": samples[0][1] if samples else None,
        "rss_ok": rss_warm is not None and rss_end is not None and rss_end <= rss_warm + tolerance_mb * 1024,
        "exit": code, "rest": rest[:300].decode("utf-8", "replace"), "stderr": err[:300].decode("utf-8", "replace"),
        "fatal": fatal, "seconds": time.monotonic() - t0,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "uici"))
    ap.add_argument("--procs", type=int, default=16)
    ap.add_argument("--requests", type=int, default=100000,
                    help="requests per server, each half its own (markers not counted)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=200, help="request groups written before reading")
    ap.add_argument("--rss-tolerance-mb", type=float, default=8.0)
    ap.add_argument("--part", choices=["split", "text", "client", "full"], default="split")
    ap.add_argument("--facts", metavar="DIR", help="write what each server taught of each game state there "
                    "(moves lists, statuses), for compare_facts.py")
    a = ap.parse_args()
    t0 = time.monotonic()
    parts = ["text", "client"] if a.part == "split" else [a.part]
    args = [(p, k, a.bin, a.requests, a.seed, a.batch, a.rss_tolerance_mb, a.facts) for k in range(a.procs)
            for p in parts]
    with multiprocessing.Pool(a.procs) as pool:
        results = pool.starmap(run_part, args)
    failed = False
    print("%3s %6s %9s %9s %5s %8s %8s %8s %5s %7s  %s" % ("srv", "part", "requests", "checked", "bad", "rss0 kB", "warm kB",
                                                         "end kB", "exit", "seconds", "errors by code"))
    totals, kinds = Counter(), Counter()
    for r in results:
        kinds.update(r["kinds"])
        bad = len(r["mismatches"])
        ok = not bad and r["exit"] == 0 and not r["stderr"] and not r["rest"] and r["rss_ok"] and not r["fatal"] \
            and r["requests"] >= a.requests
        failed = failed or not ok
        totals.update(r["errors"])
        print("%3d %6s %9d %9d %5d %8s %8s %8s %5s %7.1f  %s%s" % (
            r["k"], r["part"], r["requests"], r["checked"], bad, r["rss_first"], r["rss_warm"], r["rss_end"], r["exit"],
            r["seconds"], " ".join("%s=%d" % kv for kv in sorted(r["errors"].items())),
            "" if ok else "   <-- FAILED"))
    print("requests by kind, all servers: " + " ".join("%s=%d" % kv for kv in sorted(kinds.items())))
    print("error lines by code, all servers: " + " ".join("%s=%d" % kv for kv in sorted(totals.items())))
    print("RSS rule: max VmRSS over the last 25%% of requests <= max over the first 20%% + %.0f MB" % a.rss_tolerance_mb)
    shown = 0
    for r in results:
        for what, bad in (("fatal", r["fatal"]), ("stderr", r["stderr"]), ("output after quit", r["rest"])):
            if bad:
                print("server %d %s %s: %s" % (r["k"], r["part"], what, bad))
        if r["exit"] != 0:
            print("server %d exit status %s" % (r["k"], r["exit"]))
        if not r["rss_ok"]:
            print("server %d RSS grew: %s kB after warm-up, %s kB at the end" % (r["k"], r["rss_warm"], r["rss_end"]))
        for m in r["mismatches"]:
            if m is None or shown >= 12:
                continue
            shown += 1
            req, got, expected = m
            print("server %d %s mismatch\n  request:  %r\n  got:      %r\n  expected: %s" % (r["k"], r["part"], req, got, expected))
    print("%s in %.0f s" % ("FAILED" if failed else "passed", time.monotonic() - t0))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
