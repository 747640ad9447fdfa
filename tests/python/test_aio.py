"""uici.aio against real uici processes: 32 servers at once, every reply matched to its request."""

import asyncio
import time
from typing import Any, List, Tuple

import pytest
from conftest import CLASSICAL_8X8

import uici
import uici.aio


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def requests(k: int) -> List[Tuple[str, Any]]:
    """Server k's share: many requests of every kind, each asking something a little different
    (its own slide limit, its own 1,000-digit file, distinct moves, squares, depths and ids), so a
    reply given to the wrong request, or taken from another server, would not match."""
    big = 10 ** 999 + k
    asked: List[Tuple[str, Any]] = []
    for i in range(10):
        y = 4 + i % 4
        asked += [("ping", f"{k}-{i}"), ("legal", f"{big},3>{big},{y}"), ("legal", f"{big},3>{big + 1},{y}"),
                  ("moves", (big, 3) if i % 2 else (big, 1)), ("perft", 1 + i % 2)]
    asked.append(("go", 1))
    return asked


def setup_line(k: int) -> Tuple[int, str]:
    big = 10 ** 999 + k
    return 2 + k % 5, f"w K{big},1|k{big + 9},9|R{big},3"


async def ask(s: uici.aio.Server, what: str, arg: Any) -> Any:
    if what == "ping":
        return await s.ping(arg)
    if what == "legal":
        return await s.legal(arg)
    if what == "moves":
        return await s.moves(square=arg)
    if what == "perft":
        return await s.perft(arg)
    return await s.go(depth=arg)


async def drive(s: uici.aio.Server, k: int) -> List[Any]:
    """Every request of server k in flight at once (gather), after its own set-up."""
    limit, icn = setup_line(k)
    await s.setoption("SlideLimit", limit)
    await s.position(icn=icn)
    return list(await asyncio.gather(*(ask(s, what, arg) for what, arg in requests(k))))


def expected(binary: str, k: int) -> List[Any]:
    """The same requests one at a time on a sync server: what each reply must be."""
    limit, icn = setup_line(k)
    with uici.Server(binary) as s:
        s.setoption("SlideLimit", limit)
        s.position(icn=icn)
        out: List[Any] = []
        for what, arg in requests(k):
            if what == "ping":
                out.append(s.ping(arg))
            elif what == "legal":
                out.append(s.legal(arg))
            elif what == "moves":
                out.append(s.moves(square=arg))
            elif what == "perft":
                out.append(s.perft(arg))
            else:
                out.append(s.go(depth=arg).move)
        return out


def test_32_servers_at_once(binary: str) -> None:
    async def main() -> Tuple[List[List[Any]], float]:
        servers = [uici.aio.Server(binary) for _ in range(32)]
        await asyncio.gather(*(s.start() for s in servers))
        started = time.monotonic()
        try:
            results = await asyncio.gather(*(drive(s, k) for k, s in enumerate(servers)))
        finally:
            codes = await asyncio.gather(*(s.close() for s in servers))
        assert codes == [0] * 32
        return list(results), time.monotonic() - started

    results, seconds = run(main())
    checked = 0
    for k, replies in enumerate(results):
        want = expected(binary, k)
        assert len(replies) == len(want) == 51
        for (what, arg), got, exp in zip(requests(k), replies, want):
            if what == "go":  # a depth-1 search is deterministic: the same move
                assert got.move == exp, (k, what, arg)
            else:
                assert got == exp, (k, what, arg)
            if what == "moves":
                assert all(m.origin == arg for m in got) and len(str(arg[0])) == 1000
            checked += 1
    # Different servers differ: the perft counts follow each one's own slide limit.
    assert len({r[4] for r in results}) == 5
    assert checked == 32 * 51
    print(f"32 servers, {checked} requests in flight at once, answered in {seconds:.2f} s")


def test_32_servers_perft_each_its_own(binary: str) -> None:
    """Each server has a different slide limit: its perft counts must be its own, not a neighbour's."""
    async def main() -> List[Tuple[int, int, int]]:
        async def one(k: int) -> Tuple[int, int, int]:
            async with uici.aio.Server(binary) as s:
                await s.setoption("SlideLimit", k + 1)
                await s.position(icn="w K1,1|k100,100|R3,3")
                a, b = await asyncio.gather(s.perft(1), s.moves())
                return k, a, b.total or -1
        return await asyncio.gather(*(one(k) for k in range(32)))

    for k, nodes, total in run(main()):
        # The king's 8 moves (an open board) and the rook's 4 slides of k+1 squares each.
        assert nodes == total == 8 + 4 * (k + 1), (k, nodes, total)


def test_aio_analysis_errors_and_timeouts(binary: str) -> None:
    async def main() -> None:
        async with uici.aio.Server(binary) as s:
            await s.position(icn=CLASSICAL_8X8)
            a = s.analysis()
            async for info in a:
                if info.scored and info.depth >= 2:
                    break
            best = await a.stop()
            assert best.move is not None and (await s.legal(best.move)).legal
            with pytest.raises(uici.Error) as e:
                await s.move("1,2>1,5")
            assert e.value.code == "illegal_move" and e.value.detail["reason"] == "bad_geometry"
            with pytest.raises(uici.Timeout):
                await s.go(depth=64, timeout=0.2)
            assert await s.ping("x") == "x"
            assert (await s.perft(2, divide=True)).nodes == 400
            assert (await s.status()).ongoing
            assert (await s.icn(position=True)).startswith("w 0/100 1")
            assert "moves" in await s.egd()
            assert (await s.json())["turn"] == "white"
            with pytest.raises(uici.Error) as e:
                await s.undo(0)
            assert e.value.code == "bad_argument" and e.value.detail["for"] == "undo"
            out = await uici.aio.convert("w K1,1|k8,8|R3,3", to="icn", binary=binary)
            assert out.strip() == "w 1 k8,8|R3,3|K1,1"

    run(main())


def test_a_barrier_overtakes_a_running_job(binary: str) -> None:
    """`ping` and `isready` count a started job as done (PROTOCOL.md 5): their replies come before
    the perft's, and must still reach their own requests."""
    async def main() -> None:
        async with uici.aio.Server(binary) as s:
            await s.position(icn=CLASSICAL_8X8)
            order: List[str] = []

            async def tagged(name: str, coro: Any) -> Any:
                result = await coro
                order.append(name)
                return result

            nodes, pong, _ = await asyncio.gather(tagged("perft", s.perft(4)), tagged("ping", s.ping("p")),
                                                  tagged("isready", s.isready()))
            assert nodes == 197281 and pong == "p"
            assert order == ["ping", "isready", "perft"]

    run(main())
