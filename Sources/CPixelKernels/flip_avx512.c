/* AVX-512 kernels: 64-byte vectors, masked loads and stores for row ends instead of scalar
 * code. Two levels, each compiled per function like the AVX2 ones: AVX512BW (F, BW, VL) has
 * the dword, qword and word permutes, so it mirrors 2-, 4-, 6- and 8-byte pixels; AVX512VBMI
 * adds the byte permutes for 1- and 3-byte pixels. Each kernel is a whole image; everything
 * that depends only on the width (permutation indices, tail masks) is set up once per image,
 * outside the row loop. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "cpk_internal.h"

#define AVX512BW __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))
#define AVX512VBMI __attribute__((target("avx2,avx512f,avx512bw,avx512vl,avx512vbmi")))
#define INLINE static inline __attribute__((always_inline))

#define LOAD512(p) _mm512_loadu_si512((const void *)(p))
#define STORE512(p, v) _mm512_storeu_si512((void *)(p), (v))
#define MASK_LOAD(k, p) _mm512_maskz_loadu_epi8((k), (const void *)(p))
#define MASK_STORE(p, k, v) _mm512_mask_storeu_epi8((void *)(p), (k), (v))
/* Keeps clang from rewriting a permute by a constant into two cheaper-looking shuffles on the
 * same port (see flip_x86.c). */
#define OPAQUE(v) __asm__("" : "+v"(v))

/* 0, 1, 2, ... as bytes; widened for larger elements. */
static const uint8_t iota[64] = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43,
    44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63};
/* g(j) = j % 3 - 3 * (j / 3): element j of a run of 3-element pixels, reversed pixel by pixel,
 * comes from element (run - 3) + g(j). Read from offset r for g(j + r). */
static const int8_t thirds[66] = {
    0,   1,   2,   -3,  -2,  -1,  -6,  -5,  -4,  -9,  -8,  -7,  -12, -11, -10, -15, -14,
    -13, -18, -17, -16, -21, -20, -19, -24, -23, -22, -27, -26, -25, -30, -29, -28, -33,
    -32, -31, -36, -35, -34, -39, -38, -37, -42, -41, -40, -45, -44, -43, -48, -47, -46,
    -51, -50, -49, -54, -53, -52, -57, -56, -55, -60, -59, -58, -63, -62, -61};

INLINE uint64_t low_bytes(size_t count) { return count >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << count) - 1; }

static int streams(size_t dst_stride, size_t width, size_t bytes_per_pixel, size_t height) {
    size_t row = dst_stride > width * bytes_per_pixel ? dst_stride : width * bytes_per_pixel;
    return row * height >= CPK_STREAMING_BYTES;
}

/* Element indices 0, 1, 2, ... for W-bit elements. */
INLINE AVX512BW __m512i iota_8(void) { return LOAD512(iota); }
INLINE AVX512BW __m512i iota_16(void) { return _mm512_cvtepu8_epi16(_mm256_loadu_si256((const void *)iota)); }
INLINE AVX512BW __m512i iota_32(void) { return _mm512_cvtepu8_epi32(_mm_loadu_si128((const void *)iota)); }
INLINE AVX512BW __m512i iota_64(void) { return _mm512_cvtepu8_epi64(_mm_loadl_epi64((const void *)iota)); }
/* g(j + r) for W-bit elements. */
INLINE AVX512BW __m512i thirds_8(size_t r) { return LOAD512(thirds + r); }
INLINE AVX512BW __m512i thirds_16(size_t r) {
    return _mm512_cvtepi8_epi16(_mm256_loadu_si256((const void *)(thirds + r)));
}

