/* SSSE3 and AVX2 kernels, compiled per function so the rest of the package stays baseline
 * x86-64; cpk.c picks one at run time. Baseline SSE2 has no byte shuffle (pshufb), which is
 * why these live in C rather than in Swift SIMD code. Each kernel is a whole image: the row
 * loop runs here, with the row code inlined, so there is no call per row. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "cpk_internal.h"

#define SSSE3 __attribute__((target("ssse3")))
#define AVX2 __attribute__((target("avx2")))
#define INLINE static inline __attribute__((always_inline))

/* pshufb masks that reverse the pixels of B bytes in a 16-byte lane. */
static const uint8_t reverse_1[16] = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
static const uint8_t reverse_2[16] = {14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1};
static const uint8_t reverse_4[16] = {12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3};
static const uint8_t reverse_8[16] = {8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7};
/* Five 3-byte pixels from bytes 0..14 to bytes 1..15, reversed; byte 0 is scratch. */
static const uint8_t reverse_3[16] = {0x80, 12, 13, 14, 9, 10, 11, 6, 7, 8, 3, 4, 5, 0, 1, 2};
/* Two 6-byte pixels from bytes 0..11 to bytes 4..15, reversed; bytes 0..3 are scratch. */
static const uint8_t reverse_6[16] = {0x80, 0x80, 0x80, 0x80, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5};
/* The same pixels the other way round: from the top of the lane to its bottom. */
static const uint8_t reverse_3_down[16] = {13, 14, 15, 10, 11, 12, 7, 8, 9, 4, 5, 6, 1, 2, 3, 0x80};
static const uint8_t reverse_6_down[16] = {10, 11, 12, 13, 14, 15, 4, 5, 6, 7, 8, 9, 0x80, 0x80, 0x80, 0x80};
/* Sixteen 3-byte pixels (48 bytes, vectors s0 s1 s2) reversed into three whole vectors o0 o1 o2:
 * o0 = s2 (bytes 1..15) and s1 (byte 14); o1 = all three; o2 = s1 (byte 1) and s0 (bytes 0..14). */
static const uint8_t rgb48_o0_s2[16] = {13, 14, 15, 10, 11, 12, 7, 8, 9, 4, 5, 6, 1, 2, 3, 0x80};
static const uint8_t rgb48_o0_s1[16] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                        0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 14};
static const uint8_t rgb48_o1_s2[16] = {0x80, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                        0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80};
static const uint8_t rgb48_o1_s1[16] = {15, 0x80, 11, 12, 13, 8, 9, 10, 5, 6, 7, 2, 3, 4, 0x80, 0};
static const uint8_t rgb48_o1_s0[16] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                        0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 15, 0x80};
static const uint8_t rgb48_o2_s1[16] = {1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                        0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80};
static const uint8_t rgb48_o2_s0[16] = {0x80, 12, 13, 14, 9, 10, 11, 6, 7, 8, 3, 4, 5, 0, 1, 2};
/* dword indices that reverse a 32-byte vector of 4-byte pixels (vpermd). */
static const int32_t reverse_dwords[8] = {7, 6, 5, 4, 3, 2, 1, 0};

#define LOAD(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define STORE(p, v) _mm_storeu_si128((__m128i *)(void *)(p), (v))
#define STREAM(p, v) _mm_stream_si128((__m128i *)(void *)(p), (v))
#define LOAD256(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define STORE256(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), (v))
#define STREAM256(p, v) _mm256_stream_si256((__m256i *)(void *)(p), (v))
#define SHUFFLE(v, m) _mm_shuffle_epi8((v), (m))

/*
 * Hides a constant mask from the compiler. Clang otherwise "improves" shuffles by constants:
 * a vpermd by a constant index becomes vpermilps + vpermpd, two instructions on the single port
 * that shuffles across lanes, which halves the throughput of the 4-byte AVX2 kernel.
 */
#define OPAQUE(v) __asm__("" : "+x"(v))

static int streams(size_t dst_stride, size_t width, size_t bytes_per_pixel, size_t height) {
    size_t row = dst_stride > width * bytes_per_pixel ? dst_stride : width * bytes_per_pixel;
    return row * height >= CPK_STREAMING_BYTES;
}

/*
 * Pixels of 1, 2, 4, 8 bytes: P = 16 / B pixels per vector, no scratch bytes. Out of place, a
 * row's last partial vector is redone as a whole vector overlapping the previous one. In place,
 * vectors from both ends are loaded before either is stored; the final pair may overlap, which
 * is harmless because both stores then write the same mirrored values to the shared bytes.
 */
