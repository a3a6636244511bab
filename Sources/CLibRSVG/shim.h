#ifndef EMBLEM_CLIBRSVG_SHIM_H
#define EMBLEM_CLIBRSVG_SHIM_H
#include <librsvg/rsvg.h>
#include <cairo.h>
#endif
