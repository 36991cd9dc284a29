/* SSSE3 and AVX2 kernels, compiled per function so the rest of the package stays baseline
 * x86-64; cpk.c picks one at run time. Baseline SSE2 has no byte shuffle (pshufb), which is
 * why these live in C rather than in Swift SIMD code. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "cpk_internal.h"

#define SSSE3 __attribute__((target("ssse3")))
#define AVX2 __attribute__((target("avx2")))

/* pshufb masks that reverse the pixels of B bytes in a 16-byte lane. */
static const uint8_t reverse_1[16] = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
static const uint8_t reverse_2[16] = {14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1};
static const uint8_t reverse_4[16] = {12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3};
static const uint8_t reverse_8[16] = {8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7};
/* Five 3-byte pixels from bytes 0..14 to bytes 1..15, reversed; byte 0 is scratch. */
static const uint8_t reverse_3[16] = {0x80, 12, 13, 14, 9, 10, 11, 6, 7, 8, 3, 4, 5, 0, 1, 2};
/* Two 6-byte pixels from bytes 0..11 to bytes 4..15, reversed; bytes 0..3 are scratch. */
static const uint8_t reverse_6[16] = {0x80, 0x80, 0x80, 0x80, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5};

#define LOAD(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define STORE(p, v) _mm_storeu_si128((__m128i *)(void *)(p), (v))
#define LOAD256(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define STORE256(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), (v))

/*
 * Pixels of 1, 2, 4, 8 bytes: P = 16 / B pixels per vector, no scratch bytes. Out of place, a
 * row's last partial vector is redone as a whole vector overlapping the previous one. In place,
 * vectors from both ends are loaded before either is stored; the final pair may overlap, which
 * is harmless because both stores then write the same mirrored values to the shared bytes.
 */
#define SSSE3_POW2(B)                                                                      \
    SSSE3 static void ssse3_row_##B(const uint8_t *src, uint8_t *dst, size_t n) {          \
        const size_t P = 16 / B;                                                           \
        if (n < P) {                                                                       \
            cpk_scalar_kernel(B).row(src, dst, n);                                         \
            return;                                                                        \
        }                                                                                  \
        const __m128i m = LOAD(reverse_##B);                                               \
        size_t i = 0;                                                                      \
        for (; i + 2 * P <= n; i += 2 * P) {                                               \
            __m128i a = _mm_shuffle_epi8(LOAD(src + i * B), m);                            \
            __m128i b = _mm_shuffle_epi8(LOAD(src + (i + P) * B), m);                      \
            STORE(dst + (n - P - i) * B, a);                                               \
            STORE(dst + (n - 2 * P - i) * B, b);                                           \
        }                                                                                  \
        if (i + P <= n) {                                                                  \
            STORE(dst + (n - P - i) * B, _mm_shuffle_epi8(LOAD(src + i * B), m));          \
            i += P;                                                                        \
        }                                                                                  \
        if (i < n) STORE(dst, _mm_shuffle_epi8(LOAD(src + (n - P) * B), m));               \
    }                                                                                      \
    SSSE3 static void ssse3_in_place_##B(uint8_t *row, size_t n) {                         \
        const size_t P = 16 / B;                                                           \
        const __m128i m = LOAD(reverse_##B);                                               \
        size_t l = 0, r = n;                                                               \
        for (; r - l >= 2 * P; l += P, r -= P) {                                           \
            __m128i a = LOAD(row + l * B), b = LOAD(row + (r - P) * B);                    \
            STORE(row + l * B, _mm_shuffle_epi8(b, m));                                    \
            STORE(row + (r - P) * B, _mm_shuffle_epi8(a, m));                              \
        }                                                                                  \
        if (r - l >= P) {                                                                  \
            __m128i a = LOAD(row + l * B), b = LOAD(row + (r - P) * B);                    \
            STORE(row + l * B, _mm_shuffle_epi8(b, m));                                    \
            STORE(row + (r - P) * B, _mm_shuffle_epi8(a, m));                              \
        } else {                                                                           \
            cpk_scalar_kernel(B).in_place(row + l * B, r - l);                             \
        }                                                                                  \
    }

SSSE3_POW2(1)
SSSE3_POW2(2)
SSSE3_POW2(4)
SSSE3_POW2(8)

/*
 * Pixels of 3 and 6 bytes: a 16-byte load holds P whole pixels (5 or 2) and the shuffled
 * vector holds them at its top, with S scratch bytes (1 or 4) below. Sources advance, the
 * destination retreats, so each store's scratch bytes land on pixels a later store (or the
 * scalar tail) writes. A chunk may be vectorised only if its load stays inside the row and its
 * scratch bytes stay inside the destination row: i + P + 1 <= n for both sizes.
 */