INLINE SSSE3 void ssse3_pow2_row(size_t B, __m128i m, const uint8_t *src, uint8_t *dst, size_t n) {
    const size_t P = 16 / B;
    if (n < P) {
        cpk_scalar_row(B, src, dst, n);
        return;
    }
    size_t i = 0;
    for (; i + 2 * P <= n; i += 2 * P) {
        __m128i a = SHUFFLE(LOAD(src + i * B), m);
        __m128i b = SHUFFLE(LOAD(src + (i + P) * B), m);
        STORE(dst + (n - P - i) * B, a);
        STORE(dst + (n - 2 * P - i) * B, b);
    }
    if (i + P <= n) {
        STORE(dst + (n - P - i) * B, SHUFFLE(LOAD(src + i * B), m));
        i += P;
    }
    if (i < n) STORE(dst, SHUFFLE(LOAD(src + (n - P) * B), m));
}

INLINE SSSE3 void ssse3_pow2_in_place(size_t B, __m128i m, uint8_t *row, size_t n) {
    const size_t P = 16 / B;
    size_t l = 0, r = n;
    for (; r - l >= 2 * P; l += P, r -= P) {
        __m128i a = LOAD(row + l * B), b = LOAD(row + (r - P) * B);
        STORE(row + l * B, SHUFFLE(b, m));
        STORE(row + (r - P) * B, SHUFFLE(a, m));
    }
    if (r - l >= P) {
        __m128i a = LOAD(row + l * B), b = LOAD(row + (r - P) * B);
        STORE(row + l * B, SHUFFLE(b, m));
        STORE(row + (r - P) * B, SHUFFLE(a, m));
    } else {
        cpk_scalar_row_in_place(B, row + l * B, r - l);
    }
}

