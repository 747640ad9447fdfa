#!/usr/bin/env bash
# Opt-in differential test of PGN -> EGD against chess.js@1.4.0 (installed from npm into
# build-ext/): every ply of the corpus games (tests/data/egd/*.pgn, or the files given) must
# agree on positions, from/to, moved, captured and promotion piece, move type, check, mate and
# stalemate. Exit 0 all agree, 1 a difference, 77 skipped (no node/npm or no registry).
# Opt-in because it needs the npm registry; it takes a few seconds once installed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
source scripts/egd/chessjs.sh
if [ $# -eq 0 ]; then set -- tests/data/egd/*.pgn; fi
node scripts/egd/diff.mjs "$CHESSJS_DIR" "$uici" "$@"
