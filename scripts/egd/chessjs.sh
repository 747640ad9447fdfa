# Sourced by the EGD scripts: installs chess.js@1.4.0 from npm into build-ext/chessjs (git-ignored)
# and sets CHESSJS_DIR, and uici to the binary (UICI, else build/uici); when node, npm or the registry is missing it says so and exits 77
# (skipped: nothing was compared, so nothing passed).
ext="$root/build-ext/chessjs"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "SKIPPED: node or npm is not installed, so chess.js cannot be compared" >&2
  exit 77
fi
if [ ! -f "$ext/node_modules/chess.js/package.json" ] || ! grep -q '"version": "1.4.0"' "$ext/node_modules/chess.js/package.json"; then
  mkdir -p "$ext"
  if ! (cd "$ext" && timeout 120 npm install --no-audit --no-fund --silent chess.js@1.4.0 >/dev/null 2>&1); then
    echo "SKIPPED: the npm registry cannot be reached, so chess.js@1.4.0 is not installed and nothing was compared" >&2
    exit 77
  fi
fi
CHESSJS_DIR="$ext"
uici=${UICI:-build/uici}
[ -x "$uici" ] || { echo "build $uici first (cmake --build build --target uici)" >&2; exit 1; }
