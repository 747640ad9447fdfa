#!/usr/bin/env bash
# Opt-in: the limits of PROTOCOL.md section 8, each driven to and past its bound in a fresh
# uici process; prints the reply check and the peak RSS of each (needs ~2 GB of memory and
# about a minute). Exits non-zero when a reply is not the documented one.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target uici
python3 scripts/limits.py build/uici
