#!/usr/bin/env bash
# Runs the same commands through the debug and the release command line and requires byte-identical
# output. Users run a release build, and the tests run a debug one: once the optimiser miscompiled an
# initializer so that every resolve corrupted memory in release while all the tests passed in debug
# (docs/PERFORMANCE.md, the twenty-sixth session). Emblem's output is deterministic and the same in
# both builds, so any difference is a bug in one of them.
#
# Usage: scripts/release-check.sh DEBUG_BIN RELEASE_BIN [CORPORA_DIR]
set -euo pipefail

debug=$1 release=$2 corpora=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a command with its output and progress unseen unless it fails.
quiet() {
    local log
    if ! log=$("$@" 2>&1 > /dev/null); then
        echo "$log" >&2
        echo "error: failed: $*" >&2
        return 1
    fi
}

run() {
    local build=$1; shift
    local bin out
    bin=$([ "$build" = debug ] && echo "$debug" || echo "$release")
    out="$work/$build"
    mkdir -p "$out"
    quiet "$bin/emblem" render symbols -o "$out/symbols-svg" --format svg --mode palette --palette systemIndigo,systemOrange
    quiet "$bin/emblem" render symbols -o "$out/symbols-png" --format png --size 32 --mode hierarchical --palette systemBlue
    quiet "$bin/emblem" render symbols -o "$out/symbols-rtl" --format svg --direction rtl --mode multicolor
    quiet "$bin/emblem" animate wifi --effect variableColor.iterative -o "$out/wifi.svg" --mode hierarchical --palette systemBlue
    if [ -n "$corpora" ]; then
        # Plain files: resolved and written as they are (their paths' geometry deferred), mirrored, recoloured.
        for set in heroicons lucide; do
            [ -d "$corpora/$set" ] || continue
            quiet "$bin/emblem" render "$corpora/$set" -o "$out/$set" --format svg
            quiet "$bin/emblem" render "$corpora/$set" -o "$out/$set-rtl" --format svg --direction rtl
            quiet "$bin/emblem" recolor "$corpora/$set" -o "$out/$set-red" --palette systemRed
        done
    fi
}

run debug
run release
if ! diff -rq "$work/debug" "$work/release"; then
    echo "error: the release command line wrote different bytes from the debug one (listed above)." >&2
    exit 1
fi
echo "release check: the release command line wrote what the debug one wrote ($(find "$work/release" -type f | wc -l) files)"
