"""The uici tools as functions: `uici convert`, `uici match`, `uici compliance` (README sections
Convert, Match, Compliance). Each runs the command line once, with a timeout, and returns its
result as objects; a failure raises uici.Error with the tool's own error line (PROTOCOL.md 6).

`convert` has a JSON error mode (`--json`); `compliance` and `match_report` read the tools' JSON
reports (`-report file=F format=json`). `match` reads the score line uici match prints and the game
records from `-out`'s ICN tags (it works with a uici that has no match report).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Union

from ._core import Error, Timeout, error_from, find_binary


def _error_from(stderr: str, request: str) -> Error:
    """The tool's last error line on stderr, JSON (`--json`) or text, as an Error."""
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    for ln in reversed(lines):
        if ln.startswith("{"):
            return error_from(json.loads(ln), request)
        if ln.startswith("error "):
            code, _, rest = ln[6:].partition(" ")
            return Error(code, {"text": rest}, request)
    return Error("internal", {"what": stderr[-400:]}, request)


def _run(argv: List[str], stdin: Optional[str], timeout: float) -> "subprocess.CompletedProcess[str]":
    try:
        return subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise Timeout(f"{' '.join(argv[:3])} took more than {timeout} s") from e


def convert(
    text: str,
    to: str,
    *,
    source: Optional[str] = None,
    at: Union[None, int, str] = None,
    game: Optional[int] = None,
    move: bool = False,
    dialect: Optional[str] = None,
    binary: Optional[str] = None,
    timeout: float = 60.0,
) -> str:
    """`uici convert --to TO` of `text` -> its output. `source` is `--from` (icn, json, pgn, 5dpgn),
    `at` a half-move number or "end".

    >>> convert("w K1,1|k8,8|R3,3 3,3>3,7", to="icn", at="end", binary="build/uici")
    'b 1 k8,8|R3,7|K1,1\\n'
    """
    argv = [find_binary(binary), "convert", "--json", "--to", to]
    for flag, value in (("--from", source), ("--at", at), ("--game", game), ("--dialect", dialect)):
        if value is not None:
            argv += [flag, str(value)]
    if move:
        argv.append("--move")
    done = _run(argv, text, timeout)
    if done.returncode != 0:
        raise _error_from(done.stderr, " ".join(argv[1:]))
    return done.stdout


@dataclass(frozen=True)
class Game:
    """One game of a match's `-out` file: its tags (Result, Termination, White, ...) and its text."""

    tags: Dict[str, str]
    text: str

    @property
    def result(self) -> str:
        return self.tags.get("Result", "*")


@dataclass(frozen=True)
class MatchReport:
    """What `uici match` reported: wins, draws and losses of the first engine, the result lines
    (stdout) and the games it wrote."""

    wins: int
    draws: int
    losses: int
    games: List[Game]
    summary: str = field(repr=False)
    log: str = field(repr=False)


_TAG = re.compile(r'^\[(\w+) "(.*)"\]$')
_SCORE = re.compile(r"Games: (\d+), Wins: (\d+), Draws: (\d+), Losses: (\d+)")


def read_games(text: str) -> List[Game]:
    """The games of an ICN file written by `uici match -out`: blocks a blank line apart."""
    games = []
    for block in re.split(r"\n\s*\n", text.strip()):
        if not block.strip():
            continue
        tags = {}
        for ln in block.splitlines():
            m = _TAG.match(ln.strip())
            if m:
                tags[m[1]] = m[2]
        games.append(Game(tags, block))
    return games


