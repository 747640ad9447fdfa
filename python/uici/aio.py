"""uici.aio: the asyncio face of uici.Server, for harnesses that drive many servers at once.

The methods are those of uici.Server, as coroutines; each waits at most its timeout. Requests on
one server may be made concurrently (`asyncio.gather`): each goes out with an id and its replies are
matched to it by id, so each call gets its own reply.

>>> import asyncio, uici.aio
>>> async def main():
...     async with uici.aio.Server("build/uici") as s:
...         await s.position(icn="w K1,1|k8,8|R3,3")
...         verdicts = await asyncio.gather(*(s.legal(f"3,3>3,{y}") for y in range(4, 9)))
...         return [v.move for v in verdicts]
>>> asyncio.run(main())
['3,3>3,4', '3,3>3,5', '3,3>3,6', '3,3>3,7', '3,3>3,8']
"""

from __future__ import annotations

import asyncio
from typing import Any, AsyncIterator, Dict, List, Literal, Optional, Sequence, TypeVar, Union, overload

from . import _core, _tools
from ._core import Closed, Collector, MoveLike, Pending, Request, Timeout
from ._types import BestMove, Info, JsonObject, Move, MoveList, Perft, Square, Status, Verdict

T = TypeVar("T")
LINE_LIMIT = 1 << 30  # asyncio's reader holds one reply line; `json`/`egd` replies can be long