#define SSSE3_POW2(B)                                                                      \
    SSSE3 static void ssse3_image_##B(const uint8_t *src, size_t src_stride, uint8_t *dst,  \
                                      size_t dst_stride, size_t n, size_t height) {        \
        const __m128i m = LOAD(reverse_##B);                                               \
        for (size_t y = 0; y < height; y++)                                                \
            ssse3_pow2_row(B, m, src + y * src_stride, dst + y * dst_stride, n);           \
    }                                                                                      \
    SSSE3 static void ssse3_in_place_##B(uint8_t *data, size_t stride, size_t n, size_t height) { \
        const __m128i m = LOAD(reverse_##B);                                               \
        for (size_t y = 0; y < height; y++) ssse3_pow2_in_place(B, m, data + y * stride, n); \
    }

SSSE3_POW2(1)
SSSE3_POW2(2)
SSSE3_POW2(4)
SSSE3_POW2(8)

/*
 * Pixels of 3 and 6 bytes: a 16-byte load holds P whole pixels (5 or 2) and the shuffled
 * vector holds them at its top, with S scratch bytes (1 or 4) below. Sources advance, the
 * destination retreats, so each store's scratch bytes land on pixels a later store writes. A
 * chunk may be vectorised only if its load stays inside the row and its scratch bytes stay
 * inside the destination row: i + P + 1 <= n for both sizes. The last (leftmost) P pixels are
 * then redone from a load that ends at the row's end, shuffled to the bottom of the vector
 * (`down`), and stored as two overlapping 8-byte halves so no byte past them is written.
 *
 * In place, a vector from each end is loaded before either is stored, and each store keeps the
 * S bytes of its own load that belong to pixels not yet mirrored; the two vectors' pixels must
 * not reach each other's 16 bytes, so the loop runs while r - l >= 2P + 1 and the at most 2P
 * middle pixels are swapped by the scalar code.
 *
 * Destinations of CPK_STREAMING_BYTES or more, 16-byte aligned, are written 48 bytes (sixteen
 * 3-byte pixels) at a time as three whole aligned vectors with non-temporal stores; that takes
 * seven shuffles instead of about three, which costs nothing at memory speed but would be
 * slower than the chunked kernel for cached rows.
 */
#define ODD(ISA, ATTR, B, P, S)                                                            \
    INLINE ATTR void ISA##_row_##B(__m128i up, __m128i down, const uint8_t *src, uint8_t *dst, \
                                   size_t n) {                                             \
        if (n < P + 1) {                                                                   \
            cpk_scalar_row(B, src, dst, n);                                                \
            return;                                                                        \
        }                                                                                  \
        size_t i = 0;                                                                      \
        for (; i + 2 * P + 1 <= n; i += 2 * P) {                                           \
            __m128i a = SHUFFLE(LOAD(src + i * B), up);                                    \
            __m128i b = SHUFFLE(LOAD(src + (i + P) * B), up);                              \
            STORE(dst + (n - P - i) * B - S, a);                                           \
            STORE(dst + (n - 2 * P - i) * B - S, b);                                       \
        }                                                                                  \
        for (; i + P + 1 <= n; i += P)                                                     \
            STORE(dst + (n - P - i) * B - S, SHUFFLE(LOAD(src + i * B), up));              \
        if (i < n) {                                                                       \
            __m128i v = SHUFFLE(LOAD(src + n * B - 16), down);                             \
            _mm_storel_epi64((__m128i *)(void *)dst, v);                                   \
            _mm_storel_epi64((__m128i *)(void *)(dst + P * B - 8), _mm_srli_si128(v, P * B - 8)); \
        }                                                                                  \
    }                                                                                      \
    ATTR static void ISA##_image_##B(const uint8_t *src, size_t src_stride, uint8_t *dst,   \
                                     size_t dst_stride, size_t n, size_t height) {         \
        const __m128i up = LOAD(reverse_##B), down = LOAD(reverse_##B##_down);             \
        if (B == 3 && streams(dst_stride, n, B, height)) {                                 \
            ISA##_image_3_streaming(src, src_stride, dst, dst_stride, n, height);          \
            return;                                                                        \
        }                                                                                  \
        for (size_t y = 0; y < height; y++)                                                \
            ISA##_row_##B(up, down, src + y * src_stride, dst + y * dst_stride, n);        \
    }                                                                                      \
    ATTR static void ISA##_in_place_##B(uint8_t *data, size_t stride, size_t n, size_t height) { \
        const __m128i up = LOAD(reverse_##B), down = LOAD(reverse_##B##_down);             \
        const __m128i keep_bottom = _mm_srli_si128(_mm_set1_epi8(-1), 16 - S);             \
        const __m128i keep_top = _mm_slli_si128(_mm_set1_epi8(-1), 16 - S);               \
        for (size_t y = 0; y < height; y++) {                                              \
            uint8_t *row = data + y * stride;                                              \
            /* k vector pairs from the ends inwards; the middle pixels are swapped first,  \
             * because loading bytes that a store still in flight covers only in part cannot \
             * be forwarded and stalls the core (about 14 cycles a row here). */       \
            const size_t k = n >= 2 * P + 1 ? (n - 2 * P - 1) / (2 * P) + 1 : 0;           \
            cpk_scalar_row_in_place(B, row + k * P * B, n - 2 * k * P);                    \
            if (k == 0) continue;                                                          \
            size_t l = 0, r = n;                                                           \
            __m128i a = LOAD(row), b = LOAD(row + r * B - 16);                             \
            for (size_t i = 1;; i++) {                                                     \
                /* The next pair is loaded before this pair is stored, for the same reason. */ \
                __m128i next_a = a, next_b = b;                                            \
                if (i < k) {                                                               \
                    next_a = LOAD(row + (l + P) * B);                                      \
                    next_b = LOAD(row + (r - P) * B - 16);                                 \
                }                                                                          \
                STORE(row + l * B, _mm_or_si128(SHUFFLE(b, down), _mm_and_si128(a, keep_top))); \
                STORE(row + r * B - 16, _mm_or_si128(SHUFFLE(a, up), _mm_and_si128(b, keep_bottom))); \
                if (i == k) break;                                                         \
                l += P, r -= P;                                                            \
                a = next_a, b = next_b;                                                    \
            }                                                                              \
        }                                                                                  \
    }

#define RGB48(ISA, ATTR)                                                                   \
    INLINE ATTR void ISA##_row_3(__m128i up, __m128i down, const uint8_t *src, uint8_t *dst, \
                                 size_t n);                                                \
    ATTR static void ISA##_image_3_streaming(const uint8_t *src, size_t src_stride, uint8_t *dst, \
                                             size_t dst_stride, size_t n, size_t height) { \
        const __m128i up = LOAD(reverse_3), down = LOAD(reverse_3_down);                   \
        const __m128i o0s2 = LOAD(rgb48_o0_s2), o0s1 = LOAD(rgb48_o0_s1);                  \
        const __m128i o1s2 = LOAD(rgb48_o1_s2), o1s1 = LOAD(rgb48_o1_s1), o1s0 = LOAD(rgb48_o1_s0); \
        const __m128i o2s1 = LOAD(rgb48_o2_s1), o2s0 = LOAD(rgb48_o2_s0);                  \
        for (size_t y = 0; y < height; y++) {                                              \
            const uint8_t *from = src + y * src_stride;                                    \
            uint8_t *to = dst + y * dst_stride;                                            \
            size_t j = 0;                                                                  \
            if ((uintptr_t)to % 16 == 0) {                                                 \
                for (; j + 16 <= n; j += 16) {                                             \
                    const uint8_t *s = from + (n - 16 - j) * 3;                            \
                    __m128i s0 = LOAD(s), s1 = LOAD(s + 16), s2 = LOAD(s + 32);            \
                    __m128i o0 = _mm_or_si128(SHUFFLE(s2, o0s2), SHUFFLE(s1, o0s1));       \
                    __m128i o1 = _mm_or_si128(_mm_or_si128(SHUFFLE(s2, o1s2), SHUFFLE(s1, o1s1)), \
                                              SHUFFLE(s0, o1s0));                          \
                    __m128i o2 = _mm_or_si128(SHUFFLE(s1, o2s1), SHUFFLE(s0, o2s0));       \
                    STREAM(to + j * 3, o0);                                                \
                    STREAM(to + j * 3 + 16, o1);                                           \
                    STREAM(to + j * 3 + 32, o2);                                           \
                }                                                                          \
            }                                                                              \
            ISA##_row_3(up, down, from, to + j * 3, n - j);                                \
        }                                                                                  \
        _mm_sfence();                                                                      \
    }

