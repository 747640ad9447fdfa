"""For the docstring examples (pytest --doctest-modules python/uici, run from the repository root
as scripts/test.sh does): `s`, a fresh server on build/uici (or $UICI_BINARY) for each example."""

import os
import sys
from typing import Any, Dict, Iterator

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import uici  # noqa: E402


@pytest.fixture(autouse=True)
def _server(doctest_namespace: Dict[str, Any]) -> Iterator[None]:
    with uici.Server(os.environ.get("UICI_BINARY", "build/uici")) as s:
        doctest_namespace["s"] = s
        yield
