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

/* Copies `text` into `message` (CPNG_MESSAGE_SIZE bytes) and returns `status`. */
static cpng_status fail(cpng_status status, const char *text, char *message) {
    strncpy(message, text, CPNG_MESSAGE_SIZE - 1);
    message[CPNG_MESSAGE_SIZE - 1] = '\0';
    return status;
}

/* Bytes per row and the filters' byte distance of `header`'s rows; whether the rows, `stride`
 * apart, and the filtered stream fit `length` bytes as the in-place functions lay them out
 * (see cpng_in_place_spare_bytes), with no size_t overflow on the way. */
static int in_place_layout(const cpng_header *header, size_t stride, size_t length,
                           size_t *row_bytes, size_t *bpp, size_t *filtered_length) {
    size_t bits = (size_t)header->bit_depth * (size_t)header->channels;
    size_t height = header->height;
    *row_bytes = ((size_t)header->width * bits + 7) / 8;
    *bpp = bits >= 8 ? bits / 8 : 1;
    if (header->interlace_method != 0 || *row_bytes > stride || height == 0) return 0;
    if (stride > (SIZE_MAX - height - 1) / height) return 0;
    if (length < stride * height + cpng_in_place_spare_bytes(height)) return 0;
    /* row_bytes + 1 <= stride + 1, so the stream is at most the rows plus the spare bytes. */
    *filtered_length = (*row_bytes + 1) * height;
    return 1;
}

/* Where the filtered stream sits in a buffer of `length` bytes: at its end, one byte short of
 * it. Row y's line starts at least `(h - y)(stride - row_bytes) + y` bytes after row y - 1's
 * pixels end (h rows, `length` >= h stride + h + 1), so neither direction overwrites what it
 * still needs: decoding moves row y's pixels down below line y + 1, and encoding, bottom row
 * first, writes line y above row y - 1, whose pixels the Up, Average and Paeth filters of row
 * y read. */
static size_t in_place_stream_offset(size_t length, size_t filtered_length) {
    return length - 1 - filtered_length;
}

cpng_status cpng_decode_simple(const uint8_t *zdata, size_t zlength, const cpng_header *header,
                               uint8_t *dest, size_t dest_stride, size_t dest_length, uint8_t *types,
                               char *message) {
    size_t row_bytes, bpp, filtered_length;
    if (!in_place_layout(header, dest_stride, dest_length, &row_bytes, &bpp, &filtered_length)) {
        if (header->interlace_method != 0 || header->height == 0) return CPNG_DECLINED;
        return fail(CPNG_BAD_ARGUMENT, "cpng_decode_simple needs the rows and their spare bytes", message);
    }
    size_t height = header->height;
    /* The row above the first: zeros. */
    uint8_t *zeros = calloc(row_bytes > 0 ? row_bytes : 1, 1);
    /* The filtered rows, then one byte more, so that a stream holding more than the rows is
     * told apart. */
    uint8_t *filtered = dest + in_place_stream_offset(dest_length, filtered_length);
    struct libdeflate_decompressor *decompressor = thread_decompressor();
    size_t consumed = 0, produced = 0;
    enum libdeflate_result result = LIBDEFLATE_BAD_DATA;
    if (zeros != NULL && decompressor != NULL) {
        result = libdeflate_zlib_decompress_ex(decompressor, zdata, zlength, filtered, filtered_length + 1,
                                               &consumed, &produced);
    }
    int accepted = result == LIBDEFLATE_SUCCESS && consumed == zlength && produced == filtered_length;
    for (size_t y = 0; accepted && y < height; y++) accepted = filtered[y * (row_bytes + 1)] <= 4;
    if (!accepted) {
        free(zeros);
        memset(dest, 0, dest_stride * height);
        return CPNG_DECLINED;
    }
    /* libpng keeps the destination's bits after a packed row's last pixel: zero here. */
    size_t tail_bits = ((size_t)header->width * (size_t)header->bit_depth * (size_t)header->channels) % 8;
    uint8_t tail_mask = tail_bits == 0 ? 0xFF : (uint8_t)(0xFF << (8 - tail_bits));
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = filtered + y * (row_bytes + 1);
        uint8_t *out = dest + y * dest_stride;
        types[y] = line[0];
        unfilter_row(line[0], line + 1, y > 0 ? out - dest_stride : zeros, row_bytes, bpp);
        memmove(out, line + 1, row_bytes);
        if (row_bytes > 0) out[row_bytes - 1] &= tail_mask;
        memset(out + row_bytes, 0, dest_stride - row_bytes);
    }
    free(zeros);
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

cpng_status cpng_filter_rows_in_place(const cpng_header *header, uint8_t *rows, size_t stride, size_t length,
                                      const uint8_t *row_filters, size_t *stream_offset, char *message) {
    size_t row_bytes, bpp, filtered_length;
    if (!in_place_layout(header, stride, length, &row_bytes, &bpp, &filtered_length)) {
        return fail(CPNG_BAD_ARGUMENT, "cpng_filter_rows_in_place takes non-interlaced rows and their spare bytes",
                    message);
    }
    uint8_t *line = malloc(row_bytes + 1);
    if (line == NULL) return fail(CPNG_MALFORMED, "out of memory while filtering the image data", message);
    size_t offset = in_place_stream_offset(length, filtered_length);
    /* Bottom row first: each line is made beside the rows, then moved over pixels that are no
     * longer needed. */
    for (size_t y = header->height; y-- > 0;) {
        int type = row_filters != NULL ? row_filters[y] % 5 : 0;
        line[0] = (uint8_t)type;
        filter_row(type, rows + y * stride, y > 0 ? rows + (y - 1) * stride : NULL, line + 1, row_bytes, bpp);
        memcpy(rows + offset + y * (row_bytes + 1), line, row_bytes + 1);
    }
    free(line);
    *stream_offset = offset;
    return CPNG_OK;
}

cpng_status cpng_deflate(const uint8_t *data, size_t length, int level,
                         uint8_t **out, size_t *out_length, char *message) {
    *out = NULL;
    *out_length = 0;
    if (level < 1 || level > 12) return fail(CPNG_BAD_ARGUMENT, "cpng_deflate takes a level from 1 to 12", message);
    struct libdeflate_compressor *compressor = thread_compressor(level);
    size_t capacity = compressor != NULL ? libdeflate_zlib_compress_bound(compressor, length) : 0;
    /* Pages of the bound that libdeflate does not reach are never touched, so never resident. */
    uint8_t *compressed = compressor != NULL ? malloc(capacity) : NULL;
    if (compressed == NULL) return fail(CPNG_MALFORMED, "out of memory while compressing the image data", message);
    size_t written = libdeflate_zlib_compress(compressor, data, length, compressed, capacity);
    if (written == 0) { /* cannot happen with the bound's capacity */
        free(compressed);
        return fail(CPNG_MALFORMED, "libdeflate could not compress the image data", message);
    }
    *out = compressed;
    *out_length = written;
    return CPNG_OK;
}
