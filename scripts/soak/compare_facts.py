#!/usr/bin/env python3
"""Compares what two soak runs learned of the game states they both visited (run.py --facts DIR):
`compare_facts.py OLD_DIR NEW_DIR` prints the states in common and every disagreement (a moves
list or a status one run saw and the other saw otherwise); exit 1 on a disagreement."""

import glob
import json
import os
import sys


def load(folder):
    facts = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path) as f:
            for key, value in json.load(f).items():
                facts.setdefault(key, set()).add(value)
    return facts


def main():
    old, new = load(sys.argv[1]), load(sys.argv[2])
    common = sorted(set(old) & set(new))
    differ = [k for k in common if old[k] != new[k] or len(old[k]) > 1]
    by_query = {}
    for k in common:
        q = "moves" if k.endswith("'moves')") else "status"
        by_query[q] = by_query.get(q, 0) + 1
    print("facts: %d in %s, %d in %s, %d in common (%s), %d disagree" % (
        len(old), sys.argv[1], len(new), sys.argv[2], len(common),
        ", ".join("%s %d" % kv for kv in sorted(by_query.items())), len(differ)))
    for k in differ[:10]:
        print("  %s\n    %s: %s\n    %s: %s" % (k[:200], sys.argv[1], sorted(old[k])[:2], sys.argv[2], sorted(new[k])[:2]))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
