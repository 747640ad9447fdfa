#!/usr/bin/env bash
# Installs what uici needs to build and test, with apt-get, only when something is missing.
# Idempotent: when everything is present it only runs a few dpkg queries and exits.
# Extra package names given as arguments are installed too (used by the opt-in scripts).
set -euo pipefail

packages=(g++ cmake ninja-build python3 libboost1.81-dev nlohmann-json3-dev doctest-dev clang-format libgmp-dev python3-pytest mypy chromium parallel "$@")

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have empty package lists: update once, then install.
if ! "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" </dev/null >&2; then
  "${sudo[@]}" apt-get update </dev/null >&2
  "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" </dev/null >&2
fi
