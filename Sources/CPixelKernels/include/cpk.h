#ifndef CPK_H
#define CPK_H

/*
 * Horizontal flip kernels for AssetMirror's PixelBuffer.
 *
 * A row is `width` pixels of `bits_per_pixel` bits, tightly packed from its first byte: whole
 * pixels of 1, 2, 3, 4, 6 or 8 bytes (bits 8..64), or packed 1/2/4-bit pixels, leftmost pixel
 * in the most significant bits (as PNG stores them). A flipped packed row has the unused low
 * bits of its last byte set to zero. Kernels touch only the row's (width * bits + 7) / 8 bytes.
 *
 * The flip functions return 0, or -1 (and do nothing) for an unsupported bits_per_pixel or
 * an instruction set this CPU lacks. Source and destination rows must not overlap.
 */

#include <stddef.h>
#include <stdint.h>

/*
 * Instruction-set variants. x86_64 has all of them; other architectures only the portable one.
 * AVX512BW (with F and VL) has 64-byte kernels for 2-, 4-, 6- and 8-byte pixels and runs the
 * AVX2 ones for 1- and 3-byte pixels; AVX512VBMI adds 64-byte kernels for those two.
 */
#define CPK_ISA_SCALAR 0
#define CPK_ISA_SSSE3 1
#define CPK_ISA_AVX2 2
#define CPK_ISA_AVX512BW 3
#define CPK_ISA_AVX512VBMI 4

/* 1 if this CPU can run the kernels of `isa`, else 0. */
int cpk_isa_available(int isa);
/* The fastest instruction set this CPU can run; what cpk_flip_rows uses. */
int cpk_best_isa(void);

/* One row, from src into dst, with the kernels of `isa`. */
int cpk_flip_row(int isa, unsigned bits_per_pixel, const uint8_t *src, uint8_t *dst, size_t width);
/* One row in place, with the kernels of `isa`. */
int cpk_flip_row_in_place(int isa, unsigned bits_per_pixel, uint8_t *row, size_t width);

/*
 * `height` rows whose starts are `*_stride` bytes apart, with the kernels of `isa`, in one call:
 * the row loop runs inside the kernel. Only each row's pixel bytes are read and written, never
 * the padding between rows. Destinations of several MB are written with non-temporal stores
 * (followed by an sfence) where the kernel has them.
 */
int cpk_flip_image(int isa, unsigned bits_per_pixel, const uint8_t *src, size_t src_stride,
                   uint8_t *dst, size_t dst_stride, size_t width, size_t height);
int cpk_flip_image_in_place(int isa, unsigned bits_per_pixel, uint8_t *data, size_t stride,
                            size_t width, size_t height);

/* cpk_flip_image and cpk_flip_image_in_place with the best kernels for this CPU. */
int cpk_flip_rows(unsigned bits_per_pixel, const uint8_t *src, size_t src_stride, uint8_t *dst,
                  size_t dst_stride, size_t width, size_t height);
int cpk_flip_rows_in_place(unsigned bits_per_pixel, uint8_t *data, size_t stride, size_t width,
                           size_t height);

#endif
