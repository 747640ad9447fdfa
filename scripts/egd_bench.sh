#!/usr/bin/env bash
# Opt-in benchmark: PGN to EGD with `uici convert` against chess.js@1.4.0's load-and-replay of the
# same games in the same run (target: 20x). Installs chess.js from npm into build-ext/ (exit 77
# when it cannot). Uses build/uici (UICI=... for another binary; build it in Release).
#   scripts/egd_bench.sh [REPEAT]     the corpus games of tests/data/egd/*.pgn, REPEAT times (5)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
source scripts/egd/chessjs.sh
echo "machine: $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg); node $(node --version); $(date -u '+%F %H:%M UTC')"
node scripts/egd/bench.mjs "$CHESSJS_DIR" "$uici" "${1:-5}" tests/data/egd/*.pgn
