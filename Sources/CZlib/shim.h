#ifndef EMBLEM_CZLIB_SHIM_H
#define EMBLEM_CZLIB_SHIM_H
#include <zlib.h>
#endif
