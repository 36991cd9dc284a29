#include "cjpeg_masks.h"
#include "cjpeg_writer.h"

#include <stdlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void cjpeg_make_zigzag_bits(uint64_t (*table)[256]) {
    int position[DCTSIZE2];
    for (int k = 0; k < DCTSIZE2; k++) position[cjpeg_zigzag[k]] = k;
    for (int row = 0; row < DCTSIZE; row++)
        for (int bits = 0; bits < 256; bits++) {
            uint64_t mask = 0;
            for (int x = 0; x < DCTSIZE; x++)
                if (bits & (1 << x)) mask |= (uint64_t)1 << position[row * DCTSIZE + x];
            table[row][bits] = mask;
        }
}

/* One block's masks: for each of `count` thresholds, a bit per zigzag position (but the DC's)
   whose coefficient's magnitude is over it. A row of 8 coefficients gives 8 bits in natural
   order, which a table per row turns into their zigzag positions. */
static void cjpeg_masks_of_block(const JCOEF *block, const uint16_t *thresholds, int count, const uint64_t (*table)[256],
                                 uint64_t *masks) {
#if defined(__SSE2__)
    /* Magnitudes as unsigned 16-bit values (-32768 gives 32768), compared by a saturating
       subtraction: |v| - t is 0 exactly when |v| <= t. */
    const __m128i zero = _mm_setzero_si128();
    __m128i magnitude[DCTSIZE];
    for (int row = 0; row < DCTSIZE; row++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(block + row * DCTSIZE));
        __m128i sign = _mm_srai_epi16(v, 15);
        magnitude[row] = _mm_sub_epi16(_mm_xor_si128(v, sign), sign);
    }
    for (int n = 0; n < count; n++) {
        __m128i threshold = _mm_set1_epi16((short)thresholds[n]);
        uint64_t mask = 0;
        for (int row = 0; row < DCTSIZE; row += 2) {
            __m128i a = _mm_cmpeq_epi16(_mm_subs_epu16(magnitude[row], threshold), zero);
            __m128i b = _mm_cmpeq_epi16(_mm_subs_epu16(magnitude[row + 1], threshold), zero);
            int small = _mm_movemask_epi8(_mm_packs_epi16(a, b)); /* row's 8 bits, then the next row's */
            mask |= table[row][~small & 0xFF] | table[row + 1][(~small >> 8) & 0xFF];
        }
        masks[n] = mask & ~(uint64_t)1;
    }
#else
    for (int n = 0; n < count; n++) {
        uint64_t mask = 0;
        for (int row = 0; row < DCTSIZE; row++) {
            int bits = 0;
            for (int x = 0; x < DCTSIZE; x++) {
                int value = block[row * DCTSIZE + x];
                bits |= ((value < 0 ? -value : value) > thresholds[n]) << x;
            }
            mask |= table[row][bits];
        }
        masks[n] = mask & ~(uint64_t)1;
    }
#endif
}

void cjpeg_no_levels(cjpeg_levels *levels) {
    levels->levels = 0;
    for (int a = 0; a < CJPEG_LEVELS; a++) levels->index[a] = -1;
}

void cjpeg_add_levels(cjpeg_levels *levels, const jpeg_scan_info *scan) {
    for (int a = scan->Al; a <= scan->Al + (scan->Ah != 0) && a < CJPEG_LEVELS; a++) {
        if (levels->index[a] >= 0) continue;
        levels->thresholds[levels->levels] = (uint16_t)((1u << a) - 1);
        levels->index[a] = levels->levels++;
    }
}

void cjpeg_masks_of_blocks(const JBLOCK *blocks, JDIMENSION count, const cjpeg_levels *levels,
                           const uint64_t (*table)[256], uint64_t *masks) {
    for (JDIMENSION b = 0; b < count; b++, masks += levels->levels)
        cjpeg_masks_of_block(blocks[b], levels->thresholds, levels->levels, table, masks);
}

int cjpeg_gather_dc(const struct jpeg_decompress_struct *src, JBLOCKROW *const *rows, cjpeg_dc_values dc[MAX_COMPONENTS]) {
    for (int ci = 0; ci < MAX_COMPONENTS; ci++) dc[ci] = (cjpeg_dc_values){NULL, 0, 0};
    for (int ci = 0; ci < src->num_components; ci++) {
        const jpeg_component_info *component = &src->comp_info[ci];
        JCOEF *values = malloc(sizeof(JCOEF) * component->width_in_blocks * component->height_in_blocks + 1);
        if (values == NULL) return 0;
        dc[ci].values = values;
        int lowest = 0, highest = 0;
        for (JDIMENSION by = 0; by < component->height_in_blocks; by++)
            for (JDIMENSION bx = 0; bx < component->width_in_blocks; bx++) {
                int value = rows[ci][by][bx][0];
                if (value < lowest) lowest = value;
                if (value > highest) highest = value;
                *values++ = (JCOEF)value;
            }
        dc[ci].lowest = lowest;
        dc[ci].highest = highest;
    }
    return 1;
}

void cjpeg_free_dc(cjpeg_dc_values dc[MAX_COMPONENTS]) {
    for (int ci = 0; ci < MAX_COMPONENTS; ci++) {
        free(dc[ci].values);
        dc[ci].values = NULL;
    }
}
