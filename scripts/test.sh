#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test twice: a Release build, then an
# AddressSanitizer + UndefinedBehaviorSanitizer build of the same suite.
# Heavy checks (deep perft, fuzzing, soak, benchmarks) are separate opt-in scripts.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
jobs=$(nproc)
# With ccache installed, a second run (or CI with its cache kept) compiles only what changed.
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
# A unity build (CMake's batches of 8 sources a unit) halves a fresh clone's compile time: the heavy
# headers (Boost, nlohmann/json, doctest) are parsed once a batch instead of once a file
# (docs/decisions/narrow-wide.md, "Build time"). UICI_UNITY=0 builds file by file, which an edit-build
# loop prefers (a change recompiles one file, not its batch).
unity=(-DCMAKE_UNITY_BUILD="$([ "${UICI_UNITY:-1}" = 0 ] && echo OFF || echo ON)")

# Each phase's wall time, printed when the script ends (also on a failure), so a slow CI run
# says where its minutes went: the budget for a fresh clone is 20 minutes (README).
phases=()
phase_start=$SECONDS
phase_name="setup"
phase() {
  phases+=("$(printf '%5ds  %s' $((SECONDS - phase_start)) "$phase_name")")
  phase_start=$SECONDS
  phase_name=$1
  echo "== $1"
}
report_phases() {
  local rc=$?
  phases+=("$(printf '%5ds  %s' $((SECONDS - phase_start)) "$phase_name")")
  echo "== Time by phase (exit $rc, ${SECONDS}s in all)"
  printf '%s\n' "${phases[@]}"
}
trap report_phases EXIT

scripts/setup.sh
phase "Format (.clang-format)"
# UICI_FORMAT_CHECK=0 skips it (for example with a clang-format other than Debian's 14).
scripts/check_format.sh

phase "Release build"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" "${unity[@]}" >/dev/null
cmake --build build -j "$jobs"
phase "Release tests"
# The board page's browser test (tests/gui/browser_test.sh) may skip elsewhere, never here.
UICI_REQUIRE_BROWSER=1 ctest --test-dir build --output-on-failure -j "$jobs"

phase "Python client (python/: pytest against build/uici, mypy --strict)"
UICI_BINARY="$root/build/uici" PYTHONDONTWRITEBYTECODE=1 pytest-3 -q -p no:cacheprovider --doctest-modules python/uici tests/python
MYPYPATH=python:tests/python mypy --strict --cache-dir build/mypy-cache python/uici tests/python

phase "ASan/UBSan build"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DUICI_SANITIZE=ON "${launcher[@]}" "${unity[@]}" >/dev/null
cmake --build build-asan -j "$jobs"
phase "ASan/UBSan tests"
# Sanitized code runs several times slower: the generous time bounds of the process tests
# (answers while a job runs, exit on a signal) are stretched, never dropped.
UICI_TIME_SCALE=${UICI_TIME_SCALE:-6} \
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs"

# Optional: the ICN conformance corpus's own scorer, when that corpus (which tests/data/icn-reference.jsonl
# copies) is checked out beside the clone as ../shared/conformance.
scorer="$root/../shared/conformance/score_icn.py"
if [ -f "$scorer" ]; then
  phase "ICN conformance (external scorer)"
  # Cases where the reference is wrong or loses precision are tagged in the corpus (the scorer
  # asks only for a clean answer there, PROTOCOL.md 1.7): every failure fails.
  report=$(python3 "$scorer" --bin build/uici || true)
  echo "$report" | tail -n 5
  unexpected=$(echo "$report" | grep '^FAIL' || true)
  if [ -n "$unexpected" ] || ! echo "$report" | grep -q 'icn conformance:'; then
    echo "$unexpected"
    echo "ICN conformance: unexpected failures" >&2
    exit 1
  fi
fi
