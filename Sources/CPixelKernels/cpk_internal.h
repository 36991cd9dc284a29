#ifndef CPK_INTERNAL_H
#define CPK_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

typedef void (*cpk_row_fn)(const uint8_t *src, uint8_t *dst, size_t width);
typedef void (*cpk_row_in_place_fn)(uint8_t *row, size_t width);

/* The two kernels for one pixel size and one instruction set. */
typedef struct {
    cpk_row_fn row;
    cpk_row_in_place_fn in_place;
} cpk_kernel;

/* Kernels for whole-byte pixels of 1, 2, 3, 4, 6 or 8 bytes; {NULL, NULL} for other sizes. */
cpk_kernel cpk_scalar_kernel(unsigned bytes_per_pixel);
#if defined(__x86_64__)
cpk_kernel cpk_ssse3_kernel(unsigned bytes_per_pixel);
cpk_kernel cpk_avx2_kernel(unsigned bytes_per_pixel);
#endif

/* Packed 1, 2 or 4-bit rows; see cpk.h for the layout. */
void cpk_packed_row(unsigned bits, const uint8_t *src, uint8_t *dst, size_t width);
void cpk_packed_row_in_place(unsigned bits, uint8_t *row, size_t width);

/*
 * In-place flip built from an out-of-place kernel, for kernels whose vector stores write a few
 * scratch bytes below their pixels (3- and 6-byte pixels): mirrored blocks are swapped through
 * a stack buffer, so no store ever lands on bytes not yet read.
 */
void cpk_in_place_by_blocks(cpk_row_fn row, size_t bytes_per_pixel, uint8_t *data, size_t width);

#endif
