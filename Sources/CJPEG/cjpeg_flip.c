#include "cjpeg_flip.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* `from` with its odd horizontal frequencies (odd columns, natural order) negated, into `to`.
   (Negating -32768 gives -32768, as the scalar (JCOEF)-v does.) */
static void cjpeg_mirror_block(JCOEF *to, const JCOEF *from) {
#if defined(__SSE2__)
    const __m128i odd = _mm_set_epi16(-1, 0, -1, 0, -1, 0, -1, 0);
    for (int row = 0; row < DCTSIZE; row++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(from + row * DCTSIZE));
        _mm_storeu_si128((__m128i *)(to + row * DCTSIZE), _mm_sub_epi16(_mm_xor_si128(v, odd), odd));
    }
#else
    for (int k = 0; k < DCTSIZE2; k++) to[k] = (JCOEF)(k % 2 == 1 ? -from[k] : from[k]);
#endif
}

/* Both halves of a row at once: each pair of blocks is swapped and mirrored in one pass. */
void cjpeg_flip_blocks_horizontally(j_decompress_ptr src, jvirt_barray_ptr array, const jpeg_component_info *component) {
    JDIMENSION blocks = component->width_in_blocks;
    for (JDIMENSION by = 0; by < component->height_in_blocks; by++) {
        JBLOCKROW row = (*src->mem->access_virt_barray)((j_common_ptr)src, array, by, 1, TRUE)[0];
        for (JDIMENSION left = 0, right = blocks - 1; blocks > 0 && left <= right; left++, right--) {
            if (left == right) {
                cjpeg_mirror_block(row[left], row[left]);
                break;
            }
            JBLOCK swap;
            memcpy(swap, row[left], sizeof(JBLOCK));
            cjpeg_mirror_block(row[left], row[right]);
            cjpeg_mirror_block(row[right], swap);
        }
    }
}

void cjpeg_flip_blocks_vertically(j_decompress_ptr src, jvirt_barray_ptr array, const jpeg_component_info *component) {
    j_common_ptr common = (j_common_ptr)src;
    JDIMENSION blocks = component->width_in_blocks;
    size_t row_bytes = (size_t)blocks * sizeof(JBLOCK);
    /* Rows are fetched one at a time and copied through scratch rows from libjpeg's image pool,
       since a second access may move the first row when the array is not all in memory. */
    JBLOCKROW top_copy = (JBLOCKROW)(*src->mem->alloc_large)(common, JPOOL_IMAGE, row_bytes);
    JBLOCKROW bottom_copy = (JBLOCKROW)(*src->mem->alloc_large)(common, JPOOL_IMAGE, row_bytes);
    JDIMENSION rows = component->height_in_blocks;
    for (JDIMENSION top = 0, bottom = rows - 1; rows > 0 && top < bottom; top++, bottom--) {
        memcpy(top_copy, (*src->mem->access_virt_barray)(common, array, top, 1, TRUE)[0], row_bytes);
        JBLOCKROW bottom_row = (*src->mem->access_virt_barray)(common, array, bottom, 1, TRUE)[0];
        memcpy(bottom_copy, bottom_row, row_bytes);
        memcpy(bottom_row, top_copy, row_bytes);
        memcpy((*src->mem->access_virt_barray)(common, array, top, 1, TRUE)[0], bottom_copy, row_bytes);
    }
    for (JDIMENSION by = 0; by < rows; by++) {
        JBLOCKROW row = (*src->mem->access_virt_barray)(common, array, by, 1, TRUE)[0];
        for (JDIMENSION bx = 0; bx < blocks; bx++) {
            for (int k = DCTSIZE; k < DCTSIZE2; k += 2 * DCTSIZE)
                for (int u = 0; u < DCTSIZE; u++) row[bx][k + u] = (JCOEF)-row[bx][k + u];
        }
    }
}
