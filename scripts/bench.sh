#!/usr/bin/env bash
# Speed and memory figures of uici (not a test), printed as one table: ICN reading, `uici
# convert` as a whole process beside the reference converter's, the legality predicate,
# apply+undo, perft, requests through the real server on pipes, memory per 1,000,000 pieces.
# Pass --quick for one short run of each, --5d for the 5D replay beside 5d-chess-js. Exits 1 only when a figure is BROKEN (a wrong node
# count, reply or document), never because of time.
#
# The reference converter (tsevasa/infinite-chess-notation, run under node) is cloned into
# build-bench/ext/ (git-ignored, never committed) when missing; UICI_REFERENCE_DIR names another
# copy. Without git access or node its rows are left out, with a message saying so.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# --5d: only the 5D replay beside 5d-chess-js (scripts/bench_5d.sh, which installs it with npm).
if [ "${1:-}" = "--5d" ]; then
  shift
  exec scripts/bench_5d.sh "$@"
fi
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target uici_bench uici >/dev/null

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

# Not pinned to a core: the pipe figures need the driver and the server side by side.
start=$SECONDS
./build-bench/uici_bench "${reference[@]}" "$@"
echo "($((SECONDS - start)) s)"
