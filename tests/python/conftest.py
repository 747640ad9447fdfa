"""Fixtures of the uici Python client's tests: the package from the repository's python/ folder and
a real uici binary ($UICI_BINARY, else build/uici of this checkout)."""

import os
import sys
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

import uici  # noqa: E402

CLASSICAL_8X8 = ("w 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|"
                 "p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|"
                 "K5,1+|B6,1|N7,1|R8,1+")
ROOK = "w K1,1|k8,8|R3,3"
MATED = "b 1,8,1,8 K6,6|Q7,7|k8,8"


@pytest.fixture(scope="session")
def binary() -> str:
    path = os.environ.get("UICI_BINARY") or str(ROOT / "build" / "uici")
    assert os.access(path, os.X_OK), f"no uici binary at {path}: build it or set UICI_BINARY"
    return path


@pytest.fixture
def server(binary: str) -> Iterator[uici.Server]:
    s = uici.Server(binary)
    yield s
    assert s.close() == 0
