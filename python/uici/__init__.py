"""A Python client for the uici infinite chess server (PROTOCOL.md), for test harnesses and scripts.

`uici.Server` starts a `uici` binary and speaks its JSON Lines mode; `uici.aio.Server` is the same
for asyncio. Coordinates are Python ints of any size; errors raise `uici.Error` with the server's
`.code` and `.detail`.

>>> import uici
>>> with uici.Server("build/uici") as server:
...     server.position(icn="w K1,1|k8,8|R3,3")
...     print(server.moves(square=(3, 3)))             # doctest: +ELLIPSIS
[]
[Ray(origin=(3, 3), first=(4, 3), last=None, filters=()), Ray(origin=(3, 3), first=(2, 3), ...]
"""

from ._core import Closed, Error, Timeout
from ._server import Analysis, Server
from ._tools import (
    Check,
    ComplianceEngine,
    ComplianceReport,
    ComplianceSummary,
    Game,
    MatchGame,
    MatchReport,
    MatchResult,
    Standing,
    compliance,
    convert,
    match,
    match_report,
    read_games,
)
from ._types import BestMove, Info, Move, MoveList, Perft, Ray, Square, Status, Verdict, square

# The public classes carry the package's name (tracebacks and reprs say uici.Error, not uici._core.Error).
for _public in (Closed, Error, Timeout, Analysis, Server, BestMove, Info, Move, MoveList, Perft, Ray, Status, Verdict):
    _public.__module__ = "uici"

__version__ = "0.1.0"
__all__ = [
    "Analysis",
    "BestMove",
    "Check",
    "Closed",
    "ComplianceEngine",
    "ComplianceReport",
    "ComplianceSummary",
    "Error",
    "Game",
    "Info",
    "MatchGame",
    "MatchReport",
    "MatchResult",
    "Move",
    "MoveList",
    "Perft",
    "Ray",
    "Server",
    "Square",
    "Standing",
    "Status",
    "Timeout",
    "Verdict",
    "compliance",
    "convert",
    "match",
    "match_report",
    "read_games",
    "square",
]
