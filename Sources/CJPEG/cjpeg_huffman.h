#ifndef CJPEG_HUFFMAN_H
#define CJPEG_HUFFMAN_H

/* Checks and completions of Huffman tables taken from a source, for a mirror to be coded with
   them (cjpeg_huffman.c says why). Internal to the CJPEG target. */

#include <stdio.h>

#include <jpeglib.h>

/* Whether libjpeg's compressor takes `table` (at most 256 codes that fit their lengths, no
   all-ones code, symbols up to `max_symbol`, none twice); `units` is the code space it uses,
   in 2^-16ths. */
int cjpeg_table_is_usable(const JHUFF_TBL *table, int max_symbol, long *units);

int cjpeg_table_has_symbol(const JHUFF_TBL *table, int symbol);

/* Gives a DC table a 16-bit code for every difference category up to `max_category` it lacks,
   as far as there is room; returns whether every one has a code. */
int cjpeg_complete_dc_table(JHUFF_TBL *table, int max_category);

/* Gives a progressive scan's AC table 16-bit codes for the end-of-band runs a component of
   `blocks` blocks can have, as far as there is room. */
void cjpeg_complete_ac_table(JHUFF_TBL *table, long blocks);

/* The size category of a difference of `magnitude`. */
int cjpeg_category(long magnitude);

/* Whether `table` has the bit counts of one of Annex K's example AC tables. */
int cjpeg_is_annex_k_ac_table(const JHUFF_TBL *table);

/* The slot of `table` among `slots` (adding it), or -1 when all NUM_HUFF_TBLS slots hold others. */
int cjpeg_table_slot(const JHUFF_TBL *table, const JHUFF_TBL **slots, int *used);

#endif
