#!/usr/bin/env bash
# The board page in headless Chromium (tests/gui/browser_test.mjs): starts `uici gui`, plays
# through the page by clicks and drags, checks the board, arrows and clocks in the DOM and saves
# screenshots. Needs Debian's chromium (scripts/setup.sh installs it) and puppeteer-core from npm,
# installed here into build/browser (never committed). Exits 77 (ctest: SKIPPED) only when one of
# the two cannot be had, and then only outside scripts/test.sh.
#   tests/gui/browser_test.sh UICI_BINARY [SCREENSHOT_DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
uici=${1:?usage: browser_test.sh UICI_BINARY [SCREENSHOT_DIR]}
shots=${2:-$root/build/browser/screenshots}
# scripts/test.sh sets UICI_REQUIRE_BROWSER=1: there a missing browser is a failure, not a skip.
skip() {
  echo "SKIPPED: $1"
  if [ "${UICI_REQUIRE_BROWSER:-0}" = 1 ]; then echo "UICI_REQUIRE_BROWSER=1: failing instead" >&2; exit 1; fi
  exit 77
}
chrome=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chrome" ] || skip "chromium is not installed (scripts/setup.sh installs it)"
command -v node >/dev/null || skip "node is not installed"
modules=$root/build/browser
if [ ! -d "$modules/node_modules/puppeteer-core" ]; then
  mkdir -p "$modules"
  if ! (cd "$modules" && timeout 300 npm install --no-audit --no-fund --prefix . puppeteer-core@23 >npm.log 2>&1); then
    skip "npm could not install puppeteer-core (see $modules/npm.log)"
  fi
fi
mkdir -p "$shots"
# UICI_PAGE_SCRIPT=page_bench.mjs runs the page bench instead (scripts/gui_bench.sh).
NODE_PATH=$modules/node_modules exec node "$root/tests/gui/${UICI_PAGE_SCRIPT:-browser_test.mjs}" "$uici" "$chrome" "$shots"
