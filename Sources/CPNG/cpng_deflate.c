#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "cpng.h"

/* PNG's Paeth predictor (PNG specification, section 9.4). */
static inline int paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/* What PNG filter `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) predicts for byte `i` of
 * `row` from the bytes before it (already unfiltered) and the row above, `previous` (NULL for
 * the first row: zeros). `bpp` is the filter's byte distance: bytes per complete pixel, >= 1. */
static inline __attribute__((always_inline)) int predict(int type, const uint8_t *row, const uint8_t *previous,
                                                         size_t i, size_t bpp) {
    int a = i >= bpp ? row[i - bpp] : 0;
    int b = previous != NULL ? previous[i] : 0;
    int c = previous != NULL && i >= bpp ? previous[i - bpp] : 0;
    switch (type) {
    case 1: return a;
    case 2: return b;
    case 3: return (a + b) >> 1;
    case 4: return paeth(a, b, c);
    default: return 0;
    }
}

/* Runs LOOP(t) with `t` the literal filter type, so that each loop gets its own copy of
 * `predict` with the switch folded away: deciding the type for every byte cost more than the
 * arithmetic, and the Sub, Up and Average filters' loops can then be vectorised. */
#define CPNG_FOR_FILTER_TYPE(type, LOOP)                                                        \
    switch (type) {                                                                             \
    case 1: LOOP(1); break;                                                                     \
    case 2: LOOP(2); break;                                                                     \
    case 3: LOOP(3); break;                                                                     \
    case 4: LOOP(4); break;                                                                     \
    default: LOOP(0); break;                                                                    \
    }

/* `row` filtered with PNG filter `type` into `out`. */
static void filter_row(int type, const uint8_t *row, const uint8_t *previous, uint8_t *out,
                       size_t length, size_t bpp) {
#define CPNG_FILTER(t) \
    for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - predict(t, row, previous, i, bpp))
    CPNG_FOR_FILTER_TYPE(type, CPNG_FILTER)
#undef CPNG_FILTER
}

/* Paeth's choice as a select rather than branches, which the compiler turns into conditional
 * moves: the three distances are those of `paeth` (p - a = b - c, p - b = a - c,
 * p - c = a + b - 2c), and ties go to a, then b, as there. */
static inline int paeth_select(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    int bc = pb <= pc ? b : c;
    return pa <= pb && pa <= pc ? a : bc;
}

/* `row` (filtered with `type`) unfiltered in place: the inverse of filter_row. `previous` is
 * the row above, already unfiltered; above the first row, a row of zeros (never NULL, so that
 * no loop asks). The first `bpp` bytes, which have no left neighbour, are done on their own,
 * so that the loops over the rest test nothing but their index. */
static void unfilter_row(int type, uint8_t *row, const uint8_t *previous, size_t length, size_t bpp) {
    size_t first = bpp < length ? bpp : length;
    switch (type) {
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        break;
    case 3:
        for (size_t i = 0; i < first; i++) row[i] = (uint8_t)(row[i] + (previous[i] >> 1));
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + previous[i]) >> 1));
        break;
    case 4:
        /* With a = c = 0, Paeth predicts b. */
        for (size_t i = 0; i < first; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        for (size_t i = bpp; i < length; i++) {
            row[i] = (uint8_t)(row[i] + paeth_select(row[i - bpp], previous[i], previous[i - bpp]));
        }
        break;
    default: break;
    }
}

/* The calling thread's decompressor, kept for its next image: allocating one (about 10 KB,
 * its tables set up on the way) cost about a seventh of decoding a small icon. A decompressor
 * keeps no state from one stream to the next. One per thread, never freed: a run's workers
 * are few. */
static struct libdeflate_decompressor *thread_decompressor(void) {
    static _Thread_local struct libdeflate_decompressor *kept;
    if (kept == NULL) kept = libdeflate_alloc_decompressor();
    return kept;
}

