#ifndef CJPEG_PROGRESSIVE_H
#define CJPEG_PROGRESSIVE_H

/* The shim's own progressive Huffman writer: one pass per scan with the source's tables.
   Internal to the CJPEG target (not in include/, so Swift never sees it). */

#include <stddef.h>
#include <stdio.h>

#include <jpeglib.h>

/* The Huffman tables one scan of the source was coded with: a DC first scan's, one per
   component of the scan; an AC scan's, one. A DC refinement scan has none. */
typedef struct {
    JHUFF_TBL dc[MAX_COMPS_IN_SCAN];
    JHUFF_TBL ac;
    int recorded;
} cjpeg_scan_tables;

/* Which mirror of the stored blocks the writer writes. */
typedef enum {
    /* Blocks of each row in reverse order, odd horizontal frequencies negated. */
    CJPEG_MIRROR_HORIZONTALLY = 1,
    /* Block rows in reverse order, odd vertical frequencies negated. */
    CJPEG_MIRROR_VERTICALLY = 2,
} cjpeg_mirror;

/* What the writer needs: the source (geometry, components, quantisation tables, restart
   interval, saved markers), each component's rows of blocks as stored, which mirror to write
   of them, and the scan script with each scan's tables. All read only but the tables, whose DC
   tables the writer completes for the mirror's DC differences (cjpeg_complete_dc_table). */
typedef struct {
    const struct jpeg_decompress_struct *src;
    JBLOCKROW *const *rows; /* rows[ci][by], as stored */
    cjpeg_mirror mirror;
    const jpeg_scan_info *scans;
    cjpeg_scan_tables *tables;
    int count;
    /* How much work each scan is (its size in the source will do), to share scans between
       threads; at most `threads` (1 or 2) write them. */
    const double *weights;
    int threads;
    size_t expected_size; /* about the output's size, to allocate for */
} cjpeg_progressive_input;

/* Only WRITTEN returns a file; after MISSING_CODE or UNSUPPORTED the caller lets libjpeg
   write it with optimal tables instead. */
typedef enum {
    CJPEG_PROGRESSIVE_WRITTEN = 0,
    /* A symbol has no code in its scan's table, and the table had no room to add one. */
    CJPEG_PROGRESSIVE_MISSING_CODE = 1,
    CJPEG_PROGRESSIVE_OUT_OF_MEMORY = 2,
    /* Not tried: no recorded tables or script, arithmetic coding, other than 8-bit samples,
       a table libjpeg would refuse, quantisation slots the writer cannot write as they were. */
    CJPEG_PROGRESSIVE_UNSUPPORTED = 3,
} cjpeg_progressive_result;

/* Writes the whole file (SOI, the source's APPn/COM markers in order, DQT, SOF2, DRI, each
   scan with its DHT, EOI) into a malloc'd buffer. Scans are independent, so with 2 threads
   each writes some of them and they are put back in order: the same bytes as with 1. Never
   calls libjpeg, so never longjmps. */
cjpeg_progressive_result cjpeg_write_progressive(const cjpeg_progressive_input *input, unsigned char **output,
                                                 size_t *length);

#endif
