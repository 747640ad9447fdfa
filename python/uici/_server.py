"""uici.Server: one uici process in JSON Lines mode, driven from ordinary (threaded) code."""

from __future__ import annotations

import queue
import subprocess
import threading
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Dict, Iterator, List, Literal, Optional, Sequence, Tuple, TypeVar, Union, overload

from . import _core
from ._core import Closed, Collector, MoveLike, Pending, Request, Timeout
from ._types import BestMove, Info, JsonObject, Move, MoveList, Perft, Square, Status, Verdict

T = TypeVar("T")


class Server:
    """A uici server process (PROTOCOL.md), spoken to in its JSON Lines mode.

    Every method writes one request and waits at most `timeout` seconds (the constructor's, or the
    call's own) for its replies; `go` and `perft` wait `job_timeout`. Requests may be made from
    several threads at once: each goes out with an id, and replies are matched to it by id.

    >>> with Server("build/uici") as server:
    ...     server.position(icn="w K1,1|k8,8|R3,3")
    ...     server.legal("3,3>3,9").legal, server.moves(square=(3, 3)).total
    []
    (True, None)
    """

    def __init__(
        self,
        binary: Optional[str] = None,
        args: Sequence[str] = (),
        timeout: float = 10.0,
        job_timeout: float = 600.0,
    ) -> None:
        self.binary = _core.find_binary(binary)
        self.timeout = timeout
        self.job_timeout = job_timeout
        self.unsolicited: List[JsonObject] = []  # objects no request took (the --banner line)
        self._pending: Dict[int, Pending] = {}  # by request id, oldest first
        self._pending_lock = threading.Lock()
        self._write_lock = threading.Lock()  # one line at a time on stdin
        self._closed = False
        self._stderr_tail = ""
        self._proc = subprocess.Popen(
            [self.binary, "--json", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        self._reader = threading.Thread(target=self._read, name="uici-reader", daemon=True)
        self._reader.start()
        self._stderr_reader = threading.Thread(target=self._read_stderr, name="uici-stderr", daemon=True)
        self._stderr_reader.start()

    # -- plumbing ---------------------------------------------------------------------------
    def _read(self) -> None:
        assert self._proc.stdout is not None
        for raw in self._proc.stdout:
            obj = _core.reply_object(raw)
            with self._pending_lock:
                taken, done = _core.dispatch(self._pending, obj)
                if not taken:
                    self.unsolicited.append(obj)
            if done is not None:
                done.finish(None)
        with self._pending_lock:
            self._closed = True
            left = list(self._pending.values())
            self._pending.clear()
        for p in left:
            p.finish(Closed("the uici process ended", self._stderr_tail))

    def _read_stderr(self) -> None:
        assert self._proc.stderr is not None
        for raw in self._proc.stderr:
            self._stderr_tail = (self._stderr_tail + raw.decode("utf-8", "replace"))[-4096:]

    def _write(self, line: str) -> None:
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write((line + "\n").encode())
            self._proc.stdin.flush()
        except (BrokenPipeError, ValueError) as e:
            raise Closed("the uici process is gone", self._stderr_tail) from e

    def _submit(self, req: Request[Any]) -> "Future[Collector]":
        fut: Future[Collector] = Future()
        c = req.collector
        c.request = req.line

        def finish(exc: Optional[BaseException]) -> None:
            if exc is not None:
                fut.set_exception(exc)
            else:
                fut.set_result(c)

        with self._write_lock:
            entry = Pending(c, finish)
            with self._pending_lock:
                if self._closed:
                    raise Closed("the uici process has ended", self._stderr_tail)
                self._pending[req.id] = entry
            try:
                self._write(req.wire)
            except Closed:
                with self._pending_lock:
                    self._pending.pop(req.id, None)
                raise
        return fut

    def _wait(self, req: Request[T], fut: "Future[Collector]", timeout: Optional[float]) -> T:
        limit = timeout if timeout is not None else (self.job_timeout if req.job else self.timeout)
        try:
            collector = fut.result(limit)
        except FutureTimeout:
            if req.job:
                self.stop()
            raise Timeout(f"no reply to {req.line[:80]!r} within {limit} s") from None
        return req.convert(collector)

    def _call(self, req: Request[T], timeout: Optional[float] = None) -> T:
        return self._wait(req, self._submit(req), timeout)

    # -- the protocol -----------------------------------------------------------------------
    def request(self, line: str, timeout: Optional[float] = None) -> JsonObject:
        """Any request with one reply object, returned as it came (errors raise uici.Error)."""
        return self._call(_core.raw(line), timeout)

    def command(self, line: str, timeout: Optional[float] = None) -> List[str]:
        """Any request that is silent in text mode (its reply is `ok`; errors raise uici.Error)
        -> the info lines it gave."""
        return self._call(_core.silent(line), timeout)

    def uci(self, timeout: Optional[float] = None) -> JsonObject:
        """The identification and options: `{"reply": "uciok", "name": ..., "options": [...]}`."""
        return self.request("uci", timeout)

    def isready(self, timeout: Optional[float] = None) -> None:
        self.request("isready", timeout)

    def ping(self, token: str, timeout: Optional[float] = None) -> str:
        """`ping <token>` -> the token echoed."""
        return str(self.request(f"ping {token}", timeout)["id"])

    def setoption(self, name: str, value: Union[None, str, int, bool] = None, timeout: Optional[float] = None) -> None:
        """`s.setoption("SlideLimit", 8)`; a bool is `true`/`false`."""
        text = "" if value is None else f" value {str(value).lower() if isinstance(value, bool) else value}"
        self.command(f"setoption name {name}{text}", timeout)

    def newgame(self, timeout: Optional[float] = None) -> None:
        self.command("newgame", timeout)

    def position(
        self,
        icn: Optional[str] = None,
        *,
        variant: Optional[str] = None,
        json: Union[None, str, JsonObject] = None,
        moves: Sequence[MoveLike] = (),
        fivedpgn: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> List[str]:
        """Sets the game: `icn=` text, a built-in `variant=`, a long `json=` document (str or dict),
        a 5D chess game in 5dpgn (`fivedpgn=`, the file as it is: line breaks are escaped here), or
        the start position when none is given; then `moves`. Atomic: an error keeps the old game.
        Returns the info lines it gave (5dpgn warnings; with `debug on`, the debug line).

        >>> s.position(icn="w K1,1|k8,8|R3,3", moves=["3,3>3,7"])
        []
        >>> s.position(icn="w K1,1|k8,8|R3,3", moves=["3,3>3,7", "8,8>8,7"])
        Traceback (most recent call last):
        uici.Error: illegal_move {"index": 1, "move": "8,8>8,7", "reason": "self_check"} ...
        >>> s.icn()                                  # the game before the error
        'w 1 k8,8|R3,3|K1,1 3,3>3,7'
        """
        return self.command(_core.position_line(icn, variant, json, moves, fivedpgn), timeout)

    def legal(self, move: MoveLike, timeout: Optional[float] = None) -> Verdict:
        """`Verdict(legal, move, reason)`; an illegal move is a verdict, not an error."""
        return self._call(_core.legal(move), timeout)

    def move(self, *moves: MoveLike, timeout: Optional[float] = None) -> List[Move]:
        """Plays the moves (all or none) -> their canonical forms."""
        return self._call(_core.play(moves), timeout)

    def undo(self, n: int = 1, timeout: Optional[float] = None) -> int:
        return self._call(_core.undo(n), timeout)

    def moves(self, square: Optional[Square] = None, timeout: Optional[float] = None) -> MoveList:
        """The legal moves (of the piece on `square`): Move and Ray objects, `.total` exact or None."""
        return self._call(_core.moves(square), timeout)

    def status(self, timeout: Optional[float] = None) -> Status:
        return self._call(_core.status(), timeout)

    @overload
    def perft(self, depth: int, divide: Literal[False] = False, timeout: Optional[float] = None) -> int: ...

    @overload
    def perft(self, depth: int, divide: Literal[True], timeout: Optional[float] = None) -> Perft: ...

    def perft(self, depth: int, divide: bool = False, timeout: Optional[float] = None) -> Union[int, Perft]:
        """The leaf count at `depth`, or with `divide=True` the whole Perft (per-move counts)."""
        result = self._call(_core.perft(depth), timeout)
        return result if divide else result.nodes

    def go(
        self,
        *,
        depth: Optional[int] = None,
        nodes: Optional[int] = None,
        movetime: Optional[int] = None,
        mate: Optional[int] = None,
        wtime: Optional[int] = None,
        btime: Optional[int] = None,
        winc: Optional[int] = None,
        binc: Optional[int] = None,
        movestogo: Optional[int] = None,
        searchmoves: Sequence[MoveLike] = (),
        timeout: Optional[float] = None,
    ) -> BestMove:
        """A search with at least one limit -> BestMove (the move and its info lines).

        >>> s.position(variant="Chess")
        []
        >>> best = s.go(depth=3)
        >>> best.move, best.last.depth if best.last else None
        (Move(origin=(1, 2), target=(1, 4), promotion=None), 3)
        """
        limits = dict(depth=depth, nodes=nodes, movetime=movetime, mate=mate, wtime=wtime, btime=btime,
                      winc=winc, binc=binc, movestogo=movestogo)
        if all(v is None for v in limits.values()):
            raise ValueError("go needs a limit; analysis() runs until stop")
        return self._call(_core.search(_core.go_line(limits, searchmoves, False)), timeout)

    def analysis(self, searchmoves: Sequence[MoveLike] = (), timeout: Optional[float] = None) -> "Analysis":
        """`go infinite`: iterate over its Info objects as they come; `stop()` ends it -> BestMove.

        >>> with s.analysis() as a:
        ...     for info in a:
        ...         if info.depth >= 2:
        ...             break
        ...     best = a.stop()
        >>> s.legal(best.move).legal if best.move else None
        True
        """
        return Analysis(self, _core.go_line({}, searchmoves, True), timeout)

    def stop(self) -> None:
        """Ends the running job (its reply goes to the request that started it)."""
        with self._write_lock:
            self._write("stop")

    def icn(self, position: bool = False, timeout: Optional[float] = None) -> str:
        """The game (or with `position=True` the current position) in ICN."""
        return self._call(_core.text("icn", " position" if position else ""), timeout)

    def json(self, position: bool = False, timeout: Optional[float] = None) -> JsonObject:
        """The game (or position) as the long JSON document, read into Python objects."""
        return self._call(_core.document("json", "json", " position" if position else ""), timeout)

    def egd(self, chess: bool = False, timeout: Optional[float] = None) -> JsonObject:
        """The game as EGD (`chess=True`: the chess layout), read into Python objects."""
        return self._call(_core.document("egd", "egd", " chess" if chess else ""), timeout)

    def d(self, timeout: Optional[float] = None) -> JsonObject:
        return self.request("d", timeout)

    # -- the end ----------------------------------------------------------------------------
    @property
    def returncode(self) -> Optional[int]:
        return self._proc.poll()

    def close(self, timeout: float = 2.0) -> int:
        """`quit`, then SIGTERM and SIGKILL if the process lingers; returns its exit code."""
        if self._proc.poll() is None:
            try:
                with self._write_lock:
                    self._write("quit")
            except Closed:
                pass
        for step in (None, self._proc.terminate, self._proc.kill):
            if step is not None:
                step()
            try:
                self._proc.wait(timeout)
                break
            except subprocess.TimeoutExpired:
                continue
        for stream in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
            if stream is not None:
                # A `quit` written to a process that had already gone stays in stdin's buffer,
                # and closing flushes it again: that is the same gone process, not an error.
                try:
                    stream.close()
                except BrokenPipeError:
                    pass
        self._reader.join(timeout)
        return self._proc.wait()

    def __enter__(self) -> "Server":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Analysis:
    """A `go infinite` running on a Server: an iterator of its Info objects (waiting at most
    `timeout` for each), `stop()` -> BestMove. As a context manager it stops the search on exit."""

    _END = object()

    def __init__(self, server: Server, line: str, timeout: Optional[float]) -> None:
        self._server = server
        self._timeout = timeout if timeout is not None else server.timeout
        self._queue: "queue.Queue[object]" = queue.Queue()
        self._req = _core.search(line, self._queue.put)
        self._fut = server._submit(self._req)
        self._fut.add_done_callback(lambda _: self._queue.put(self._END))
        self._best: Optional[BestMove] = None

    def __iter__(self) -> Iterator[Info]:
        while True:
            try:
                item = self._queue.get(timeout=self._timeout)
            except queue.Empty:
                raise Timeout(f"no info line within {self._timeout} s") from None
            if item is self._END:
                return
            assert isinstance(item, Info)
            yield item

    def stop(self, timeout: Optional[float] = None) -> BestMove:
        """Sends `stop` (once) and waits for the bestmove."""
        if self._best is None:
            if not self._fut.done():
                self._server.stop()
            self._best = self._server._wait(self._req, self._fut, timeout if timeout is not None else self._timeout)
        return self._best

    def __enter__(self) -> "Analysis":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


__all__: Tuple[str, ...] = ("Server", "Analysis")
