#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/valid.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cxml.h"

/* libxml2 2.12 made the error passed to a structured error callback const. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *cxml_error;
#else
typedef xmlError *cxml_error;
#endif

/* What the callbacks of one parse share. The parser's user data is its own context (SAX2's
 * handlers for the DTD need that), so this hangs off the context's `_private`, which libxml2
 * copies into the contexts it makes to check an entity's replacement text. */
typedef struct cxml_collector {
    xmlParserCtxtPtr document; /* the context reading the document itself */
    cxml_facts *facts;
    size_t ids_capacity;
    int depth; /* elements open */
    /* For cxml_elements only (collect is 0 otherwise): the records written so far. */
    int collect;
    int over_limit;
    unsigned char *records;
    size_t records_size, records_capacity, records_limit;
} cxml_collector;

/* ---- errors ----------------------------------------------------------------------------- */

/* Whether libxml2 reports something that does not make the document ill-formed, so is left
 * out: anything at warning level, validity, and its XML_WAR_ codes, some of which it reports as errors (an undeclared
 * entity with a DTD that may declare it, a catalog PI, an unknown version, odd xml:lang or
 * xml:space values, namespace URIs that are not absolute, a column overflow, an entity
 * declared twice). */
static int is_ignored(cxml_error error) {
    if (error->level == XML_ERR_NONE || error->level == XML_ERR_WARNING) return 1;
    /* Validity (XML_DTD_ codes, 500 to 599): not checked, as nothing here validates. */
    if (error->code >= XML_DTD_ATTRIBUTE_DEFAULT && error->code < 600) return 1;
    switch (error->code) {
    case XML_WAR_UNDECLARED_ENTITY: /* 27 */
    case XML_WAR_CATALOG_PI:        /* 93 */
    case XML_WAR_UNKNOWN_VERSION:   /* 97 */
    case XML_WAR_LANG_VALUE:        /* 98 */
    case XML_WAR_NS_URI:            /* 99 */
    case XML_WAR_NS_URI_RELATIVE:   /* 100 */
    case XML_WAR_SPACE_VALUE:       /* 102 */
    case XML_WAR_NS_COLUMN:         /* 106 */
    case XML_WAR_ENTITY_REDEFINED:  /* 107 */
        return 1;
    default:
        return 0;
    }
}

static void record_error(cxml_collector *collector, int code, int line, int column) {
    cxml_facts *facts = collector->facts;
    if (facts->error_code != 0) return;
    facts->error_code = code;
    facts->error_line = line;
    facts->error_column = column;
}

/* Where the document's own parser is: inside an entity's replacement text, that is just after
 * the reference, which is where the user can see the problem. */
static void record_error_here(cxml_collector *collector, int code) {
    xmlParserInputPtr input = collector->document->input;
    record_error(collector, code, input != NULL ? input->line : 0, input != NULL ? input->col : 0);
}

/* Which of libxml2's own limits `error` is. Its depth limit and its length limits share the
 * code XML_ERR_INTERNAL_ERROR with real internal errors, and some length limits share a code
 * with a syntax error (an attribute value too long, one never closed): depth is told by the
 * elements open, length by libxml2's words, which another version may change (the error is
 * then reported by its code, as before). */
static cxml_limit limit_of(cxml_collector *collector, cxml_error error) {
    if (error->code == XML_ERR_ENTITY_LOOP) return CXML_LIMIT_ENTITY_EXPANSION;
    if (error->code == XML_ERR_INTERNAL_ERROR && collector->depth >= 256) return CXML_LIMIT_DEPTH;
    const char *text = error->message != NULL ? error->message : "";
    if (strstr(text, "too long") != NULL || strstr(text, "too big") != NULL || strstr(text, "Huge") != NULL || strstr(text, "huge") != NULL) {
        return CXML_LIMIT_LENGTH;
    }
    return CXML_LIMIT_NONE;
}

static void on_error(void *user_data, cxml_error error) {
    xmlParserCtxtPtr context = user_data;
    cxml_collector *collector = context->_private;
    if (error == NULL || collector->facts->error_code != 0 || is_ignored(error)) return;
    collector->facts->error_limit = limit_of(collector, error);
    if (error->ctxt == collector->document) {
        record_error(collector, error->code, error->line, error->int2);
    } else {
        record_error_here(collector, error->code);
    }
}

