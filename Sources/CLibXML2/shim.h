#ifndef MODELC_CLIBXML2_SHIM_H
#define MODELC_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#endif
