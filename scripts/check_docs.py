#!/usr/bin/env python3
"""Fails when the documentation has a dead link or the README stops being a short guide.

  check_docs.py [ROOT]   every relative link of README.md, PROTOCOL.md and docs/*.md names a file
                         that exists (and, for a link into a Markdown file with #anchor, a heading
                         of that file, spelled as GitHub makes anchors); README.md under 250 lines
                         (the measurements live in docs/PERFORMANCE.md, the reference in docs/)
"""
import pathlib
import re
import sys

README_MAX_LINES = 250


def anchors(path: pathlib.Path) -> set:
    found = set()
    for line in path.read_text().split("\n"):
        m = re.match(r"#+\s+(.*)", line)
        if m:
            # GitHub: lower case, punctuation dropped (hyphens kept), spaces to hyphens.
            found.add(re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-"))
    return found


def problems(root: pathlib.Path):
    pages = [root / "README.md", root / "PROTOCOL.md"] + sorted((root / "docs").glob("*.md"))
    for page in pages:
        text = page.read_text()
        # Links inside code spans and blocks are text, not links.
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        text = re.sub(r"`[^`\n]*`", "", text)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            name = page.relative_to(root)
            if not file.exists():
                yield f"{name}: dead link {target}"
            elif anchor and file.suffix == ".md" and anchor not in anchors(file):
                yield f"{name}: no heading for {target}"
    lines = (root / "README.md").read_text().count("\n")
    if lines >= README_MAX_LINES:
        yield f"README.md: {lines} lines, the guide keeps under {README_MAX_LINES} (details go to docs/)"


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    bad = list(problems(root))
    print("\n".join(bad + [f"docs check: {len(bad)} problem(s)"]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