/*
 * Pixels of B = 1, 2, 4, 8 bytes, W = 8B-bit elements: a vector is P = 64 / B whole pixels and
 * one permute (vpermb, vpermw, vpermd, vpermq) reverses it. Out of place, row pixels
 * [k P, (k + 1) P) go to the destination's [n - (k + 1) P, n - k P); the m = n % P pixels left
 * at the row's end are loaded and stored masked, reversed by indices m - 1 - j (only the low
 * bits of an index count, so the lanes past m do not matter). In place, vectors from both ends
 * are loaded before either is stored; the at most 2P - 1 middle pixels are two overlapping
 * vectors (both stores write the same mirrored bytes where they overlap) or one masked one.
 * Destinations of CPK_STREAMING_BYTES or more go to the AVX2 kernel, which streams them: at
 * memory speed the vector width does not matter.
 *
 * Two things a short row (a 64×64 RGBA8 image has four vectors a row) cannot afford, each
 * measured on this CPU in C on 64-byte-aligned 64×64 RGBA8 images, as a ratio to memcpy:
 *  - Out of place, whole vectors taken in order (load, permute, store, next): 0.52–0.59, at
 *    every distance between the buffers tried. Vector k + 1's load then follows the store of
 *    mirrored vector k; most likely the CPU holds it back whenever the two addresses agree in
 *    bits 0–11 (4K aliasing), which some pair in most rows does. So rows of up to four
 *    vectors are loaded whole before anything is stored, and longer ones go in pairs from
 *    both ends of the row, both loaded before either is stored, as in place: 0.95–1.04.
 *  - A loop over a row's two pairs, its count known only at run time: 0.65–0.69 against
 *    0.99–1.04 with the count a constant. So rows of up to four vectors (pairs, in place) run
 *    a copy of the row code with that count a constant (WITH_COUNT).
 */
#define WITH_COUNT(count, STATEMENT)                                                       \
    switch (count) {                                                                       \
    case 0: STATEMENT(0); break;                                                           \
    case 1: STATEMENT(1); break;                                                           \
    case 2: STATEMENT(2); break;                                                           \
    case 3: STATEMENT(3); break;                                                           \
    case 4: STATEMENT(4); break;                                                           \
    default: STATEMENT(count); break;                                                      \
    }