cpng_status cpng_decode_simple(const uint8_t *zdata, size_t zlength, const cpng_header *header,
                               uint8_t *dest, size_t dest_stride, size_t dest_length, uint8_t *types,
                               char *message) {
    (void)message;
    size_t bits = (size_t)header->bit_depth * (size_t)header->channels;
    size_t row_bytes = ((size_t)header->width * bits + 7) / 8;
    size_t bpp = bits >= 8 ? bits / 8 : 1;
    size_t height = header->height;
    if (header->interlace_method != 0 || row_bytes > dest_stride || height == 0 ||
        dest_stride > dest_length / height || row_bytes > (SIZE_MAX - 1) / (height + 1) - 1) {
        return CPNG_DECLINED;
    }
    size_t filtered_length = (row_bytes + 1) * height;
    /* A row of zeros (the one above the first row), then the filtered rows, then one byte
     * more, so that a stream holding more than the rows is told apart. */
    uint8_t *zeros_and_filtered = malloc(row_bytes + 1 + filtered_length + 1);
    uint8_t *filtered = zeros_and_filtered != NULL ? zeros_and_filtered + row_bytes + 1 : NULL;
    struct libdeflate_decompressor *decompressor = thread_decompressor();
    size_t consumed = 0, produced = 0;
    enum libdeflate_result result = LIBDEFLATE_BAD_DATA;
    if (filtered != NULL && decompressor != NULL) {
        result = libdeflate_zlib_decompress_ex(decompressor, zdata, zlength, filtered, filtered_length + 1,
                                               &consumed, &produced);
    }
    if (result != LIBDEFLATE_SUCCESS || consumed != zlength || produced != filtered_length) {
        free(zeros_and_filtered);
        return CPNG_DECLINED;
    }
    for (size_t y = 0; y < height; y++) {
        if (filtered[y * (row_bytes + 1)] > 4) {
            free(zeros_and_filtered);
            return CPNG_DECLINED;
        }
    }
    memset(zeros_and_filtered, 0, row_bytes + 1);
    /* libpng keeps the destination's bits after a packed row's last pixel: zero here. */
    size_t tail_bits = ((size_t)header->width * bits) % 8;
    uint8_t tail_mask = tail_bits == 0 ? 0xFF : (uint8_t)(0xFF << (8 - tail_bits));
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = filtered + y * (row_bytes + 1);
        types[y] = line[0];
        unfilter_row(line[0], line + 1, line - row_bytes, row_bytes, bpp);
        uint8_t *out = dest + y * dest_stride;
        memcpy(out, line + 1, row_bytes);
        if (row_bytes > 0) out[row_bytes - 1] &= tail_mask;
    }
    free(zeros_and_filtered);
    return CPNG_OK;
}

/* The compressor for `level`, kept for the calling thread's next image: allocating one for
 * the near-optimal levels (10 to 12) takes megabytes, whose page faults cost as much as
 * compressing a 16-pixel icon. One per thread, never freed: a run's workers are few. */
static struct libdeflate_compressor *thread_compressor(int level) {
    static _Thread_local struct libdeflate_compressor *kept[13];
    if (kept[level] == NULL) kept[level] = libdeflate_alloc_compressor(level);
    return kept[level];
}

cpng_status cpng_deflate_rows(const cpng_header *header, const uint8_t *rows, size_t stride,
                              const uint8_t *row_filters, int level,
                              uint8_t **out, size_t *out_length, char *message) {
    *out = NULL;
    *out_length = 0;
    size_t bits = (size_t)header->bit_depth * (size_t)header->channels;
    size_t row_bytes = ((size_t)header->width * bits + 7) / 8;
    size_t bpp = bits >= 8 ? bits / 8 : 1;
    if (header->interlace_method != 0 || row_bytes > stride || level < 1 || level > 12) {
        strncpy(message, "cpng_deflate_rows takes non-interlaced rows and a level from 1 to 12",
                CPNG_MESSAGE_SIZE - 1);
        message[CPNG_MESSAGE_SIZE - 1] = '\0';
        return CPNG_BAD_ARGUMENT;
    }
    size_t filtered_length = (row_bytes + 1) * header->height;
    uint8_t *filtered = malloc(filtered_length > 0 ? filtered_length : 1);
    struct libdeflate_compressor *compressor = thread_compressor(level);
    size_t capacity = compressor != NULL ? libdeflate_zlib_compress_bound(compressor, filtered_length) : 0;
    uint8_t *compressed = compressor != NULL ? malloc(capacity) : NULL;
    if (filtered == NULL || compressor == NULL || compressed == NULL) {
        free(filtered);
        free(compressed);
        strncpy(message, "out of memory while compressing the image data", CPNG_MESSAGE_SIZE - 1);
        message[CPNG_MESSAGE_SIZE - 1] = '\0';
        return CPNG_MALFORMED;
    }
    for (uint32_t y = 0; y < header->height; y++) {
        uint8_t *line = filtered + (size_t)y * (row_bytes + 1);
        int type = row_filters != NULL ? row_filters[y] % 5 : 0;
        line[0] = (uint8_t)type;
        filter_row(type, rows + (size_t)y * stride, y > 0 ? rows + (size_t)(y - 1) * stride : NULL,
                   line + 1, row_bytes, bpp);
    }
    size_t length = libdeflate_zlib_compress(compressor, filtered, filtered_length, compressed, capacity);
    free(filtered);
    if (length == 0) { /* cannot happen with the bound's capacity */
        free(compressed);
        strncpy(message, "libdeflate could not compress the image data", CPNG_MESSAGE_SIZE - 1);
        message[CPNG_MESSAGE_SIZE - 1] = '\0';
        return CPNG_MALFORMED;
    }
    *out = compressed;
    *out_length = length;
    return CPNG_OK;
}
