#include "cjpeg_masks.h"
#include "cjpeg_writer.h"

#include <stdlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* table[row][bits]: the zigzag-position bits of the coefficients of natural row `row` whose
   bits are set in `bits` (bit x for column x). */
static void cjpeg_make_zigzag_bits(uint64_t (*table)[256]) {
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
static void cjpeg_masks_of_block(const JCOEF *block, const uint16_t *thresholds, int count, uint64_t (*table)[256],
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

int cjpeg_make_block_masks(const struct jpeg_decompress_struct *src, JBLOCKROW *const *rows, const jpeg_scan_info *scans,
                           int count, cjpeg_block_masks masks[MAX_COMPONENTS]) {
    for (int ci = 0; ci < MAX_COMPONENTS; ci++) {
        masks[ci] = (cjpeg_block_masks){NULL, NULL, 0, {0}, 0, 0};
        for (int a = 0; a < CJPEG_LEVELS; a++) masks[ci].index[a] = -1;
    }
    /* The levels: Al of every AC scan, and Al + 1 of every refinement. */
    for (int n = 0; n < count; n++) {
        if (scans[n].Ss == 0) continue;
        cjpeg_block_masks *m = &masks[scans[n].component_index[0]];
        for (int a = scans[n].Al; a <= scans[n].Al + (scans[n].Ah != 0); a++)
            if (m->index[a] < 0) m->index[a] = m->levels++;
    }
    uint64_t (*zigzag_bits)[256] = malloc(sizeof(uint64_t[DCTSIZE][256]));
    if (zigzag_bits == NULL) return 0;
    cjpeg_make_zigzag_bits(zigzag_bits);
    int made = 1;
    for (int ci = 0; ci < src->num_components && made; ci++) {
        const jpeg_component_info *component = &src->comp_info[ci];
        cjpeg_block_masks *m = &masks[ci];
        uint16_t thresholds[CJPEG_LEVELS];
        for (int a = 0; a < CJPEG_LEVELS; a++)
            if (m->index[a] >= 0) thresholds[m->index[a]] = (uint16_t)((1u << a) - 1);
        size_t blocks = (size_t)component->width_in_blocks * component->height_in_blocks;
        m->bits = malloc(sizeof(uint64_t) * blocks * (size_t)m->levels + 1);
        m->dc = malloc(sizeof(JCOEF) * blocks + 1);
        if (m->bits == NULL || m->dc == NULL) {
            made = 0;
            break;
        }
        uint64_t *at = m->bits;
        JCOEF *dc = m->dc;
        int lowest = 0, highest = 0;
        for (JDIMENSION by = 0; by < component->height_in_blocks; by++)
            for (JDIMENSION bx = 0; bx < component->width_in_blocks; bx++) {
                const JCOEF *block = rows[ci][by][bx];
                if (block[0] < lowest) lowest = block[0];
                if (block[0] > highest) highest = block[0];
                *dc++ = block[0];
                cjpeg_masks_of_block(block, thresholds, m->levels, zigzag_bits, at);
                at += m->levels;
            }
        m->dc_lowest = lowest;
        m->dc_highest = highest;
    }
    free(zigzag_bits);
    return made;
}

void cjpeg_free_block_masks(cjpeg_block_masks masks[MAX_COMPONENTS]) {
    for (int ci = 0; ci < MAX_COMPONENTS; ci++) {
        free(masks[ci].bits);
        free(masks[ci].dc);
        masks[ci].bits = NULL;
        masks[ci].dc = NULL;
    }
}
