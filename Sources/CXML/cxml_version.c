#include "cxml.h"

#include <libxml/parser.h>
#include <libxml/xmlversion.h>

const char *cxml_libxml2_version(void) { return xmlParserVersion; }

const char *cxml_libxml2_header_version(void) { return LIBXML_DOTTED_VERSION; }
