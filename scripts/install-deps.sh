#!/usr/bin/env bash
# Installs the system packages Emblem builds against, once. Idempotent: a second run only checks.
# As root it uses apt-get; otherwise it prints the exact command to run and fails.
set -euo pipefail

# fonts-dejavu-core: the font text is drawn with, so that tests of preserved text see the same glyphs
# everywhere (fontconfig would otherwise pick whichever alternative font package comes first).
packages=(pkg-config libxml2-dev librsvg2-dev libcairo2-dev zlib1g-dev fonts-dejavu-core)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: missing system packages (${missing[*]}) and no apt-get here; install their equivalents for libxml-2.0, librsvg-2.0 and zlib (pkg-config names)." >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: missing system packages: ${missing[*]}" >&2
  echo "run: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
