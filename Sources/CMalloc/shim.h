#ifndef EMBLEM_CMALLOC_SHIM_H
#define EMBLEM_CMALLOC_SHIM_H
// glibc's allocator tuning (mallopt), for the command line: see Sources/emblem/main.swift.
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
