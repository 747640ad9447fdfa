"""uici.Server against a real uici: every method, its typed result, and the session kept in step."""

import threading
import time
from pathlib import Path
from typing import Callable, Dict, List

import pytest
from conftest import CLASSICAL_8X8, MATED, ROOK

import uici
from uici import Move, Ray


def test_position_forms_and_icn_round_trip(server: uici.Server) -> None:
    server.position(icn=ROOK, moves=["3,3>3,7"])
    assert server.icn() == "w 1 k8,8|R3,3|K1,1 3,3>3,7"
    assert server.icn(position=True) == "b 1 k8,8|R3,7|K1,1"
    doc = server.json()
    server.position(json=doc)  # a dict goes back as long JSON
    assert server.icn(position=True) == "b 1 k8,8|R3,7|K1,1"
    server.position(variant="Chess")
    assert server.icn(position=True).startswith("w 0/100 1")
    server.position()
    assert server.legal("1,2>1,4").legal


def test_legal_gives_verdicts(server: uici.Server) -> None:
    server.position(icn=ROOK)
    assert server.legal(Move((3, 3), (3, 9))) == uici.Verdict(True, "3,3>3,9", None)
    no = server.legal("3,3>4,4")
    assert not no and no.reason == "bad_geometry" and no.move == "3,3>4,4"
    assert server.legal("e2e4").reason == "syntax"


def test_move_and_undo(server: uici.Server) -> None:
    server.position(icn=ROOK)
    assert server.move("03,3>3,07", "8,8>8,9") == [Move((3, 3), (3, 7)), Move((8, 8), (8, 9))]
    assert server.undo(2) == 2
    with pytest.raises(uici.Error) as e:
        server.undo(5)
    assert e.value.code == "no_history" and e.value.detail == {"played": 0, "asked": 5}
    with pytest.raises(uici.Error) as e:
        server.move("3,3>3,7", "3,7>4,8")  # atomic: the first is taken back
    assert e.value.code == "illegal_move" and e.value.detail["index"] == 1
    assert server.icn() == "w 1 k8,8|R3,3|K1,1"


def test_moves_keep_rays_whole(server: uici.Server) -> None:
    server.position(icn=ROOK)
    rook = server.moves(square=(3, 3))
    assert rook.total is None and rook.unbounded
    assert rook == [Ray((3, 3), (4, 3), None), Ray((3, 3), (2, 3), None), Ray((3, 3), (3, 4), None),
                    Ray((3, 3), (3, 2), None)]
    server.position(icn="w 1,8,1,8 K1,1|k8,8|R3,3")
    every = server.moves()
    assert every.total == 17 and len(every) == 7  # three king moves and four bounded rays
    assert [str(m) for m in every] == ["1,1>1,2", "1,1>2,2", "1,1>2,1", "3,3>4,3..8,3", "3,3>2,3..1,3",
                                       "3,3>3,4..3,8", "3,3>3,2..3,1"]
    ray = every[3]
    assert isinstance(ray, Ray) and ray.step == (1, 0) and ray.last == (8, 3)
    assert server.moves(square=(5, 5)).reason == "no_piece"
    assert server.moves(square=(8, 8)).reason == "wrong_side"


def test_status(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8)
    assert server.status().ongoing
    server.position(icn=MATED)
    assert server.status() == uici.Status("1-0", "checkmate", {})


def test_perft(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8)
    assert [server.perft(d) for d in (1, 2, 3)] == [20, 400, 8902]
    div = server.perft(2, divide=True)
    assert div.nodes == 400 and div.depth == 2 and not div.aborted
    assert len(div.divide) == 20 and div.divide["5,2>5,4"] == 20
    server.position(icn=ROOK)
    with pytest.raises(uici.Error) as e:
        server.perft(1)
    assert e.value.code == "unbounded" and e.value.detail["ray"].endswith("..")


def test_go_gives_the_move_and_its_lines(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8)
    best = server.go(depth=3)
    assert best.move is not None and [i.depth for i in best.infos if i.scored] == [1, 2, 3]
    last = best.last
    assert last is not None and last.pv[0] == best.move and last.cp is not None and last.nodes > 0
    assert server.legal(best.move).legal
    assert server.go(nodes=500, searchmoves=["1,2>1,4"]).move == Move((1, 2), (1, 4))
    server.position(icn=MATED)
    none = server.go(depth=2)
    assert none.move is None and none.error == "no_legal_moves"
    with pytest.raises(ValueError):
        server.go()


def test_go_infinite_is_stopped(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8)
    with server.analysis() as a:
        depths = []
        for info in a:
            if info.scored:
                depths.append(info.depth)
            if len(depths) == 2:
                break
        started = time.monotonic()
        best = a.stop()
        stopped_in = time.monotonic() - started
    assert depths == [1, 2] and best.move is not None and stopped_in < 1.0
    assert best.last is not None and best.last.pv[0] == best.move
    assert server.legal(best.move).legal  # the session goes on in step
    assert a.stop() is best


