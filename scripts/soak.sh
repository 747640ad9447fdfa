#!/usr/bin/env bash
# Opt-in soak: 16 seeds side by side, each driving two uici servers through 100,000 seeded
# requests: the text wire's malformed and switched lines as raw bytes, and random games through
# the Python client (python/uici); every reply checked, RSS sampled for growth, exit codes and
# stderr checked at the end (scripts/soak/run.py says how).
#   scripts/soak.sh [--procs N] [--requests N] [--seed N] [--rss-tolerance-mb MB]
#                   [--part split|text|client|full] [--facts DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target uici
exec python3 scripts/soak/run.py --bin build/uici "$@"
