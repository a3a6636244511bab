#ifndef EMBLEM_CLIBXML2_SHIM_H
#define EMBLEM_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlsave.h>
#endif