def match(args: Sequence[str], *, binary: Optional[str] = None, timeout: float = 3600.0) -> MatchReport:
    """`uici match ARGS` (its command line as a list, `-out` added when missing) -> MatchReport.

    >>> report = match(["-engine", "cmd=build/uici", "name=A", "-engine", "cmd=build/uici", "name=B",
    ...                 "-each", "depth=1", "-rounds", "2", "-maxmoves", "5"], binary="build/uici")
    >>> len(report.games), report.wins + report.draws + report.losses, report.games[0].tags["White"]
    (2, 2, 'A')
    """
    with tempfile.TemporaryDirectory() as tmp:
        argv = [find_binary(binary), "match", *args]
        out = None
        if "-out" not in args:
            out = os.path.join(tmp, "games.icn")
            argv += ["-out", f"file={out}"]
        else:
            spec = args[list(args).index("-out") + 1]
            out = spec.split("file=", 1)[1].split()[0] if "file=" in spec else None
        done = _run(argv, None, timeout)
        if done.returncode != 0:
            raise _error_from(done.stderr, " ".join(argv[1:]))
        m = _SCORE.search(done.stdout)
        if not m:
            raise Error("internal", {"what": "no score line in uici match's output", "stdout": done.stdout}, argv[1])
        games = []
        if out and os.path.exists(out):
            with open(out, encoding="utf-8") as f:
                games = read_games(f.read())
        return MatchReport(int(m[2]), int(m[3]), int(m[4]), games, done.stdout, done.stderr)


def _opt_float(v: Any) -> Optional[float]:
    return None if v is None else float(v)


@dataclass(frozen=True)
class Standing:
    """One engine over all its games, or one pairing from its first engine's side, in a match
    report: W/D/L, points, Elo and its 95% half-interval (None when infinite), LOS, draw ratio."""

    name: str  # the engine; for a pairing "first vs second"
    games: int
    wins: int
    draws: int
    losses: int
    points: float
    elo: Optional[float]
    elo_error: Optional[float]
    los: Optional[float]
    draw_ratio: Optional[float]
    pentanomial: Optional[List[int]] = None  # pairs only, when games are paired (-repeat)

    @staticmethod
    def read(o: Dict[str, Any], name: str) -> "Standing":
        penta = o.get("pentanomial")
        return Standing(name, int(o["games"]), int(o["wins"]), int(o["draws"]), int(o["losses"]),
                        float(o["points"]), _opt_float(o["elo"]), _opt_float(o["elo_error"]), _opt_float(o["los"]),
                        _opt_float(o["draw_ratio"]), [int(n) for n in penta] if penta is not None else None)


@dataclass(frozen=True)
class MatchGame:
    """One game of a match report: its number, round, colours, opening, result and why it ended."""

    number: int
    round: int
    pair: Optional[int]
    white: str
    black: str
    opening_index: int
    opening_text: str
    result: str
    termination: str
    detail: str
    plies: int


@dataclass(frozen=True)
class MatchResult:
    """`uici match ... -report file=F format=json` (docs/MATCH.md "Report", version 1) as objects:
    `config` as written (a dict), the engines' and pairings' standings, the SPRT state (a dict, or
    None), and every finished game. `wins`/`draws`/`losses` are the first pairing's."""

    config: Dict[str, Any]
    total_games: int
    finished_games: int
    engines: List[Standing]
    pairs: List[Standing]
    sprt: Optional[Dict[str, Any]]
    games: List[MatchGame]

    @property
    def wins(self) -> int:
        return self.pairs[0].wins if self.pairs else 0

    @property
    def draws(self) -> int:
        return self.pairs[0].draws if self.pairs else 0

    @property
    def losses(self) -> int:
        return self.pairs[0].losses if self.pairs else 0

    @classmethod
    def from_json(cls, doc: Dict[str, Any]) -> "MatchResult":
        if doc.get("format") != "uici-match-report" or doc.get("version") != 1:
            raise Error("internal", {"what": "not a version 1 uici match report"})
        games = [
            MatchGame(int(g["number"]), int(g["round"]), None if g["pair"] is None else int(g["pair"]),
                      str(g["white"]), str(g["black"]), int(g["opening"]["index"]), str(g["opening"]["text"]),
                      str(g["result"]), str(g["termination"]), str(g["detail"]), int(g["plies"]))
            for g in doc["games"]
        ]
        return cls(dict(doc["config"]), int(doc["total_games"]), int(doc["finished_games"]),
                   [Standing.read(e, str(e["name"])) for e in doc["engines"]],
                   [Standing.read(p, f"{p['first']} vs {p['second']}") for p in doc["pairs"]],
                   None if doc["sprt"] is None else dict(doc["sprt"]), games)


