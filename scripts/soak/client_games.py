"""The soak's consistency half (scripts/soak/run.py --part client): seeded random games played on
one server through the Python client (python/uici), where every reply is already a typed object,
so nothing here parses text. What must agree, on every game state visited:
  * `moves` and its count: the listed moves and slides add up to `total` (None: a slide without
    end); `perft 1` is that count (`unbounded` when there is none); `moves <square>` is the
    list's part from that square;
  * `legal` says yes to a move of the list (game_over after a decisive end) and no to a move
    outside it, and `move` of that move fails with the reason `legal` gave, leaving the game;
  * `move` answers the canonical move it played; `undo` goes back to the state before, with the
    same icn; an icn or long JSON read back is the same game; `go` answers a legal move;
  * determinism: moves, status, icn, perft of a state are learned the first time and must repeat.
The states are those of scripts/soak/positions.py, played up to HISTORY_CAP moves, as the text
half (driver.py) did before the split.
"""

import os
import sys
import time
from collections import Counter
from random import Random

from positions import BASES, HISTORY_CAP
from protocol import ROOT, MoveList

sys.path.insert(0, os.path.join(ROOT, "python"))
import uici  # noqa: E402  (the package of this checkout, not an installed one)


class Mismatch(Exception):
    pass


class GameDriver:
    def __init__(self, seed, binary):
        self.rng = Random(seed)
        self.s = uici.Server(binary, timeout=120, job_timeout=300)
        self.s.setoption("Hash", 1)  # as the text half: the table's pages would look like growth
        self.know = {}
        self.kinds, self.errors = Counter(), Counter()
        self.requests = 0
        self.mismatches = []
        self.slide = 0
        self.last = ""

    # -- bookkeeping ------------------------------------------------------------------
    def call(self, kind, fn, *args, **kwargs):
        self.requests += 1
        self.kinds[kind] += 1
        self.last = "%s %s" % (kind, " ".join(str(a) for a in args))[:300]
        try:
            return fn(*args, **kwargs)
        except uici.Error as e:
            self.errors[e.code] += 1
            raise

    def expect(self, ok, what):
        if not ok:
            raise Mismatch(what)

    def learn(self, key, value):
        old = self.know.setdefault(key, value)
        self.expect(old == value, "%s: %r, as before (now %r)" % (key[-1], old, value))

    # -- the checks of one game state ---------------------------------------------------
    def move_list(self, state):
        ml = self.call("moves", self.s.moves)
        tokens = [str(m) for m in ml]
        # The list as the text half reads it (protocol.MoveList: contains, pick, froms).
        count = "inf" if ml.total is None else str(ml.total)
        known = MoveList(" ".join(["moves", count] + tokens))
        want = known.expected_count()
        self.expect(want is None or want == count, "moves: %s listed, count %s" % (want, count))
        self.learn((state, "moves"), (count, tuple(tokens)))
        return ml, known

    def status(self, state):
        st = self.call("status", self.s.status)
        self.learn((state, "status"), (st.result, st.reason))
        return st

    def facts(self):
        """What was learned of each state, in the text half's words (run.py --facts compares)."""
        out = {}
        for (state, query), value in self.know.items():
            if query == "moves":
                out[repr((state, query))] = " ".join(["moves", value[0], *value[1]])
            elif query == "status":
                out[repr((state, query))] = " ".join(["status", value[0]] + ([value[1]] if value[1] else []))
        return out

    def perft_agrees(self, state, ml):
        if ml.total is None:
            try:
                self.call("perft", self.s.perft, 1)
            except uici.Error as e:
                self.expect(e.code == "unbounded", "perft 1 over an unbounded slide: error unbounded")
                return
            raise Mismatch("perft 1 over an unbounded slide: error unbounded")
        p = self.call("perft", self.s.perft, 1, divide=True)
        self.expect(p.nodes == ml.total, "perft 1 = the moves count %d (got %d)" % (ml.total, p.nodes))
        self.learn((state, "perft1"), tuple(sorted(p.divide.items())))

    def square_agrees(self, known):
        froms = known.froms()
        if not froms:
            return
        sq = self.rng.choice(froms)
        part = self.call("moves", self.s.moves, uici.square(sq))
        want = [t for t in known.tokens if t.split(">")[0] == sq]
        self.expect([str(m) for m in part] == want, "moves %s: the list's part from there" % sq)

    def legal_agrees(self, state, known, decisive):
        m = known.pick(self.rng)
        if m is not None:
            v = self.call("legal", self.s.legal, m)
            self.expect(v.legal or (decisive and v.reason == "game_over"), "legal yes %s (in the list)" % m)
        bad = self.illegal_candidate(known)
        if bad is None:
            return
        v = self.call("legal", self.s.legal, bad)
        self.expect(not v.legal, "legal no %s (not in the list)" % bad)
        icn = self.call("icn", self.s.icn)
        try:
            self.call("move", self.s.move, bad)
            raise Mismatch("move %s: illegal_move" % bad)
        except uici.Error as e:
            self.expect(e.code == "illegal_move" and e.detail.get("reason") == v.reason,
                        "move %s: illegal_move reason=%s, as legal said (got %s %s)" % (bad, v.reason, e.code,
                                                                                       e.detail))
        self.expect(self.call("icn", self.s.icn) == icn, "the game unchanged after an illegal move")

    def illegal_candidate(self, known):
        rng = self.rng
        for _ in range(10):
            froms = known.froms()
            f = rng.choice(froms) if froms and rng.random() < 0.6 else "%d,%d" % (rng.randint(-3, 12),
                                                                                 rng.randint(-3, 12))
            fx, fy = (int(v) for v in f.split(","))
            m = "%s>%d,%d" % (f, fx + rng.randint(-3, 3), fy + rng.randint(-3, 3))
            if known.contains(m) is False:
                return m
        return None

    # -- one game -----------------------------------------------------------------------
    def game(self):
        kind, text, _ = self.rng.choice(BASES)
        if self.rng.random() < 0.15:
            self.slide = self.rng.choice([0, 0, 3, 8])
            self.call("setoption", self.s.setoption, "SlideLimit", self.slide)
        if kind == "icn":
            self.call("position", self.s.position, icn=text)
        elif kind == "variant":
            self.call("position", self.s.position, variant=text)
        elif self.rng.random() < 0.5:
            self.call("newgame", self.s.newgame)
        else:
            self.call("position", self.s.position)
        # The text half's key of the game (driver.py base_key): startpos names its variant.
        base = (kind, "Classical" if kind == "startpos" else text.lower() if kind == "variant" else text, self.slide)
        played = []
        icns = []  # icns[i]: the icn after i moves of this game, to compare after undo
        for _ in range(self.rng.randint(3, HISTORY_CAP)):
            state = (base, tuple(played))
            icn = self.call("icn", self.s.icn)
            self.learn((state, "icn"), icn)
            icns[len(played):] = [icn]
            ml, known = self.move_list(state)
            st = self.status(state)
            decisive = not st.ongoing and not st.result.startswith("1/2")
            x = self.rng.random()
            if x < 0.3:
                self.perft_agrees(state, ml)
            elif x < 0.5:
                self.square_agrees(known)
            self.legal_agrees(state, known, decisive)
            if self.rng.random() < 0.05:
                self.go_agrees(known, st)
            if self.rng.random() < 0.05:
                self.read_back(icn)
            if played and self.rng.random() < 0.12:
                n = self.rng.randint(1, len(played))
                self.expect(self.call("undo", self.s.undo, n) == n, "ok undo %d" % n)
                del played[len(played) - n:]
                self.expect(self.call("icn", self.s.icn) == icns[len(played)], "undo %d: the icn before" % n)
                continue
            m = known.pick(self.rng) if not decisive else None
            if m is None:
                return
            got = self.call("move", self.s.move, m)
            self.expect([str(g) for g in got] == [m], "ok %s (got %s)" % (m, got))
            played.append(m)

    def go_agrees(self, known, st):
        if self.rng.random() < 0.3:
            self.requests += 2  # go infinite, stop
            self.kinds["go_infinite"] += 1
            with self.s.analysis() as a:
                best = a.stop()
        else:
            best = self.call("go", self.s.go, nodes=self.rng.choice([1, 100, 2000]))
        if best.move is None:
            self.expect(known.count == "0" or not st.ongoing, "bestmove <a move> while moves remain")
        else:
            self.expect(known.contains(str(best.move)) is not False, "bestmove %s: in the moves list" % best.move)

    def read_back(self, icn):
        if self.rng.random() < 0.5:
            doc = self.call("json", self.s.json)
            self.call("position", self.s.position, json=doc)
        else:
            self.call("position", self.s.position, icn=icn)
        self.expect(self.call("icn", self.s.icn) == icn, "a game read back is the same game")


