#!/usr/bin/env python3
"""Records one run of scripts/bench.sh in docs/PERFORMANCE.md (scripts/bench.sh calls it).

  bench_record.py DOC HEADING < BODY   put "### HEADING" and BODY right below DOC's marker line
                                       (newest first); where DOC has that heading already (the
                                       same day and arguments), the new one is "HEADING (run N)":
                                       a run never replaces another, nor the notes written under it
  bench_record.py --self-test          prove the insert, the numbering and the refusal

The runs live between the marker line and the next "## " heading; every other part of DOC (the
earlier measurements, which carry their own dates) is left byte for byte. Exit 1, DOC unchanged,
when DOC has no marker: better no record than one in the wrong place.
"""
import pathlib
import sys
import tempfile

MARKER = "<!-- scripts/bench.sh records its runs below this line"


def record(doc: str, heading: str, body: str) -> str:
    lines = doc.split("\n")
    at = next((i for i, line in enumerate(lines) if line.startswith(MARKER)), None)
    if at is None:
        raise ValueError("no marker line '" + MARKER + " ...'")
    end = next((i for i in range(at + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    # The recorded sections: each from its "### " line to the next one (or the region's end).
    starts = [i for i in range(at + 1, end) if lines[i].startswith("### ")]
    sections = [lines[s:e] for s, e in zip(starts, starts[1:] + [end])]
    titles = {s[0] for s in sections}
    title, n = "### " + heading, 1
    while title in titles:
        n += 1
        title = f"### {heading} (run {n})"
    new = [title, ""] + body.strip("\n").split("\n") + [""]
    region = [line for s in [new] + sections for line in s]
    return "\n".join(lines[: at + 1] + [""] + region + lines[end:])


def self_test() -> int:
    doc = "# P\n\n## Runs\n\n" + MARKER + " -->\n\n## Earlier\n\n### 2026-11-22\n\nold | 1 |\n"
    one = record(doc, "2026-11-25: scripts/bench.sh --quick", "| a | 1 |")
    two = record(one, "2026-11-25: scripts/bench.sh --quick", "| a | 2 |")
    three = record(two, "2026-11-26: scripts/bench.sh --quick", "| a | 3 |")
    checks = [
        "| a | 1 |" in one and one.endswith("## Earlier\n\n### 2026-11-22\n\nold | 1 |\n"),
        two.index("### 2026-11-25: scripts/bench.sh --quick (run 2)\n\n| a | 2 |") < two.index("| a | 1 |"),
        "(run 3)" in record(two, "2026-11-25: scripts/bench.sh --quick", "| a | 4 |"),
        three.index("2026-11-26") < three.index("2026-11-25") < three.index("## Earlier"),
        three.count("### 2026-11-22") == 1,
    ]
    try:
        record("# P\n\n## Earlier\n", "x", "y")
        checks.append(False)
    except ValueError:
        checks.append(True)
    # Through the command line, on a file: a second run is added above the first, which stays.
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp, "PERFORMANCE.md")
        path.write_text(doc)
        run = lambda h, b: main_with([h], b, path)
        checks += [run("d: a", "| x |") == 0, run("d: a", "| y |") == 0]
        checks.append(path.read_text() == record(record(doc, "d: a", "| x |"), "d: a", "| y |"))
    ok = all(checks)
    print("bench record self-test:", "ok" if ok else f"FAILED {checks}")
    return 0 if ok else 1


def main_with(args, body, path) -> int:
    try:
        path.write_text(record(path.read_text(), args[0], body))
    except (OSError, ValueError) as e:
        print(f"bench_record.py: {path}: {e}", file=sys.stderr)
        return 1
    return 0


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return main_with([sys.argv[2]], sys.stdin.read(), pathlib.Path(sys.argv[1]))


if __name__ == "__main__":
    sys.exit(main())
