#include "cjpeg_huffman.h"

#include <string.h>

/* ---------------------------------------------------------------------------------------------
 * Keeping a sequential source's Huffman tables. A mirror codes each block's AC coefficients
 * with the same run/size symbols as the source did (negating a coefficient keeps its size;
 * reversing blocks changes no block's zero runs), so the source's AC tables have a code for
 * every AC symbol of the mirror. Only the DC differences change, since neighbours change; a DC
 * table is given a code for every category the mirror's differences can reach. That skips
 * libjpeg's statistics pass. libjpeg-turbo's sequential encoder does not check for a missing
 * code (it would write a corrupt file without an error), so the tables are checked before they
 * are used, never after.
 * ------------------------------------------------------------------------------------------ */

/* Whether `table` is one libjpeg's compressor takes (jpeg_make_c_derived_tbl's checks, which
   end in an error): at most 256 codes that fit their lengths, symbols in range, none twice.
   `units` is the code space the table uses, in 2^-16ths. */
int cjpeg_table_is_usable(const JHUFF_TBL *table, int max_symbol, long *units) {
    int count = 0;
    long used = 0;
    for (int length = 1; length <= 16; length++) {
        count += table->bits[length];
        used += (long)table->bits[length] << (16 - length);
    }
    if (count > 256 || used > 65535) return 0; /* libjpeg refuses the all-ones code too */
    unsigned char seen[256] = {0};
    for (int n = 0; n < count; n++) {
        int symbol = table->huffval[n];
        if (symbol > max_symbol || seen[symbol]) return 0;
        seen[symbol] = 1;
    }
    *units = used;
    return 1;
}

int cjpeg_table_has_symbol(const JHUFF_TBL *table, int symbol) {
    int count = 0;
    for (int length = 1; length <= 16; length++) count += table->bits[length];
    for (int n = 0; n < count; n++)
        if (table->huffval[n] == symbol) return 1;
    return 0;
}

/* Gives `table` a code for each of `symbols` it lacks, each 16 bits long, in order, while there
   is room; returns whether every one has a code. Codes are canonical (shorter first, then in
   table order), so codes added at the longest length leave every existing code as it was; the
   all-ones code stays unused, as the standard asks (and libjpeg checks). */
static int cjpeg_add_codes(JHUFF_TBL *table, int max_symbol, const int *symbols, int symbol_count) {
    long units;
    if (!cjpeg_table_is_usable(table, max_symbol, &units)) return 0;
    int count = 0, complete = 1;
    for (int length = 1; length <= 16; length++) count += table->bits[length];
    for (int n = 0; n < symbol_count; n++) {
        if (cjpeg_table_has_symbol(table, symbols[n])) continue;
        if (units + 1 > 65535 || count == 256) {
            complete = 0;
            continue;
        }
        table->huffval[count++] = (UINT8)symbols[n]; /* the last codes are the 16-bit ones */
        table->bits[16]++;
        units++;
    }
    return complete;
}

/* Gives a DC table a code for every difference category up to `max_category`, as far as there
   is room; returns whether every one has a code. */
int cjpeg_complete_dc_table(JHUFF_TBL *table, int max_category) {
    int categories[16];
    for (int n = 0; n <= max_category && n < 16; n++) categories[n] = n;
    return max_category < 16 && cjpeg_add_codes(table, 15, categories, max_category + 1);
}

/* Gives an AC table of a progressive scan a code for each end-of-band run a component of
   `blocks` blocks can have (EOB0 to EOB14, runs of up to 32,767 blocks; shorter first), as far
   as there is room: a mirror's runs are the source's cut and joined differently at the ends of
   block rows. The progressive writer finds out for itself whether a code it needs is missing. */
void cjpeg_complete_ac_table(JHUFF_TBL *table, long blocks) {
    int runs[15], count = 0;
    long longest = blocks < 0x7FFF ? blocks : 0x7FFF;
    for (int n = 0; n < 15 && (1L << n) <= longest; n++) runs[count++] = n << 4;
    (void)cjpeg_add_codes(table, 255, runs, count);
}

/* The size category of a DC difference of `magnitude`. */
int cjpeg_category(long magnitude) {
    int bits = 0;
    while (magnitude > 0) {
        bits++;
        magnitude >>= 1;
    }
    return bits;
}

/* The bit counts of the example AC tables in Annex K of the standard (luminance, chrominance),
   which most cameras and encoders that do not optimise write. */
static const UINT8 cjpeg_annex_k_ac_bits[2][17] = {
    {0, 0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d},
    {0, 0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77},
};

int cjpeg_is_annex_k_ac_table(const JHUFF_TBL *table) {
    return memcmp(table->bits, cjpeg_annex_k_ac_bits[0], 17) == 0 || memcmp(table->bits, cjpeg_annex_k_ac_bits[1], 17) == 0;
}

/* The slot of `table` among `slots` (adding it), or -1 when all NUM_HUFF_TBLS slots hold others. */
int cjpeg_table_slot(const JHUFF_TBL *table, const JHUFF_TBL **slots, int *used) {
    for (int n = 0; n < *used; n++)
        if (memcmp(slots[n]->bits, table->bits, sizeof table->bits) == 0 &&
            memcmp(slots[n]->huffval, table->huffval, sizeof table->huffval) == 0)
            return n;
    if (*used == NUM_HUFF_TBLS) return -1;
    slots[*used] = table;
    return (*used)++;
}
