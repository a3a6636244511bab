#!/usr/bin/env bash
# Emblem loads librsvg and cairo with dlopen and declares the functions it calls itself
# (Sources/CLibRSVG/shim.h). This compiles those declarations against the installed <librsvg/rsvg.h>
# and <cairo.h>: any function whose type differs, or constant whose value differs, fails the build
# here instead of crashing at run time. `make test` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
cc=${CC:-$(command -v cc || command -v clang)}
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
cat > "$check/abi.c" <<'C'
#include <librsvg/rsvg.h>
#include <cairo.h>
#define EMBLEM_RSVG_TYPES_FROM_HEADERS 1
#include "shim.h"
#define SAME_TYPE(name) _Static_assert(__builtin_types_compatible_p(__typeof__(&name), __typeof__(((EmblemRSVG *)0)->name)), \
    "shim.h declares " #name " with another type than the installed headers");
EMBLEM_RSVG_FUNCTIONS(SAME_TYPE)
_Static_assert((int)EMBLEM_CAIRO_STATUS_SUCCESS == (int)CAIRO_STATUS_SUCCESS, "CAIRO_STATUS_SUCCESS");
_Static_assert((int)EMBLEM_CAIRO_STATUS_WRITE_ERROR == (int)CAIRO_STATUS_WRITE_ERROR, "CAIRO_STATUS_WRITE_ERROR");
_Static_assert((int)EMBLEM_CAIRO_FORMAT_ARGB32 == (int)CAIRO_FORMAT_ARGB32, "CAIRO_FORMAT_ARGB32");
_Static_assert(sizeof(int) == sizeof(cairo_status_t) && sizeof(int) == sizeof(gboolean), "enum and gboolean sizes");
int main(void) { return emblem_rsvg() ? 0 : (puts(emblem_rsvg_error()), 1); }
C
# The declarations must match the headers, and the library must load and hold every function.
"$cc" -std=c11 -Wall -Werror -I Sources/CLibRSVG $(pkg-config --cflags librsvg-2.0) "$check/abi.c" -o "$check/abi" -lpthread -ldl
"$check/abi"
echo "librsvg ABI: the $(grep -o 'X([a-z_]*)' Sources/CLibRSVG/shim.h | wc -l) functions Emblem loads match the installed headers, and load" >&2