class Server:
    """A uici server process driven from asyncio: `async with Server(...) as s`, or
    `s = await Server(...).start()` and `await s.close()`."""

    def __init__(
        self,
        binary: Optional[str] = None,
        args: Sequence[str] = (),
        timeout: float = 10.0,
        job_timeout: float = 600.0,
    ) -> None:
        self.binary = _core.find_binary(binary)
        self.args = list(args)
        self.timeout = timeout
        self.job_timeout = job_timeout
        self.unsolicited: List[JsonObject] = []
        self._pending: Dict[int, Pending] = {}  # by request id, oldest first
        self._proc: Optional[asyncio.subprocess.Process] = None
        self._tasks: List["asyncio.Task[None]"] = []
        self._closed = False
        self._stderr_tail = ""

    async def start(self) -> "Server":
        self._proc = await asyncio.create_subprocess_exec(
            self.binary,
            "--json",
            *self.args,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            limit=LINE_LIMIT,
        )
        self._tasks = [asyncio.ensure_future(self._read()), asyncio.ensure_future(self._read_stderr())]
        return self

    # -- plumbing ---------------------------------------------------------------------------
    async def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        async for raw in self._proc.stdout:
            obj = _core.reply_object(raw)
            taken, done = _core.dispatch(self._pending, obj)
            if not taken:
                self.unsolicited.append(obj)
            if done is not None:
                done.finish(None)
        self._closed = True
        left = list(self._pending.values())
        self._pending.clear()
        for p in left:
            p.finish(Closed("the uici process ended", self._stderr_tail))

    async def _read_stderr(self) -> None:
        assert self._proc is not None and self._proc.stderr is not None
        async for raw in self._proc.stderr:
            self._stderr_tail = (self._stderr_tail + raw.decode("utf-8", "replace"))[-4096:]

    def _write(self, line: str) -> None:
        if self._proc is None or self._proc.stdin is None:
            raise Closed("the server was not started (await start() or use async with)")
        if self._proc.stdin.is_closing():
            raise Closed("the uici process is gone", self._stderr_tail)
        self._proc.stdin.write((line + "\n").encode())

    def _submit(self, req: Request[Any]) -> "asyncio.Future[Collector]":
        fut: asyncio.Future[Collector] = asyncio.get_running_loop().create_future()
        c = req.collector
        c.request = req.line

        def finish(exc: Optional[BaseException]) -> None:
            if fut.done():
                return
            if exc is not None:
                fut.set_exception(exc)
            else:
                fut.set_result(c)

        if self._closed:
            raise Closed("the uici process has ended", self._stderr_tail)
        self._write(req.wire)  # first: a write that fails leaves nothing waiting
        self._pending[req.id] = Pending(c, finish)
        return fut

    async def _wait(self, req: Request[T], fut: "asyncio.Future[Collector]", timeout: Optional[float]) -> T:
        assert self._proc is not None and self._proc.stdin is not None
        limit = timeout if timeout is not None else (self.job_timeout if req.job else self.timeout)

        # The timeout fails the future itself (one timer, no task a request): the request stays
        # queued, so its late reply is still consumed in its place (finish() ignores it).
        def expire() -> None:
            if not fut.done():
                if req.job:
                    self.stop()
                fut.set_exception(Timeout(f"no reply to {req.line[:80]!r} within {limit} s"))

        timer = asyncio.get_running_loop().call_later(limit, expire)
        try:
            if self._proc.stdin.transport.get_write_buffer_size() > (1 << 16):
                await asyncio.wait_for(self._proc.stdin.drain(), limit)
            collector = await fut
        except asyncio.TimeoutError:
            expire()
            raise Timeout(f"no reply to {req.line[:80]!r} within {limit} s") from None
        except ConnectionError as e:
            raise Closed("the uici process is gone", self._stderr_tail) from e
        finally:
            timer.cancel()
        return req.convert(collector)

    async def _call(self, req: Request[T], timeout: Optional[float] = None) -> T:
        return await self._wait(req, self._submit(req), timeout)

    # -- the protocol (uici.Server's methods, as coroutines) ----------------------------------
    async def request(self, line: str, timeout: Optional[float] = None) -> JsonObject:
        return await self._call(_core.raw(line), timeout)

    async def command(self, line: str, timeout: Optional[float] = None) -> List[str]:
        return await self._call(_core.silent(line), timeout)

    async def uci(self, timeout: Optional[float] = None) -> JsonObject:
        return await self.request("uci", timeout)

    async def isready(self, timeout: Optional[float] = None) -> None:
        await self.request("isready", timeout)

    async def ping(self, token: str, timeout: Optional[float] = None) -> str:
        return str((await self.request(f"ping {token}", timeout))["id"])

    async def setoption(
        self, name: str, value: Union[None, str, int, bool] = None, timeout: Optional[float] = None
    ) -> None:
        text = "" if value is None else f" value {str(value).lower() if isinstance(value, bool) else value}"
        await self.command(f"setoption name {name}{text}", timeout)

    async def newgame(self, timeout: Optional[float] = None) -> None:
        await self.command("newgame", timeout)

    async def position(
        self,
        icn: Optional[str] = None,
        *,
        variant: Optional[str] = None,
        json: Union[None, str, JsonObject] = None,
        moves: Sequence[MoveLike] = (),
        fivedpgn: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> List[str]:
        return await self.command(_core.position_line(icn, variant, json, moves, fivedpgn), timeout)

    async def legal(self, move: MoveLike, timeout: Optional[float] = None) -> Verdict:
        return await self._call(_core.legal(move), timeout)

    async def move(self, *moves: MoveLike, timeout: Optional[float] = None) -> List[Move]:
        return await self._call(_core.play(moves), timeout)

    async def undo(self, n: int = 1, timeout: Optional[float] = None) -> int:
        return await self._call(_core.undo(n), timeout)

    async def moves(self, square: Optional[Square] = None, timeout: Optional[float] = None) -> MoveList:
        return await self._call(_core.moves(square), timeout)

    async def status(self, timeout: Optional[float] = None) -> Status:
        return await self._call(_core.status(), timeout)

    @overload
    async def perft(self, depth: int, divide: Literal[False] = False, timeout: Optional[float] = None) -> int: ...

    @overload
    async def perft(self, depth: int, divide: Literal[True], timeout: Optional[float] = None) -> Perft: ...

    async def perft(self, depth: int, divide: bool = False, timeout: Optional[float] = None) -> Union[int, Perft]:
        result = await self._call(_core.perft(depth), timeout)
        return result if divide else result.nodes

    async def go(
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
        limits = dict(depth=depth, nodes=nodes, movetime=movetime, mate=mate, wtime=wtime, btime=btime,
                      winc=winc, binc=binc, movestogo=movestogo)
        if all(v is None for v in limits.values()):
            raise ValueError("go needs a limit; analysis() runs until stop")
        return await self._call(_core.search(_core.go_line(limits, searchmoves, False)), timeout)

    def analysis(self, searchmoves: Sequence[MoveLike] = (), timeout: Optional[float] = None) -> "Analysis":
        """`go infinite`: `async for info in a`, then `await a.stop()` -> BestMove."""
        return Analysis(self, _core.go_line({}, searchmoves, True), timeout)

    def stop(self) -> None:
        self._write("stop")

    async def icn(self, position: bool = False, timeout: Optional[float] = None) -> str:
        return await self._call(_core.text("icn", " position" if position else ""), timeout)

    async def json(self, position: bool = False, timeout: Optional[float] = None) -> JsonObject:
        return await self._call(_core.document("json", "json", " position" if position else ""), timeout)

    async def egd(self, chess: bool = False, timeout: Optional[float] = None) -> JsonObject:
        return await self._call(_core.document("egd", "egd", " chess" if chess else ""), timeout)

    async def d(self, timeout: Optional[float] = None) -> JsonObject:
        return await self.request("d", timeout)

    # -- the end ----------------------------------------------------------------------------
    async def close(self, timeout: float = 2.0) -> int:
        """`quit`, then SIGTERM and SIGKILL if the process lingers; returns its exit code."""
        proc = self._proc
        if proc is None:
            return 0
        if proc.returncode is None:
            try:
                self._write("quit")
                if proc.stdin is not None:
                    proc.stdin.close()
            except (Closed, ConnectionError):
                pass
        for step in (None, proc.terminate, proc.kill):
            if step is not None and proc.returncode is None:
                try:
                    step()
                except ProcessLookupError:
                    pass
            try:
                await asyncio.wait_for(proc.wait(), timeout)
                break
            except asyncio.TimeoutError:
                continue
        await asyncio.wait(self._tasks, timeout=timeout)
        return await proc.wait()

    async def __aenter__(self) -> "Server":
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


class Analysis:
    """A `go infinite` on an aio.Server: `async for info in a`; `await a.stop()` -> BestMove."""

    def __init__(self, server: Server, line: str, timeout: Optional[float]) -> None:
        self._server = server
        self._timeout = timeout if timeout is not None else server.timeout
        self._queue: "asyncio.Queue[Optional[Info]]" = asyncio.Queue()
        self._req = _core.search(line, self._queue.put_nowait)
        self._fut = server._submit(self._req)
        self._fut.add_done_callback(lambda _: self._queue.put_nowait(None))
        self._best: Optional[BestMove] = None

    async def __aiter__(self) -> AsyncIterator[Info]:
        while True:
            try:
                item = await asyncio.wait_for(self._queue.get(), self._timeout)
            except asyncio.TimeoutError:
                raise Timeout(f"no info line within {self._timeout} s") from None
            if item is None:
                return
            yield item

    async def stop(self, timeout: Optional[float] = None) -> BestMove:
        if self._best is not None:
            return self._best
        if not self._fut.done():
            self._server.stop()
        best = await self._server._wait(self._req, self._fut, timeout)
        self._best = best
        return best

    async def __aenter__(self) -> "Analysis":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


async def convert(text: str, to: str, **kwargs: Any) -> str:
    """uici.convert in a worker thread."""
    return await asyncio.to_thread(_tools.convert, text, to, **kwargs)
