#!/usr/bin/env bash
# Opt-in: the WebAssembly build (docs/WASM.md). Builds build-wasm/ with Debian's emscripten (the
# `wasm` preset), packs the npm package folder into build-wasm/uici-wasm-*.tgz (never committed)
# and runs its tests in Node:
#   tests/wasm/transcripts.mjs   tests/transcripts/*.txt on the line face (a worker_threads worker)
#   tests/wasm/site_games.mjs    whole games through the site's engine-worker face, refereed
#   scripts/wasm.sh bench        also the speed benchmark against the native build (tests/wasm/bench.mjs),
#                                its rows into docs/PERFORMANCE.md
# Not part of scripts/test.sh: a clean build took about 30 minutes on this shared 2-core machine.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup.sh emscripten nodejs
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake --preset wasm "${launcher[@]}" >/dev/null
cmake --build --preset wasm
(cd build-wasm/package && npm pack --silent --pack-destination .. >/dev/null)
echo "wasm: $(ls build-wasm/uici-wasm-*.tgz), uici.wasm $(stat -c %s build-wasm/package/uici.wasm) bytes," \
  "$(gzip -9 -c build-wasm/package/uici.wasm | wc -c) gzipped"
node tests/wasm/transcripts.mjs build-wasm/package
node tests/wasm/site_games.mjs build-wasm/package
if [ "${1:-}" = bench ]; then
  cmake --build build --target uici
  node tests/wasm/bench.mjs build-wasm/package build/uici --record
fi
