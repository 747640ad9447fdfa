#!/usr/bin/env bash
# Opt-in: uici match side by side with fastchess on the same work: Debian's stockfish against
# itself, tc=1+0.01, 100 games, concurrency 2. Prints each runner's wall time, time forfeits and
# own CPU (sampled from /proc/PID/stat while it runs, engines excluded).
#   scripts/match_vs_fastchess.sh [FASTCHESS_SOURCE_DIR]   (default /work/ext/fastchess)
# Fastchess is not part of this repository: put its source (github.com/Disservin/fastchess)
# in a folder outside it; this script builds it there.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
src=${1:-/work/ext/fastchess}
"$root/scripts/setup.sh" stockfish make
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "stockfish not found" >&2; exit 1; }
[ -d "$src" ] || { echo "no fastchess source in $src" >&2; exit 1; }
[ -x "$src/fastchess" ] || (cd "$src" && nice -n 19 make -j2 >/dev/null)
uici="$root/build/uici"
[ -x "$uici" ] || { echo "build uici first" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
measure() {  # measure NAME CMD...: wall seconds and the runner's own CPU seconds
  python3 - "$@" <<'PY'
import subprocess, sys, time
name, cmd = sys.argv[1], sys.argv[2:]
tick = 100.0
start = time.time()
p = subprocess.Popen(cmd, stdout=open(f"{name}.out", "w"), stderr=subprocess.STDOUT)
cpu = 0.0
while p.poll() is None:
    try:
        fields = open(f"/proc/{p.pid}/stat").read().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / tick  # utime + stime of the runner itself
    except OSError:
        pass
    time.sleep(0.2)
wall = time.time() - start
print(f"{name}: {wall:.1f} s wall, {cpu:.2f} s own CPU ({100 * cpu / wall / 2:.3f}% of a core per game in flight)")
PY
}
cd "$out"
measure fastchess "$src/fastchess" -engine cmd="$sf" name=sf1 -engine cmd="$sf" name=sf2 \
  -each proto=uci tc=1+0.01 -rounds 50 -repeat -concurrency 2 -pgnout file=fastchess.pgn
measure uici "$uici" match -engine cmd="$sf" name=sf1 -engine cmd="$sf" name=sf2 \
  -each proto=uci tc=1+0.01 -rounds 50 -repeat -concurrency 2 -out file=uici.icn
echo "time forfeits: fastchess $(grep -ci 'loses on time' fastchess.pgn || true)," \
  "uici $(grep -c 'Termination "time_forfeit"' uici.icn || true)"
grep -E '^Games|^Elo' uici.out || true
