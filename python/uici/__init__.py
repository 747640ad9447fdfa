"""A Python client for the uici infinite chess server (PROTOCOL.md), for test harnesses and scripts.

`uici.Server` starts a `uici` binary and speaks its JSON Lines mode; `uici.aio.Server` is the same
for asyncio. Coordinates are Python ints of any size; errors raise `uici.Error` with the server's
`.code` and `.detail`.

>>> import uici                                              # doctest: +SKIP
>>> with uici.Server("build/uici") as s:
...     s.position(icn="w K1,1|k8,8|R3,3")
...     print(s.moves(square=(3, 3)))
[Ray(origin=(3, 3), first=(4, 3), last=None, filters=()), ...]
"""

from ._core import Closed, Error, Timeout
from ._server import Analysis, Server
from ._tools import Check, ComplianceReport, Game, MatchReport, compliance, convert, match, read_games
from ._types import BestMove, Info, Move, MoveList, Perft, Ray, Square, Status, Verdict, square

__version__ = "0.1.0"
__all__ = [
    "Analysis",
    "BestMove",
    "Check",
    "Closed",
    "ComplianceReport",
    "Error",
    "Game",
    "Info",
    "MatchReport",
    "Move",
    "MoveList",
    "Perft",
    "Ray",
    "Server",
    "Square",
    "Status",
    "Timeout",
    "Verdict",
    "compliance",
    "convert",
    "match",
    "read_games",
    "square",
]
