#!/usr/bin/env bash
# Opt-in heavy check: every perft.json anchor at every depth (depth 5 of the 8x8 tables,
# classical_border10 depth 3, pawn horde depth 4, ...). Minutes, not seconds.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target uici_tests
./build/uici_tests -tc="perft_deep*" --no-skip -s "$@"