static void out_of_memory(xmlParserCtxtPtr context, cxml_collector *collector) {
    record_error_here(collector, XML_ERR_NO_MEMORY);
    xmlStopParser(context);
    if (context != collector->document) xmlStopParser(collector->document);
}

/* ---- elements --------------------------------------------------------------------------- */

static int starts_with(const xmlChar *value, size_t length, const char *prefix) {
    size_t prefix_length = strlen(prefix);
    return length >= prefix_length && memcmp(value, prefix, prefix_length) == 0;
}

static int equals(const xmlChar *value, size_t length, const char *text) {
    return length == strlen(text) && memcmp(value, text, length) == 0;
}

static int append_margin_guide(cxml_collector *collector, const xmlChar *id, size_t length) {
    cxml_facts *facts = collector->facts;
    size_t needed = facts->margin_guide_ids_size + length + 1;
    if (needed > collector->ids_capacity) {
        size_t capacity = collector->ids_capacity < 64 ? 64 : collector->ids_capacity;
        while (capacity < needed) capacity *= 2;
        char *grown = realloc(facts->margin_guide_ids, capacity);
        if (grown == NULL) return 0;
        facts->margin_guide_ids = grown;
        collector->ids_capacity = capacity;
    }
    memcpy(facts->margin_guide_ids + facts->margin_guide_ids_size, id, length);
    facts->margin_guide_ids[facts->margin_guide_ids_size + length] = '\0';
    facts->margin_guide_ids_size = needed;
    facts->margin_guide_count += 1;
    return 1;
}

/* Appends `length` bytes to the records, then a NUL when `terminate`; 0 when memory ran out or
 * the records would pass their limit (then `over_limit` is set). */
static int append_record(cxml_collector *collector, const void *bytes, size_t length, int terminate) {
    size_t needed = collector->records_size + length + (terminate ? 1 : 0);
    if (needed > collector->records_limit) {
        collector->over_limit = 1;
        return 0;
    }
    if (needed > collector->records_capacity) {
        size_t capacity = collector->records_capacity < 4096 ? 4096 : collector->records_capacity;
        while (capacity < needed) capacity *= 2;
        unsigned char *grown = realloc(collector->records, capacity);
        if (grown == NULL) return 0;
        collector->records = grown;
        collector->records_capacity = capacity;
    }
    memcpy(collector->records + collector->records_size, bytes, length);
    collector->records_size += length;
    if (terminate) collector->records[collector->records_size++] = '\0';
    return 1;
}

/* One element's start, as cxml_elements lists it (see cxml.h). */
static int record_start(cxml_collector *collector, const char *local, const xmlChar *uri, int attribute_count,
                        const xmlChar **attributes) {
    int is_svg = uri == NULL || uri[0] == '\0' || strcmp((const char *)uri, "http://www.w3.org/2000/svg") == 0;
    if (!append_record(collector, "S", 1, 0) || !append_record(collector, is_svg ? local : "", is_svg ? strlen(local) : 0, 1)) {
        return 0;
    }
    for (int i = 0; i < attribute_count; i++) {
        const xmlChar **attribute = attributes + 5 * i;
        const char *prefix = (const char *)attribute[1];
        if (prefix != NULL && strcmp(prefix, "xlink") != 0) continue;
        size_t length = (size_t)(attribute[4] - attribute[3]);
        if (memchr(attribute[3], '\0', length) != NULL) continue;
        if (!append_record(collector, "A", 1, 0) || (prefix != NULL && !append_record(collector, "xlink:", 6, 0)) ||
            !append_record(collector, attribute[0], strlen((const char *)attribute[0]), 1) ||
            !append_record(collector, attribute[3], length, 1)) {
            return 0;
        }
    }
    return 1;
}

/* SAX2's startElementNs. Each attribute is five pointers: local name, prefix, namespace URI,
 * value, end of value (values are not NUL-terminated). */
