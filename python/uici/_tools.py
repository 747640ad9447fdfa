"""The uici tools as functions: `uici convert`, `uici match`, `uici compliance` (README sections
Convert, Match, Compliance). Each runs the command line once, with a timeout, and returns its
result as objects; a failure raises uici.Error with the tool's own error line (PROTOCOL.md 6).

`convert` has a JSON error mode (`--json`). `match` and `compliance` have no JSON report (yet):
their reports are read from the fixed forms they print, the game records from `-out`'s ICN tags.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Union

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


@dataclass(frozen=True)
class Check:
    """One row of the compliance table: `result` PASS, FAIL or skip; the check; its detail."""

    result: str
    check: str
    detail: str


@dataclass(frozen=True)
class ComplianceReport:
    rows: List[Check]
    passed: bool
    summary: str

    @property
    def failed(self) -> List[Check]:
        return [r for r in self.rows if r.result == "FAIL"]


def compliance(
    command: Sequence[str],
    *,
    proto: Optional[str] = None,
    time_scale: Optional[float] = None,
    binary: Optional[str] = None,
    timeout: float = 300.0,
) -> ComplianceReport:
    """`uici compliance -- COMMAND` -> its table as rows (passed: exit code 0).

    >>> report = compliance(["build/uici"], binary="build/uici")
    >>> report.passed, len(report.rows), report.rows[0]
    (True, 24, Check(result='PASS', check='start: the engine runs', detail='build/uici'))
    """
    argv = [find_binary(binary), "compliance"]
    if time_scale is not None:
        argv += ["--time-scale", str(time_scale)]
    if proto is not None:
        argv += ["--proto", proto]
    argv += ["--", *command]
    done = _run(argv, None, timeout)
    if done.returncode not in (0, 1):
        raise _error_from(done.stderr, " ".join(argv[1:]))
    lines = done.stdout.splitlines()
    # The header's columns give the widths: "result  check   detail".
    header = next((ln for ln in lines if ln.startswith("result")), None)
    if header is None:
        raise _error_from(done.stderr, " ".join(argv[1:]))
    at_check, at_detail = header.index("check"), header.index("detail")
    rows = [
        Check(ln[:at_check].strip(), ln[at_check:at_detail].strip(), ln[at_detail:].strip())
        for ln in lines[lines.index(header) + 1 :]
        if ln[:at_check].strip() in ("PASS", "FAIL", "skip")
    ]
    summary = next((ln for ln in lines if ln.startswith("compliance:")), "")
    return ComplianceReport(rows, done.returncode == 0, summary)
