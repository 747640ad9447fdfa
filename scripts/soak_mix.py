"""The soak driver's request mix (scripts/soak.py runs it): a seeded stream of request
groups for one server, valid and malformed, each with the check of its reply lines.

How replies are checked:
  * exact replies it can compute: errors for malformed lines (the quoting rules of
    PROTOCOL.md section 6), pong, readyok, ok / ok undo / no_history, line_too_long, option
    errors, debug info lines, the known counts of the bordered 8x8 start (perft 20/400/8902);
  * consistency between verbs on the same game: `legal`, `move`, `moves <sq>`, `perft 1` and
    `go` agree with the `moves` list; an illegal move's reason is the one `legal` gave; an
    ICN or JSON game read back is the same game (same icn, moves, status, ...);
  * determinism: every reply that depends on the game (icn, json, d, moves, status, perft N,
    go) is learned the first time for that game state (position + moves played + options)
    and must be identical every later time, e.g. after `move X` and `undo`.
A game state is only ever moved by moves the driver knows to be legal, so it always knows the
state; the bounded history (a new position every ~30 moves) keeps the mix stationary.

Known server behaviour the checks allow for (reported, not fixed here: core/):
  * `perft` names whichever unbounded ray its generator meets first, and that order changes
    with moves and undos: only "unbounded" is compared between repeats, not the ray;
  * past the move rule the counter passes its limit (`102/100`), which `icn position` writes
    and `position icn` refuses: positions are read back only from states before that;
  * after a decisive end `moves` still lists the board's moves while `move` and `legal` say
    game_over: moves are played only from states whose status is known.
"""

import itertools
import json
import random
import re
from collections import Counter

from soak_protocol import (BAD_OPTIONS, BAD_POSITIONS, EXTRA_TOKENS, POSITION_ERRORS, REASONS, VERBS, MoveList,
                           cut, first_bad_byte, quote, tokens)

# ---------------------------------------------------------------------------------------
# Positions the mix uses. Bordered or small, so that perft stays cheap.

CLASSICAL_8X8 = ("w 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|"
                 "p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|"
                 "K5,1+|B6,1|N7,1|R8,1+")
ROOK_8X8 = "w 1,8,1,8 K1,1|k8,8|R3,3"
MATED = "b 1,8,1,8 K6,6|Q7,7|k8,8"
# (kind, text, deepest perft) ; kind icn / variant / startpos
BASES = [
    ("icn", CLASSICAL_8X8, 3),
    ("icn", ROOK_8X8, 3),
    ("icn", "w K1,1|k8,8|R3,3", 2),
    ("icn", MATED, 3),
    ("icn", "w 0/100 1 (8|1) -20,20,-20,20 K5,1+|R8,1+|R1,1+|P2,7|P4,2+|N2,1|k5,8|r6,8|p3,4+|ob0,5|B7,3", 2),
    ("icn", "w (8|1) K1,3|k8,5|P3,7|P4,7|p5,2", 3),
    ("icn", "w royalcapture K1,1|Q5,5|k5,8", 2),
    ("icn", "w K1,1|k8,8|N2,1|n7,8", 3),
    ("icn", "w 99/100 1 K1,1|k8,8|R4,4|r6,6", 2),
    ("icn", "b koth K4,3|k8,8|r1,8", 2),
    ("icn", "w allpiecescaptured Q5,5|n5,8", 2),
    ("startpos", "", 2),
    ("variant", "Chess", 2),
    ("variant", "Confined_Classical", 2),
    ("variant", "Pawn_Horde", 2),
    ("variant", "Knightline", 2),
    ("variant", "Core", 1),
    ("variant", "Omega", 2),
    ("variant", "Space_Classic", 1),
    ("variant", "Obstocean", 1),
    ("variant", "Palace", 1),
]
# Omega_Cubed and Omega_Fourth (90,000 and 186,000 pieces) are left out: one `json` of them
# takes 12 s / 33 s, which would make the mix a benchmark of that one command.
VARIANTS = ["Classical", "Chess", "Core", "Pawn_Horde", "Confined_Classical", "Knightline", "Omega",
            "Space_Classic"]
HISTORY_CAP = 30


# ---------------------------------------------------------------------------------------
# Requests and their checks.

class Lines:
    """The reply lines of one group (between two markers), consumed by the checks in order."""

    def __init__(self, lines):
        self.lines = lines
        self.i = 0

    def take(self):
        if self.i >= len(self.lines):
            return None
        self.i += 1
        return self.lines[self.i - 1]

    def peek(self):
        return self.lines[self.i] if self.i < len(self.lines) else None

    def left(self):
        return self.lines[self.i:]


class Req:
    __slots__ = ("line", "kind", "check")

    def __init__(self, line: bytes, kind: str, check):
        self.line, self.kind, self.check = line, kind, check


def one_line(expected: str):
    def check(r: Lines):
        got = r.take()
        return None if got == expected else expected
    return check


def silent(r: Lines):
    return None