static void on_start_element(void *user_data, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                             int namespace_count, const xmlChar **namespaces, int attribute_count,
                             int defaulted_count, const xmlChar **attributes) {
    (void)prefix;
    (void)namespace_count;
    (void)namespaces;
    (void)defaulted_count;
    xmlParserCtxtPtr context = user_data;
    cxml_collector *collector = context->_private;
    cxml_facts *facts = collector->facts;
    const char *local = (const char *)name;
    collector->depth += 1;
    if (facts->root_name == NULL) {
        facts->root_name = strdup(local);
        if (uri != NULL && uri[0] != '\0') facts->root_namespace = strdup((const char *)uri);
        if (facts->root_name == NULL || (uri != NULL && uri[0] != '\0' && facts->root_namespace == NULL)) {
            out_of_memory(context, collector);
            return;
        }
    }
    if (collector->collect && !record_start(collector, local, uri, attribute_count, attributes)) {
        if (!collector->over_limit) out_of_memory(context, collector);
        xmlStopParser(context);
        return;
    }
    if (strcmp(local, "text") == 0) facts->text_elements |= CXML_TEXT;
    if (strcmp(local, "tspan") == 0) facts->text_elements |= CXML_TSPAN;
    if (strcmp(local, "textPath") == 0) facts->text_elements |= CXML_TEXT_PATH;
    for (int i = 0; i < attribute_count; i++) {
        const xmlChar **attribute = attributes + 5 * i;
        if (attribute[1] != NULL || strcmp((const char *)attribute[0], "id") != 0) continue;
        const xmlChar *value = attribute[3];
        size_t length = (size_t)(attribute[4] - value);
        if (starts_with(value, length, "left-margin") || starts_with(value, length, "right-margin")) {
            if (!append_margin_guide(collector, value, length)) {
                out_of_memory(context, collector);
                return;
            }
        }
        if (strcmp(local, "g") == 0 && (equals(value, length, "Symbols") || equals(value, length, "Guides"))) {
            facts->has_template_groups = 1;
        }
    }
}

static void on_end_element(void *user_data, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)name;
    (void)prefix;
    (void)uri;
    xmlParserCtxtPtr context = user_data;
    cxml_collector *collector = context->_private;
    collector->depth -= 1;
    if (collector->collect && !append_record(collector, "E", 1, 0)) {
        if (!collector->over_limit) out_of_memory(context, collector);
        xmlStopParser(context);
    }
}

/* ---- declarations ----------------------------------------------------------------------- */

/* Declarations libxml2 would report with no parser context (so on stderr, through its global
 * error handler) are left out before they reach SAX2's handlers; neither makes a document
 * ill-formed, and libxml2 would ignore both. */

static int is_predefined_entity(const xmlChar *name) {
    static const char *const names[] = {"lt", "gt", "amp", "apos", "quot"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strcmp((const char *)name, names[i]) == 0) return 1;
    }
    return 0;
}

/* `lt`, `gt`, `amp`, `apos` and `quot` keep their predefined meaning whatever a DTD says. */
static void on_entity_declaration(void *user_data, const xmlChar *name, int type, const xmlChar *public_id,
                                  const xmlChar *system_id, xmlChar *content) {
    if (type != XML_INTERNAL_PARAMETER_ENTITY && type != XML_EXTERNAL_PARAMETER_ENTITY && is_predefined_entity(name)) {
        return;
    }
    xmlSAX2EntityDecl(user_data, name, type, public_id, system_id, content);
}

static void on_unparsed_entity_declaration(void *user_data, const xmlChar *name, const xmlChar *public_id,
                                           const xmlChar *system_id, const xmlChar *notation) {
    if (is_predefined_entity(name)) return;
    xmlSAX2UnparsedEntityDecl(user_data, name, public_id, system_id, notation);
}

/* A notation declared twice: the first declaration stands. */
static void on_notation_declaration(void *user_data, const xmlChar *name, const xmlChar *public_id,
                                    const xmlChar *system_id) {
    xmlParserCtxtPtr context = user_data;
    xmlDtdPtr subset = context->myDoc != NULL ? context->myDoc->intSubset : NULL;
    if (subset != NULL && xmlGetDtdNotationDesc(subset, name) != NULL) return;
    xmlSAX2NotationDecl(user_data, name, public_id, system_id);
}

/* ---- the parse -------------------------------------------------------------------------- */

static pthread_once_t initialized = PTHREAD_ONCE_INIT;

static void initialize(void) { xmlInitParser(); }

