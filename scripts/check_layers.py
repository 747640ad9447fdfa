#!/usr/bin/env python3
"""Fails when a source file includes a project header from a layer above its own.

The layers, lowest first (a folder may include its own headers and those of the folders named
after it, nothing else of the project's):

  errors                     nothing (the one error grammar; every folder may include it)
  core/board                 nothing
  core/rules                 core/board
  core/game                  core/rules, core/board
  core/notation              core/rules, core/board
  core/variants              core/notation, core/rules, core/board
  engine                     core/board (the engine client: process, line framer, dialects)
  engine/sprt_json           core, engine (the sprt-json request and reply in the game's
                             coordinates, built on both coordinate builds)
  search, pgn, multiverse    core (any room); never protocol, engine_interface, or each other
  match, compliance          core and engine (match also engine/sprt_json, and pgn for its
                             opening suites); never
                             protocol, engine_interface, or each other
  protocol                   core and the subsystem libraries above
  convert                    core, the subsystem libraries, protocol
  dialects/sprt_json         core, the subsystem libraries, protocol
  render                     core (board and piece drawing; `uici render`)
  gui                        core, engine, engine/sprt_json, render (`uici gui`, the board
                             page's server)
  engine_interface           everything
  wasm                       core, the subsystem libraries, protocol, engine (its line framer),
                             gui (its message layer, for the board page without a server)

Tests, benchmarks, fuzz targets and examples are exempt (they exercise several layers at once).
A source folder that has no rule here fails the check, so a new library states its place.

  check_layers.py [ROOT]        check the tree (exit 1 and one line per upward include)
  check_layers.py --self-test   prove the check catches an upward include
"""
import pathlib
import re
import sys

CORE = ["core/board", "core/rules", "core/game", "core/notation", "core/variants"]
SUBSYSTEMS = ["search", "match", "pgn", "multiverse", "compliance"]
ALLOWED = {
    "errors": [],
    "core/board": [],
    "core/rules": ["core/board"],
    "core/game": ["core/rules", "core/board"],
    "core/notation": ["core/rules", "core/board"],
    "core/variants": ["core/notation", "core/rules", "core/board"],
    "engine": ["core/board"],
    "engine/sprt_json": CORE + ["engine"],  # the sprt-json request and reply, in both coordinate builds
    **{s: CORE for s in SUBSYSTEMS},
    "match": CORE + ["engine", "engine/sprt_json", "pgn"],
    "compliance": CORE + ["engine"],
    "protocol": CORE + SUBSYSTEMS,
    "convert": CORE + SUBSYSTEMS + ["protocol"],
    "dialects/sprt_json": CORE + SUBSYSTEMS + ["protocol"],
    "render": CORE,  # board and piece drawing, shared by `uici render` and the board page
    "gui": CORE + ["engine", "engine/sprt_json", "render"],  # `uici gui`: the board page, its server and engines
    "engine_interface": CORE + SUBSYSTEMS + ["protocol", "engine", "convert", "dialects/sprt_json", "render", "gui"],
    # The WebAssembly build (docs/WASM.md): its site face, its line transport and exports.
    "wasm": CORE + SUBSYSTEMS + ["protocol", "engine", "gui"],
}
EXEMPT = ("tests/", "bench/", "fuzz/", "examples/", "build")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def layer_of(rel):
    """The most specific layer whose folder holds `rel`, or None."""
    best = None
    for layer in ALLOWED:
        if rel.startswith(layer + "/") and (best is None or len(layer) > len(best)):
            best = layer
    return best


def violations(files):
    """files: {relative path: text}. Yields one message per forbidden include."""
    for rel, text in sorted(files.items()):
        if rel.startswith(EXEMPT):
            continue
        layer = layer_of(rel)
        if layer is None:
            if "/" in rel:  # top-level files (none today) are not sources of a layer
                yield f"{rel}: folder has no layer rule in scripts/check_layers.py"
            continue
        for inc in INCLUDE.findall(text):
            target = layer_of(inc)
            if target is None and inc.split("/")[0] not in {l.split("/")[0] for l in ALLOWED}:
                continue  # not a project header (a library's, or a local relative include)
            if target == layer or target == "errors" or target in ALLOWED[layer]:
                continue
            yield f"{rel}: includes {inc}, from a layer above or beside {layer}"


def collect(root):
    files = {}
    for p in root.rglob("*"):
        if p.suffix in (".cpp", ".hpp", ".h") and p.is_file():
            rel = p.relative_to(root).as_posix()
            if not rel.startswith((".git", "build")):
                files[rel] = p.read_text(errors="replace")
    return files


def self_test():
    bad = {
        "core/rules/x.cpp": '#include "core/notation/move_text.hpp"\n',
        "core/board/y.hpp": '#include "core/board/z.hpp"\n#include "protocol/session.hpp"\n',
        "search/s.cpp": '#include "core/rules/apply.hpp"\n#include "match/m.hpp"\n',
        "newlib/n.cpp": '#include "core/board/board.hpp"\n',
        "tests/core/t.cpp": '#include "protocol/session.hpp"\n',
        # A subfolder is its own layer: engine/ (core/board only) may not include engine/sprt_json/.
        "engine/e.cpp": '#include "engine/sprt_json/sprt_fit.hpp"\n',
    }
    got = list(violations(bad))
    want = 5  # rules->notation, board->protocol, search->match, newlib unknown, engine->sprt_json; tests exempt
    ok = len(got) == want and all(
        any(f in g for g in got) for f in ("x.cpp", "y.hpp", "s.cpp", "n.cpp", "e.cpp"))
    good = {"core/variants/v.cpp": '#include "core/notation/icn.hpp"\n#include <vector>\n'}
    ok = ok and not list(violations(good))
    print("layer check self-test:", "ok" if ok else f"FAILED {got}")
    return 0 if ok else 1


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    bad = list(violations(collect(root)))
    for b in bad:
        print(b)
    print(f"layer check: {len(bad)} upward include(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
