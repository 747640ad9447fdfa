#!/usr/bin/env bash
# Installs what is missing, builds uici (Release) and starts the server; arguments pass through.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh"
{
  cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release
  cmake --build "$root/build" --target uici
} >&2
exec "$root/build/uici" "$@"
