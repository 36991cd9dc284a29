#ifndef CJPEG_SCAN_CODER_H
#define CJPEG_SCAN_CODER_H

/* The entropy coding of one scan of a progressive mirror (cjpeg_scan_coder.c), for the
   progressive writer. Internal to the CJPEG target. */

#include <stdint.h>
#include <stdio.h>

#include <jpeglib.h>

#include "cjpeg_masks.h"
#include "cjpeg_progressive.h"
#include "cjpeg_writer.h"

/* One scan being written: its own buffer (scans are put in order at the end), its codes, and
   what carries from one stretch of block rows to the next. */
typedef struct {
    cjpeg_writer *w;
    cjpeg_code_table dc[MAX_COMPS_IN_SCAN];
    cjpeg_code_table ac;
    uint64_t negated; /* the zigzag positions the mirror negates */
    unsigned int restarts_to_go, restart_number;
    int last_dc[MAX_COMPS_IN_SCAN];
} cjpeg_scan_coder;

/* Scan `n`'s DHT and SOS into coder->w, and the coder made ready to code it. */
void cjpeg_start_scan(cjpeg_scan_coder *coder, const cjpeg_progressive_input *input, int n);

/* The whole of DC scan `n`, read off every component's DC values. */
void cjpeg_put_dc_scan(cjpeg_scan_coder *coder, const cjpeg_progressive_input *input, const cjpeg_dc_values *dc, int n);

/* Block rows `first_row` to `end_row` (in the mirror's order) of AC scan `n`, whose component's
   blocks of those rows have `masks` (levels->levels per block, stored order in each row). */
void cjpeg_put_ac_rows(cjpeg_scan_coder *coder, const cjpeg_progressive_input *input, int n, const uint64_t *masks,
                       const cjpeg_levels *levels, JDIMENSION first_row, JDIMENSION end_row);

/* The last end-of-band run and bits of a scan. */
void cjpeg_finish_scan(cjpeg_scan_coder *coder);

#endif