RGB48(ssse3, SSSE3)
ODD(ssse3, SSSE3, 3, 5, 1)
ODD(ssse3, SSSE3, 6, 2, 4)

/* AVX2: the same as SSSE3 for 32-byte vectors: reverse in each lane, then swap the lanes. */
INLINE AVX2 __m256i avx2_reverse(size_t B, __m256i v, __m256i m) {
    switch (B) {
    case 4: return _mm256_permutevar8x32_epi32(v, m);
    case 8: return _mm256_permute4x64_epi64(v, 0x1B);
    default: return _mm256_permute4x64_epi64(_mm256_shuffle_epi8(v, m), 0x4E);
    }
}

INLINE AVX2 void avx2_pow2_row(size_t B, __m256i m, __m128i m128, const uint8_t *src, uint8_t *dst,
                               size_t n) {
    const size_t P = 32 / B;
    if (n < P) {
        ssse3_pow2_row(B, m128, src, dst, n);
        return;
    }
    size_t i = 0;
    for (; i + 2 * P <= n; i += 2 * P) {
        __m256i a = LOAD256(src + i * B), b = LOAD256(src + (i + P) * B);
        STORE256(dst + (n - P - i) * B, avx2_reverse(B, a, m));
        STORE256(dst + (n - 2 * P - i) * B, avx2_reverse(B, b, m));
    }
    if (i + P <= n) {
        STORE256(dst + (n - P - i) * B, avx2_reverse(B, LOAD256(src + i * B), m));
        i += P;
    }
    if (i < n) STORE256(dst, avx2_reverse(B, LOAD256(src + (n - P) * B), m));
}

/* Only whole 64-byte lines are streamed, as two aligned 32-byte non-temporal stores: a line
 * that also took a plain store would have to be evicted from the cache first, which made the
 * streaming kernel slower than the plain one. The partial lines at either end of the row are
 * mirrored by the plain kernel, each as a row of its own. */
INLINE AVX2 void avx2_pow2_row_streaming(size_t B, __m256i m, __m128i m128, const uint8_t *src,
                                         uint8_t *dst, size_t n) {
    const size_t P = 32 / B;
    const uintptr_t first = (uintptr_t)dst, end = first + n * B;
    const uintptr_t lines = (first + 63) & ~(uintptr_t)63, lines_end = end & ~(uintptr_t)63;
    if (first % B != 0 || lines >= lines_end) {
        avx2_pow2_row(B, m, m128, src, dst, n);
        return;
    }
    /* Destination pixels [0, head) and [tail, n) lie on partial lines. */
    const size_t head = (lines - first) / B, tail = (lines_end - first) / B;
    avx2_pow2_row(B, m, m128, src + (n - head) * B, dst, head);
    for (size_t j = head; j < tail; j += 2 * P) {
        __m256i a = avx2_reverse(B, LOAD256(src + (n - P - j) * B), m);
        __m256i b = avx2_reverse(B, LOAD256(src + (n - 2 * P - j) * B), m);
        STREAM256(dst + j * B, a);
        STREAM256(dst + (j + P) * B, b);
    }
    avx2_pow2_row(B, m, m128, src, dst + tail * B, n - tail);
}

