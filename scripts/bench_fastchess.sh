#!/usr/bin/env bash
# Opt-in (not in the test suite): uici match beside fastchess on issue 29's work, a round robin of
# four Debian stockfish engines at Skill Levels 5, 10, 15 and 20, tc=1+0.01, concurrency 2, the
# same EPD openings (written here, both colours each) and the same time margin for both runners.
# For each runner: wall time, games, forfeits (time, crash or no answer, illegal move: the
# Termination tags of both runners' PGN, which spell them alike), its own CPU (utime + stime of
# its process and threads, engines excluded; scripts/runner_use.py) per game and per move, and the
# load average around each run. The figures are recorded in docs/PERFORMANCE.md
# (scripts/bench_record.py, dated, the machine named).
#   scripts/bench_fastchess.sh
#   ROUNDS=8    rounds: each of the 6 pairings plays the round's opening with both colours (12 games)
#   RUNS=1      runs; odd runs start with fastchess, even runs with uici
#   MARGIN=100  timemargin= in ms for both runners
#   NOTE="..."  a sentence for the record (the machine's other load, say)
#   RECORD=0    print only; KEEP=dir keeps the games and outputs
# fastchess is fetched and built in build/fastchess-src (ignored, never committed): from the
# local mirror when there is one (FASTCHESS_MIRROR), else cloned from GitHub at FASTCHESS_COMMIT.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rounds=${ROUNDS:-8}
runs=${RUNS:-1}
margin=${MARGIN:-100}
mirror=${FASTCHESS_MIRROR:-/work/.mirror/Disservin+fastchess/repo}
commit=${FASTCHESS_COMMIT:-74deac23aadc6718fa0f8e24ac95d16392d79444}
src="$root/build/fastchess-src"
"$root/scripts/setup.sh" stockfish make git
# Debian installs stockfish in /usr/games, which is not on every PATH.
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "stockfish not found" >&2; exit 1; }
uici="$root/build/uici"
[ -x "$uici" ] || { echo "build uici first (ninja -C build uici)" >&2; exit 1; }
if [ ! -x "$src/fastchess" ]; then
  rm -rf "$src"
  mkdir -p "$src"
  if [ -d "$mirror" ]; then
    git --git-dir="$mirror" archive "$commit" | tar -x -C "$src"
  else
    git clone --quiet https://github.com/Disservin/fastchess "$src"
    git -C "$src" checkout --quiet "$commit"
  fi
  echo "building fastchess in $src" >&2
  (cd "$src" && nice -n 19 make -j2 >"$src/build.log" 2>&1) || { tail "$src/build.log" >&2; exit 1; }
fi
fc="$src/fastchess"
out=${KEEP:-$(mktemp -d)}
mkdir -p "$out"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$out"' EXIT
cd "$out"
# Eight openings, played in order; the English and the Reti with black to move.
cat >book.epd <<'EPD'
rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2
rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2
rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1
rnbqkbnr/pp1ppppp/2p5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
EPD
engines=()
for level in 5 10 15 20; do
  engines+=(-engine cmd="$sf" name="sf$level" "option.Skill Level=$level")
done
common=(-each proto=uci tc=1+0.01 timemargin="$margin" option.Threads=1 option.Hash=16
  -tournament roundrobin -rounds "$rounds" -repeat -concurrency 2
  -openings file=book.epd format=epd order=sequential)
games=$((rounds * 12))
run_fastchess() {
  python3 "$root/scripts/runner_use.py" "fastchess$1" "$fc" "${engines[@]}" "${common[@]}" \
    -pgnout file="fastchess$1.pgn"
}
run_uici() {
  python3 "$root/scripts/runner_use.py" "uici$1" "$uici" match "${engines[@]}" "${common[@]}" \
    -out file="uici$1.icn" -pgnout file="uici$1.pgn"
}
load() { cut -d' ' -f1 /proc/loadavg; }
for run in $(seq "$runs"); do
  order="fastchess uici"
  [ $((run % 2)) -eq 0 ] && order="uici fastchess"
  rm -f ./*"$run".pgn ./*"$run".icn
  echo "$run $order $(load)" >>runs.txt
  for runner in $order; do
    "run_$runner" "$run"
    echo "$runner$run $(load)" >>loads.txt
  done
done
# The table: both runners' PGN spell PlyCount and Termination alike (uici: docs/MATCH.md).
body=$(python3 - "$games" "$runs" "$sf" "$commit" "${NOTE:-}" <<'PY'
import os, platform, re, subprocess, sys
games, runs, sf, commit, note = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
loads = dict(line.split() for line in open("loads.txt"))
cpu_model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
sf_version = subprocess.run([sf], input="quit\n", capture_output=True, text=True).stdout.split("\n")[0]
print(f"Machine `{platform.node()}`: {cpu_model}, {os.cpu_count()} logical cores. {sf_version}; fastchess "
      f"built from commit {commit[:8]}. Four stockfish engines at Skill Level 5, 10, 15, 20, round robin, "
      f"tc=1+0.01, concurrency 2, 8 EPD openings with both colours, {games} games a runner and run.")
if note:
    print(f"\n{note}")
print("\n| run, load (1 min) before | runner | wall | games | forfeits | own CPU | CPU a game | CPU a move |")
print("|---|---|---|---|---|---|---|---|")
def figures(tag):
    text = open(f"{tag}.pgn").read() if os.path.exists(f"{tag}.pgn") else ""
    return {"played": len(re.findall(r'^\[Result "(?:1-0|0-1|1/2-1/2)"\]', text, re.M)),
            "plies": sum(int(n) for n in re.findall(r'^\[PlyCount "(\d+)"\]', text, re.M)),
            "forfeits": len(re.findall(r'^\[Termination "(?:time forfeit|abandoned|illegal move)"\]', text, re.M)),
            "wall": float(open(f"{tag}.wall").read()), "cpu": float(open(f"{tag}.cpu").read())}
for line in open("runs.txt"):
    run, first, second, before = line.split()
    f = {name: figures(f"{name}{run}") for name in (first, second)}
    for name in (first, second):
        g = f[name]
        vs = f" ({100 * (g['wall'] / f['fastchess']['wall'] - 1):+.1f} %)" if name == "uici" else ""
        after = loads[f"{name}{run}"]
        label = f"{run}, {first} first; {before}, {after} after" if name == first else f"{after} after"
        print(f"| {label} | {'uici match' if name == 'uici' else name} | {g['wall']:.1f} s{vs} | {g['played']} | "
              f"{g['forfeits']} | {g['cpu']:.2f} s | {1000 * g['cpu'] / max(g['played'], 1):.1f} ms | "
              f"{1e6 * g['cpu'] / max(g['plies'], 1):.0f} us |")
PY
)
echo "$body"
if [ "${RECORD:-1}" != 0 ]; then
  python3 "$root/scripts/bench_record.py" "$root/docs/PERFORMANCE.md" \
    "$(date -u +%F): scripts/bench_fastchess.sh (4-engine stockfish round robin beside fastchess, ROUNDS=$rounds RUNS=$runs)" \
    <<<"$body"
fi
