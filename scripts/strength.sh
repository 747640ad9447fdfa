#!/usr/bin/env bash
# Opt-in strength measurement of the search (docs/SEARCH.md; its figures in docs/PERFORMANCE.md); not part of the test suite.
#   scripts/strength.sh [a|b|c|d|e|all]    GAMES=200 CONC=2 UICI=build/uici OUT=build/strength (d: BASE= NODES= BOARD= TC=)
#                                          (e: LADDER="1350 1600 1800 2000" GAMES a step, CONC=1 SF=)
# (a) search against the random test mover, Classical (open board), 100 ms a move; the random
#     side's Seed changes from pair to pair of games (a fixed seed would replay one game).
# (b) search at 80 ms a move against search at 20 ms, Classical after 100 openings of 6 random
#     plies (scripts/strength_openings.py), each played with both colours.
# (c) the mate suite (tests/search/mate_suite_test.cpp) at depth 4.
# (d) UICI against BASE (another build of the search, e.g. with a feature off), NODES nodes a move
#     each (default 10000: the same work a move whatever the machine's load), Classical after the
#     openings of (b), each played with both colours; lost games resigned at 10 pawns down for 3
#     moves, drawn from move 40 on once both scores stayed within 0.10 for 20 moves, or after 150 moves.
#     BOARD=8x8: on the 8x8 board instead, after the openings of (e) each followed by two balanced
#     random plies (scripts/strength_openings.py --from; GAMES/2 distinct openings, each with both
#     colours); its files are d8x8.*. TC=2+0.02: that clock each instead of NODES (for a change
#     that alters the cost of a node; the figure then depends on the load), after the openings of
#     (e) alone, in order, repeated as GAMES needs (the clock makes each game its own).
# (e) uici (proto=uici) against Debian's stockfish (SF=/usr/games/stockfish, one thread, 16 MB
#     hash) at UCI_LimitStrength with UCI_Elo=E for each E of LADDER, GAMES games a step, on the
#     8x8 board at tc=2+0.02 (uici match gives uici the openings as 8x8 chess positions), the 26
#     openings of scripts/strength_openings_8x8.txt (made an EPD suite by uici convert) each
#     played with both colours. Each step's report ($OUT/e<E>.json) gives uici's Elo difference
#     d +- 95 %; uici's rating is E + d a step, combined by inverse variance weighting
#     (scripts/strength_ladder.py); a step won or lost in every game has no finite figure and is
#     left out. Not in 'all' (it needs stockfish: scripts/setup.sh stockfish).
# Each match writes its games to $OUT/<name>.icn and its summary to $OUT/<name>.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
UICI=${UICI:-build/uici}
what=${1:-all}
GAMES=${GAMES:-200}
# (e) plays one game at a time unless told: tc=2+0.02 on a shared 2-core machine.
[ "$what" = e ] && CONC=${CONC:-1}
CONC=${CONC:-2}
OUT=${OUT:-build/strength}
mkdir -p "$OUT"

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
    local name=d openings=(-openings file="$OUT/openings.icn")
    if [ "${BOARD:-}" = 8x8 ] && [ -n "${TC:-}" ]; then
        name=d8x8
        e_openings "$OUT/openings-8x8.epd"
        openings=(-openings file="$OUT/openings-8x8.epd" format=epd)
    elif [ "${BOARD:-}" = 8x8 ]; then
        # At a fixed number of nodes a game from one position replays itself: the 26 openings
        # alone gave 52 distinct games however many were asked. Each pair of games starts from
        # one of them and two balanced random plies of its own.
        name=d8x8
        e_openings "$OUT/openings-8x8.epd" "$OUT/starts-8x8.icn"
        python3 scripts/strength_openings.py "$UICI" "$OUT/openings-8x8.icn" $((GAMES / 2)) --from "$OUT/starts-8x8.icn"
        openings=(-openings file="$OUT/openings-8x8.icn")
    else
        python3 scripts/strength_openings.py "$UICI" "$OUT/openings.icn" $((GAMES / 2))
    fi
    rm -f "$OUT/$name.icn"
    local limit="nodes=$nodes"
    [ -n "${TC:-}" ] && limit="tc=$TC"
    "$UICI" match -engine cmd="$UICI" name=new -engine cmd="$base" name=base -each "$limit" \
        "${openings[@]}" order=sequential -repeat -rounds $((GAMES / 2)) -games 2 \
        -concurrency "$CONC" -resign movecount=3 score=1000 -draw movenumber=40 movecount=20 score=10 \
        -maxmoves 150 -sprt elo0=0 elo1=10 -out file="$OUT/$name.icn" | tee "$OUT/$name.txt" | tail -6
    grep -E '^(Elo|Games|LLR)' "$OUT/$name.txt" | sed "s/^/($name) /" | tee -a "$OUT/summary.txt"
}

