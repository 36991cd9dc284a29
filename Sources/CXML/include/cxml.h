#ifndef CXML_H
#define CXML_H

#include <stddef.h>

/* One whole libxml2 parse per call, inside one C frame: a private parser context with its own
 * SAX2 handler and error callback, so nothing global in libxml2 is changed and several calls
 * can run at once on different threads. Nothing is printed. External entities and DTDs are
 * never loaded, nothing is fetched from the network, and the parser does not recover: the
 * first error ends the check. */

typedef enum cxml_status {
    CXML_OK = 0,
    /* The document is not well-formed, or memory ran out (libxml2's XML_ERR_NO_MEMORY, 2):
       `error_code`, `error_line` and `error_column` say what and where. */
    CXML_MALFORMED = 1,
    /* cxml_elements only: the element records would pass their limit; nothing is returned. */
    CXML_TOO_LARGE = 2,
} cxml_status;

/* Text-drawing elements, as bits of `cxml_facts.text_elements`. */
enum {
    CXML_TEXT = 1,       /* <text> */
    CXML_TSPAN = 2,      /* <tspan> */
    CXML_TEXT_PATH = 4,  /* <textPath> */
};

/* A limit libxml2 applies to protect itself, as `cxml_facts.error_limit`: the error that
   stopped the parse was that limit, not a mistake in the document. */
typedef enum cxml_limit {
    CXML_LIMIT_NONE = 0,
    /* Elements nested more than 256 deep. */
    CXML_LIMIT_DEPTH = 1,
    /* An entity reference loop, or entities that expand to far more text than they hold
       (libxml2 reports both as XML_ERR_ENTITY_LOOP). */
    CXML_LIMIT_ENTITY_EXPANSION = 2,
    /* One name, attribute value, comment, processing instruction or piece of text longer than
       10,000,000 bytes. */
    CXML_LIMIT_LENGTH = 3,
} cxml_limit;

/* What one parse found. Strings are UTF-8 and malloc'd; release them with cxml_facts_free. */
typedef struct cxml_facts {
    /* The first error that is not a warning: libxml2's code (an xmlParserErrors value) and the
       position the parser had reached, line and column from 1; all 0 when there is none. */
    int error_code;
    int error_line;
    int error_column;
    /* Which of libxml2's limits that error is (a cxml_limit), CXML_LIMIT_NONE for any other. */
    int error_limit;
    /* The root element's local name, and its namespace URI (NULL when it has none); the root
       name is NULL when no element was started. */
    char *root_name;
    char *root_namespace;
    /* CXML_TEXT | CXML_TSPAN | CXML_TEXT_PATH: which of them occur, in any namespace. */
    unsigned text_elements;
    /* Unprefixed `id` values that start with "left-margin" or "right-margin" (SF Symbols
       template guides), in document order, each ended by a NUL: `margin_guide_ids_size` bytes
       holding `margin_guide_count` strings. NULL when there are none. */
    char *margin_guide_ids;
    size_t margin_guide_ids_size;
    size_t margin_guide_count;
    /* 1 when a <g> has the id "Symbols" or "Guides", as in an SF Symbols template. */
    int has_template_groups;
} cxml_facts;

/* Parses `size` bytes of XML. Fills `facts` (which need not be initialised) on every status;
   on CXML_MALFORMED the facts gathered before the error are kept. */
cxml_status cxml_check(const unsigned char *data, size_t size, cxml_facts *facts);

/* Parses as cxml_check does and also lists the elements, for a drawing: `*records` (malloc'd,
   `*records_size` bytes, at most `limit`; release with free) holds, in document order, for each
   element 'S', its local name and a NUL (an empty name for an element outside the SVG
   namespace), then for each unprefixed or `xlink:` attribute 'A', its name (`xlink:href`) and a
   NUL, its value and a NUL; and 'E' where the element ends. NULL unless the status is CXML_OK. */
cxml_status cxml_elements(const unsigned char *data, size_t size, size_t limit, cxml_facts *facts,
                          unsigned char **records, size_t *records_size);

/* Frees what cxml_check allocated in `facts` and clears it. */
void cxml_facts_free(cxml_facts *facts);

/* libxml2's version as the loaded library reports it (xmlParserVersion: "20914" for 2.9.14,
   maybe followed by a suffix), and its dotted version from the headers at compile time. */
const char *cxml_libxml2_version(void);
const char *cxml_libxml2_header_version(void);

#endif
