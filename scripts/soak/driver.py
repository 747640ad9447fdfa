"""The soak driver's request mix (scripts/soak/run.py runs it): a seeded stream of request
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

Documented behaviour the checks follow (nothing else is allowed for): after a decisive end
`moves` still lists the board's moves while `move` and `legal` answer game_over (PROTOCOL.md
4.12), so moves are played only from states whose status is known.

Modules: positions.py (the positions played from), checks.py (a request and its check),
gen_*.py (one family of requests each, mixed into Driver), protocol.py (the protocol's facts),
run.py (the servers, the batches, the RSS watch).
"""

import itertools
import json
import random
from collections import Counter

from checks import Lines, Req, one_line
from gen_jobs import JobRequests
from gen_json_output import JsonOutputRequests
from gen_malformed import MalformedRequests
from gen_moves import MoveRequests
from gen_options import OptionRequests
from gen_positions import PositionRequests
from gen_queries import QueryRequests
from positions import CLASSICAL_8X8, MATED, ROOK_8X8
from protocol import MoveList


class Driver(PositionRequests, MoveRequests, QueryRequests, JobRequests, OptionRequests, MalformedRequests,
             JsonOutputRequests):
    """One server's request stream: generates batches and checks their replies."""

    def __init__(self, seed: int, codes, families=None):
        self.rng = random.Random(seed)
        if families is not None:  # a part of the mix (run.py --part text), the weights kept
            table = [(w, name) for w, name in self.TABLE if name in families]
            self.NAMES = [name for _, name in table]
            self.CUMULATIVE = list(itertools.accumulate(w for w, _ in table))
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
    # The families that test the text wire on purpose (run.py --part text): bytes that are not
    # UTF-8, over-long tokens and lines, the quoting of user tokens in errors, the switch of Output
    # to JSON and back, and jobs whose lines after them are read and framed while they run (perft
    # divide's text, a search's info lines, a stop read during a perft or a go infinite); with the
    # requests that set and read the game they need (positions, and moves/status/icn, whose text
    # the JSON objects must repeat). The rest, the consistency of random games, runs on the Python
    # client (client_games.py, --part client).
    TEXT_FAMILIES = {
        "g_isready", "g_ping", "g_position", "g_bad_position", "g_newgame", "g_moves", "g_status", "g_icn",
        "g_setoption", "g_bad_option", "g_unknown", "g_garbage", "g_comment", "g_overlong_token",
        "g_overlong_line", "g_extra_tokens", "g_debug", "g_uci_help", "g_json_mode", "g_stop_idle",
        "g_perft", "g_perft_stop", "g_go", "g_go_infinite",
    }
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
                    self.mismatch(group[-1], lines, "an error code of errors/errors.hpp")
            elif line.startswith('{"reply":"error","ok":false'):
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
