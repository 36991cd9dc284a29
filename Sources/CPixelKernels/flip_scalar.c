/* Portable kernels: the reference for the vector ones and the code on non-x86 machines (where
 * the compiler is free to vectorise the reversed copies itself). */
#include "cpk_internal.h"

#define CPK_SCALAR(B)                                                                      \
    static void image_##B(const uint8_t *src, size_t src_stride, uint8_t *dst,             \
                          size_t dst_stride, size_t width, size_t height) {                \
        for (size_t y = 0; y < height; y++)                                                \
            cpk_scalar_row(B, src + y * src_stride, dst + y * dst_stride, width);          \
    }                                                                                      \
    static void in_place_##B(uint8_t *data, size_t stride, size_t width, size_t height) {  \
        for (size_t y = 0; y < height; y++) cpk_scalar_row_in_place(B, data + y * stride, width); \
    }

CPK_SCALAR(1)
CPK_SCALAR(2)
CPK_SCALAR(3)
CPK_SCALAR(4)
CPK_SCALAR(6)
CPK_SCALAR(8)

cpk_kernel cpk_scalar_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){image_1, in_place_1};
    case 2: return (cpk_kernel){image_2, in_place_2};
    case 3: return (cpk_kernel){image_3, in_place_3};
    case 4: return (cpk_kernel){image_4, in_place_4};
    case 6: return (cpk_kernel){image_6, in_place_6};
    case 8: return (cpk_kernel){image_8, in_place_8};
    default: return (cpk_kernel){NULL, NULL};
    }
}
