#!/usr/bin/env bash
# Opt-in: the infinite-chess SPRT native runner, unmodified, plays uici against uici through
# `uici --dialect sprt-json` (PROTOCOL.md section 10), and every game it writes must replay
# legally with `uici convert`.
#
#   scripts/sprt_json_proof.sh            (20 games of Classical at 100 ms a move)
#
# Environment: GAMES (even, default 20), TC (the runner's --tc, default 0.1s), MAX_MOVES (default
# 150), VARIANT (default Classical), UICI_BIN (default build/uici, built if missing),
# SPRT_REPO (git URL or path of HydroChess, default its GitHub address), EXT_DIR (where the
# runner is fetched: default build/ext, which git ignores; nothing fetched is committed).
# Needs node and git. The runner launches `iwasm <engine.wasm>`: a shim named iwasm, first on
# PATH, execs uici instead. Each game takes one worker from each of two pools, so the runner's
# concurrency is the number of games (fewer deadlocks it) and the two engines get two paths.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
games=${GAMES:-20}
tc=${TC:-0.1s}
max_moves=${MAX_MOVES:-150}
variant=${VARIANT:-Classical}
ext=${EXT_DIR:-$root/build/ext}
repo=${SPRT_REPO:-https://github.com/Infinite-Chess/hydrochess}
uici=${UICI_BIN:-$root/build/uici}
command -v node >/dev/null || { echo "sprt_json_proof: needs node" >&2; exit 1; }
if [ ! -x "$uici" ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build --target uici
fi
uici=$(cd "$(dirname "$uici")" && pwd)/$(basename "$uici")

runner="$ext/hydrochess"
if [ ! -f "$runner/sprt/native_runner.mjs" ]; then
  rm -rf "$runner"
  mkdir -p "$ext"
  git clone --quiet --depth 1 "$repo" "$runner"
fi
echo "runner: $(git -C "$runner" log -1 --format='%h %cs' 2>/dev/null || echo unknown) from $repo"

# The shim: the runner checks `iwasm --version`, then starts `iwasm <path>` once per worker.
mkdir -p "$ext/bin"
cat >"$ext/bin/iwasm" <<SHIM
#!/bin/sh
[ "\$1" = "--version" ] && { echo "iwasm shim: uici --dialect sprt-json"; exit 0; }
exec "$uici" --dialect sprt-json --option "Seed=\$\$"
SHIM
chmod +x "$ext/bin/iwasm"
: >"$ext/new.wasm"
: >"$ext/old.wasm"

work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cp -r "$runner/sprt" "$work/sprt"
rm -f "$work/sprt/sprt-games.icn"
start=$(date +%s)
( cd "$work/sprt" && PATH="$ext/bin:$PATH" node sprt-native.mjs --games $((games / 2)) --tc "$tc" \
    --concurrency "$games" --variant "$variant" --max-moves "$max_moves" --material 0 --no-build \
    --new "$ext/new.wasm" --old "$ext/old.wasm" ) >"$work/runner.log" 2>&1 || true
elapsed=$(( $(date +%s) - start ))
tr '\r' '\n' <"$work/runner.log" | grep -E 'Games:|Total games|wins|Draws|Elo|error|Error' | tail -n 12 || true

fail=0
errors=$(grep -c 'Game error' "$work/runner.log" || true)
[ "$errors" -eq 0 ] || { echo "FAIL: $errors games ended in error"; grep 'Game error' "$work/runner.log" | sort | uniq -c | head; fail=1; }
icn="$work/sprt/sprt-games.icn"
written=$(grep -c '^\[Event' "$icn" 2>/dev/null || true)
[ "$written" -eq "$games" ] || { echo "FAIL: the runner wrote $written games, expected $games"; fail=1; }
plies=0
n=0
while IFS= read -r game; do
  [ -n "$game" ] || continue
  n=$((n + 1))
  if ! out=$(printf '%s' "$game" | "$uici" convert --to icn --at end 2>&1); then
    echo "FAIL: game $n does not replay: $out"
    fail=1
  fi
  moves=$(printf '%s' "$game" | awk '{print $NF}' | tr '|' '\n' | grep -c '>' || true)
  plies=$((plies + moves))
done <"$icn"
echo "games replayed: $n, plies: $plies, runner time: ${elapsed}s"
[ "$fail" -eq 0 ] && echo "sprt-json proof: PASS" || echo "sprt-json proof: FAIL"
exit "$fail"