def test_icn_json_egd_d(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8, moves=["5,2>5,4"])
    assert server.json()["moves"][0]["endCoords"] == [5, 4]
    assert server.json(position=True)["turn"] == "black"
    egd = server.egd()
    assert egd["moves"]["1w"]["move"]["move"] == "5,2>5,4"
    assert server.egd(chess=True)["moves"]["1w"]["move"]["san"] == "e4"
    assert server.d()["turn"] == "b"
    assert server.uci()["name"].startswith("uici ")
    assert server.ping("abc") == "abc"
    server.isready()
    server.newgame()
    server.setoption("Dialect", "seed")
    server.setoption("Strict5D", True)


def test_errors_carry_their_codes_and_leave_the_state(server: uici.Server) -> None:
    server.position(icn=ROOK)
    cases: Dict[str, Callable[[], object]] = {
        "unknown_command": lambda: server.request("bogus"),
        "icn_syntax": lambda: server.position(icn="w K1,1|k8,8|Zz3,3"),
        "illegal_move": lambda: server.position(icn="w K1,1|k8,8|R3,3", moves=["3,3>3,7", "8,8>8,7"]),
        "syntax": lambda: server.move("e2e4"),
        "bad_argument": lambda: server.perft(0),
        "unknown_option": lambda: server.setoption("NoSuchOption", 1),
        "bad_option_value": lambda: server.setoption("Hash", "abc"),
        "bad_json": lambda: server.position(json="{"),
        "too_large": lambda: server.moves(square=(10 ** 2001, 1)),
    }
    for code, call in cases.items():
        with pytest.raises(uici.Error) as e:
            call()
        assert e.value.code == code, (code, e.value)
    with pytest.raises(uici.Error) as e:
        server.position(icn="w K1,1|k8,8|R3,3", moves=["3,3>3,7", "8,8>8,7"])
    assert e.value.detail == {"index": 1, "move": "8,8>8,7", "reason": "self_check"}
    assert "8,8>8,7" in str(e.value)
    assert server.icn() == "w 1 k8,8|R3,3|K1,1"  # every error left the game as it was
    with pytest.raises(ValueError):
        server.position(icn="w K1,1\nk8,8")  # two lines would put client and server out of step


def test_thousand_digit_coordinates_are_ints(server: uici.Server) -> None:
    big = 10 ** 999 + 7  # 1,000 digits
    server.position(icn=f"w K{big},{-big}|k{big + 5},{-big + 5}|R{big},3")
    king = server.moves(square=(big, -big))
    assert king.total == 8 and all(isinstance(m, Move) and m.origin == (big, -big) for m in king)
    assert Move((big, -big), (big + 1, -big + 1)) in king
    rook = server.moves(square=(big, 3))
    assert any(isinstance(r, Ray) and r.origin == (big, 3) and r.step == (0, -1) and r.last is not None
               and r.last == (big, -big + 1) for r in rook)
    played = server.move(Move((big, 3), (big, 4 + big)))
    assert played == [Move((big, 3), (big, big + 4))] and len(str(played[0].target[1])) == 1000
    assert server.legal(f"{big + 5},{-big + 5}>{big + 4},{-big + 4}").legal
    assert server.json(position=True)["startingPosition"][f"{big},{big + 4}"] == "rooksW"
    best = server.go(depth=1)
    assert best.move is not None and abs(best.move.origin[0]) > 10 ** 998


def test_a_timeout_keeps_the_session_in_step(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8)
    with pytest.raises(uici.Timeout):
        server.go(depth=64, timeout=0.2)  # sends stop; the late bestmove is consumed in its place
    assert server.ping("after") == "after"
    assert server.perft(1) == 20


