#!/usr/bin/env bash
# Gathers the SVG files already on this machine (icon themes, documentation, tool kits: files nobody
# here drew) into a corpus directory of symbolic links, one set per top-level source, and prints its
# path, for `emblem-corpus`. Nothing is copied: the files stay where they are, and out of the repository.
# Usage: scripts/system-svgs.sh [OUT_DIR]   (default .build/system-svgs)
set -euo pipefail

out=${1:-.build/system-svgs}
rm -rf "$out"
mkdir -p "$out"
count=0
for root in /usr/share/icons /usr/share/pixmaps /usr/share/doc /usr/lib /opt "$HOME/.rustup"; do
  [ -d "$root" ] || continue
  set_name=$(echo "${root#/}" | tr '/.' '--')
  mkdir -p "$out/$set_name"
  # Flattened names, numbered where two paths flatten alike; the link points at the original.
  while IFS= read -r -d '' file; do
    name=$(echo "${file#/}" | tr '/' '_')
    while [ -e "$out/$set_name/$name" ] || [ -L "$out/$set_name/$name" ]; do name="x$name"; done
    ln -s "$file" "$out/$set_name/$name"
    count=$((count + 1))
  done < <(find "$root" -xdev -type f -name '*.svg' -size -4M -print0 2>/dev/null)
  rmdir "$out/$set_name" 2>/dev/null || true
done
echo "gathered $count SVG files into $out" >&2
echo "$out"