def match_report(args: Sequence[str], *, binary: Optional[str] = None, timeout: float = 3600.0) -> MatchResult:
    """`uici match ARGS -report file=F format=json` (F a temporary file) -> MatchResult; the uici
    of issue 29 on (an older one has no -report: its usage error is raised)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "report.json")
        argv = [find_binary(binary), "match", *args, "-report", f"file={out}", "format=json"]
        done = _run(argv, None, timeout)
        if done.returncode != 0 or not os.path.exists(out):
            raise _error_from(done.stderr, " ".join(argv[1:]))
        with open(out, encoding="utf-8") as f:
            return MatchResult.from_json(json.load(f))


@dataclass(frozen=True)
class Check:
    """One row of a compliance report: what was checked, its verdict (`pass`, `fail`, `skip`), and
    what was seen."""

    name: str
    verdict: str
    detail: str

    @property
    def passed(self) -> bool:
        return self.verdict == "pass"


@dataclass(frozen=True)
class ComplianceEngine:
    """The engine a compliance report is about: its command line, protocol and time scale."""

    command: List[str]
    proto: str
    time_scale: float


@dataclass(frozen=True)
class ComplianceSummary:
    """The counts of a compliance report; `ok`: no row failed and one passed (exit code 0)."""

    passed: int
    failed: int
    skipped: int
    counted: int
    ok: bool

    def __str__(self) -> str:  # the table's last line
        text = f"compliance: {self.passed} of {self.counted} checks passed"
        return text + (f", {self.skipped} skipped" if self.skipped else "")


@dataclass(frozen=True)
class ComplianceReport:
    """`uici compliance -report file=F format=json` (PROTOCOL.md 11) as objects."""

    engine: ComplianceEngine
    rows: List[Check]
    summary: ComplianceSummary
    engine_stderr: str = field(repr=False)

    @property
    def passed(self) -> bool:
        return self.summary.ok

    @property
    def failed(self) -> List[Check]:
        return [r for r in self.rows if r.verdict == "fail"]

    @classmethod
    def from_json(cls, doc: Dict[str, Any]) -> "ComplianceReport":
        """Reads the report document (format "uici-compliance-report", version 1)."""
        if doc.get("format") != "uici-compliance-report" or doc.get("version") != 1:
            raise Error("internal", {"what": "not a version 1 uici compliance report"})
        e, t = doc["engine"], doc["summary"]
        engine = ComplianceEngine([str(a) for a in e["command"]], str(e["proto"]), float(e["time_scale"]))
        rows = [Check(str(r["name"]), str(r["verdict"]), str(r["detail"])) for r in doc["rows"]]
        summary = ComplianceSummary(int(t["passed"]), int(t["failed"]), int(t["skipped"]), int(t["counted"]),
                                    bool(t["ok"]))
        return cls(engine, rows, summary, str(doc.get("engine_stderr", "")))


def compliance(
    command: Sequence[str],
    *,
    proto: Optional[str] = None,
    time_scale: Optional[float] = None,
    binary: Optional[str] = None,
    timeout: float = 300.0,
) -> ComplianceReport:
    """`uici compliance -report file=F format=json -- COMMAND` -> its report as objects.

    >>> report = compliance(["build/uici"], binary="build/uici")
    >>> report.passed, len(report.rows), report.rows[0], str(report.summary)
    (True, 30, Check(name='start: the engine runs', verdict='pass', detail='build/uici'), \
'compliance: 30 of 30 checks passed')
    """
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "report.json")
        argv = [find_binary(binary), "compliance", "-report", f"file={out}", "format=json"]
        if time_scale is not None:
            argv += ["--time-scale", str(time_scale)]
        if proto is not None:
            argv += ["--proto", proto]
        argv += ["--", *command]
        done = _run(argv, None, timeout)
        if done.returncode not in (0, 1) or not os.path.exists(out):
            raise _error_from(done.stderr, " ".join(argv[1:]))
        with open(out, encoding="utf-8") as f:
            return ComplianceReport.from_json(json.load(f))
