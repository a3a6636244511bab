#ifndef EMBLEM_CLIBXML2_SHIM_H
#define EMBLEM_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding.h would pull ICU's headers into Swift, where they
   clash with Foundation's own copy of ICU. Emblem never touches the ICU-only fields (they sit at the end of
   xmlCharEncodingHandler, which we only use through pointers), so we hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
#include <stddef.h>
/* glibc's memrchr is a GNU extension, which Swift's Glibc module does not declare: the tree builder
   finds where a start tag opens by searching its input buffer backwards (XMLTreeBuilder+StartTag). */
void *memrchr(const void *s, int c, size_t n);
/* The version of the libxml2 loaded at run time ("20914" for 2.9.14): `xmlParserVersion` is a macro over a
   per-thread global before 2.12 and a constant after, which Swift imports as neither. */
static inline const char *emblem_libxml2_version(void) { return xmlParserVersion; }
#endif
