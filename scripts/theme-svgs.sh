#!/usr/bin/env bash
# Fetches two large public icon themes from Debian (Breeze, KDE's, and Papirus: Inkscape-drawn, with
# sheets, `currentColor` classes, gradients, filters and masks, ≈ 57,000 SVG files between them) into a
# cache outside the repository, and gathers their files (not their links, which alias the same files)
# into a corpus directory of links for `emblem-corpus`; prints its path. Nothing is copied into the
# repository. A second run reuses the cache.
# Usage: scripts/theme-svgs.sh [OUT_DIR]   (default .build/theme-svgs; cache: $EMBLEM_THEME_CACHE or ~/.cache/emblem-themes)
set -euo pipefail

out=${1:-.build/theme-svgs}
cache=${EMBLEM_THEME_CACHE:-$HOME/.cache/emblem-themes}
packages=(breeze-icon-theme papirus-icon-theme)

mkdir -p "$cache/debs"
for package in "${packages[@]}"; do
  if ! ls "$cache/debs/${package}_"*.deb >/dev/null 2>&1; then
    command -v apt-get >/dev/null || { echo "error: apt-get is needed to fetch $package" >&2; exit 1; }
    (cd "$cache/debs" && apt-get download "$package" >&2) || {
      echo "error: could not download $package (as root, run apt-get update first)" >&2; exit 1; }
  fi
  marker="$cache/.extracted-$package"
  if [ ! -e "$marker" ]; then
    dpkg-deb -x "$cache/debs/${package}_"*.deb "$cache/root"
    touch "$marker"
  fi
done
icons="$cache/root/usr/share/icons"
exec "$(dirname "$0")/system-svgs.sh" "$out" "$icons/breeze" "$icons/breeze-dark" "$icons/Papirus" "$icons/ePapirus"
