#!/usr/bin/env bash
# Speed figures of the rules engine (not a test): perft nodes per second on the bordered
# classical start and check_move time on 100 and 100,000 pieces. One core; pass --quick
# for a single short run.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target uici_bench
taskset -c 0 ./build-bench/uici_bench "$@" 2>/dev/null || ./build-bench/uici_bench "$@"
