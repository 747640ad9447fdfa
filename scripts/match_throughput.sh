#!/usr/bin/env bash
# Opt-in: the runner's own overhead. 2,000 games of the built-in random test mover
# (option.Player=random: the default player searches) against itself at nodes=1, concurrency 2,
# games cut at -maxmoves (default 20 full moves) so that the engines' replay cost stays small;
# prints games per second and the runner's CPU per game.
#   scripts/match_throughput.sh [GAMES] [MAXMOVES]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=${1:-2000}
maxmoves=${2:-20}
uici="$root/build/uici"
[ -x "$uici" ] || { echo "build uici first (cmake --build build --target uici)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
start=$(date +%s.%N)
# /usr/bin/time counts the runner and its engines; the runner's own CPU is its last stderr line.
/usr/bin/time -f "%U %S" -o "$out/time" "$uici" match -engine cmd="$uici" name=A option.Seed=1 \
  -engine cmd="$uici" name=B option.Seed=2 -each option.Player=random nodes=1 -rounds $((games / 2)) -repeat \
  -concurrency 2 -maxmoves "$maxmoves" -out file="$out/games.icn" >"$out/table" 2>"$out/progress"
end=$(date +%s.%N)
cat "$out/table"
tail -1 "$out/progress"
python3 - "$start" "$end" "$games" "$out/time" <<'PY'
import sys
start, end, games = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
user, sys_ = (float(x) for x in open(sys.argv[4]).read().split()[-2:])
wall = end - start
print(f"{games} games in {wall:.2f} s: {games / wall:.1f} games/s")
print(f"CPU of the runner and its engines together: {user + sys_:.2f} s")
PY