def run_games(k, binary, requests, seed, tolerance_mb, facts=None):
    """The client half for server k: games until `requests` requests; the same result fields as
    run.py's text half."""
    t0 = time.monotonic()
    d = GameDriver(seed * 1000003 + k, binary)
    samples, fatal, next_sample = [], None, 0
    try:
        while d.requests < requests:
            try:
                d.game()
            except Mismatch as e:
                d.mismatches.append((d.last, [], str(e)[:300]))
            except uici.Error as e:
                d.mismatches.append((e.request, [], "no error (got %s %s)" % (e.code, e.message)))
            if d.requests >= next_sample:
                samples.append((d.requests, rss_kb(d.s)))
                next_sample = d.requests + 200
    except (uici.Timeout, uici.Closed) as e:
        fatal = str(e)
    code = d.s.close(timeout=30)
    if facts:
        write_facts(facts, "client", k, d.facts())
    warm = [r for n, r in samples if n <= requests * 0.2]
    late = [r for n, r in samples if n > requests * 0.75]
    rss_warm, rss_end = (max(warm) if warm else None), (max(late) if late else None)
    return {
        "k": k, "part": "client", "requests": d.requests, "checked": d.requests, "errors": dict(d.errors),
        "kinds": dict(d.kinds), "mismatches": d.mismatches, "rss_warm": rss_warm, "rss_end": rss_end,
        "rss_first": samples[0][1] if samples else None,
        "rss_ok": rss_warm is not None and rss_end is not None and rss_end <= rss_warm + tolerance_mb * 1024,
        "exit": code, "rest": "", "stderr": "", "fatal": fatal, "seconds": time.monotonic() - t0,
    }


def rss_kb(server):
    try:
        with open("/proc/%d/status" % server._proc.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return -1


def write_facts(folder, part, k, facts):
    import json
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "%s-%d.json" % (part, k)), "w") as f:
        json.dump(facts, f, sort_keys=True)