def position_line(kind, text):
    return {"icn": "position icn " + text, "startpos": "position startpos", "variant": "position variant " + text}[kind]


class Driver:
    """One server's request stream: generates batches and checks their replies."""

    def __init__(self, seed: int, codes):
        self.rng = random.Random(seed)
        self.codes = codes
        self.know = {}  # (state, query) -> reply text (the first one seen)
        self.paths = {}  # base key -> set of move paths known to be legal
        self.seq = 0
        self.mismatches = []
        self.errors = Counter()
        self.kinds = Counter()
        self.checked = 0
        # Session state as the server must have it.
        self.slide = 0
        self.dialect = "site"
        self.seed = 0
        self.variant = "Classical"
        self.limit = 67108864
        self.debug = False
        self.state = (self.base_key("startpos", ""), ())
        self.resync = False
        self.job_in_batch = False
        self.seed_known_facts()

    # -- game states ------------------------------------------------------------------
    def base_key(self, kind, text):
        return (kind, self.variant if kind == "startpos" else text, self.slide)

    def seed_known_facts(self):
        """Facts from PROTOCOL.md and the transcripts, for the option defaults."""
        c = (("icn", CLASSICAL_8X8, 0), ())
        self.know[(c, "moves")] = ("moves 20 1,2>1,4 1,2>1,3 2,2>2,4 2,2>2,3 3,2>3,4 3,2>3,3 4,2>4,4 4,2>4,3 "
                                   "5,2>5,4 5,2>5,3 6,2>6,4 6,2>6,3 7,2>7,4 7,2>7,3 8,2>8,4 8,2>8,3 2,1>1,3 "
                                   "2,1>3,3 7,1>6,3 7,1>8,3")
        for depth, nodes in ((1, 20), (2, 400), (3, 8902)):
            self.know[(c, "perft_nodes", depth)] = nodes
        r = (("icn", ROOK_8X8, 0), ())
        self.know[(r, "moves")] = "moves 17 1,1>1,2 1,1>2,2 1,1>2,1 3,3>4,3..8,3 3,3>2,3..1,3 3,3>3,4..3,8 3,3>3,2..3,1"
        m = (("icn", MATED, 0), ())
        self.know[(m, "moves")] = "moves 0"
        self.know[(m, "status")] = "status 1-0 checkmate"

    def movelist(self, state):
        line = self.know.get((state, "moves"))
        return MoveList(line) if line else None

    def learn(self, key, value):
        """First reply for key is stored; a later different one is a mismatch."""
        old = self.know.setdefault(key, value)
        return None if old == value else old

    def status_of(self, state):
        return self.know.get((state, "status"))

    def playable(self, state):
        """The moves list if moves may be played here: list and status known, no decisive end.
        (`moves` lists the board's moves even after a decisive end, where `move` says
        game_over; the driver plays only from states whose status it knows.)"""
        ml = self.movelist(state)
        if ml is None or self.status_of(state) is None or self.decisive(state):
            return None
        return ml

    def learn_first(self, state):
        """The request that teaches the driver what it lacks about a state."""
        return self.moves_request() if self.movelist(state) is None else self.status_req()

    def decisive(self, state):
        s = self.status_of(state)
        return s is not None and s != "status ongoing" and not s.startswith("status 1/2-1/2")

    # -- generation ---------------------------------------------------------------------
    def batch(self, size):
        """A list of groups; each group is a list of Req answered before its marker."""
        groups = []
        # After a job has started in a batch, the rest of the batch may be read while it runs:
        # `stop` would end that job at once, not wait its turn (PROTOCOL.md 5), and lines
        # queued behind it are framed before a queued setoption runs. So a batch sends stop and
        # changes MaxLineBytes only before its first job.
        self.job_in_batch = False
        if self.resync:
            self.resync = False
            groups.append([self.position_base()])
        while len(groups) < size:
            g = self.next_group()
            if isinstance(g, tuple):  # a stretch of groups (JSON output)
                groups.extend(g[1])
            elif g:
                groups.append(g)
        return groups

    def next_group(self):
        name = self.rng.choices(self.NAMES, cum_weights=self.CUMULATIVE)[0]
        return getattr(self, name)()

    TABLE = [  # (weight, generator)
        (3, "g_isready"), (3, "g_ping"), (5, "g_position"), (1.5, "g_roundtrip"), (2.5, "g_bad_position"),
        (1, "g_newgame"), (12, "g_move"), (3, "g_illegal_move"), (1.5, "g_multi_move"), (6, "g_undo"),
        (10, "g_legal"), (5, "g_moves"), (5, "g_moves_square"), (4, "g_status"), (2.5, "g_icn"),
        (1.5, "g_json"), (1, "g_d"), (2.5, "g_perft"), (0.5, "g_perft_stop"), (1.5, "g_go"), (0.3, "g_go_infinite"),
        (2.5, "g_setoption"), (2, "g_bad_option"), (2.5, "g_unknown"), (2.5, "g_garbage"), (1, "g_comment"),
        (1.5, "g_overlong_token"), (1, "g_overlong_line"), (2.5, "g_extra_tokens"), (0.5, "g_debug"),
        (0.3, "g_uci_help"), (0.3, "g_json_mode"), (0.5, "g_stop_idle"),
    ]
    NAMES = [name for _, name in TABLE]
    CUMULATIVE = list(itertools.accumulate(w for w, _ in TABLE))

    def req(self, line, kind, check, apply=None):
        """A request; a line over MaxLineBytes is dropped by the server, so expect that."""
        if isinstance(line, str):
            line = line.encode()
        if len(line) > self.limit:
            return Req(line, "line_too_long", one_line("error line_too_long bytes=%d limit=%d" % (len(line), self.limit)))
        if apply:
            apply()
        return Req(line, kind, check)

    def simple(self, line, kind, expected):
        return self.req(line, kind, one_line(expected))

    def g_isready(self):
        return [self.simple("isready", "isready", "readyok")]

    def g_ping(self):
        rng = self.rng
        n = rng.choice([1, 5, 20, 80, 81, 200])
        alphabet = b"abcXYZ019-_.:/\"\\\x01\x0b\x7f" + "éß中".encode()
        raw = bytes(rng.choice(alphabet) for _ in range(n))
        # a random cut may split a UTF-8 sequence: replace broken bytes so the id stays valid
        ident = raw.decode("utf-8", "ignore").encode() or b"x"
        ident = ident.replace(b"\t", b"_").lstrip(b"#") or b"x"
        line = b"ping " + ident
        if len(ident) > 80:
            return [self.simple(line, "ping", 'error bad_argument %s for=ping need=id_of_80_chars' % quote(ident))]
        return [self.req(line, "ping", one_line("pong " + ident.decode("utf-8", "surrogateescape")))]

    # positions
    def position_base(self, base=None, with_path=True):
        kind, text, _ = base or self.rng.choice(BASES)
        if kind == "variant" and self.rng.random() < 0.3:
            text = text.lower()  # variant names are case-insensitive
        line = position_line(kind, text)
        key = self.base_key(kind, text if kind != "variant" else text.lower())
        path = ()
        known = self.paths.get(key)
        if with_path and known and self.rng.random() < 0.4:
            path = self.rng.choice(sorted(known))
            if path:
                line += " moves " + " ".join(path)
        return self.position_req(line, (key, path))

    def position_req(self, line, state):
        def apply():
            self.state = state
        expected_info = "info string position set, %d moves played" % len(state[1])
        check = one_line(expected_info) if self.debug else silent
        return self.req(line, "position", check, apply)

    def g_position(self):
        return [self.position_base()]

    def g_newgame(self):
        verb = self.rng.choice(["newgame", "ucinewgame"])
        state = (self.base_key("startpos", ""), ())

        def apply():
            self.state = state
        return [self.req(verb, "newgame", silent, apply)]

    def g_roundtrip(self):
        """Read back a learned icn/json text: the game (same state) or the position (new base)."""
        s = self.state
        choices = [q for q in (("icn", "site"), ("icn", "seed"), ("json",), ("icnpos", "site"), ("icnpos", "seed"),
                               ("jsonpos",)) if (s, q) in self.know]
        if not choices:
            return [self.g_icn_request()]
        q = self.rng.choice(choices)
        if q[0] in ("icnpos", "jsonpos") and self.status_of(s) in (None, "status 1/2-1/2 move_rule"):
            # Past the move rule the counter passes its limit (N > M), which the writer
            # writes and the reader refuses (a known issue): only positions before it.
            return [self.status_req()]
        text = self.know[(s, q)].split(" ", 1)[1]
        verb = "position json " if q[0].startswith("json") else "position icn "
        if q[0] in ("icn", "json"):
            if s[0][2] != self.slide:
                return [self.g_icn_request()]
            return [self.position_req(verb + text, s)]
        key = ("read", text, self.slide)
        new = (key, ())
        if s[0][2] == self.slide:
            # The same position: same moves list, and the same text written back.
            if (s, "moves") in self.know:
                self.know.setdefault((new, "moves"), self.know[(s, "moves")])
            self.know.setdefault((new, q), self.know[(s, q)])
        return [self.position_req(verb + text, new)]

    def g_bad_position(self):
        rng = self.rng
        x = rng.random()
        if x < 0.4:
            line, expected = rng.choice(BAD_POSITIONS)
            return [self.simple(line, "bad_position", expected)]
        s = self.state
        ml = self.movelist(s)
        kind, text, slide = s[0]
        replayable = slide == self.slide and (kind in ("icn", "variant") or kind == "startpos" and text == self.variant)
        bad = self.illegal_candidate(ml) if x < 0.7 and ml is not None and replayable else None
        if bad:
            # A known path with one illegal move at its end: atomic, the state stays.
            line = position_line(kind, text) + " moves " + " ".join(s[1] + (bad,))
            return [self.req(line, "bad_position", self.illegal_check(s, bad, len(s[1])))]
        # A mutated ICN: any outcome; a known position follows so the state stays known.
        base = rng.choice([b for b in BASES if b[0] == "icn"])
        text = list(base[1])
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(text) + 1)
            op = rng.random()
            ch = rng.choice("0123456789,|>-+()_{}[]\"KkQqRrPpZz /;:.#")
            if op < 0.4 and i < len(text):
                text[i] = ch
            elif op < 0.7 and i < len(text):
                del text[i]
            else:
                text.insert(i, ch)
        line = "position icn " + "".join(text)

        def check(r, line=line):
            got = r.peek()
            if got is None or not got.startswith("error ") and not got.startswith("info string position set"):
                return None  # silent success
            r.take()
            if got.startswith("info "):
                return None
            code = got.split(" ")[1]
            if code not in POSITION_ERRORS:
                return "an error of the position list, or nothing"
            return self.learn(("stateless", line), got)
        # The server may accept the mutation: follow it with a known position.
        return [self.req(line, "bad_position", check), self.position_base(with_path=False)]

    # moves
    def g_move(self):
        s = self.state
        if len(s[1]) >= HISTORY_CAP:
            return [self.position_base()]
        if self.movelist(s) is None or self.status_of(s) is None:
            return [self.learn_first(s)]
        ml = self.playable(s)
        m = ml.pick(self.rng) if ml else None
        if m is None:
            return self.g_undo()
        return [self.move_req([m], s)]

    def spell(self, m):
        """Another accepted spelling of a canonical move (PROTOCOL.md 1.4)."""
        x = self.rng.random()
        if x < 0.2:
            return m.replace(">", "x")
        if x < 0.3 and "=" in m:
            return m.replace("=", "")
        if x < 0.4 and not m.startswith("-"):
            return "0" + m
        return m

    def move_req(self, moves, s):
        spelled = [self.spell(m) for m in moves]
        new = (s[0], s[1] + tuple(moves))

        def apply():
            self.state = new
            self.paths.setdefault(s[0], set()).add(new[1])
            if len(self.paths[s[0]]) > 300:
                self.paths[s[0]].discard(self.rng.choice(sorted(self.paths[s[0]])))
        return self.req("move " + " ".join(spelled), "move", one_line("ok " + " ".join(moves)), apply)

    def illegal_candidate(self, ml):
        rng = self.rng
        for _ in range(10):
            froms = ml.froms()
            if froms and rng.random() < 0.6:
                f = rng.choice(froms)
            else:
                f = "%d,%d" % (rng.randint(-3, 12), rng.randint(-3, 12))
            fx, fy = (int(v) for v in f.split(","))
            t = "%d,%d" % (fx + rng.randint(-3, 3), fy + rng.randint(-3, 3)) if rng.random() < 0.7 else \
                "%d,%d" % (rng.randint(-3, 12), rng.randint(-3, 12))
            m = f + ">" + t
            if rng.random() < 0.1:
                m += rng.choice(["=Q", "=q", "=N", "=K", "=AM"])
            if ml.contains(m) is False:
                return m
        return None

    def illegal_check(self, s, move, index):
        """One illegal_move error naming the move at index, with the reason legal gives."""
        def check(r):
            got = re.fullmatch(r'error illegal_move index=(\d+) move="([^"]*)" reason=([a-z_]+)', r.take() or "")
            if not got or int(got.group(1)) != index or got.group(2) != move:
                return 'error illegal_move index=%d move="%s" reason=...' % (index, move)
            return self.same_reason(s, move, got.group(3))
        return check

    def same_reason(self, s, move, reason):
        if reason not in REASONS:
            return "a reason of PROTOCOL.md 4.11"
        old = self.learn((s, "reason", move), reason)
        return None if old is None else "reason %s, as legal/move said before" % old

    def g_illegal_move(self):
        s = self.state
        ml = self.movelist(s)
        if ml is None:
            return [self.moves_request()]
        m = self.illegal_candidate(ml)
        if m is None:
            return [self.moves_request()]
        return [self.req("move " + m, "move_illegal", self.illegal_check(s, m, 0))]

    def g_multi_move(self):
        """Two moves, or a legal one then an illegal one (taken back: atomic)."""
        s = self.state
        ml = self.playable(s)
        if ml is None or len(s[1]) + 2 > HISTORY_CAP:
            return [self.learn_first(s)] if ml is None else [self.position_base()]
        a = ml.pick(self.rng)
        if a is None:
            return [self.status_req()]
        s2 = (s[0], s[1] + (a,))
        ml2 = self.movelist(s2)
        if ml2 is None:
            return [self.move_req([a], s)]
        if self.rng.random() < 0.5 and self.playable(s2):
            b = ml2.pick(self.rng)
            if b is not None:
                return [self.move_req([a, b], s)]
        bad = self.illegal_candidate(ml2)
        if bad is None:
            return [self.move_req([a], s)]
        return [self.req("move %s %s" % (a, bad), "move_illegal", self.illegal_check(s2, bad, 1))]

    def g_undo(self):
        s = self.state
        h = len(s[1])
        rng = self.rng
        n = 1 if rng.random() < 0.7 else rng.randint(1, max(h, 1))
        if h == 0 or rng.random() < 0.15:
            n = rng.choice([n, h + 1, h + 2])
        if n > h:
            line = "undo" if n == 1 and rng.random() < 0.5 else "undo %d" % n
            return [self.simple(line, "undo", "error no_history played=%d asked=%d" % (h, n))]
        new = (s[0], s[1][:h - n])

        def apply():
            self.state = new
        line = "undo" if n == 1 and rng.random() < 0.5 else "undo %d" % n
        return [self.req(line, "undo", one_line("ok undo %d" % n), apply)]

    def g_legal(self):
        s = self.state
        ml = self.movelist(s)
        rng = self.rng
        if self.playable(s) and rng.random() < 0.5:
            m = ml.pick(rng)
            if m is not None:
                return [self.simple("legal " + self.spell(m), "legal", "legal yes " + m)]
        if ml is not None:
            m = self.illegal_candidate(ml)
        else:
            m = "%d,%d>%d,%d" % tuple(rng.randint(-3, 12) for _ in range(4))

        def check(r, s=s, m=m):
            got = r.take() or ""
            known = self.movelist(s)
            verdict = known.contains(m) if known else None
            parts = got.split(" ")
            if len(parts) == 3 and parts[:2] == ["legal", "yes"]:
                if parts[2] != m or verdict is False:
                    return "legal no %s <reason> (not in the moves list)" % m
                return None
            if len(parts) != 4 or parts[:3] != ["legal", "no", m]:
                return "legal yes|no %s ..." % m
            # A listed move is game_over after a decisive end (the list is the board's).
            over = parts[3] == "game_over" and (self.status_of(s) is None or self.decisive(s))
            if verdict is True and not over:
                return "legal yes %s (in the moves list)" % m
            return self.same_reason(s, m, parts[3])
        return [self.req("legal " + m, "legal", check)]

    def moves_request(self):
        s = self.state

        def check(r, s=s):
            got = r.take() or ""
            try:
                ml = MoveList(got)
            except ValueError:
                return "moves <count> <move>..."
            count = ml.expected_count()
            if count is not None and count != ml.count:
                return "moves %s ... (the count of the listed moves)" % count
            old = self.learn((s, "moves"), got)
            return old
        return self.req("moves", "moves", check)

    def g_moves(self):
        return [self.moves_request()]

    def g_moves_square(self):
        s = self.state
        ml = self.movelist(s)
        rng = self.rng
        if ml is not None and ml.froms() and rng.random() < 0.7:
            sq = rng.choice(ml.froms())
        else:
            sq = "%d,%d" % (rng.randint(-3, 12), rng.randint(-3, 12))

        def check(r, s=s, sq=sq):
            got = r.take() or ""
            known = self.movelist(s)
            if known is not None:
                want = known.subset_line(sq)
                if want is not None:
                    return None if got == want else want
                return None if got.startswith("moves ") else "moves <count> ..."
            if not got.startswith("moves "):
                return "moves <count> ..."
            return self.learn((s, "moves", sq), got)
        return [self.req("moves " + sq, "moves", check)]

    def g_status(self):
        return [self.status_req()]

    def status_req(self):
        s = self.state

        def check(r, s=s):
            got = r.take() or ""
            if not re.fullmatch(r"status (ongoing|(1-0|0-1|1/2-1/2) [a-z_]+)", got):
                return "status ongoing|<result> <reason>"
            return self.learn((s, "status"), got)
        return self.req("status", "status", check)

    def learned_line(self, line, kind, query, prefix):
        s = self.state

        def check(r, s=s):
            got = r.take() or ""
            if not got.startswith(prefix):
                return prefix + "..."
            if query[0] in ("json", "jsonpos"):
                try:
                    if not isinstance(json.loads(got[len(prefix):]), dict):
                        return prefix + "<a JSON object>"
                except ValueError:
                    return prefix + "<a JSON object>"
            return self.learn((s, query), got)
        return self.req(line, kind, check)

    def g_icn_request(self):
        if self.rng.random() < 0.5:
            return self.learned_line("icn", "icn", ("icn", self.dialect), "icn ")
        return self.learned_line("icn position", "icn", ("icnpos", self.dialect), "icn ")

    def g_icn(self):
        return [self.g_icn_request()]

    def g_json(self):
        if self.rng.random() < 0.5:
            return [self.learned_line("json", "json", ("json",), "json ")]
        return [self.learned_line("json position", "json", ("jsonpos",), "json ")]

    def g_d(self):
        s = self.state
        dialect = self.dialect

        def check(r, s=s):
            got = []
            while True:
                line = r.take()
                if line is None:
                    return "a board, ICN:, Turn:, Checkers: last"
                got.append(line)
                if line.startswith("Checkers:"):
                    break
            if len(got) < 4 or not got[-3].startswith("ICN: ") or got[-2] not in ("Turn: w", "Turn: b") or got[-4] != "":
                return "a board, empty line, ICN:, Turn:, Checkers:"
            icn = self.know.get((s, ("icnpos", dialect)))
            if icn is not None and "ICN: " + icn[4:] != got[-3]:
                return "ICN: " + icn[4:]
            return self.learn((s, ("d", dialect)), "\n".join(got))
        return [self.req("d", "d", check)]

    # jobs: perft and go; a queued status keeps the marker behind the job's output
    def perft_check(self, s, depth, allow_abort=False):
        def check(r):
            first = r.take()
            if first is None:
                return "perft output"
            if first.startswith("error "):
                ray = re.fullmatch(r"error unbounded ray=(\S+)( reason=too_long)?", first)
                if not ray:
                    return "error unbounded ray=..."
                known = self.movelist(s)
                if depth == 1 and known is not None:
                    if known.count != "inf":
                        return "a divide (moves is finite)"
                    if ray.group(1) not in known.tokens or not ray.group(1).endswith(".."):
                        return "error unbounded ray=<an unbounded slide of the moves list>"
                # Which ray is named follows the generator's order, which moves and undos
                # change (a known core issue): only "unbounded" is learned, not the ray.
                return self.learn((s, "perft", depth), "error unbounded")
            lines = [first]
            while lines[-1] != "" or len(lines) < 2 or not lines[-2].startswith("Nodes searched: "):
                line = r.take()
                if line is None:
                    return "divide lines, empty line, Nodes searched: N, empty line"
                lines.append(line)
            aborted = r.peek() == "info string perft aborted"
            if aborted:
                r.take()
                if not allow_abort:
                    return "no info string perft aborted"
            divide = lines[:-3]
            if lines[-3] != "":
                return "an empty line before Nodes searched"
            try:
                parts = [d.rsplit(": ", 1) for d in divide]
                total = sum(int(n) for _, n in parts)
                nodes = int(lines[-2][len("Nodes searched: "):])
            except ValueError:
                return "<move>: <count> lines"
            if total != nodes:
                return "Nodes searched: %d (the divide's sum)" % total
            if aborted:
                full = self.know.get((s, "perft", depth))
                if full is not None:
                    want = dict(x.rsplit(": ", 1) for x in full.split("\n")[:-3])
                    if any(want.get(m) != n for m, n in parts):
                        return "the divide lines of the full perft"
                return None
            known = self.movelist(s)
            if depth == 1 and known is not None:
                if known.count == "inf":
                    return "error unbounded ray=..."
                if str(nodes) != known.count or any(n != "1" for _, n in parts) or \
                        any(known.contains(m) is False for m, _ in parts):
                    return "perft 1 = the moves list (%s moves)" % known.count
            want_nodes = self.know.get((s, "perft_nodes", depth))
            if want_nodes is not None and nodes != want_nodes:
                return "Nodes searched: %d" % want_nodes
            return self.learn((s, "perft", depth), "\n".join(lines))
        return check

    def base_depth(self, s):
        if s[0][0] == "startpos":
            return 1
        for kind, text, depth in BASES:
            if (kind, text) == s[0][:2] or (kind == "variant" and s[0][0] == "variant" and text.lower() == s[0][1]):
                return depth
        return 1

    def g_perft(self):
        self.job_in_batch = True
        s = self.state
        depth = self.rng.randint(1, self.base_depth(s))
        verb = "perft %d" if self.rng.random() < 0.6 else "go perft %d"
        return [self.req(verb % depth, "perft", self.perft_check(s, depth)), self.status_req()]

    def g_perft_stop(self):
        """perft, then stop at once: the whole divide, or the part finished and a note."""
        if self.job_in_batch:
            return self.g_perft()
        self.job_in_batch = True
        s = self.state
        depth = self.base_depth(s)
        return [self.req("perft %d" % depth, "perft", self.perft_check(s, depth, allow_abort=True)),
                Req(b"stop", "stop", silent), self.status_req()]

    def go_check(self, s, json_mode=False):
        seed = self.seed

        def check(r):
            got = r.take() or ""
            if json_mode:
                try:
                    obj = json.loads(got)
                except ValueError:
                    return '{"reply":"bestmove",...}'
                if obj.get("reply") != "bestmove":
                    return '{"reply":"bestmove",...}'
                move = obj.get("move") or "(none)"
            else:
                if not got.startswith("bestmove "):
                    return "bestmove <move>|(none)"
                move = got[len("bestmove "):]
            known = self.movelist(s)
            if known is not None:
                if move == "(none)" and known.count != "0" and not self.decisive(s):
                    return "bestmove <one of the %s legal moves>" % known.count
                if move != "(none)" and known.contains(move) is False:
                    return "bestmove <a legal move>"
            return self.learn((s, "go", seed), "bestmove " + move)
        return check

    def g_go(self):
        if self.status_of(self.state) is None:
            return [self.status_req()]
        line = self.rng.choice(["go", "go movetime 10", "go wtime 1000 btime 1000", "go depth 3"])
        return [self.req(line, "go", self.go_check(self.state)), self.status_req()]

    def g_go_infinite(self):
        if self.job_in_batch or self.status_of(self.state) is None:
            return self.g_go()
        self.job_in_batch = True
        return [self.req("go infinite", "go", self.go_check(self.state)), Req(b"stop", "stop", silent),
                self.status_req()]

    # options
    def g_setoption(self):
        rng = self.rng
        x = rng.random()
        if x < 0.25:
            value = rng.choice(["site", "seed"])
            name, shown = "Dialect", rng.choice([value, value.upper()])

            def apply():
                self.dialect = value
        elif x < 0.4:
            value = rng.randint(0, 100)
            name, shown = "Seed", str(value)

            def apply():
                self.seed = value
        elif x < 0.6:
            value = rng.choice([0, 0, 3, 8])
            name, shown = "SlideLimit", str(value)

            def apply():
                self.slide = value
        elif x < 0.75:
            value = rng.choice(VARIANTS)
            name, shown = "UCI_Variant", value

            def apply():
                self.variant = value
        elif x < 0.9 and not self.job_in_batch:
            value = rng.choice([1024, 4096, 65536, 67108864])
            name, shown = "MaxLineBytes", str(value)

            def apply():
                self.limit = value
        else:
            value = rng.choice(["/dev/null", "<empty>"])
            name, shown = "Debug Log File", value

            def apply():
                pass
        spelled = rng.choice([name, name.lower(), name.upper()])
        line = "setoption name %s value %s" % (spelled, shown)
        # debug on echoes the value as the option keeps it (combo values in their declared case)
        check = one_line("info string option %s = %s" % (name, value)) if self.debug else silent
        return [self.req(line, "setoption", check, apply)]

    def g_bad_option(self):
        line, expected = self.rng.choice(BAD_OPTIONS)
        return [self.simple(line, "setoption_bad", expected)]

    def g_debug(self):
        on = not self.debug

        def apply():
            self.debug = on
        if on:
            return [self.req("debug on", "debug", one_line("info string debug on"), apply)]
        return [self.req("debug off", "debug", silent, apply)]

    def g_uci_help(self):
        verb = self.rng.choice(["uci", "uici", "help"])

        def check(r, verb=verb):
            got = []
            end = {"uci": "uciok", "uici": "uiciok"}.get(verb)
            while True:
                if end is None and (r.peek() is None or not r.peek().startswith("help ")):
                    break
                line = r.take()
                if line is None:
                    return "the %s block" % verb
                got.append(line)
                if line == end:
                    break
            if verb == "help" and [g.split(" ")[1] for g in got] != VERBS:
                return "help lines for " + " ".join(VERBS)
            return self.learn(("stateless", verb), "\n".join(got[:-1] if end else got))
        return [self.req(verb, verb, check)]

    def g_stop_idle(self):
        if self.job_in_batch:
            return self.g_isready()
        return [self.req("stop", "stop", silent)]

    # malformed lines
    def g_extra_tokens(self):
        line, expected = self.rng.choice(EXTRA_TOKENS)
        return [self.simple(line, "malformed", expected)]

    def g_unknown(self):
        rng = self.rng
        alphabet = [chr(c) for c in range(0x21, 0x7F)] + ["é", "中", "\x01", "\x0b", "\x0c", "\x7f", '"', "\\"]
        while True:
            tok = "".join(rng.choice(alphabet) for _ in range(rng.choice([1, 3, 8, 40, 79, 80, 81, 150]))).encode()
            if tok.decode() not in VERBS and not tok.startswith(b"#"):
                break
        rest = rng.choice([b"", b" isready", b" ping 1", b"\t \tx"])
        return [self.simple(tok + rest, "unknown", "error unknown_command " + quote(tok))]

    def g_garbage(self):
        rng = self.rng
        while True:
            n = rng.choice([1, 2, 5, 30, 120])
            raw = bytes(rng.choice([c for c in range(256) if c not in (10, 13)]) for _ in range(n))
            bad = first_bad_byte(raw)
            if bad is not None:
                return [self.simple(raw, "garbage", "error bad_encoding at=%d" % bad)]
            toks = tokens(raw)
            if not toks or raw.lstrip(b" \t").startswith(b"#"):
                return [self.req(raw, "garbage", silent)]
            if toks[0].decode() not in VERBS:
                return [self.simple(raw, "garbage", "error unknown_command " + quote(toks[0]))]

    def g_comment(self):
        line = self.rng.choice([b"", b"   ", b"\t", b"# a comment", b"  # isready", b"#"])
        return [self.req(line, "comment", silent)]

    def g_overlong_token(self):
        rng = self.rng
        n = rng.choice([81, 200, 5000])
        digits = "".join(rng.choice("0123456789") for _ in range(n))
        t = digits.encode()
        cases = [
            ("move " + digits, 'error syntax index=0 move=%s' % quote(t)),
            ("moves " + digits, 'error bad_argument %s for=moves need=x,y' % quote(t)),
            ("undo " + digits, 'error bad_argument %s for=undo need=count>=1' % quote(t)),
            ("perft " + digits, 'error bad_argument %s for=perft need=depth_1_to_64' % quote(t)),
            ("setoption name %s value 1" % digits, 'error unknown_option %s' % quote(t)),
            ("legal 1,1>1,1x" + digits, "legal no %s syntax" % cut(("1,1>1,1x" + digits).encode()).decode()),
            ("position icn " + digits, 'error coord_range at=0 near=%s' % quote(t)),
        ]
        line, expected = rng.choice(cases)
        return [self.simple(line, "overlong_token", expected)]

    def g_overlong_line(self):
        if self.limit > 65536 and self.job_in_batch:
            return self.g_isready()
        if self.limit > 65536:
            value = self.rng.choice([1024, 4096])

            def apply():
                self.limit = value
            check = one_line("info string option MaxLineBytes = %d" % value) if self.debug else silent
            return [self.req("setoption name MaxLineBytes value %d" % value, "setoption", check, apply)]
        # Around the limit: at the limit a line is read, one byte more is dropped.
        n = self.limit - 5 + self.rng.choice([0, 0, 1, 2, 1000])
        ident = ("x" * n).encode()
        line = b"ping " + ident
        return [self.simple(line, "overlong_line", 'error bad_argument %s for=ping need=id_of_80_chars' % quote(ident))]

    # JSON output (PROTOCOL.md 7): a short stretch of requests, then back to text
    def g_json_mode(self):
        if self.debug:
            return self.g_debug()
        s = self.state
        groups = [[self.req("setoption name Output value json", "setoption", silent)]]
        for _ in range(self.rng.randint(3, 10)):
            groups.append(self.json_request(s))
        groups.append([self.req("setoption name Output value text", "setoption", silent)])
        return ("json", groups)

    def json_request(self, s):
        """One request in JSON output: its object must say what the text reply says."""
        def status(text):
            parts = text.split(" ")
            return dict(reply="status", result=parts[1], **({"reason": parts[2]} if len(parts) == 3 else {}))

        def moves(text):
            ml = MoveList(text)
            return {"reply": "moves", "count": ml.count, "moves": ml.tokens}

        def from_text(key, convert):
            text = self.know.get(key)
            return convert(text) if text else None
        if self.status_of(s) is not None and self.rng.random() < 0.15:
            return [self.req("go", "go", self.go_check(s, json_mode=True))]
        n, dialect = len(s[1]) + 1, self.dialect
        line, want = self.rng.choice([
            ("isready", lambda: {"reply": "readyok"}),
            ("foo", lambda: {"ok": False, "error": {"code": "unknown_command", "token": "foo"}}),
            ("undo %d" % n, lambda: {"ok": False, "error": {"code": "no_history", "played": n - 1, "asked": n}}),
            ("status", lambda: from_text((s, "status"), status)),
            ("moves", lambda: from_text((s, "moves"), moves)),
            ("icn position", lambda: from_text((s, ("icnpos", dialect)), lambda t: {"reply": "icn", "icn": t[4:]})),
        ])
        word = line.split(" ")[0]

        def check(r):
            try:
                got = json.loads(r.take() or "")
            except ValueError:
                got = None
            expected = want()
            if expected is None:  # the text reply is not known yet: the reply word only
                ok = isinstance(got, dict) and got.get("reply") == word
                return None if ok else '{"reply":"%s",...}' % word
            return None if got == expected else json.dumps(expected)
        return [self.req(line, "json_output", check)]

    # -- checking -------------------------------------------------------------------------
    def check_group(self, group, lines):
        r = Lines(lines)
        for q in group:
            self.checked += 1
            self.kinds[q.kind] += 1
            try:
                problem = q.check(r)
            except Exception as e:  # a reply so malformed that the check itself failed
                problem = "a well-formed reply (check raised %r)" % e
            if problem is not None:
                self.mismatch(q, lines, problem)
                return
        if r.left():
            self.mismatch(group[-1], lines, "no further lines")
        for line in lines:
            if line.startswith("error "):
                code = line.split(" ")[1]
                self.errors[code] += 1
                if code not in self.codes:
                    self.mismatch(group[-1], lines, "an error code of protocol/errors.hpp")
            elif line.startswith('{"ok":false'):
                try:
                    self.errors[json.loads(line)["error"]["code"]] += 1
                except (ValueError, KeyError, TypeError):
                    self.mismatch(group[-1], lines, "an error object")

    def mismatch(self, q, lines, expected):
        self.resync = True
        if len(self.mismatches) < 20:
            shown = [x[:160] for x in lines[:6]] + (["... %d more lines" % (len(lines) - 6)] if len(lines) > 6 else [])
            self.mismatches.append((q.line[:300].decode("utf-8", "replace"), shown, expected[:300]))
        else:
            self.mismatches.append(None)
