#!/usr/bin/env bash
# Speed and memory figures of uici (not a test), printed as one table: ICN reading, `uici
# convert` as a whole process beside the reference converter's, the legality predicate,
# apply+undo, perft, requests through the real server on pipes, memory per 1,000,000 pieces.
# Pass --quick for one short run of each, --only GROUP for one group, --5d for the 5D replay
# beside 5d-chess-js, --convert [RUNS] for `uici convert` beside the reference converter on
# several 100,000-piece inputs (scripts/bench_convert.py: wall and CPU time, RSS, page faults), --search [RUNS]
# for the search's node rate, `go depth D` on the bench's positions in nodes per CPU second
# (scripts/bench_search.py; UICI=path measures that Release binary instead of building build-bench),
# then the search's parts one at a time (uici_bench_search, when it stands beside that binary).
# Exits 1 only when a figure is BROKEN (a wrong node count, reply or
# document), never because of time.
#
# Each run is recorded in docs/PERFORMANCE.md (scripts/bench_record.py): a section headed by the
# UTC date and the arguments, with the machine (CPU model, cores, memory), the compiler, the
# commit and the load average, then the rows; a later run on the same day with the same
# arguments is added as "(run 2)", ... above it, never in its place. --no-record prints only; a
# BROKEN run is never recorded.
#
# The reference converter (tsevasa/infinite-chess-notation, run under node) is cloned into
# build-bench/ext/ (git-ignored, never committed) when missing; UICI_REFERENCE_DIR names another
# copy. Without git access or node its rows are left out, with a message saying so.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
record=1 args=()
for a in "$@"; do
  if [ "$a" = "--no-record" ]; then record=0; else args+=("$a"); fi
done
set -- "${args[@]}"
load=$(cut -d' ' -f1-3 /proc/loadavg)
when=$(date -u '+%Y-%m-%d %H:%M UTC')
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# Writes this run's section into docs/PERFORMANCE.md: the machine, then what the bench printed
# (uici_bench's own machine lines left out, the section says them once).
record_run() {
  local cxx mem commit
  cxx=$(sed -n 's/^set(CMAKE_CXX_COMPILER_\(ID\|VERSION\) "\(.*\)")$/\2/p' "$bench_build"/CMakeFiles/*/CMakeCXXCompiler.cmake | paste -sd' ')
  mem=$(awk '/^MemTotal:/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
  commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
  if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null | grep -v ' docs/PERFORMANCE.md$')" ]; then
    commit="$commit with local changes"
  fi
  {
    echo "* machine: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc --all) logical cores ($(nproc) usable), $mem memory"
    echo "* compiler: ${cxx:-unknown}, Release (-O3 -DNDEBUG); commit $commit"
    echo "* date: $when; load average at start $load; took $1 s"
    echo
    if grep -q '^|-' "$out"; then
      # A Markdown table already: a blank line before it, so that it renders as one.
      grep -v '^\(machine\|date\|compiler\):' "$out" | sed 's/^method:   /method: /' |
        awk '/^\|/ && prev !~ /^\|/ && prev != "" {print ""} {print; prev = $0}'
    else
      printf '```\n%s\n```\n' "$(cat "$out")"
    fi
  } | python3 scripts/bench_record.py docs/PERFORMANCE.md "${when%% *}: scripts/bench.sh${args[*]:+ ${args[*]}}"
  echo "recorded in docs/PERFORMANCE.md" >&2
}

# Runs a command that prints the table, then records it (unless --no-record); a BROKEN figure
# (the command's exit code) is never recorded.
run_table() {
  local start=$SECONDS status=0
  "$@" | tee "$out" || status=$?
  echo "($((SECONDS - start)) s)"
  if [ "$status" != 0 ]; then
    echo "not recorded in docs/PERFORMANCE.md: a figure is BROKEN" >&2
    exit "$status"
  fi
  if [ "$record" = 1 ]; then record_run $((SECONDS - start)); fi
  exit 0
}

# --search with UICI=path: that Release binary's node rate, without building build-bench.
bench_build=build-bench
if [ "${1:-}" = "--search" ] && [ -n "${UICI:-}" ]; then
  shift
  bench_build=$(dirname "$UICI")
  run_table python3 scripts/bench_search.py "$UICI" "$@"
fi

# --5d: only the 5D replay beside 5d-chess-js (scripts/bench_5d.sh, which installs it with npm).
if [ "${1:-}" = "--5d" ]; then
  shift
  start=$SECONDS
  scripts/bench_5d.sh "$@" | tee "$out"
  if [ "$record" = 1 ]; then record_run $((SECONDS - start)); fi
  exit 0
fi
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
if [ "${1:-}" = "--search" ]; then
  cmake --build build-bench -j2 --target uici uici_bench_search >/dev/null
elif [ "${1:-}" = "--convert" ]; then
  cmake --build build-bench -j2 --target uici >/dev/null
else
  cmake --build build-bench -j2 --target uici_bench uici >/dev/null
fi

# --search: the search's node rate (scripts/bench_search.py), the uici process alone.
if [ "${1:-}" = "--search" ]; then
  shift
  run_table python3 scripts/bench_search.py build-bench/uici "$@"
fi

reference_dir=${UICI_REFERENCE_DIR:-$root/build-bench/ext/infinite-chess-notation}
reference=()
if ! command -v node >/dev/null; then
  echo "reference converter: node is not installed (apt-get install nodejs); its rows are left out" >&2
else
  if [ ! -f "$reference_dir/FormatConverter.js" ] && command -v git >/dev/null; then
    git clone --quiet --depth 1 https://github.com/tsevasa/infinite-chess-notation "$reference_dir" 2>/dev/null ||
      rm -rf "$reference_dir"
  fi
  if [ -f "$reference_dir/FormatConverter.js" ]; then
    reference=(--reference "$reference_dir/FormatConverter.js")
  else
    echo "reference converter: cannot fetch tsevasa/infinite-chess-notation into $reference_dir; its rows are left out" >&2
  fi
fi

# --convert: the whole-process rows of `uici convert` (scripts/bench_convert.py).
if [ "${1:-}" = "--convert" ]; then
  shift
  run_table python3 scripts/bench_convert.py build-bench/uici "${reference[1]:-}" "$@"
fi

# Not pinned to a core: the pipe figures need the driver and the server side by side.
run_table ./build-bench/uici_bench "${reference[@]}" "$@"
