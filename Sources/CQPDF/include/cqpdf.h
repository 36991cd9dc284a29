#ifndef CQPDF_H
#define CQPDF_H

/*
 * A small shim over qpdf's C++ API, with a C interface. Each function performs one whole
 * operation inside one C++ frame: it opens the PDF from memory, does its work, writes the
 * result and lets qpdf's objects go. Every C++ exception is caught inside and becomes a status
 * and a message, so nothing ever unwinds into Swift. Nothing is printed: qpdf's warnings are
 * collected, not written to stderr.
 *
 * Buffers returned through `unsigned char **` are malloc'd; free them with cqpdf_free.
 */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What every function returns. */
typedef enum {
    CQPDF_OK = 0,
    /* qpdf could not read the data as a PDF, even after trying to repair it (message says why). */
    CQPDF_MALFORMED = 1,
    /* The PDF is encrypted (message says how, or that it needs a password). */
    CQPDF_ENCRYPTED = 2,
    /* Something else failed inside qpdf or the C++ runtime (message holds its words). */
    CQPDF_INTERNAL = 4,
    /* Content decompresses to more than the caller's budget (message says which page). */
    CQPDF_OVER_BUDGET = 5,
} cqpdf_status;

/* Where a function stopped when it returns CQPDF_MALFORMED or CQPDF_INTERNAL:
   what a caller types its error by, since qpdf's words change from one version to the next. */
typedef enum {
    /* Reading the file: header, cross-reference table, trailer, objects. */
    CQPDF_STAGE_OPEN = 0,
    /* Finding the pages in the page tree. */
    CQPDF_STAGE_PAGE_TREE = 1,
    /* A page dictionary qpdf could not read (it drops the dictionary, every key with it). */
    CQPDF_STAGE_PAGE = 2,
    /* A page's /MediaBox, its own or inherited: missing or not a rectangle. */
    CQPDF_STAGE_MEDIA_BOX = 3,
    /* A page's /CropBox: outside its /MediaBox. */
    CQPDF_STAGE_CROP_BOX = 4,
    /* A page's /Rotate: not a whole multiple of 90 (`value` holds it as the file writes it). */
    CQPDF_STAGE_ROTATE = 5,
    /* A page's /Contents: neither a stream nor an array of streams, or a stream that cannot be
       decoded. */
    CQPDF_STAGE_CONTENTS = 6,
    /* Writing the mirror. */
    CQPDF_STAGE_WRITE = 7,
} cqpdf_stage;

/* The stage and values of a failure, beside the message (qpdf's words, or the shim's). */
typedef struct {
    cqpdf_stage stage;
    /* The page (1-based) the failure is about, 0 when it is about none. */
    int page;
    /* The offending value as the file writes it (a /Rotate's token), "" when there is none. */
    char value[64];
} cqpdf_failure;

/* What cqpdf_read_info reports. */
typedef struct {
    int page_count;
    /* The first page as displayed, in points (1/72 inch, times /UserUnit): its CropBox within
       its MediaBox, inherited if need be, turned by its /Rotate. */
    double width;
    double height;
    /* Warnings qpdf raised: repairs of a damaged file. */
    long warnings;
} cqpdf_info;

/* What cqpdf_mirror did. */
typedef struct {
    int page_count;
    /* Pages that draw nothing (no /Contents) and so were left as they were. */
    int blank_pages;
    /* Annotations on all pages, how many of them are links, and the first page (1-based) that
       has any, 0 when none does. Annotations are not moved. */
    int annotation_count;
    int link_count;
    int first_annotated_page;
    /* Page thumbnails (/Thumb) removed because they showed the unmirrored page. */
    int dropped_thumbnails;
    /* Warnings qpdf raised while reading or writing: repairs of a damaged file. */
    long warnings;
} cqpdf_report;

/* Reads the page tree. On CQPDF_OK with warnings, `message` holds the first warning; on a
   failure, `failure` says where it stopped. */
cqpdf_status cqpdf_read_info(const unsigned char *data, size_t size, cqpdf_info *info, cqpdf_failure *failure,
                             char *message, size_t message_size);

/* Writes the horizontal mirror of every page as displayed: each page's content becomes a form
   XObject, drawn through a matrix that reflects it about the centre of the page's visible box
   (its CropBox within its MediaBox, inherited if need be) across the axis that is horizontal
   once /Rotate is applied. Page boxes, rotation, annotations, resources, metadata and every
   other object are kept; stream data is copied as it is (never decoded and encoded again)
   except where a page's content is split over several streams, which are joined into one.
   Object streams are kept. The output is deterministic: its /ID is computed from its
   contents. Joining decodes: each stream, and a page's streams together, may decompress to at
   most `max_decompressed` bytes, or the mirror stops with CQPDF_OVER_BUDGET as soon as one
   passes it. On CQPDF_OK with warnings, `message` holds the first warning; on a failure,
   `failure` says where it stopped. */
cqpdf_status cqpdf_mirror(const unsigned char *data, size_t size, size_t max_decompressed, unsigned char **output,
                          size_t *output_size, cqpdf_report *report, cqpdf_failure *failure, char *message,
                          size_t message_size);

/* Frees a buffer this shim returned. */
void cqpdf_free(void *buffer);

/* qpdf's version as the loaded library reports it (QPDF::QPDFVersion(), "11.3.0"), and as the
   headers said at compile time. Static strings; never NULL. */
const char *cqpdf_version(void);
const char *cqpdf_header_version(void);

#ifdef __cplusplus
}
#endif

#endif
