#!/usr/bin/env bash
# Opt-in: this checkout's bench against another revision's, row by row (not a test).
#   scripts/bench_compare.sh REV [RUNS]     REV: a commit, tag or branch; RUNS: default 5
# REV is built in build-bench-compare/ (a git worktree, ignored), then the two uici_bench binaries
# run alternately RUNS times each (one after the other, so that both see the same machine); the
# table gives each row's median for both and the ratio "this / REV" as a speed (above 1: this
# checkout is faster). Timings on a shared machine move by 10 % and more between runs, so with
# valgrind installed the in-process profiles (perft, the legality predicate on small and large
# boards, far slides, reading ICN) are also counted in instructions, which do not move.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
rev=${1:?usage: scripts/bench_compare.sh REV [RUNS]}
runs=${2:-5}
other="$root/build-bench-compare"

cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-bench -j"$(nproc)" --target uici_bench uici >/dev/null
if [ ! -d "$other" ]; then git worktree add --detach "$other" "$rev" >/dev/null; fi
git -C "$other" checkout --quiet --detach "$rev"
cmake -S "$other" -B "$other/build-bench" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build "$other/build-bench" -j"$(nproc)" --target uici_bench uici >/dev/null

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for i in $(seq 1 "$runs"); do
  echo "run $i of $runs (load $(cut -d' ' -f1 /proc/loadavg))" >&2
  (cd "$other" && ./build-bench/uici_bench >"$out/other-$i.txt" 2>/dev/null) || true
  ./build-bench/uici_bench >"$out/this-$i.txt" 2>/dev/null || true
done

python3 - "$out" "$runs" "$rev" <<'EOF'
import glob, re, statistics, sys
out, runs, rev = sys.argv[1], int(sys.argv[2]), sys.argv[3]
# Units where more is better; every other unit is a time or a size (less is better).
higher = {"MB/s", "M nodes/s", "requests/s", "pairs/s"}
def rows(side):
    found = []
    for i in range(1, runs + 1):
        table = {}
        for line in open(f"{out}/{side}-{i}.txt"):
            cells = [c.strip() for c in line.split("|")]
            if len(cells) > 4 and re.fullmatch(r"[0-9.,]+", cells[2] or "x"):
                table[cells[1]] = (float(cells[2].replace(",", "")), cells[3])
        found.append(table)
    return found
this, other = rows("this"), rows("other")
print(f"| figure | unit | {rev} (median) | this (median) | speed this / {rev} |")
print("|---|---|---:|---:|---:|")
for name, (_, unit) in other[0].items():
    a = [t[name][0] for t in other if name in t]
    b = [t[name][0] for t in this if name in t]
    if not a or not b:
        continue
    ma, mb = statistics.median(a), statistics.median(b)
    speed = (mb / ma if unit in higher else ma / mb) if ma and mb else float("nan")
    print(f"| {name} | {unit} | {ma:.4g} | {mb:.4g} | {speed:.3f} |")
EOF

if command -v valgrind >/dev/null; then
  echo
  echo "| profile (instructions, callgrind) | $rev | this | this / $rev |"
  echo "|---|---:|---:|---:|"
  for mode in --perft-only --check-small --check-big --far "--icn-read 1000"; do
    count() {
      # shellcheck disable=SC2086
      valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" $mode 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
    }
    a=$(cd "$other" && count ./build-bench/uici_bench)
    b=$(count ./build-bench/uici_bench)
    if [ -n "$a" ] && [ -n "$b" ]; then ratio=$(python3 -c "print(f'{$b / $a:.4f}')"); else ratio="n/a"; fi
    echo "| uici_bench $mode | ${a:-n/a} | ${b:-n/a} | $ratio |"
  done
fi