#define SSSE3_ODD(B, P, S)                                                                 \
    SSSE3 static void ssse3_row_##B(const uint8_t *src, uint8_t *dst, size_t n) {          \
        const __m128i m = LOAD(reverse_##B);                                               \
        size_t i = 0;                                                                      \
        for (; i + 2 * P + 1 <= n; i += 2 * P) {                                           \
            __m128i a = _mm_shuffle_epi8(LOAD(src + i * B), m);                            \
            __m128i b = _mm_shuffle_epi8(LOAD(src + (i + P) * B), m);                      \
            STORE(dst + (n - P - i) * B - S, a);                                           \
            STORE(dst + (n - 2 * P - i) * B - S, b);                                       \
        }                                                                                  \
        for (; i + P + 1 <= n; i += P)                                                     \
            STORE(dst + (n - P - i) * B - S, _mm_shuffle_epi8(LOAD(src + i * B), m));      \
        cpk_scalar_kernel(B).row(src + i * B, dst, n - i);                                 \
    }                                                                                      \
    static void ssse3_in_place_##B(uint8_t *row, size_t n) {                               \
        cpk_in_place_by_blocks(ssse3_row_##B, B, row, n);                                  \
    }

SSSE3_ODD(3, 5, 1)
SSSE3_ODD(6, 2, 4)

/* AVX2: the same as SSSE3 for 32-byte vectors: reverse in each lane, then swap the lanes. */
#define AVX2_POW2(B, REVERSE)                                                              \
    AVX2 static void avx2_row_##B(const uint8_t *src, uint8_t *dst, size_t n) {            \
        const size_t P = 32 / B;                                                           \
        if (n < P) {                                                                       \
            ssse3_row_##B(src, dst, n);                                                    \
            return;                                                                        \
        }                                                                                  \
        const __m256i m = _mm256_broadcastsi128_si256(LOAD(reverse_##B));                 \
        (void)m;                                                                           \
        size_t i = 0;                                                                      \
        for (; i + 2 * P <= n; i += 2 * P) {                                               \
            __m256i a = LOAD256(src + i * B), b = LOAD256(src + (i + P) * B);              \
            STORE256(dst + (n - P - i) * B, REVERSE(a));                                   \
            STORE256(dst + (n - 2 * P - i) * B, REVERSE(b));                               \
        }                                                                                  \
        if (i + P <= n) {                                                                  \
            STORE256(dst + (n - P - i) * B, REVERSE(LOAD256(src + i * B)));                \
            i += P;                                                                        \
        }                                                                                  \
        if (i < n) STORE256(dst, REVERSE(LOAD256(src + (n - P) * B)));                     \
    }                                                                                      \
    AVX2 static void avx2_in_place_##B(uint8_t *row, size_t n) {                           \
        const size_t P = 32 / B;                                                           \
        const __m256i m = _mm256_broadcastsi128_si256(LOAD(reverse_##B));                 \
        (void)m;                                                                           \
        size_t l = 0, r = n;                                                               \
        for (; r - l >= 2 * P; l += P, r -= P) {                                           \
            __m256i a = LOAD256(row + l * B), b = LOAD256(row + (r - P) * B);              \
            STORE256(row + l * B, REVERSE(b));                                             \
            STORE256(row + (r - P) * B, REVERSE(a));                                       \
        }                                                                                  \
        if (r - l >= P) {                                                                  \
            __m256i a = LOAD256(row + l * B), b = LOAD256(row + (r - P) * B);              \
            STORE256(row + l * B, REVERSE(b));                                             \
            STORE256(row + (r - P) * B, REVERSE(a));                                       \
        } else {                                                                           \
            ssse3_in_place_##B(row + l * B, r - l);                                        \
        }                                                                                  \
    }

#define REVERSE_BYTES(v) _mm256_permute4x64_epi64(_mm256_shuffle_epi8((v), m), 0x4E)
#define REVERSE_DWORDS(v) _mm256_permutevar8x32_epi32((v), _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0))
#define REVERSE_QWORDS(v) _mm256_permute4x64_epi64((v), 0x1B)

AVX2_POW2(1, REVERSE_BYTES)
AVX2_POW2(2, REVERSE_BYTES)
AVX2_POW2(4, REVERSE_DWORDS)
AVX2_POW2(8, REVERSE_QWORDS)

cpk_kernel cpk_ssse3_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){ssse3_row_1, ssse3_in_place_1};
    case 2: return (cpk_kernel){ssse3_row_2, ssse3_in_place_2};
    case 3: return (cpk_kernel){ssse3_row_3, ssse3_in_place_3};
    case 4: return (cpk_kernel){ssse3_row_4, ssse3_in_place_4};
    case 6: return (cpk_kernel){ssse3_row_6, ssse3_in_place_6};
    case 8: return (cpk_kernel){ssse3_row_8, ssse3_in_place_8};
    default: return (cpk_kernel){NULL, NULL};
    }
}

/* 3- and 6-byte pixels straddle AVX2's 16-byte lanes, and a 32-byte store of them would need
 * scratch bytes at both ends; they keep the SSSE3 kernels. */
cpk_kernel cpk_avx2_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){avx2_row_1, avx2_in_place_1};
    case 2: return (cpk_kernel){avx2_row_2, avx2_in_place_2};
    case 4: return (cpk_kernel){avx2_row_4, avx2_in_place_4};
    case 8: return (cpk_kernel){avx2_row_8, avx2_in_place_8};
    default: return cpk_ssse3_kernel(bytes_per_pixel);
    }
}
#endif