def test_threads_share_one_server(server: uici.Server) -> None:
    server.position(icn="w 1,8,1,8 K1,1|k8,8|R3,3")
    got: Dict[int, List[str]] = {}

    def ask(y: int) -> None:
        got[y] = [server.legal(f"3,3>3,{y}").move for _ in range(20)]

    threads = [threading.Thread(target=ask, args=(y,)) for y in range(4, 9)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == {y: [f"3,3>3,{y}"] * 20 for y in range(4, 9)}


def test_close_quits_or_kills(binary: str, tmp_path: Path) -> None:
    s = uici.Server(binary)
    assert s.close() == 0 and s.returncode == 0
    with pytest.raises(uici.Closed):
        s.isready()
    deaf = tmp_path / "deaf"  # an engine that ignores quit and SIGTERM
    armed = tmp_path / "armed"  # written once SIGTERM is ignored: Python's start-up may take a while
    deaf.write_text("#!/usr/bin/env python3\nimport signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                    f"open({str(armed)!r}, 'w').close()\ntime.sleep(60)\n")
    deaf.chmod(0o755)
    lingering = uici.Server(str(deaf))
    deadline = time.monotonic() + 30
    while not armed.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    started = time.monotonic()
    assert lingering.close(timeout=0.3) == -9 and time.monotonic() - started < 3


def test_a_server_that_dies_fails_its_requests(tmp_path: Path) -> None:
    dying = tmp_path / "dying"
    dying.write_text("#!/bin/sh\necho 'error io path=\"-\" op=write reason=\"gone\"' >&2\nexit 1\n")
    dying.chmod(0o755)
    s = uici.Server(str(dying))
    with pytest.raises((uici.Closed)) as e:
        s.isready(timeout=5)
    assert "gone" in str(e.value) or "ended" in str(e.value)
    assert s.close() == 1


def test_closing_a_server_whose_pipes_are_gone_is_no_error(tmp_path: Path) -> None:
    # Its stdin closed but the process not yet ended: close()'s `quit` cannot be written, and
    # closing the pipe must not try again and raise (it once did, BrokenPipeError, 1 run in 4).
    deaf = tmp_path / "deaf"
    deaf.write_text("#!/bin/sh\nexec 0<&- 1>&-\nsleep 1\nexit 1\n")
    deaf.chmod(0o755)
    s = uici.Server(str(deaf))
    with pytest.raises(uici.Closed):
        s.isready(timeout=5)
    assert s.close(timeout=0.2) != 0


def test_ping_during_analysis(server: uici.Server) -> None:
    server.position(icn=CLASSICAL_8X8)
    with server.analysis() as a:
        assert server.ping("during") == "during"  # answered while the search runs
        server.isready()
        best = a.stop()
    assert best.move is not None


def test_a_5d_game(server: uici.Server) -> None:
    notes = server.position(fivedpgn='[Board "Standard - Two Timelines"]\n1. (-0T1)e3 (+0T1)Nb1>>(-0T1)b3~')
    assert len(notes) == 1 and notes[0].startswith("warning line=2 column=13")
    server.position(fivedpgn='[Board "custom"] [Size "8x8"] [8/8/8/8/8/6k1/6q1/7K:0:1:w]')
    status = server.status()
    assert status.result == "checkmate" and status.raw["result"] == "0-1" and status.raw["turn"] == "w"
    with pytest.raises(uici.Error) as e:
        server.move("1,1>1,2")
    assert e.value.code == "wrong_game" and e.value.detail["game"] == "5d"
    with pytest.raises(uici.Error) as e:
        server.position(fivedpgn="1. e5")
    assert e.value.code == "illegal_5d" and e.value.detail["line"] == 1
    assert server.json()["hash"]  # the 5D document; the old game kept
    assert server.command("debug on") == ["debug on"]
    assert server.position() == ["position set, 0 moves played"]


def test_a_line_that_is_not_json_is_an_error_not_a_hang(server: uici.Server, tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        server.setoption("output", "TEXT")  # would leave the JSON Lines mode the client reads
    chatty = tmp_path / "chatty"  # answers every line with text, as a server in text mode would
    chatty.write_text("#!/bin/sh\nwhile read -r line; do echo \"readyok\"; done\n")
    chatty.chmod(0o755)
    with uici.Server(str(chatty)) as s:
        with pytest.raises(uici.Error) as e:
            s.isready(timeout=5)
        assert e.value.code == "internal" and "not a JSON object: readyok" in e.value.detail["what"]
        with pytest.raises(uici.Error):
            s.legal("1,1>1,2", timeout=5)  # the reader is still alive


def test_requests_after_the_end_fail_at_once(binary: str) -> None:
    s = uici.Server(binary)
    with pytest.raises(uici.Closed):
        s.command("quit")  # its ping is never answered: the process ended
    for _ in range(3):
        with pytest.raises(uici.Closed):
            s.isready(timeout=5)
    assert s.close() == 0 and s.returncode == 0


def test_every_request_goes_with_an_id_and_silent_ones_end_in_ok(server: uici.Server, tmp_path: Path) -> None:
    """PROTOCOL.md 7.1: the client writes envelopes, never a ping after a silent request, and every
    reply it reads carries its request's id (the Debug Log File shows both directions)."""
    log = tmp_path / "wire.log"
    server.setoption("Debug Log File", str(log))
    server.position(icn=ROOK)
    server.setoption("SlideLimit", 0)
    server.newgame()
    assert server.go(depth=1).move is not None
    with pytest.raises(uici.Error):
        server.position(icn="w K1,1|k8,8|R3,3", moves=["e2e4"])
    server.setoption("Debug Log File", "<empty>")
    sent = [ln.split(" > ", 1)[1] for ln in log.read_text().splitlines() if " > " in ln]
    got = [ln.split(" < ", 1)[1] for ln in log.read_text().splitlines() if " < " in ln]
    assert sent and all(ln.startswith('{"id":') for ln in sent)
    assert not any("ping" in ln for ln in sent)
    assert sum(ln.startswith('{"reply":"ok"') for ln in got) == 4  # the log's own setoption too
    assert all('"request_id":' in ln for ln in got)


def test_errors_carry_the_servers_message(server: uici.Server) -> None:
    server.position(icn=ROOK)
    with pytest.raises(uici.Error) as e:
        server.move("3,3>4,4")
    assert e.value.message == 'illegal move: index=0 move="3,3>4,4" reason=bad_geometry'
    assert "message" not in e.value.detail
