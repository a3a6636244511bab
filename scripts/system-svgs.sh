#!/usr/bin/env bash
# Gathers the SVG files already on this machine (icon themes, documentation, tool kits: files nobody
# here drew) into a corpus directory of symbolic links, one set per top-level source, and prints its
# path, for `emblem-corpus`. Nothing is copied: the files stay where they are, and out of the repository.
# Only files are gathered, not the links among them (icon themes alias one file under many names).
# Usage: scripts/system-svgs.sh [OUT_DIR [ROOT...]]   (default .build/system-svgs, and the machine's
# usual places; given roots make one set each, named after the root's last component)
set -euo pipefail

out=${1:-.build/system-svgs}
shift || true
named_by_base=$#
if [ $# -eq 0 ]; then set -- /usr/share/icons /usr/share/pixmaps /usr/share/doc /usr/lib /opt "$HOME/.rustup"; fi
rm -rf "$out"
mkdir -p "$out"
for root in "$@"; do
  [ -d "$root" ] || continue
  root=$(cd "$root" && pwd -P)
  if [ "$named_by_base" -gt 0 ]; then set_name=$(basename "$root"); else set_name=$(echo "${root#/}" | tr '/.' '--'); fi
  set_dir="$out/$set_name"
  mkdir -p "$set_dir"
  # Linked in batches (a process per file took minutes for 50,000); cp --parents makes the whole path
  # below the set, and the set keeps the part below the root.
  (cd "$set_dir" && find "$root" -xdev -type f -name '*.svg' -size -4M -print0 | xargs -0 -r cp -s --parents -t .)
  if [ -d "$set_dir$root" ]; then
    mv "$set_dir$root" "$set_dir.tree" && rm -rf "$set_dir" && mv "$set_dir.tree" "$set_dir"
  else
    rmdir "$set_dir"
  fi
done
echo "gathered $(find "$out" -type l | wc -l) SVG files into $out" >&2
echo "$out"
