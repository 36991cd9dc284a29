#ifndef CJPEG_MASKS_H
#define CJPEG_MASKS_H

/* What the progressive writer knows of every block before it writes a scan, made in one pass
   over the coefficients: for each successive-approximation level `a` the component's AC scans
   use, a bit per zigzag position whose coefficient is at least 2^a in magnitude (what a scan
   with Al = a codes; at Al + 1, what a refinement scan finds already nonzero), the DC
   coefficients on their own, and their range. Internal to the CJPEG target. */

#include <stdint.h>
#include <stdio.h>

#include <jpeglib.h>

/* Levels 0 to 11: Al is at most 10 (libjpeg's limit, which the script checks hold to), and a
   refinement scan needs Al + 1 too. */
#define CJPEG_LEVELS 12

typedef struct {
    uint64_t *bits;           /* `levels` masks per block, the blocks as stored, row by row */
    JCOEF *dc;                /* each block's DC coefficient, likewise: DC scans read only these */
    int levels;
    int index[CJPEG_LEVELS];  /* which of a block's masks is level a's; -1 when none is */
    int dc_lowest, dc_highest; /* over the component's DC values and 0 */
} cjpeg_block_masks;

/* Makes every component's masks, for the levels the AC scans of `scans` need, and its DC range
   (rows[ci][by] are component ci's block rows as stored). Returns 0 when out of memory; free
   what it made with cjpeg_free_block_masks either way. */
int cjpeg_make_block_masks(const struct jpeg_decompress_struct *src, JBLOCKROW *const *rows, const jpeg_scan_info *scans,
                           int count, cjpeg_block_masks masks[MAX_COMPONENTS]);

void cjpeg_free_block_masks(cjpeg_block_masks masks[MAX_COMPONENTS]);

#endif
