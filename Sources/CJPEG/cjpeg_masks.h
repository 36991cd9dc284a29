#ifndef CJPEG_MASKS_H
#define CJPEG_MASKS_H

/* What the progressive writer knows of the blocks before it codes them: for each
   successive-approximation level `a` a component's AC scans use, a mask per block with a bit
   per zigzag position whose coefficient is at least 2^a in magnitude (what a scan with Al = a
   codes; at Al + 1, what a refinement scan finds already nonzero), so that a scan visits only
   those; and the DC coefficients on their own, with their range, for the DC scans. Internal
   to the CJPEG target. */

#include <stdint.h>
#include <stdio.h>

#include <jpeglib.h>

/* Levels 0 to 11: Al is at most 10 (libjpeg's limit, which the script checks hold to), and a
   refinement scan needs Al + 1 too. */
#define CJPEG_LEVELS 12

/* The levels some scans need, and where each one's mask is among a block's. */
typedef struct {
    int levels;                         /* masks per block */
    int index[CJPEG_LEVELS];            /* which of a block's masks is level a's; -1 when none is */
    uint16_t thresholds[CJPEG_LEVELS];  /* each mask's: coefficients over 2^a - 1 in magnitude */
} cjpeg_levels;

void cjpeg_no_levels(cjpeg_levels *levels);

/* Adds the levels an AC scan needs: Al, and Al + 1 for a refinement. */
void cjpeg_add_levels(cjpeg_levels *levels, const jpeg_scan_info *scan);

/* table[row][bits]: the zigzag-position bits of the coefficients of natural row `row` whose
   bits are set in `bits` (bit x for column x). */
void cjpeg_make_zigzag_bits(uint64_t (*table)[256]);

/* The masks of `count` blocks, levels->levels per block, one block after another. */
void cjpeg_masks_of_blocks(const JBLOCK *blocks, JDIMENSION count, const cjpeg_levels *levels,
                           const uint64_t (*table)[256], uint64_t *masks);

/* A component's DC coefficients, as stored, row by row, and their range with 0. */
typedef struct {
    JCOEF *values;
    int lowest, highest;
} cjpeg_dc_values;

/* Gathers every component's DC values (rows[ci][by] are component ci's block rows as stored).
   Returns 0 when out of memory; free what it made with cjpeg_free_dc either way. */
int cjpeg_gather_dc(const struct jpeg_decompress_struct *src, JBLOCKROW *const *rows, cjpeg_dc_values dc[MAX_COMPONENTS]);

void cjpeg_free_dc(cjpeg_dc_values dc[MAX_COMPONENTS]);

#endif
