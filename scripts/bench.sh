#!/usr/bin/env bash
# Speed and memory figures of uici (not a test), printed as one table: ICN reading, the
# legality predicate, apply+undo, perft, requests through the real server on pipes, memory
# per 1,000,000 pieces. Pass --quick for one short run of each. Exits 1 only when a figure is
# BROKEN (a wrong node count or reply), never because of time.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target uici_bench uici >/dev/null
# Not pinned to a core: the pipe figures need the driver and the server side by side.
start=$SECONDS
./build-bench/uici_bench "$@"
echo "($((SECONDS - start)) s)"
