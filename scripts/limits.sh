#!/usr/bin/env bash
# Opt-in: the limits of PROTOCOL.md section 8, each driven to and past its bound in a fresh
# uici process; prints the reply check and the peak RSS of each (needs ~2 GB of memory and
# a few minutes), and the search's answer times among 1,000,000 and 10,000,000 rooks. Exits
# non-zero when a reply is not the documented one or an answer is late.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target uici
python3 scripts/limits.py build/uici
