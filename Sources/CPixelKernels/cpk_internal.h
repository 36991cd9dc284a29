#ifndef CPK_INTERNAL_H
#define CPK_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A whole image: `height` rows of `width` pixels, row starts `*_stride` bytes apart. */
typedef void (*cpk_image_fn)(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                             size_t width, size_t height);
typedef void (*cpk_image_in_place_fn)(uint8_t *data, size_t stride, size_t width, size_t height);

/* The two whole-image kernels for one pixel size and one instruction set. The row loop lives
 * inside each kernel, so an image costs one indirect call, not one per row. */
typedef struct {
    cpk_image_fn image;
    cpk_image_in_place_fn in_place;
} cpk_kernel;

/* Kernels for whole-byte pixels of 1, 2, 3, 4, 6 or 8 bytes; {NULL, NULL} for other sizes. */
cpk_kernel cpk_scalar_kernel(unsigned bytes_per_pixel);
#if defined(__x86_64__)
cpk_kernel cpk_ssse3_kernel(unsigned bytes_per_pixel);
cpk_kernel cpk_avx2_kernel(unsigned bytes_per_pixel);
cpk_kernel cpk_avx512bw_kernel(unsigned bytes_per_pixel);
cpk_kernel cpk_avx512vbmi_kernel(unsigned bytes_per_pixel);
#endif

/* Packed 1, 2 or 4-bit rows; see cpk.h for the layout. */
void cpk_packed_row(unsigned bits, const uint8_t *src, uint8_t *dst, size_t width);
void cpk_packed_row_in_place(unsigned bits, uint8_t *row, size_t width);

/*
 * Images whose destination is at least this many bytes are written with non-temporal
 * (streaming) stores where a kernel has them: such a destination does not stay in this core's
 * caches anyway, and plain stores would first read every destination line (read for
 * ownership). On the benchmark machine streaming won at every size measured, 8 to 67 MB;
 * smaller images keep plain stores, which leave the result in the cache for whatever reads it
 * next (the encoder).
 */
enum { CPK_STREAMING_BYTES = 8 << 20 };

/* The portable row kernels, inlined into the vector kernels for their short rows and tails.
 * With a constant B, memcpy compiles to one load and one store per pixel. */
static inline __attribute__((always_inline)) void cpk_scalar_row(size_t B, const uint8_t *src,
                                                                 uint8_t *dst, size_t width) {
    uint8_t *out = dst + width * B;
    for (size_t i = 0; i < width; i++) {
        out -= B;
        memcpy(out, src + i * B, B);
    }
}

static inline __attribute__((always_inline)) void cpk_scalar_row_in_place(size_t B, uint8_t *row,
                                                                          size_t width) {
    uint8_t *left = row, *right = row + width * B;
    while ((size_t)(right - left) >= 2 * B) {
        uint8_t t[8];
        right -= B;
        memcpy(t, left, B);
        memcpy(left, right, B);
        memcpy(right, t, B);
        left += B;
    }
}

#endif
