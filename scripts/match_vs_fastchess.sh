#!/usr/bin/env bash
# Opt-in: uici match side by side with fastchess on the same work: Debian's stockfish against
# itself, tc=1+0.01, 100 games, concurrency 2, the same time margin for both runners. Prints the
# load average before and after, each runner's wall time, games played, time forfeits and own CPU
# (utime + stime of the runner's process and threads, engines excluded, read when it has ended),
# its wake-ups a ply, and what a wake-up with no work in it costs on this machine.
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
  python3 "$root/scripts/runner_use.py" "$@"
}
cd "$out"
# Both runners append to an existing game file: a kept folder must not count an earlier run's games.
rm -f fastchess.pgn uici.icn fastchess.cpu uici.cpu
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
    # uici match counts its threads' wake-ups (voluntary context switches) in its last line.
    woken = ""
    if name == "uici":
        m = re.search(r"(\d+) wake-ups", open("uici.out").read())
        woken = f", {int(m.group(1)) / max(n, 1):.1f} wake-ups a ply" if m else ""
    print(f"{name}: {n} plies, {1e6 * cpu / max(n, 1):.0f} us of own CPU a ply{woken}")
PY
# What one wake-up costs on this machine with no work in it: a reader blocked in epoll_wait on a
# pipe, woken by one short line every 2 ms, reads it and waits again (its CPU from schedstat).
# A runner that wakes W times a ply cannot spend less than W times this.
cat > wakeup.c <<'C'
#include <stdio.h>
#include <sys/epoll.h>
#include <time.h>
#include <unistd.h>
int main(void) {
    enum { kLines = 2000 };
    int p[2];
    if (pipe(p) != 0) return 1;
    if (fork() == 0) {
        close(p[0]);
        struct timespec gap = {0, 2000000};
        for (int i = 0; i < kLines; ++i) {
            nanosleep(&gap, NULL);
            if (write(p[1], "info depth 1 score cp 0\n", 24) != 24) return 1;
        }
        return 0;
    }
    close(p[1]);
    int ep = epoll_create1(0);
    struct epoll_event ev = {EPOLLIN, {0}};
    epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &ev);
    char buf[4096];
    for (;;) {
        struct epoll_event e;
        epoll_wait(ep, &e, 1, -1);
        if (read(p[0], buf, sizeof buf) <= 0) break;
    }
    long long run = 0, wait = 0, slices = 0;
    FILE* f = fopen("/proc/self/schedstat", "r");
    if (!f || fscanf(f, "%lld %lld %lld", &run, &wait, &slices) != 3) return 1;
    printf("a bare wake-up (epoll_wait + read of one line) costs %.1f us of CPU on this machine\n",
           run / 1000.0 / kLines);
    return 0;
}
C
cc -O2 -o wakeup wakeup.c && ./wakeup