/* SAX2's own handlers keep the DTD's declarations (an entity must be declared before it is
 * used) and nothing else: no tree of elements, text or comments is built, and external
 * subsets and entities are never resolved. */
static void make_handler(xmlSAXHandler *handler) {
    xmlSAXVersion(handler, 2);
    handler->startElementNs = on_start_element;
    handler->serror = on_error;
    handler->entityDecl = on_entity_declaration;
    handler->unparsedEntityDecl = on_unparsed_entity_declaration;
    handler->notationDecl = on_notation_declaration;
    handler->endElementNs = on_end_element;
    handler->startElement = NULL;
    handler->endElement = NULL;
    handler->characters = NULL;
    handler->ignorableWhitespace = NULL;
    handler->cdataBlock = NULL;
    handler->comment = NULL;
    handler->processingInstruction = NULL;
    handler->reference = NULL;
    handler->resolveEntity = NULL;
    handler->externalSubset = NULL;
    handler->warning = NULL;
    handler->error = NULL;
    handler->fatalError = NULL;
}

/* The bytes, handed to libxml2's reader as it asks for them (it takes an int length, the
 * bytes a size_t). */
typedef struct cxml_source {
    const unsigned char *data;
    size_t size;
    size_t offset;
} cxml_source;

static int read_source(void *context, char *buffer, int length) {
    cxml_source *source = context;
    size_t count = source->size - source->offset;
    if (length < 0) return -1;
    if (count > (size_t)length) count = (size_t)length;
    if (count > 0) memcpy(buffer, source->data + source->offset, count);
    source->offset += count;
    return (int)count;
}

static cxml_status parse(const unsigned char *data, size_t size, cxml_facts *facts, cxml_collector *collector);

cxml_status cxml_check(const unsigned char *data, size_t size, cxml_facts *facts) {
    cxml_collector collector = {.collect = 0};
    return parse(data, size, facts, &collector);
}

cxml_status cxml_elements(const unsigned char *data, size_t size, size_t limit, cxml_facts *facts,
                          unsigned char **records, size_t *records_size) {
    cxml_collector collector = {.collect = 1, .records_limit = limit};
    cxml_status status = parse(data, size, facts, &collector);
    if (collector.over_limit) status = CXML_TOO_LARGE;
    if (status != CXML_OK) {
        free(collector.records);
        collector.records = NULL;
        collector.records_size = 0;
    }
    *records = collector.records;
    *records_size = collector.records_size;
    return status;
}

static cxml_status parse(const unsigned char *data, size_t size, cxml_facts *facts, cxml_collector *collector) {
    memset(facts, 0, sizeof *facts);
    pthread_once(&initialized, initialize);
    xmlSAXHandler handler;
    make_handler(&handler);
    cxml_source source = {.data = data, .size = data != NULL ? size : 0, .offset = 0};
    xmlParserCtxtPtr parser = xmlCreateIOParserCtxt(&handler, NULL, read_source, NULL, &source, XML_CHAR_ENCODING_NONE);
    if (parser == NULL) {
        facts->error_code = XML_ERR_NO_MEMORY;
        return CXML_MALFORMED;
    }
    collector->document = parser;
    collector->facts = facts;
    parser->_private = collector;
    xmlCtxtUseOptions(parser, XML_PARSE_NONET);
    xmlParseDocument(parser);
    /* libxml2 found no root, or stopped without telling this parse why (its own memory errors
       can go to its global handler instead): never a document that passes. */
    if (facts->error_code == 0 && facts->root_name == NULL) record_error_here(collector, XML_ERR_DOCUMENT_EMPTY);
    if (facts->error_code == 0 && !parser->wellFormed && !collector->over_limit) {
        record_error_here(collector, XML_ERR_INTERNAL_ERROR);
    }
    if (parser->myDoc != NULL) xmlFreeDoc(parser->myDoc);
    parser->myDoc = NULL;
    xmlFreeParserCtxt(parser);
    return facts->error_code == 0 ? CXML_OK : CXML_MALFORMED;
}

void cxml_facts_free(cxml_facts *facts) {
    if (facts == NULL) return;
    free(facts->root_name);
    free(facts->root_namespace);
    free(facts->margin_guide_ids);
    memset(facts, 0, sizeof *facts);
}