#define POW2_512(B, W, ATTR)                                                               \
    INLINE ATTR __m512i reverse_##B(__m512i v, __m512i index) {                            \
        return _mm512_permutexvar_epi##W(index, v);                                        \
    }                                                                                      \
    /* Indices that reverse the first m elements of a vector. */                          \
    INLINE ATTR __m512i reversing_##B(size_t m) {                                          \
        __m512i index = _mm512_sub_epi##W(_mm512_set1_epi##W((m - 1)), iota_##W());       \
        OPAQUE(index);                                                                     \
        return index;                                                                      \
    }                                                                                      \
    /* One row of `vectors` whole vectors and m more pixels, `from` to `row`. Up to four   \
     * vectors (a constant then) are all loaded before any is stored. */                  \
    INLINE ATTR void avx512_row_##B(size_t vectors, size_t m, __m512i whole, __m512i tail,  \
                                    __mmask64 tail_mask, const uint8_t *from, uint8_t *row) { \
        /* Source vectors [low, high) go to the destination's [to_low, to_high). */        \
        const uint8_t *low = from, *high = from + vectors * 64;                            \
        uint8_t *to_low = row + m * B, *to_high = to_low + vectors * 64;                   \
        if (vectors <= 4) {                                                                \
            __m512i v[4];                                                                  \
            for (size_t k = 0; k < vectors; k++) v[k] = LOAD512(low + 64 * k);             \
            for (size_t k = 0; k < vectors; k++) STORE512(to_high - 64 * (k + 1), reverse_##B(v[k], whole)); \
        } else {                                                                           \
            for (size_t k = 0; k < vectors / 2; k++, low += 64, to_low += 64) {            \
                high -= 64;                                                                \
                to_high -= 64;                                                             \
                __m512i a = LOAD512(low), b = LOAD512(high);                               \
                STORE512(to_high, reverse_##B(a, whole));                                  \
                STORE512(to_low, reverse_##B(b, whole));                                   \
            }                                                                              \
            if (vectors % 2 != 0) STORE512(to_low, reverse_##B(LOAD512(low), whole));      \
        }                                                                                  \
        if (m != 0)                                                                        \
            MASK_STORE(row, tail_mask, reverse_##B(MASK_LOAD(tail_mask, from + vectors * 64), tail)); \
    }                                                                                      \
    ATTR static void avx512_image_##B(const uint8_t *src, size_t src_stride, uint8_t *dst,  \
                                      size_t dst_stride, size_t n, size_t height) {        \
        if (streams(dst_stride, n, B, height)) {                                           \
            cpk_avx2_kernel(B).image(src, src_stride, dst, dst_stride, n, height);         \
            return;                                                                        \
        }                                                                                  \
        const size_t P = 64 / B, vectors = n / P, m = n % P;                               \
        const __m512i whole = reversing_##B(P), tail = reversing_##B(m);                   \
        const __mmask64 tail_mask = low_bytes(m * B);                                      \
        WITH_COUNT(vectors, IMAGE_ROWS_##B)                                                \
    }                                                                                      \
    /* One row in place: `pairs` pairs of vectors from both ends, then m middle pixels. */  \
    INLINE ATTR void avx512_row_in_place_##B(size_t pairs, size_t m, __m512i whole,         \
                                             __m512i middle, __mmask64 middle_mask,         \
                                             uint8_t *left, size_t n) {                    \
        const size_t P = 64 / B;                                                           \
        uint8_t *right = left + n * B;                                                     \
        for (size_t k = 0; k < pairs; k++, left += 64) {                                   \
            right -= 64;                                                                   \
            __m512i a = LOAD512(left), b = LOAD512(right);                                 \
            STORE512(left, reverse_##B(b, whole));                                         \
            STORE512(right, reverse_##B(a, whole));                                        \
        }                                                                                  \
        if (m >= P) {                                                                      \
            __m512i a = LOAD512(left), b = LOAD512(right - 64);                            \
            STORE512(left, reverse_##B(b, whole));                                         \
            STORE512(right - 64, reverse_##B(a, whole));                                   \
        } else if (m != 0) {                                                               \
            MASK_STORE(left, middle_mask, reverse_##B(MASK_LOAD(middle_mask, left), middle)); \
        }                                                                                  \
    }                                                                                      \
    ATTR static void avx512_in_place_##B(uint8_t *data, size_t stride, size_t n, size_t height) { \
        const size_t P = 64 / B, pairs = n / (2 * P), m = n % (2 * P);                     \
        const __m512i whole = reversing_##B(P), middle = reversing_##B(m);                 \
        const __mmask64 middle_mask = low_bytes(m * B);                                    \
        WITH_COUNT(pairs, IN_PLACE_ROWS_##B)                                               \
    }

/* The row loops WITH_COUNT copies, one per pixel size (a macro cannot define a macro). */
#define IMAGE_ROWS(B, COUNT)                                                               \
    for (size_t y = 0; y < height; y++, src += src_stride, dst += dst_stride)              \
    avx512_row_##B((COUNT), m, whole, tail, tail_mask, src, dst)
#define IN_PLACE_ROWS(B, COUNT)                                                            \
    for (size_t y = 0; y < height; y++, data += stride)                                    \
    avx512_row_in_place_##B((COUNT), m, whole, middle, middle_mask, data, n)
#define IMAGE_ROWS_1(COUNT) IMAGE_ROWS(1, COUNT)
#define IMAGE_ROWS_2(COUNT) IMAGE_ROWS(2, COUNT)
#define IMAGE_ROWS_4(COUNT) IMAGE_ROWS(4, COUNT)
#define IMAGE_ROWS_8(COUNT) IMAGE_ROWS(8, COUNT)
#define IN_PLACE_ROWS_1(COUNT) IN_PLACE_ROWS(1, COUNT)
#define IN_PLACE_ROWS_2(COUNT) IN_PLACE_ROWS(2, COUNT)
#define IN_PLACE_ROWS_4(COUNT) IN_PLACE_ROWS(4, COUNT)
#define IN_PLACE_ROWS_8(COUNT) IN_PLACE_ROWS(8, COUNT)

POW2_512(1, 8, AVX512VBMI)
POW2_512(2, 16, AVX512BW)
POW2_512(4, 32, AVX512BW)
POW2_512(8, 64, AVX512BW)

/*
 * Pixels of B = 3 or 6 bytes, taken as three W-bit elements (bytes, or 16-bit words): a vector
 * is V = 64 / (B / 3) elements and holds C = V / 3 whole pixels (21 or 10: 63 or 60 bytes).
 * Every store is masked to whole mirrored pixels, so no store writes a byte that a later one
 * must fix; element j of a reversed run of R elements comes from element R - 3 + g(j).
 *
 * Out of place, chunk k (pixels [k C, (k + 1) C)) goes to the destination's
 * [n - (k + 1) C, n - k C); its 64-byte load reads S = 64 - C B bytes past the chunk, which lie
 * inside the row unless the chunk ends it, in which case the load is masked. The m = n % C
 * pixels left at the row's end are a masked load and store.
 *
 * In place, a chunk from each end: the left one loaded from its first byte, the right one from
 * 64 bytes before its end (its pixels at the top of the vector), so no load leaves the row;
 * both are loaded before either is stored. The m = n % 2C middle pixels (up to 125 bytes) are
 * one masked vector, or two overlapping vectors each mirrored from both by a two-source
 * permute (vpermt2b / vpermt2w).
 */
#define ODD_INDEX_512(B, W, ATTR)                                                          \
    INLINE ATTR __m512i mirror_##B(__m512i v, __m512i index) {                             \
        return _mm512_permutexvar_epi##W(index, v);                                        \
    }                                                                                      \
    /* Indices base + g(j + r). */                                                        \
    INLINE ATTR __m512i mirroring_##B(ptrdiff_t base, size_t r) {                          \
        __m512i index = _mm512_add_epi##W(_mm512_set1_epi##W(base), thirds_##W(r));         \
        OPAQUE(index);                                                                     \
        return index;                                                                      \
    }

#define ODD_512(B, W, ATTR)                                                                \
    ATTR static void avx512_image_##B(const uint8_t *src, size_t src_stride, uint8_t *dst,  \
                                      size_t dst_stride, size_t n, size_t height) {        \
        if (streams(dst_stride, n, B, height)) {                                           \
            cpk_avx2_kernel(B).image(src, src_stride, dst, dst_stride, n, height);         \
            return;                                                                        \
        }                                                                                  \
        enum { V = 64 * 3 / B, C = V / 3 };                                                \
        const size_t chunks = n / C, m = n % C;                                            \
        /* Chunks whose load may read past them: all but a last one that ends the row. */   \
        const size_t plain = m == 0 && chunks > 0 ? chunks - 1 : chunks;                   \
        const __m512i whole = mirroring_##B(3 * C - 3, 0);                                 \
        const __m512i tail = mirroring_##B((ptrdiff_t)(3 * m) - 3, 0);                     \
        const __mmask64 chunk_mask = low_bytes(C * B), tail_mask = low_bytes(m * B);        \
        for (size_t y = 0; y < height; y++) {                                              \
            const uint8_t *from = src + y * src_stride;                                    \
            uint8_t *row = dst + y * dst_stride, *to = row + n * B;                        \
            for (size_t k = 0; k < plain; k++, from += C * B) {                            \
                to -= C * B;                                                               \
                MASK_STORE(to, chunk_mask, mirror_##B(LOAD512(from), whole));              \
            }                                                                              \
            if (plain < chunks)                                                            \
                MASK_STORE(row, chunk_mask, mirror_##B(MASK_LOAD(chunk_mask, from), whole)); \
            else if (m != 0)                                                               \
                MASK_STORE(row, tail_mask, mirror_##B(MASK_LOAD(tail_mask, from), tail));  \
        }                                                                                  \
    }                                                                                      \
    ATTR static void avx512_in_place_##B(uint8_t *data, size_t stride, size_t n, size_t height) { \
        enum { V = 64 * 3 / B, C = V / 3, S = V - 3 * C };                                 \
        const size_t pairs = n / (2 * C), m = n % (2 * C), R = 3 * m;                      \
        /* Left chunk's pixels to the top of a vector (g(j - S) = g(j - S + 3) + 3), the    \
         * right one's to the bottom. */                                                   \
        const __m512i up = mirroring_##B(3 * C, 3 - S), down = mirroring_##B(V - 3, 0);    \
        const __mmask64 low = low_bytes(C * B), high = ~low_bytes(64 - C * B);             \
        /* Middle: elements [0, V) and [R - V, R) of the run are a table of 2V elements;    \
         * a source element s >= V is in the second half, at s - (R - V) + V. Output       \
         * element j of the second vector is element j + d of the run, d = R - V, and      \
         * g(j + d) = g(j + d % 3) - (d - d % 3). */                                       \
        const ptrdiff_t d = (ptrdiff_t)R - V, r = (d % 3 + 3) % 3;                         \
        const __m512i at_v = _mm512_set1_epi##W(V), past_v = _mm512_set1_epi##W(2 * V - R); \
        __m512i middle_low = mirroring_##B((ptrdiff_t)R - 3, 0);                           \
        __m512i middle_high = mirroring_##B((ptrdiff_t)R - 3 - (d - r), (size_t)r);        \
        middle_low = _mm512_mask_add_epi##W(middle_low, _mm512_cmpge_epi##W##_mask(middle_low, at_v), \
                                            middle_low, past_v);                           \
        middle_high = _mm512_mask_add_epi##W(middle_high, _mm512_cmpge_epi##W##_mask(middle_high, at_v), \
                                             middle_high, past_v);                         \
        OPAQUE(middle_low);                                                                \
        OPAQUE(middle_high);                                                               \
        const __mmask64 middle_mask = low_bytes(m * B);                                    \
        for (size_t y = 0; y < height; y++) {                                              \
            uint8_t *left = data + y * stride, *right = left + n * B;                      \
            for (size_t k = 0; k < pairs; k++, left += C * B) {                            \
                right -= C * B;                                                            \
                __m512i a = LOAD512(left), b = LOAD512(right + C * B - 64);                \
                MASK_STORE(left, low, mirror_##B(b, down));                                \
                MASK_STORE(right + C * B - 64, high, mirror_##B(a, up));                   \
            }                                                                              \
            if (m * B > 64) {                                                              \
                __m512i a = LOAD512(left), b = LOAD512(right - 64);                        \
                STORE512(left, _mm512_permutex2var_epi##W(a, middle_low, b));              \
                STORE512(right - 64, _mm512_permutex2var_epi##W(a, middle_high, b));       \
            } else if (m != 0) {                                                           \
                MASK_STORE(left, middle_mask, mirror_##B(MASK_LOAD(middle_mask, left), middle_low)); \
            }                                                                              \
        }                                                                                  \
    }

ODD_INDEX_512(3, 8, AVX512VBMI)
ODD_INDEX_512(6, 16, AVX512BW)
ODD_512(6, 16, AVX512BW)

/*
 * 3-byte pixels with VBMI, 64 pixels at a time. A group is 192 bytes, three whole vectors out.
 * Output vector i (bytes [64 i, 64 i + 64)) cuts a pixel at one or both ends, so its bytes come
 * from 66 source bytes, more than one vector holds. On this CPU a two-source permute (vpermt2b)
 * issues one per two cycles, against one per cycle for vpermb, and a blend or a byte store
 * after the permute costs about as much again; each of those kept 64×64 RGB8 at 0.4–0.6 of
 * memcpy in C. So each output vector is one vpermb with merge masking: the permute writes all but
 * the one or two bytes its source vector lacks, which stay as they were in the destination
 * register, loaded beforehand so that they already hold those bytes in those lanes:
 *
 *   out 0 = source [128, 192) permuted; lane 63 (source byte 126) from a broadcast of
 *           source bytes 123..126 (lane j holds byte 123 + j % 4);
 *   out 1 = source [65, 129) permuted; lanes 62, 63 (source bytes 63, 64) from a broadcast of
 *           bytes 61..64;
 *   out 2 = source [0, 64) permuted; lane 0 (source byte 65) from the [65, 129) vector itself.
 *
 * Every load lies inside the group. Clang turns a merge-masked permute into a permute and a
 * blend (two instructions, which costs the blend above), so permute_into is inline assembly.
 *
 * Out of place, source group k goes to group k from the destination row's end, in pairs from
 * both ends of the row, both loaded before either is stored (for the reason POW2_512 gives);
 * the n % 64 pixels left at the source row's end go to the row's start through rgb_short. In
 * place, the same pairs; when the ends are 65 to 127 pixels apart the two groups overlap, which
 * is harmless (both write the same mirrored bytes there), at exactly 64 they are one group, and
 * fewer middle pixels go to rgb_short. Rows of exactly one group go through rgb_one_group_rows.
 */
typedef struct {
    __m512i index[3];
    __mmask64 lanes[3]; /* the lanes each permute writes */
} rgb_group;
typedef struct {
    __m512i out[3];
} rgb_vectors;

/* vpermb with merge masking: lanes set in `lanes` get v[index], the others keep `into`. */
INLINE AVX512VBMI __m512i permute_into(__m512i into, __mmask64 lanes, __m512i index, __m512i v) {
    __asm__("vpermb %2, %1, %0%{%3%}" : "+v"(into) : "v"(index), "v"(v), "Yk"(lanes));
    return into;
}

/* Four source bytes from `p` in every 4-byte lane. */
INLINE AVX512VBMI __m512i broadcast_4(const uint8_t *p) {
    int32_t word;
    memcpy(&word, p, 4);
    return _mm512_set1_epi32(word);
}

INLINE AVX512VBMI rgb_group rgb_group_indices(void) {
    /* Output lane j of vector i is source byte 189 - 64 i + g(j + i) (g: see `thirds`),
     * counted from the vector each one permutes: 128, 65 and 0. */
    rgb_group g;
    g.index[0] = mirroring_3(61, 0);
    g.index[1] = mirroring_3(61, 1);
    g.index[2] = mirroring_3(63, 2);
    g.lanes[0] = ~((uint64_t)1 << 63);
    g.lanes[1] = ~((uint64_t)3 << 62);
    g.lanes[2] = ~(uint64_t)1;
    /* Kept in mask registers: as constants, clang loads each into one (a kmovq, on the port the
     * permutes need) before every use. */
    for (size_t i = 0; i < 3; i++) __asm__("" : "+Yk"(g.lanes[i]));
    return g;
}

INLINE AVX512VBMI rgb_vectors rgb_mirror_group(const rgb_group *g, const uint8_t *from) {
    const __m512i end = broadcast_4(from + 123), start = broadcast_4(from + 61);
    const __m512i middle = LOAD512(from + 65);
    rgb_vectors v;
    v.out[0] = permute_into(end, g->lanes[0], g->index[0], LOAD512(from + 128));
    v.out[1] = permute_into(start, g->lanes[1], g->index[1], middle);
    v.out[2] = permute_into(middle, g->lanes[2], g->index[2], LOAD512(from));
    return v;
}

INLINE AVX512VBMI void rgb_store_group(uint8_t *to, rgb_vectors v) {
    STORE512(to, v.out[0]);
    STORE512(to + 64, v.out[1]);
    STORE512(to + 128, v.out[2]);
}

/* Fewer than 64 pixels: up to three 21-pixel chunks and the rest, each loaded and stored
 * masked. Everything is loaded before anything is stored, so `from` may equal `to`. */
typedef struct {
    size_t pixels, chunks;
    __m512i whole, rest;
    __mmask64 rest_mask;
} rgb_short_plan;

INLINE AVX512VBMI rgb_short_plan rgb_short_planned(size_t pixels) {
    const size_t rest = pixels % 21;
    return (rgb_short_plan){pixels, pixels / 21, mirroring_3(60, 0), mirroring_3((ptrdiff_t)(3 * rest) - 3, 0),
                            low_bytes(3 * rest)};
}

INLINE AVX512VBMI void rgb_short(const rgb_short_plan *p, const uint8_t *from, uint8_t *to) {
    if (p->pixels == 0) return;
    const __mmask64 chunk = low_bytes(63);
    __m512i v[3];
    for (size_t c = 0; c < p->chunks; c++) v[c] = MASK_LOAD(chunk, from + 63 * c);
    const __m512i rest = MASK_LOAD(p->rest_mask, from + 63 * p->chunks);
    for (size_t c = 0; c < p->chunks; c++)
        MASK_STORE(to + 3 * (p->pixels - 21 * (c + 1)), chunk, mirror_3(v[c], p->whole));
    if (p->rest_mask != 0) MASK_STORE(to, p->rest_mask, mirror_3(rest, p->rest));
}

/* One row of `groups` whole groups and tail->pixels more, `from` to `row`. */
INLINE AVX512VBMI void rgb_row(size_t groups, const rgb_group *g, const rgb_short_plan *tail,
                               const uint8_t *from, uint8_t *row) {
    /* Source groups [low, high) go to the destination's [to_low, to_high). */
    const uint8_t *low = from, *high = from + groups * 192;
    uint8_t *to_low = row + tail->pixels * 3, *to_high = to_low + groups * 192;
    for (size_t k = 0; k < groups / 2; k++, low += 192, to_low += 192) {
        high -= 192;
        to_high -= 192;
        rgb_vectors a = rgb_mirror_group(g, low), b = rgb_mirror_group(g, high);
        rgb_store_group(to_high, a);
        rgb_store_group(to_low, b);
    }
    if (groups % 2 != 0) rgb_store_group(to_low, rgb_mirror_group(g, low));
    rgb_short(tail, from + groups * 192, row);
}

/* One row in place: `pairs` pairs of groups from both ends, then m middle pixels. */
INLINE AVX512VBMI void rgb_row_in_place(size_t pairs, size_t m, const rgb_group *g,
                                        const rgb_short_plan *middle, uint8_t *left, size_t n) {
    uint8_t *right = left + n * 3;
    for (size_t k = 0; k < pairs; k++, left += 192) {
        right -= 192;
        rgb_vectors a = rgb_mirror_group(g, right), b = rgb_mirror_group(g, left);
        rgb_store_group(left, a);
        rgb_store_group(right, b);
    }
    if (m == 64) {
        rgb_store_group(left, rgb_mirror_group(g, left));
    } else if (m > 64) {
        rgb_vectors a = rgb_mirror_group(g, right - 192), b = rgb_mirror_group(g, left);
        rgb_store_group(left, a);
        rgb_store_group(right - 192, b);
    } else {
        rgb_short(middle, left, left);
    }
}

/*
 * Rows of exactly one group (64 pixels), in place (src == dst) or not: the next row's group is
 * loaded before this row's is stored, so no load waits behind a store of the row before it.
 * Taken row by row, the benchmark's 64×64 RGB8 flip ran at 99 GB/s into a second buffer and
 * 117 GB/s in place; like this, 120 and 121.
 */
INLINE AVX512VBMI void rgb_one_group_rows(const rgb_group *g, const uint8_t *src, size_t src_stride,
                                          uint8_t *dst, size_t dst_stride, size_t height) {
    if (height == 0) return;
    rgb_vectors row = rgb_mirror_group(g, src);
    for (size_t y = 1; y < height; y++) {
        src += src_stride;
        rgb_vectors next = rgb_mirror_group(g, src);
        rgb_store_group(dst, row);
        dst += dst_stride;
        row = next;
    }
    rgb_store_group(dst, row);
}

/* One row as rgb_row, its whole groups written in order with non-temporal stores: a large
 * destination's lines go to memory whole, without being read first. `row + tail->pixels * 3`
 * must be on a 64-byte boundary. (The AVX2 kernel streams 16 bytes at a time from 48-byte
 * groups; at 4096×4096 RGB8 it ran level with memcpy.) */
INLINE AVX512VBMI void rgb_row_streaming(size_t groups, const rgb_group *g, const rgb_short_plan *tail,
                                         const uint8_t *from, uint8_t *row) {
    uint8_t *to = row + tail->pixels * 3;
    for (size_t k = 0; k < groups; k++, to += 192) {
        rgb_vectors v = rgb_mirror_group(g, from + 192 * (groups - 1 - k));
        _mm512_stream_si512((void *)to, v.out[0]);
        _mm512_stream_si512((void *)(to + 64), v.out[1]);
        _mm512_stream_si512((void *)(to + 128), v.out[2]);
    }
    rgb_short(tail, from + groups * 192, row);
}

#define RGB_IMAGE_ROWS(COUNT)                                                              \
    for (size_t y = 0; y < height; y++, src += src_stride, dst += dst_stride)              \
    rgb_row((COUNT), &g, &tail, src, dst)
#define RGB_IN_PLACE_ROWS(COUNT)                                                           \
    for (size_t y = 0; y < height; y++, data += stride) rgb_row_in_place((COUNT), m, &g, &middle, data, n)

AVX512VBMI static void avx512_image_3(const uint8_t *src, size_t src_stride, uint8_t *dst,
                                      size_t dst_stride, size_t n, size_t height) {
    if (streams(dst_stride, n, 3, height)) {
        /* Streamed in whole aligned lines when every row's groups start on one. */
        if (n >= 64 && dst_stride % 64 == 0 && ((uintptr_t)dst + (n % 64) * 3) % 64 == 0) {
            const rgb_group g = rgb_group_indices();
            const rgb_short_plan tail = rgb_short_planned(n % 64);
            for (size_t y = 0; y < height; y++, src += src_stride, dst += dst_stride)
                rgb_row_streaming(n / 64, &g, &tail, src, dst);
            _mm_sfence();
            return;
        }
        cpk_avx2_kernel(3).image(src, src_stride, dst, dst_stride, n, height);
        return;
    }
    const rgb_group g = rgb_group_indices();
    if (n == 64) {
        rgb_one_group_rows(&g, src, src_stride, dst, dst_stride, height);
        return;
    }
    const rgb_short_plan tail = rgb_short_planned(n % 64);
    WITH_COUNT(n / 64, RGB_IMAGE_ROWS)
}

AVX512VBMI static void avx512_in_place_3(uint8_t *data, size_t stride, size_t n, size_t height) {
    const rgb_group g = rgb_group_indices();
    const size_t m = n % 128;
    if (n == 64) {
        rgb_one_group_rows(&g, data, stride, data, stride, height);
        return;
    }
    const rgb_short_plan middle = rgb_short_planned(m < 64 ? m : 0);
    WITH_COUNT(n / 128, RGB_IN_PLACE_ROWS)
}

cpk_kernel cpk_avx512bw_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 2: return (cpk_kernel){avx512_image_2, avx512_in_place_2};
    case 4: return (cpk_kernel){avx512_image_4, avx512_in_place_4};
    case 6: return (cpk_kernel){avx512_image_6, avx512_in_place_6};
    case 8: return (cpk_kernel){avx512_image_8, avx512_in_place_8};
    /* No byte permute below VBMI: 1- and 3-byte pixels keep the AVX2 kernels. */
    default: return cpk_avx2_kernel(bytes_per_pixel);
    }
}

cpk_kernel cpk_avx512vbmi_kernel(unsigned bytes_per_pixel) {
    switch (bytes_per_pixel) {
    case 1: return (cpk_kernel){avx512_image_1, avx512_in_place_1};
    case 3: return (cpk_kernel){avx512_image_3, avx512_in_place_3};
    default: return cpk_avx512bw_kernel(bytes_per_pixel);
    }
}
#endif
