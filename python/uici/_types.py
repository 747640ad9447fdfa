"""The typed results of uici replies (PROTOCOL.md sections 4 and 7): moves, rays, verdicts, search
lines. Coordinates are Python ints of any size, read from the server's decimal strings exactly."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple, Union

Square = Tuple[int, int]
JsonObject = Dict[str, Any]

_INT = r"-?\d+"
_SQUARE = re.compile(rf"({_INT}),({_INT})")
_MOVE = re.compile(rf"({_INT}),({_INT})>({_INT}),({_INT})(?:=([A-Za-z]+))?")
_RAY = re.compile(rf"({_INT}),({_INT})>({_INT}),({_INT})\.\.(?:({_INT}),({_INT}))?(.*)")


def square(text: str) -> Square:
    """`"3,-4"` -> `(3, -4)`. Raises ValueError for anything else.

    >>> square("10000000000000000000001,-2")
    (10000000000000000000001, -2)
    """
    m = _SQUARE.fullmatch(text)
    if not m:
        raise ValueError(f"not a square: {text!r}")
    return int(m[1]), int(m[2])


def square_text(sq: Square) -> str:
    return f"{sq[0]},{sq[1]}"


@dataclass(frozen=True)
class Move:
    """One move, `x,y>x,y[=CODE]`; `str(move)` is the canonical token the server reads.

    >>> Move.parse("1,7>1,8=Q")
    Move(origin=(1, 7), target=(1, 8), promotion='Q')
    >>> str(Move((1, 2), (1, 4)))
    '1,2>1,4'
    """

    origin: Square
    target: Square
    promotion: Optional[str] = None

    @staticmethod
    def parse(token: str) -> Move:
        m = _MOVE.fullmatch(token)
        if not m:
            raise ValueError(f"not a move token: {token!r}")
        return Move((int(m[1]), int(m[2])), (int(m[3]), int(m[4])), m[5])

    def __str__(self) -> str:
        promo = f"={self.promotion}" if self.promotion else ""
        return f"{square_text(self.origin)}>{square_text(self.target)}{promo}"


@dataclass(frozen=True)
class Ray:
    """A slide as `moves` writes it, never expanded: the squares `origin + n*step` from `first` to
    `last` (None: unbounded), with the rules engine's filters (`~p`, `~p@X,Y`, ...) as written.

    >>> r = Ray.parse("3,3>4,3..8,3")
    >>> r.step, r.last, r.bounded
    ((1, 0), (8, 3), True)
    """

    origin: Square
    first: Square
    last: Optional[Square]
    filters: Tuple[str, ...] = ()

    @staticmethod
    def parse(token: str) -> Ray:
        m = _RAY.fullmatch(token)
        if not m:
            raise ValueError(f"not a slide token: {token!r}")
        last = (int(m[5]), int(m[6])) if m[5] is not None else None
        filters = tuple("~" + f for f in m[7].split("~")[1:]) if m[7] else ()
        return Ray((int(m[1]), int(m[2])), (int(m[3]), int(m[4])), last, filters)

    @property
    def step(self) -> Square:
        """The primitive direction from origin to first."""
        from math import gcd

        dx, dy = self.first[0] - self.origin[0], self.first[1] - self.origin[1]
        g = gcd(dx, dy) or 1
        return dx // g, dy // g

    @property
    def bounded(self) -> bool:
        return self.last is not None

    def __str__(self) -> str:
        last = square_text(self.last) if self.last is not None else ""
        return f"{square_text(self.origin)}>{square_text(self.first)}..{last}{''.join(self.filters)}"


def move_or_ray(token: str) -> Union[Move, Ray]:
    return Ray.parse(token) if ".." in token else Move.parse(token)


class MoveList(List[Union[Move, Ray]]):
    """The reply of `moves`: a list of Move and Ray (finite moves first, as the server sorts them),
    with `total` (the exact number of legal moves, None when a slide has no end; `len()` is the
    number of tokens) and `reason`
    (`no_piece` / `wrong_side` for a square the side to move cannot move from)."""

    def __init__(self, items: List[Union[Move, Ray]], count: Optional[int], reason: Optional[str]) -> None:
        super().__init__(items)
        self.total = count
        self.reason = reason

    @property
    def unbounded(self) -> bool:
        return self.total is None


@dataclass(frozen=True)
class Verdict:
    """The reply of `legal`: `legal`, the move (canonical when legal, as given otherwise), and the
    reason of PROTOCOL.md 4.11 when illegal. `bool(verdict)` is `verdict.legal`."""

    legal: bool
    move: str
    reason: Optional[str] = None

    def __bool__(self) -> bool:
        return self.legal


@dataclass(frozen=True)
class Status:
    """The reply of `status`: `result` is `ongoing`, `1-0`, `0-1` or `1/2-1/2` (a 5D game: the
    verdict, `raw` holding turn, present, check, nodes), `reason` the rule that ended the game."""

    result: str
    reason: Optional[str]
    raw: JsonObject = field(compare=False, repr=False)

    @property
    def ongoing(self) -> bool:
        return self.result == "ongoing"


@dataclass(frozen=True)
class Perft:
    """The reply of `perft`: the total, the divide (move token -> leaf count, in the server's order)
    and whether a `stop` cut it short."""

    depth: int
    nodes: int
    divide: Dict[str, int]
    aborted: bool


@dataclass(frozen=True)
class Info:
    """One `info` object of a search: a scored line (`cp` or `mate`, and `pv`) after each iteration,
    or a progress line (`currmove`) in between. `raw` keeps every field the server wrote."""

    depth: int
    seldepth: int
    nodes: int
    nps: int
    time: int
    cp: Optional[int]
    mate: Optional[int]
    pv: Tuple[Move, ...]
    currmove: Optional[Move]
    raw: JsonObject = field(compare=False, repr=False)

    @property
    def scored(self) -> bool:
        return self.cp is not None or self.mate is not None


@dataclass(frozen=True)
class BestMove:
    """The end of a search: the move (None when there is no legal move) and the info lines before it.
    The last scored info line is the move's (PROTOCOL.md 4.17)."""

    move: Optional[Move]
    infos: Tuple[Info, ...]
    error: Optional[str] = None

    @property
    def last(self) -> Optional[Info]:
        """The last scored info line (depth, score and pv of the move played)."""
        scored = [i for i in self.infos if i.scored]
        return scored[-1] if scored else None


def parse_info(obj: JsonObject) -> Info:
    def num(key: str) -> int:
        return int(obj.get(key, 0))

    cur = obj.get("currmove")
    return Info(
        depth=num("depth"),
        seldepth=num("seldepth"),
        nodes=num("nodes"),
        nps=num("nps"),
        time=num("time"),
        cp=int(obj["cp"]) if "cp" in obj else None,
        mate=int(obj["mate"]) if "mate" in obj else None,
        pv=tuple(Move.parse(t) for t in obj.get("pv", [])),
        currmove=Move.parse(cur) if isinstance(cur, str) else None,
        raw=obj,
    )


def parse_moves(obj: JsonObject) -> MoveList:
    count = obj["count"]
    items = [move_or_ray(t) for t in obj["moves"]]
    return MoveList(items, None if count == "inf" else int(count), obj.get("reason"))


def parse_status(obj: JsonObject) -> Status:
    if obj.get("game") == "5d":
        return Status(str(obj["status"]), None, obj)
    return Status(str(obj["result"]), obj.get("reason"), obj)


def parse_perft(obj: JsonObject) -> Perft:
    divide = {str(d["move"]): int(d["nodes"]) for d in obj.get("divide", [])}
    return Perft(int(obj["depth"]), int(obj["nodes"]), divide, bool(obj.get("aborted", False)))
