#!/usr/bin/env bash
# Opt-in: the WebAssembly build (docs/WASM.md). Builds build-wasm/ with Debian's emscripten (the
# `wasm` preset), packs the npm package folder into build-wasm/uici-wasm-*.tgz (never committed)
# and runs its tests in Node:
#   tests/wasm/transcripts.mjs   tests/transcripts/*.txt on the line face (a worker_threads worker)
#   tests/wasm/site_games.mjs    whole games through the site's engine-worker face, refereed
#   tests/wasm/static_page_test.mjs  the board page as static files (build-wasm/static/, served by
#                                python3 -m http.server) in headless Chromium: a game against the
#                                built-in engine to its end, no uici process
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

# The board page as static files (docs/WASM.md): gui/web's files, render's glyph sheet as the
# native `uici gui` serves it (the one copy of that sheet), and the package under uici-wasm/.
[ -f build/build.ninja ] || cmake --preset release >/dev/null
cmake --build build --target uici
static=build-wasm/static
rm -rf "$static" && mkdir -p "$static/uici-wasm"
cp gui/web/* "$static/"
cp build-wasm/package/* "$static/uici-wasm/"
python3 -c '
import re, subprocess, sys, urllib.request
gui = subprocess.Popen([sys.argv[1], "gui"], stdout=subprocess.PIPE, text=True)
try:
    url = re.search(r"open (http://\S+)/\?token=(\w+)", gui.stdout.readline())
    with urllib.request.urlopen(f"{url[1]}/glyphs.svg?token={url[2]}", timeout=30) as r:
        open(sys.argv[2], "wb").write(r.read())
finally:
    gui.terminate()
    gui.wait()
' build/uici "$static/glyphs.svg"
modules=build/browser  # puppeteer-core, installed as tests/gui/browser_test.sh does (never committed)
if [ ! -d "$modules/node_modules/puppeteer-core" ]; then
  mkdir -p "$modules"
  (cd "$modules" && timeout 300 npm install --no-audit --no-fund --prefix . puppeteer-core@23 >npm.log 2>&1)
fi
mkdir -p "$modules/screenshots"
NODE_PATH=$PWD/$modules/node_modules node tests/wasm/static_page_test.mjs "$static" "$(command -v chromium)" \
  "$modules/screenshots"

if [ "${1:-}" = bench ]; then
  node tests/wasm/bench.mjs build-wasm/package build/uici --record
fi
