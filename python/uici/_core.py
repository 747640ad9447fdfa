"""What the sync and asyncio faces share: the exceptions, the request lines, and the collectors
that match reply objects to requests.

Every request goes out in an envelope with an id, `{"id": 7, "request": "legal 3,3>3,9"}`
(PROTOCOL.md 7.1), and every object it causes comes back with `"request_id": 7`: its info objects,
a search's info and bestmove, its error. So replies are matched by id, not by order, and a request
that is silent in text mode (`position`, `setoption`, ...) ends in its own `{"reply": "ok"}`. Only
`stop` and `quit` go out bare (they have nothing to wait for). An object without an id can only be
the error of a line the server dropped unread (`line_too_long`); it goes to the oldest request.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Generic, Iterable, List, Optional, Tuple, TypeVar, Union

from ._types import (
    BestMove,
    Info,
    JsonObject,
    Move,
    MoveList,
    Perft,
    Square,
    Status,
    Verdict,
    parse_info,
    parse_moves,
    parse_perft,
    parse_status,
    square_text,
)

T = TypeVar("T")
MoveLike = Union[str, Move]


class Error(Exception):
    """An error reply of the one error grammar (PROTOCOL.md 6): `code` (`illegal_move`, ...) and
    `detail`, the other fields of the error object (`{"index": 1, "move": "...", ...}`; the bare
    token of text mode is `"token"`), `message`, the server's sentence for people. `request` is the
    line that got it."""

    def __init__(self, code: str, detail: Dict[str, Any], request: str = "", message: str = "") -> None:
        self.code = code
        self.detail = detail
        self.request = request
        self.message = message  # the server's sentence for people (`illegal move: index=1 ...`)
        super().__init__(f"{code} {json.dumps(detail)}" + (f" (request: {request[:80]})" if request else ""))


def error_from(obj: JsonObject, request: str = "") -> Error:
    """The Error of an error object `{"reply": "error", "error": {"code": ..., ..., "message": ...}}`."""
    err = dict(obj.get("error", {}))
    code = str(err.pop("code", "internal"))
    message = str(err.pop("message", ""))
    return Error(code, err, request, message)


class Timeout(TimeoutError):
    """No (complete) reply within the time given. The request's late reply is still consumed in
    its place, so the session stays in step; a job (`go`, `perft`) is sent `stop`."""


class Closed(ConnectionError):
    """The server process has ended or was closed; `stderr` holds the end of what it wrote there."""

    def __init__(self, message: str, stderr: str = "") -> None:
        super().__init__(message + (f"; stderr: {stderr.strip()}" if stderr.strip() else ""))
        self.stderr = stderr


def find_binary(binary: Optional[str]) -> str:
    """The uici executable: `binary` if given, else $UICI_BINARY, else `uici` on PATH."""
    path = binary or os.environ.get("UICI_BINARY") or shutil.which("uici")
    if not path:
        raise FileNotFoundError("no uici binary: pass binary=..., set UICI_BINARY or put uici on PATH")
    return path


class Collector:
    """Gathers the reply objects of one request; `feed` says when the last one has come."""

    def __init__(self) -> None:
        self.result: Optional[JsonObject] = None
        self.error: Optional[Error] = None
        self.notes: List[str] = []  # {"info": "..."} objects (debug, 5dpgn warnings)
        self.request = ""

    def feed(self, obj: JsonObject) -> bool:
        if "reply" not in obj:
            self.notes.append(str(obj.get("info", obj)))
            return False
        if obj["reply"] == "error":
            self.error = error_from(obj, self.request)
            return True
        return self.take(obj)

    def take(self, obj: JsonObject) -> bool:
        self.result = obj
        return True


class Search(Collector):
    """A `go`: info objects, then one bestmove. `on_info` sees each info as it comes."""

    def __init__(self, on_info: Optional[Callable[[Info], None]] = None) -> None:
        super().__init__()
        self.infos: List[Info] = []
        self.on_info = on_info

    def take(self, obj: JsonObject) -> bool:
        if obj["reply"] == "info":
            info = parse_info(obj)
            self.infos.append(info)
            if self.on_info:
                self.on_info(info)
            return False
        self.result = obj
        return True


_ids = itertools.count(1)


@dataclass
class Request(Generic[T]):
    """A request line, the collector of its replies and the conversion of its result; `wire` is
    the line written: the request in an envelope with the id its replies will carry."""

    line: str
    collector: Collector
    convert: Callable[[Collector], T]
    job: bool = False  # runs as a job: a timeout sends `stop`
    id: int = field(default_factory=lambda: next(_ids))

    @property
    def wire(self) -> str:
        return json.dumps({"id": self.id, "request": self.line}, ensure_ascii=False, separators=(",", ":"))


_TEXT_OUTPUT = re.compile(r"\s*setoption\s+name\s+output\s+value\s+text\s*", re.IGNORECASE)


def _checked(line: str) -> str:
    if "\n" in line or "\r" in line or "\0" in line:
        raise ValueError("a request is one line: the text may not hold a line break or a NUL")
    if _TEXT_OUTPUT.fullmatch(line):
        raise ValueError("the client reads the JSON Lines mode: Output stays json")
    return line


def reply_object(raw: bytes) -> JsonObject:
    """One stdout line as a reply object. A line that is not a JSON object (which the server never
    writes in JSON mode) becomes an error reply for the request waiting, rather than a dead reader."""
    try:
        obj = json.loads(raw)
    except ValueError:
        obj = None
    if not isinstance(obj, dict):
        text = raw.decode("utf-8", "replace").rstrip("\n")[:200]
        return {"reply": "error", "ok": False, "error": {"code": "internal", "what": f"not a JSON object: {text}"}}
    return obj


def _result(c: Collector) -> JsonObject:
    if c.error:
        raise c.error
    assert c.result is not None
    return c.result


def one(line: str, convert: Callable[[JsonObject], T], job: bool = False) -> Request[T]:
    return Request(_checked(line), Collector(), lambda c: convert(_result(c)), job)


def silent(line: str) -> Request[List[str]]:
    """A request silent in text mode (its id makes the server answer `ok`); its result is the
    info lines it gave (debug, 5dpgn warnings)."""

    def done(c: Collector) -> List[str]:
        if c.error:
            raise c.error
        return c.notes

    return Request(_checked(line), Collector(), done)


def move_text(move: MoveLike) -> str:
    return str(move)


def position_line(
    icn: Optional[str],
    variant: Optional[str],
    json_doc: Union[None, str, JsonObject],
    moves: Iterable[MoveLike],
    fivedpgn: Optional[str] = None,
) -> str:
    given = [x is not None for x in (icn, variant, json_doc, fivedpgn)]
    if sum(given) > 1:
        raise ValueError("position takes one of icn=, variant=, json=, fivedpgn=")
    if fivedpgn is not None:
        if list(moves):
            raise ValueError("a 5dpgn game takes no moves=")
        # The file on one line (PROTOCOL.md 4.8): a backslash as \\, each line break as \n.
        text = fivedpgn.replace("\r\n", "\n").replace("\\", "\\\\").replace("\n", "\\n")
        return f"position 5dpgn {text}"
    if icn is not None:
        line = f"position icn {icn}"
    elif variant is not None:
        line = f"position variant {variant}"
    elif json_doc is not None:
        text = json_doc if isinstance(json_doc, str) else json.dumps(json_doc, separators=(",", ":"))
        line = f"position json {text}"
    else:
        line = "position startpos"
    tail = [move_text(m) for m in moves]
    return line + (" moves " + " ".join(tail) if tail else "")


def go_line(limits: Dict[str, Optional[int]], searchmoves: Iterable[MoveLike], infinite: bool) -> str:
    parts = ["go"]
    for key in ("wtime", "btime", "winc", "binc", "movestogo", "movetime", "depth", "nodes", "mate"):
        value = limits.get(key)
        if value is not None:
            parts += [key, str(int(value))]
    if infinite:
        parts.append("infinite")
    moves = [move_text(m) for m in searchmoves]
    if moves:
        parts += ["searchmoves", *moves]
    return " ".join(parts)


def best_move(c: Collector) -> BestMove:
    assert isinstance(c, Search)
    obj = _result(c)
    move = obj.get("move")
    return BestMove(Move.parse(move) if isinstance(move, str) else None, tuple(c.infos), obj.get("error"))


def search(line: str, on_info: Optional[Callable[[Info], None]] = None) -> Request[BestMove]:
    return Request(_checked(line), Search(on_info), best_move, True)


# The requests of section 4, one function each; both faces call these.
def legal(move: MoveLike) -> Request[Verdict]:
    return one(f"legal {move_text(move)}", lambda o: Verdict(bool(o["legal"]), str(o["move"]), o.get("reason")))


def play(moves: Tuple[MoveLike, ...]) -> Request[List[Move]]:
    if not moves:
        raise ValueError("move needs at least one move")
    return one("move " + " ".join(move_text(m) for m in moves), lambda o: [Move.parse(t) for t in o["moves"]])


def undo(n: int) -> Request[int]:
    return one(f"undo {int(n)}", lambda o: int(o["undo"]))


def moves(sq: Optional[Square]) -> Request[MoveList]:
    return one("moves" + (f" {square_text(sq)}" if sq is not None else ""), parse_moves)


def status() -> Request[Status]:
    return one("status", parse_status, job=True)


def perft(depth: int) -> Request[Perft]:
    return one(f"perft {int(depth)}", parse_perft, job=True)


def document(verb: str, field_name: str, arg: str) -> Request[JsonObject]:
    """`json` and `egd`: the document, sent as a string, read into Python objects (ints exact)."""
    return one(f"{verb}{arg}", lambda o: dict(json.loads(o[field_name])))


def text(verb: str, arg: str) -> Request[str]:
    return one(f"{verb}{arg}", lambda o: str(o[verb]))


def raw(line: str) -> Request[JsonObject]:
    return one(line, lambda o: o)


def dispatch(pending: "Dict[int, Pending]", obj: JsonObject) -> Tuple[bool, Optional["Pending"]]:
    """Feeds one reply object to the request whose id it carries: (whether some request took it,
    that request once complete). An error without an id (a line dropped unread) goes to the oldest."""
    rid = obj.get("request_id")
    if isinstance(rid, int) and rid in pending:
        key = rid
    elif rid is None and obj.get("reply") == "error" and pending:
        key = next(iter(pending))
    else:
        return False, None
    p = pending[key]
    if not p.collector.feed(obj):
        return True, None
    del pending[key]
    return True, p


@dataclass(eq=False)
class Pending:
    """One request waiting for its replies: its collector and what to call when it is done."""

    collector: Collector
    finish: Callable[[Optional[BaseException]], None]
