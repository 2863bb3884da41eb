#ifndef MODELC_CLIBXML2_SHIM_H
#define MODELC_CLIBXML2_SHIM_H
/*
 * Debian's libxml2 is built with ICU, so <libxml/encoding.h> includes the system's
 * <unicode/ucnv.h>. Swift's Foundation ships its own ICU headers (module _FoundationICU) with a
 * different UErrorCode, and the two clash in any file that imports both. modelc never touches
 * libxml2's ICU converter fields, so hide them: xmlversion.h is include-guarded, and undefining
 * the feature macro right after it keeps the ICU headers out.
 */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>

/*
 * xmlFree is a global function-pointer variable (xmlMemSetup can replace it), which Swift 6
 * refuses to read as shared mutable state; a function that calls it is plain C to Swift.
 */
static inline void modelc_xmlFree(void *pointer) { xmlFree(pointer); }
#include <libxml/globals.h>

/* The running libxml2's version ("20914"): xmlParserVersion is a macro over a per-thread
 * accessor in some libxml2 releases and a plain variable in others; Swift imports neither form
 * portably, a function it can. */
static inline const char *modelc_xml_parser_version(void) { return xmlParserVersion; }
#endif
