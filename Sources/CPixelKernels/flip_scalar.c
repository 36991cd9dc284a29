/* Portable kernels: the reference for the vector ones, their tails, and the code on non-x86
 * machines (where the compiler is free to vectorise the reversed copies itself). */
#include <string.h>

#include "cpk_internal.h"

/* memcpy with a constant size compiles to one load and one store per pixel. */
#define CPK_SCALAR(B)                                                                      \
    static void row_##B(const uint8_t *src, uint8_t *dst, size_t width) {                 \
        uint8_t *out = dst + width * B;                                                    \
        for (size_t i = 0; i < width; i++) {                                               \
            out -= B;                                                                      \
            memcpy(out, src + i * B, B);                                                   \
        }                                                                                  \
    }                                                                                      \
    static void in_place_##B(uint8_t *row, size_t width) {                                 \
        uint8_t *left = row, *right = row + width * B;                                     \
        while ((size_t)(right - left) >= 2 * B) {                                          \
            uint8_t t[B];                                                                  \
            right -= B;                                                                    \
            memcpy(t, left, B);                                                            \
            memcpy(left, right, B);                                                        \
            memcpy(right, t, B);                                                           \
            left += B;                                                                     \
        }                                                                                  \
    }

CPK_SCALAR(1)
CPK_SCALAR(2)
CPK_SCALAR(3)
CPK_SCALAR(4)
CPK_SCALAR(6)
CPK_SCALAR(8)

cpk_kernel cpk_scalar_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){row_1, in_place_1};
    case 2: return (cpk_kernel){row_2, in_place_2};
    case 3: return (cpk_kernel){row_3, in_place_3};
    case 4: return (cpk_kernel){row_4, in_place_4};
    case 6: return (cpk_kernel){row_6, in_place_6};
    case 8: return (cpk_kernel){row_8, in_place_8};
    default: return (cpk_kernel){NULL, NULL};
    }
}
