#!/usr/bin/env bash
# The board page's speed in headless Chromium (tests/gui/page_bench.mjs): prints a table of the
# 100,000-piece load and the pan frame times, and with --record files it in docs/PERFORMANCE.md
# (scripts/bench_record.py). Needs what tests/gui/browser_test.sh needs (chromium, puppeteer-core
# from npm into build/browser).
#   scripts/gui_bench.sh [--record] [UICI_BINARY]     (default build/uici; UICI_GUI_BENCH_RUNS=3)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
record=0
if [ "${1:-}" = --record ]; then record=1; shift; fi
uici=${1:-$root/build/uici}
out=$(UICI_PAGE_SCRIPT=page_bench.mjs "$root/tests/gui/browser_test.sh" "$uici")
echo "$out"
if [ "$record" = 1 ]; then
  day=$(date -u +%F)
  {
    echo "* date: $(date -u '+%F %H:%M') UTC; machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg);"
    echo "  \`scripts/gui_bench.sh\` ($(chromium --version 2>/dev/null | head -1), headless, 1280x800, --disable-gpu)"
    echo
    echo "$out" | grep '^|'
  } | python3 "$root/scripts/bench_record.py" "$root/docs/PERFORMANCE.md" "$day: scripts/gui_bench.sh (the board page)"
fi
