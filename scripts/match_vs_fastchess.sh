#!/usr/bin/env bash
# Opt-in: uici match side by side with fastchess on the same work: Debian's stockfish against
# itself, tc=1+0.01, 100 games, concurrency 2, the same time margin for both runners. Prints the
# load average before and after, each runner's wall time, games played, time forfeits and own CPU
# (utime + stime of the runner's process and threads, engines excluded, read when it has ended).
#   scripts/match_vs_fastchess.sh [FASTCHESS_SOURCE_DIR]   (default /work/ext/fastchess)
#   GAMES=100 MARGIN=100 ORDER="fastchess uici" KEEP=dir
#   (MARGIN: timemargin= in ms for both runners; ORDER: which runs first; KEEP: keep the outputs)
# Fastchess is not part of this repository: put its source (github.com/Disservin/fastchess)
# in a folder outside it; this script builds it there.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
src=${1:-/work/ext/fastchess}
games=${GAMES:-100}
margin=${MARGIN:-100}
order=${ORDER:-fastchess uici}
"$root/scripts/setup.sh" stockfish make
# Debian installs stockfish in /usr/games, which is not on every PATH.
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "stockfish not found" >&2; exit 1; }
[ -d "$src" ] || { echo "no fastchess source in $src" >&2; exit 1; }
[ -x "$src/fastchess" ] || (cd "$src" && nice -n 19 make -j2 >/dev/null)
uici="$root/build/uici"
[ -x "$uici" ] || { echo "build uici first" >&2; exit 1; }
out=${KEEP:-$(mktemp -d)}
mkdir -p "$out"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$out"' EXIT
measure() {  # measure NAME CMD...: wall seconds and the runner's own CPU seconds
  python3 - "$@" <<'PY'
import os, subprocess, sys, time
name, cmd = sys.argv[1], sys.argv[2:]
tick = os.sysconf("SC_CLK_TCK")
start = time.monotonic()
p = subprocess.Popen(cmd, stdout=open(f"{name}.out", "w"), stderr=subprocess.STDOUT)
# Wait for the end without reaping: /proc/PID/stat of the zombie still holds the runner's own
# final utime and stime (its threads included, its engines not).
os.waitid(os.P_PID, p.pid, os.WEXITED | os.WNOWAIT)
wall = time.monotonic() - start
fields = open(f"/proc/{p.pid}/stat").read().rsplit(")", 1)[1].split()
cpu = (int(fields[11]) + int(fields[12])) / tick
p.wait()
open(f"{name}.cpu", "w").write(f"{cpu}\n")
print(f"{name}: {wall:.1f} s wall, {cpu:.2f} s own CPU "
      f"({100 * cpu / wall / 2:.3f}% of a core per game in flight), exit {p.returncode}")
PY
}
cd "$out"
run_fastchess() {
  measure fastchess "$src/fastchess" -engine cmd="$sf" name=sf1 -engine cmd="$sf" name=sf2 \
    -each proto=uci tc=1+0.01 timemargin="$margin" -rounds $((games / 2)) -repeat -concurrency 2 \
    -pgnout file=fastchess.pgn
}
run_uici() {
  measure uici "$uici" match -engine cmd="$sf" name=sf1 -engine cmd="$sf" name=sf2 \
    -each proto=uci tc=1+0.01 timemargin="$margin" -rounds $((games / 2)) -repeat -concurrency 2 \
    -out file=uici.icn
}
echo "load before: $(uptime)"
for runner in $order; do
  "run_$runner"
  echo "load after $runner: $(uptime)"
done
count() { grep -c "$1" "$2" || true; }
echo "games: fastchess $(count '^\[Result ' fastchess.pgn), uici $(count '^\[Result ' uici.icn) (of $games)"
echo "time forfeits: fastchess $(count '^\[Termination "time forfeit"\]' fastchess.pgn)," \
  "uici $(count '^\[Termination "time_forfeit"\]' uici.icn)"
grep -E '^Runner' uici.out || true
# The games' lengths differ from run to run: the runner's CPU per move compares them too.
python3 - <<'PY'
import os, re
def plies(name, text):
    if name == "fastchess":
        return sum(int(n) for n in re.findall(r'^\[PlyCount "(\d+)"\]', text, re.M))
    # uici: every move has a comment (its time at least); tag lines have none.
    return sum(line.count("{") for line in text.splitlines() if not line.startswith("["))
for name, out in (("fastchess", "fastchess.pgn"), ("uici", "uici.icn")):
    if not os.path.exists(f"{name}.cpu"):
        continue
    n = plies(name, open(out).read())
    cpu = float(open(f"{name}.cpu").read())
    print(f"{name}: {n} plies, {1e6 * cpu / max(n, 1):.0f} us of own CPU a ply")
PY
