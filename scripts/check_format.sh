#!/usr/bin/env bash
# Checks (never rewrites) that every tracked .cpp/.hpp file matches .clang-format; lists the
# files that do not and exits 1. UICI_FORMAT_CHECK=0 skips the check.
# To reformat the whole tree:  git ls-files '*.cpp' '*.hpp' | xargs clang-format -i
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
if [ "${UICI_FORMAT_CHECK:-1}" = 0 ]; then
  echo "format check skipped (UICI_FORMAT_CHECK=0)"
  exit 0
fi
# The style file is read by clang-format 14 (Debian bookworm); a newer one may format differently.
tool=$(command -v clang-format-14 || command -v clang-format || true)
[ -n "$tool" ] || { echo "check_format: clang-format not found (scripts/setup.sh installs it)" >&2; exit 1; }
bad=()
while IFS= read -r -d '' f; do
  "$tool" --style=file --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done < <(git ls-files -z '*.cpp' '*.hpp')
if [ ${#bad[@]} -gt 0 ]; then
  printf 'not formatted: %s\n' "${bad[@]}" >&2
  echo "check_format: ${#bad[@]} file(s) differ from .clang-format (clang-format -i <file> fixes one)" >&2
  exit 1
fi
echo "format: every tracked .cpp/.hpp file matches .clang-format"
