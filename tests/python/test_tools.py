"""uici.convert / match / compliance against the real tools, and the package as pip installs it."""

import importlib.util
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from conftest import ROOT

import uici


def test_convert(binary: str) -> None:
    doc = uici.convert("w K1,1|k8,8|R3,3\n3,3>3,7", to="json", binary=binary)
    assert '"startCoords":[3,3]' in doc
    assert uici.convert(doc, to="icn", at="end", binary=binary).strip() == "b 1 k8,8|R3,7|K1,1"
    with pytest.raises(uici.Error) as e:
        uici.convert("w K0,0|k10,10|R1,1\n1,1>1,5|10,10>9,9|1,5>2,6", to="json", binary=binary)
    assert e.value.code == "illegal_move" and e.value.detail == {"index": 2, "move": "1,5>2,6",
                                                                  "reason": "bad_geometry"}
    with pytest.raises(uici.Error) as e:
        uici.convert("x", to="nothing", binary=binary)
    assert e.value.code == "bad_argument"


def test_match(binary: str) -> None:
    report = uici.match(["-engine", f"cmd={binary}", "name=A", "option.Player=random", "-engine", f"cmd={binary}",
                         "name=B", "-each", "nodes=100", "-rounds", "2"], binary=binary, timeout=120)
    assert report.wins + report.draws + report.losses == 2 == len(report.games)
    assert [g.tags["White"] for g in report.games] == ["A", "A"]
    points = {"1-0": (1, 0, 0), "1/2-1/2": (0, 1, 0), "0-1": (0, 0, 1)}
    assert tuple(map(sum, zip(*(points[g.result] for g in report.games)))) == (report.wins, report.draws,
                                                                               report.losses)
    with pytest.raises(uici.Error) as e:
        uici.match(["-foo"], binary=binary)
    assert e.value.code == "bad_argument"


def has_match_report(binary: str) -> bool:
    usage = subprocess.run([binary, "match", "--help"], capture_output=True, text=True).stdout
    return "-report file=F format=json" in usage


def test_match_report(binary: str) -> None:
    """uici.match_report reads `uici match -report file=F format=json` (docs/MATCH.md "Report",
    issue 29) into typed objects: standings, pairs, every game."""
    if not has_match_report(binary):
        pytest.skip("this uici's match has no -report (issue 29 brings it)")
    report = uici.match_report(["-engine", f"cmd={binary}", "name=A", "option.Player=random", "-engine",
                                f"cmd={binary}", "name=B", "-each", "nodes=100", "-rounds", "1", "-repeat"],
                               binary=binary, timeout=120)
    assert report.total_games == report.finished_games == 2 == len(report.games)
    assert [e.name for e in report.engines] == ["A", "B"]
    (pair,) = report.pairs
    assert pair.name == "A vs B" and pair.games == 2 and pair.wins + pair.draws + pair.losses == 2
    assert (report.wins, report.draws, report.losses) == (pair.wins, pair.draws, pair.losses)
    assert pair.points == pair.wins + pair.draws / 2
    assert pair.pentanomial is not None and sum(pair.pentanomial) == 1  # the two games are one pair
    assert [(g.number, g.white, g.black) for g in report.games] == [(1, "A", "B"), (2, "B", "A")]
    points = {"1-0": (1, 0, 0), "1/2-1/2": (0, 1, 0), "0-1": (0, 0, 1)}
    from_a = [points[g.result] if g.white == "A" else points[g.result][::-1] for g in report.games]
    assert tuple(map(sum, zip(*from_a))) == (report.wins, report.draws, report.losses)
    assert all(g.termination and g.plies >= 0 and g.opening_index >= 1 for g in report.games)
    assert report.sprt is None and report.config["engines"][0]["name"] == "A"
    with pytest.raises(uici.Error) as e:
        uici.match_report(["-foo"], binary=binary)
    assert e.value.code == "bad_argument"


def test_compliance(binary: str, tmp_path: Path) -> None:
    report = uici.compliance([binary], binary=binary)
    assert report.passed and len(report.rows) == 30 and not report.failed
    assert all(isinstance(r, uici.Check) and r.passed for r in report.rows)
    assert report.engine == uici.ComplianceEngine([binary], "uici", 1.0)
    assert report.summary == uici.ComplianceSummary(30, 0, 0, 30, True)
    assert str(report.summary) == "compliance: 30 of 30 checks passed"
    mute = tmp_path / "mute"  # says nothing and exits: every row fails
    mute.write_text("#!/bin/sh\nexit 3\n")
    mute.chmod(0o755)
    failing = uici.compliance([str(mute)], binary=binary)
    assert not failing.passed and failing.failed and len(failing.rows) == 30


def test_compliance_of_a_broken_engine(binary: str) -> None:
    """The fake engine the C++ compliance tests use, in its `broken` mode: the rows it breaks fail,
    with their details, and the report says why in typed fields."""
    fake = str(ROOT / "tests" / "compliance" / "fake_engine.py")
    report = uici.compliance(["python3", fake, "broken"], binary=binary)
    rows = {r.name: r for r in report.rows}
    assert not report.passed and report.summary == uici.ComplianceSummary(18, 11, 1, 29, False)
    assert rows["legal moves only"].verdict == "fail"
    assert rows["legal moves only"].detail.startswith("1,1>1,9 (blocked) after position startpos")
    assert rows["stop: bestmove at once"].detail.startswith("not checked")
    assert rows["go depth 2: bestmove"].passed
    assert {r.name for r in report.failed} == {n for n, r in rows.items() if r.verdict == "fail"}
    assert report.engine.command == ["python3", fake, "broken"]
    with pytest.raises(uici.Error) as e:
        uici.compliance([binary], proto="xboard", binary=binary)
    assert e.value.code == "bad_argument"


def test_the_wheel_holds_the_typed_package(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "python" / "_build"))
    try:
        import uici_build  # type: ignore[import]  # the in-tree build backend, untyped
    finally:
        sys.path.pop(0)
    name = uici_build.build_wheel(str(tmp_path))
    with zipfile.ZipFile(tmp_path / name) as whl:
        names = set(whl.namelist())
        record = whl.read("uici-0.1.0.dist-info/RECORD").decode()
    assert {"uici/__init__.py", "uici/aio.py", "uici/py.typed", "uici-0.1.0.dist-info/METADATA"} <= names
    assert all(n in record for n in names)


@pytest.mark.skipif(importlib.util.find_spec("pip") is None, reason="pip is not installed")
def test_pip_installs_it_without_a_registry(tmp_path: Path, binary: str) -> None:
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--target", str(target),
                    str(ROOT / "python")], check=True, capture_output=True)
    code = "import uici; s = uici.Server(); print(s.ping('installed')); s.close()"
    env = dict(os.environ, PYTHONPATH=str(target), UICI_BINARY=binary)
    out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "installed" and (target / "uici" / "py.typed").exists()