INLINE AVX2 void avx2_pow2_in_place(size_t B, __m256i m, __m128i m128, uint8_t *row, size_t n) {
    const size_t P = 32 / B;
    size_t l = 0, r = n;
    for (; r - l >= 2 * P; l += P, r -= P) {
        __m256i a = LOAD256(row + l * B), b = LOAD256(row + (r - P) * B);
        STORE256(row + l * B, avx2_reverse(B, b, m));
        STORE256(row + (r - P) * B, avx2_reverse(B, a, m));
    }
    if (r - l >= P) {
        __m256i a = LOAD256(row + l * B), b = LOAD256(row + (r - P) * B);
        STORE256(row + l * B, avx2_reverse(B, b, m));
        STORE256(row + (r - P) * B, avx2_reverse(B, a, m));
    } else {
        ssse3_pow2_in_place(B, m128, row + l * B, r - l);
    }
}

#define AVX2_POW2(B, MASK)                                                                 \
    AVX2 static void avx2_image_##B(const uint8_t *src, size_t src_stride, uint8_t *dst,    \
                                    size_t dst_stride, size_t n, size_t height) {          \
        __m256i m = MASK;                                                                  \
        __m128i m128 = LOAD(reverse_##B);                                                  \
        OPAQUE(m);                                                                         \
        if (streams(dst_stride, n, B, height)) {                                           \
            for (size_t y = 0; y < height; y++)                                            \
                avx2_pow2_row_streaming(B, m, m128, src + y * src_stride, dst + y * dst_stride, n); \
            _mm_sfence();                                                                  \
            return;                                                                        \
        }                                                                                  \
        for (size_t y = 0; y < height; y++)                                                \
            avx2_pow2_row(B, m, m128, src + y * src_stride, dst + y * dst_stride, n);      \
    }                                                                                      \
    AVX2 static void avx2_in_place_##B(uint8_t *data, size_t stride, size_t n, size_t height) { \
        __m256i m = MASK;                                                                  \
        __m128i m128 = LOAD(reverse_##B);                                                  \
        OPAQUE(m);                                                                         \
        for (size_t y = 0; y < height; y++) avx2_pow2_in_place(B, m, m128, data + y * stride, n); \
    }

#define LANE_MASK(B) _mm256_broadcastsi128_si256(LOAD(reverse_##B))
AVX2_POW2(1, LANE_MASK(1))
AVX2_POW2(2, LANE_MASK(2))
AVX2_POW2(4, LOAD256(reverse_dwords))
AVX2_POW2(8, _mm256_setzero_si256())

/* 3- and 6-byte pixels straddle AVX2's 16-byte lanes; they run the 16-byte kernels, compiled
 * again here so they use VEX encodings inside AVX2 code. */
RGB48(avx2, AVX2)
ODD(avx2, AVX2, 3, 5, 1)
ODD(avx2, AVX2, 6, 2, 4)

cpk_kernel cpk_ssse3_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){ssse3_image_1, ssse3_in_place_1};
    case 2: return (cpk_kernel){ssse3_image_2, ssse3_in_place_2};
    case 3: return (cpk_kernel){ssse3_image_3, ssse3_in_place_3};
    case 4: return (cpk_kernel){ssse3_image_4, ssse3_in_place_4};
    case 6: return (cpk_kernel){ssse3_image_6, ssse3_in_place_6};
    case 8: return (cpk_kernel){ssse3_image_8, ssse3_in_place_8};
    default: return (cpk_kernel){NULL, NULL};
    }
}

cpk_kernel cpk_avx2_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){avx2_image_1, avx2_in_place_1};
    case 2: return (cpk_kernel){avx2_image_2, avx2_in_place_2};
    case 3: return (cpk_kernel){avx2_image_3, avx2_in_place_3};
    case 4: return (cpk_kernel){avx2_image_4, avx2_in_place_4};
    case 6: return (cpk_kernel){avx2_image_6, avx2_in_place_6};
    case 8: return (cpk_kernel){avx2_image_8, avx2_in_place_8};
    default: return (cpk_kernel){NULL, NULL};
    }
}
#endif
