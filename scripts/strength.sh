#!/usr/bin/env bash
# Opt-in strength measurement of the search (docs/SEARCH.md; its figures in docs/PERFORMANCE.md); not part of the test suite.
#   scripts/strength.sh [a|b|c|d|all]      GAMES=200 CONC=2 UICI=build/uici OUT=build/strength (d: BASE= NODES=)
# (a) search against the random test mover, Classical (open board), 100 ms a move; the random
#     side's Seed changes from pair to pair of games (a fixed seed would replay one game).
# (b) search at 80 ms a move against search at 20 ms, Classical after 100 openings of 6 random
#     plies (scripts/strength_openings.py), each played with both colours.
# (c) the mate suite (tests/search/mate_suite_test.cpp) at depth 4.
# (d) UICI against BASE (another build of the search, e.g. with a feature off), NODES nodes a move
#     each (default 10000: the same work a move whatever the machine's load), Classical after the
#     openings of (b), each played with both colours; lost games resigned at 10 pawns down for 3
#     moves, drawn from move 40 on once both scores stayed within 0.10 for 20 moves, or after 150 moves.
# Each match writes its games to $OUT/<name>.icn and its summary to $OUT/<name>.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
UICI=${UICI:-build/uici}
GAMES=${GAMES:-200}
CONC=${CONC:-2}
OUT=${OUT:-build/strength}
mkdir -p "$OUT"
what=${1:-all}

run_a() {
    rm -f "$OUT/a.icn" "$OUT/a.txt"
    local pairs=$((GAMES / 2)) points=0 games=0
    for seed in $(seq 1 "$pairs"); do
        "$UICI" match -engine cmd="$UICI" name=search -engine cmd="$UICI" name=random option.Player=random \
            option.Seed="$seed" -each st=0.1 -games 2 -concurrency "$CONC" -out file="$OUT/a.icn" >"$OUT/a.last" 2>&1
        grep -E '^Finished game' "$OUT/a.last" >>"$OUT/a.txt" || true
    done
    # "Score of search: W - L - D" on each finished line; the points are summed from the results.
    awk '/^Finished game/ { n++; if ($0 ~ /\(search vs random\): 1-0/ || $0 ~ /\(random vs search\): 0-1/) p += 1;
         else if ($0 ~ /1\/2-1\/2/) p += 0.5 } END { printf "(a) search vs random: %.1f / %d points (%.1f %%)\n", p, n, 100 * p / n }' \
        "$OUT/a.txt" | tee -a "$OUT/summary.txt"
}

run_b() {
    # Without openings both colours would replay one game each; GAMES/2 openings of 6 random
    # plies, each played with both colours (-repeat).
    rm -f "$OUT/b.icn"
    python3 scripts/strength_openings.py "$UICI" "$OUT/openings.icn" $((GAMES / 2))
    "$UICI" match -engine cmd="$UICI" name=search80 st=0.08 -engine cmd="$UICI" name=search20 st=0.02 \
        -openings file="$OUT/openings.icn" order=sequential -repeat -rounds $((GAMES / 2)) -games 2 \
        -concurrency "$CONC" \
        -out file="$OUT/b.icn" | tee "$OUT/b.txt" | tail -4
    grep -E '^(Elo|Games)' "$OUT/b.txt" | sed 's/^/(b) /' | tee -a "$OUT/summary.txt"
}

run_d() {
    local base=${BASE:?"(d) needs BASE=path of the build to play against"} nodes=${NODES:-10000}
    rm -f "$OUT/d.icn"
    python3 scripts/strength_openings.py "$UICI" "$OUT/openings.icn" $((GAMES / 2))
    "$UICI" match -engine cmd="$UICI" name=new -engine cmd="$base" name=base -each nodes="$nodes" \
        -openings file="$OUT/openings.icn" order=sequential -repeat -rounds $((GAMES / 2)) -games 2 \
        -concurrency "$CONC" -resign movecount=3 score=1000 -draw movenumber=40 movecount=20 score=10 \
        -maxmoves 150 -sprt elo0=0 elo1=10 -out file="$OUT/d.icn" | tee "$OUT/d.txt" | tail -6
    grep -E '^(Elo|Games|LLR)' "$OUT/d.txt" | sed 's/^/(d) /' | tee -a "$OUT/summary.txt"
}

run_c() {
    build/uici_tests -tc='*solved at depth 4 or less*' | tail -2 | sed 's/^/(c) /' | tee -a "$OUT/summary.txt"
}

case "$what" in
a) run_a ;;
b) run_b ;;
c) run_c ;;
d) run_d ;;
all) run_c; run_a; run_b ;;
*) echo "usage: $0 [a|b|c|d|all]" >&2; exit 2 ;;
esac
