#!/usr/bin/env bash
# Opt-in soak: 16 uici servers side by side, each driven through 100,000 seeded mixed requests
# (valid and malformed), every reply checked, RSS sampled for growth, exit codes and stderr
# checked at the end (scripts/soak/run.py says how). About 2 to 3 minutes on 2 shared cores.
#   scripts/soak.sh [--procs N] [--requests N] [--seed N] [--rss-tolerance-mb MB]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target uici
exec python3 scripts/soak/run.py --bin build/uici "$@"
