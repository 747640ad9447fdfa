#!/usr/bin/env python3
"""Summary of scripts/strength.sh (e): uici against stockfish at a ladder of UCI_Elo settings.
Usage: strength_ladder.py REPORT.json...  (each the `-report format=json` of one step; the
stockfish engine's name is sf<UCI_Elo>). Prints a line per step (score, W/D/L, Elo difference
+- 95 %, the estimate UCI_Elo + difference, the terminations) and the combined estimate.

Combination: each step i gives r_i = E_i + d_i, with d_i uici's Elo difference against stockfish
at UCI_Elo E_i and s_i = elo_error_i / 1.96 its standard error (the match report's 95 % half
width, from the trinomial W/D/L); the steps are combined by inverse variance weighting,
r = sum(r_i / s_i^2) / sum(1 / s_i^2), with standard error 1 / sqrt(sum(1 / s_i^2)), printed
as +- 1.96 of it. A step with no finite d_i or error (all wins or all losses: the match writes
null) gives no estimate and is left out, said on its line. The estimate is on stockfish's
UCI_Elo scale, taken as exact; that scale was calibrated at other time controls than this one.
Exits 1 when no step has a finite estimate."""
import json
import math
import sys
from collections import Counter


def step(path):
    with open(path, encoding="utf-8") as f:
        rep = json.load(f)
    sf = next(e for e in rep["engines"] if e["name"].startswith("sf"))
    us = next(e for e in rep["engines"] if not e["name"].startswith("sf"))
    elo = int(sf["name"][2:])
    terms = Counter(g["termination"] for g in rep["games"])
    return elo, us, terms


def main(paths):
    num = den = 0.0
    used, left_out, games = [], [], 0
    print("| stockfish UCI_Elo | games | uici W/D/L | score | Elo difference +- 95 % | uici's estimate | terminations |")
    print("|---|---|---|---|---|---|---|")
    for path in paths:
        elo, us, terms = step(path)
        score = 100.0 * us["points"] / us["games"] if us["games"] else float("nan")
        wdl = f'{us["wins"]}/{us["draws"]}/{us["losses"]}'
        term = ", ".join(f"{k} {v}" for k, v in sorted(terms.items()))
        if us["elo"] is None or us["elo_error"] is None:
            sweep = "inf" if 2 * us["points"] > us["games"] else "-inf"
            d = f'{us["elo"]:+.1f}' if us["elo"] is not None else sweep
            diff, est = f"{d} (no finite error)", "none: left out"
            left_out.append(elo)
        else:
            d, e = us["elo"], us["elo_error"]
            s = e / 1.96
            num += (elo + d) / (s * s)
            den += 1 / (s * s)
            used.append(elo)
            games += us["games"]
            diff, est = f"{d:+.1f} +- {e:.1f}", f"{elo + d:.0f} +- {e:.0f}"
        print(f"| {elo} | {us['games']} | {wdl} | {score:.1f} % | {diff} | {est} | {term} |")
    if den == 0:
        print("combined: no step has a finite estimate")
        return 1
    r, se = num / den, 1 / math.sqrt(den)
    out = f"; left out: {', '.join(map(str, left_out))}" if left_out else ""
    print(f"combined (inverse variance weighting of steps {', '.join(map(str, used))}, {games} games{out}): "
          f"uici {r:.0f} +- {1.96 * se:.0f} (95 %) on stockfish's UCI_Elo scale")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: strength_ladder.py REPORT.json...", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