# The 8x8 openings as EPD: each SAN line is read as a PGN game and its last position written
# with a FEN (ICN at the end, then PGN with [FEN]); with a second file, the ICN positions too.
e_openings() {
    local line icn fen
    : >"$1"
    [ -z "${2:-}" ] || : >"$2"
    grep -v -e '^#' -e '^$' scripts/strength_openings_8x8.txt | while read -r line; do
        # (the position on one line: its tags, then the position)
        icn=$(printf '[Variant "Chess"]\n\n%s *\n' "$line" | "$UICI" convert --to icn - |
            "$UICI" convert --to icn --at end - | tr '\n' ' ' | sed 's/ *$//')
        fen=$(printf '%s\n' "$icn" | "$UICI" convert --to pgn - | sed -n 's/^\[FEN "\(.*\)"\]$/\1/p')
        [ -n "$fen" ] || { echo "error (e): no position for opening \"$line\"" >&2; exit 1; }
        echo "$fen" >>"$1"
        [ -z "${2:-}" ] || echo "$icn" >>"$2"
    done
}

run_e() {
    local sf=${SF:-/usr/games/stockfish} ladder=${LADDER:-1350 1600 1800 2000} elo pid rc
    [ -x "$sf" ] || { echo "error (e): stockfish not found at $sf (install it: scripts/setup.sh stockfish)" >&2; exit 1; }
    # The UCI_Elo range the engine offers; a value outside it would be clamped without a word.
    local range
    range=$(printf 'uci\nquit\n' | "$sf" | sed -n 's/^option name UCI_Elo type spin .* min \([0-9]*\) max \([0-9]*\).*/\1 \2/p')
    [ -n "$range" ] || { echo "error (e): $sf offers no UCI_Elo option" >&2; exit 1; }
    echo "(e) $(printf 'uci\nquit\n' | "$sf" | sed -n 's/^id name //p') at $sf; uici: $UICI" | tee -a "$OUT/summary.txt"
    for elo in $ladder; do
        if ! [[ "$elo" =~ ^[0-9]+$ ]] || [ "$elo" -lt "${range% *}" ] || [ "$elo" -gt "${range#* }" ]; then
            echo "error (e): LADDER value \"$elo\" is outside stockfish's UCI_Elo range ${range% *}..${range#* }" >&2
            exit 1
        fi
    done
    e_openings "$OUT/openings-8x8.epd"
    local reports=()
    for elo in $ladder; do
        rm -f "$OUT/e$elo.icn" "$OUT/e$elo.json"
        echo "(e) $(date -u '+%F %H:%M') UCI_Elo $elo, $GAMES games, load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/summary.txt"
        # In the background and waited for, so that a signal to this script reaches the match,
        # which ends its engines itself.
        "$UICI" match -engine cmd="$UICI" name=uici -engine cmd="$sf" name="sf$elo" proto=uci \
            option.Threads=1 option.Hash=16 option.UCI_LimitStrength=true option.UCI_Elo="$elo" \
            -each tc=2+0.02 -openings file="$OUT/openings-8x8.epd" format=epd order=sequential \
            -repeat -rounds $((GAMES / 2)) -games 2 -concurrency "$CONC" \
            -out file="$OUT/e$elo.icn" -report file="$OUT/e$elo.json" format=json >"$OUT/e$elo.txt" 2>"$OUT/e$elo.log" &
        pid=$!
        trap 'kill -TERM $pid 2>/dev/null; wait $pid; exit 130' INT TERM
        rc=0
        wait $pid || rc=$?
        trap - INT TERM
        if [ "$rc" -ne 0 ]; then
            echo "error (e): uici match at UCI_Elo $elo exited $rc:" >&2
            tail -3 "$OUT/e$elo.log" >&2
            exit 1
        fi
        # A game lost by a fault of an engine (not by the rules or the clock) is no measurement.
        if grep -q -E '\{(crash|no_answer|bad_output|illegal_move)' "$OUT/e$elo.log"; then
            echo "error (e): at UCI_Elo $elo an engine failed ($OUT/e$elo.log):" >&2
            grep -E '\{(crash|no_answer|bad_output|illegal_move)' "$OUT/e$elo.log" | head -3 >&2
            exit 1
        fi
        reports+=("$OUT/e$elo.json")
        # The step's row of the table (a step alone may have no finite estimate: no error here).
        { python3 scripts/strength_ladder.py "$OUT/e$elo.json" || true; } | sed -n '3s/^/(e) /p' | tee -a "$OUT/summary.txt"
    done
    echo "(e) $(date -u '+%F %H:%M') done, load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/summary.txt"
    python3 scripts/strength_ladder.py "${reports[@]}" | tee -a "$OUT/summary.txt"
}

run_c() {
    build/uici_tests -tc='*solved at depth 4 or less*' | tail -2 | sed 's/^/(c) /' | tee -a "$OUT/summary.txt"
}

case "$what" in
a) run_a ;;
b) run_b ;;
c) run_c ;;
d) run_d ;;
e) run_e ;;
all) run_c; run_a; run_b ;;
*) echo "usage: $0 [a|b|c|d|e|all]" >&2; exit 2 ;;
esac
