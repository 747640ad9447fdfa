#!/usr/bin/env bash
# Opt-in: replaying the longest public 5D game that 5d-chess-js imports (aivsai, 65 turns, six
# timelines) in uici and in 5d-chess-js 1.2.1 under node, same file, runs interleaved; CPU time of
# the replay alone (no process start). 5d-chess-js is installed with npm into build-bench/ext/5d/
# (git-ignored, never committed). Prints the rows and the ratios; exits 1 (BROKEN) when the two
# whole-state md5 hashes differ, never because of time.
#   scripts/bench_5d.sh [FILE] [ROUNDS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
file=${1:-tests/data/5d/notation__aivsai.5dpgn}
rounds=${2:-3}
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target uici_bench_5d >/dev/null
ext=build-bench/ext/5d
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "5d-chess-js: node or npm is not installed (apt-get install nodejs npm); only uici's row is printed" >&2
  ./build-bench/uici_bench_5d "$file" 50
  exit 0
fi
if [ ! -f "$ext/node_modules/5d-chess-js/package.json" ]; then
  mkdir -p "$ext"
  (cd "$ext" && npm install --no-audit --no-fund --silent 5d-chess-js@1.2.1 >/dev/null)
fi
module="$root/$ext/node_modules/5d-chess-js"
uici_ms=() js_ms=() raw_ms=()
for ((i = 0; i < rounds; i++)); do
  read -r _ u uh < <(./build-bench/uici_bench_5d "$file" 50)
  read -r _ j jh < <(node bench/replay_5d.cjs "$module" "$file" 1 on 2>/dev/null)
  read -r _ k kh < <(node bench/replay_5d.cjs "$module" "$file" 3 off 2>/dev/null)
  if [ "$uh" != "$jh" ] || [ "$uh" != "$kh" ]; then
    echo "BROKEN: hashes differ: uici $uh, 5d-chess-js $jh / $kh" >&2
    exit 1
  fi
  uici_ms+=("$u") js_ms+=("$j") raw_ms+=("$k")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
u=$(median "${uici_ms[@]}") j=$(median "${js_ms[@]}") k=$(median "${raw_ms[@]}")
echo "file: $file ($(wc -c <"$file") bytes), whole-state md5 $uh, $rounds rounds, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| %-66s | %10s | %s |\n' "5D replay, uici (read + replay, every move and submit checked)" "$u" "ms CPU"
printf '| %-66s | %10s | %s |\n' "5D replay, 5d-chess-js import (default: validation, mate search)" "$j" "ms CPU"
printf '| %-66s | %10s | %s |\n' "5D replay, 5d-chess-js import with skipDetection (no validation)" "$k" "ms CPU"
awk -v u="$u" -v j="$j" -v k="$k" 'BEGIN {
  printf "|   %-64s | %10.0f | x (target >= 50) |\n", "5d-chess-js default / uici", j / u;
  printf "|   %-64s | %10.0f | x |\n", "5d-chess-js skipDetection / uici", k / u }'
