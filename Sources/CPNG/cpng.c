#include <libdeflate.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "cpng.h"

/* ---- messages ------------------------------------------------------------------------- */

/* Where libpng's error and warning callbacks leave their text. */
typedef struct cpng_messages {
    char *error;     /* the caller's CPNG_MESSAGE_SIZE buffer */
    int has_error;
} cpng_messages;

static void copy_message(char *to, const char *text) {
    if (to == NULL) return;
    strncpy(to, text != NULL ? text : "unknown libpng error", CPNG_MESSAGE_SIZE - 1);
    to[CPNG_MESSAGE_SIZE - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
    cpng_messages *messages = (cpng_messages *)png_get_error_ptr(png);
    if (messages != NULL && !messages->has_error) {
        copy_message(messages->error, text);
        messages->has_error = 1;
    }
    png_longjmp(png, 1);
}

/* Warnings are not failures: libpng has already decided to go on. They are dropped quietly
 * rather than printed, because the library never writes to stderr. */
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* ---- reading from memory -------------------------------------------------------------- */

typedef struct cpng_source {
    const uint8_t *data;
    size_t length;
    size_t offset;
    int truncated;
} cpng_source;

static void read_from_memory(png_structp png, png_bytep out, size_t count) {
    cpng_source *source = (cpng_source *)png_get_io_ptr(png);
    if (count > source->length - source->offset) {
        source->truncated = 1;
        png_error(png, "the data ends before the PNG does");
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

/* A read struct set up the same way for every operation: our callbacks, CRCs left to the
 * caller (the Swift chunk lexer has verified every one), and ancillary chunks skipped, since
 * they are copied byte for byte and never interpreted. */
static void configure_reader(png_structp png, cpng_source *source, uint32_t max_width, uint32_t max_height) {
    png_set_read_fn(png, source, read_from_memory);
    png_set_user_limits(png, max_width, max_height);
    png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
}

static cpng_status failure(const cpng_source *source) {
    return source->truncated ? CPNG_TRUNCATED : CPNG_MALFORMED;
}

static void fill_header(png_structp png, png_infop info, cpng_header *header) {
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->bit_depth = png_get_bit_depth(png, info);
    header->color_type = png_get_color_type(png, info);
    header->interlace_method = png_get_interlace_type(png, info);
    header->channels = png_get_channels(png, info);
}

/* A read structure reporting through `messages`, and its info structure; false, with the
   reason in `message`, when libpng cannot make them. The caller sets its own setjmp next: a
   jump buffer belongs to the frame that reads. */
static int create_reader(cpng_messages *messages, png_structp *png, png_infop *info, char *message) {
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, messages, on_error, on_warning);
    if (*png == NULL) {
        copy_message(message, "libpng could not create its read structure");
        return 0;
    }
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        copy_message(message, "libpng could not create its info structure");
        return 0;
    }
    return 1;
}

cpng_status cpng_read_header(const uint8_t *data, size_t length, cpng_header *header, char *message) {
    cpng_messages messages = {message, 0};
    cpng_source source = {data, length, 0, 0};
    png_structp png;
    png_infop info;
    if (!create_reader(&messages, &png, &info, message)) return CPNG_MALFORMED;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return failure(&source);
    }
    /* The header reports the real size; the caller compares it with its own pixel limit. */
    configure_reader(png, &source, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);
    fill_header(png, info, header);
    png_destroy_read_struct(&png, &info, NULL);
    return CPNG_OK;
}

/* What the progressive reader's callbacks of one decode share. */
typedef struct cpng_decoding {
    const cpng_header *expected;
    uint8_t *dest;
    size_t dest_stride;
    size_t dest_length;
    int complete;        /* the last row of the last pass has been delivered */
    int header_differs;  /* the header is not the one the buffer was made for */
    int too_small;       /* the buffer cannot hold the rows */
} cpng_decoding;

static void on_info(png_structp png, png_infop info) {
    cpng_decoding *decoding = (cpng_decoding *)png_get_progressive_ptr(png);
    cpng_header found;
    fill_header(png, info, &found);
    if (memcmp(&found, decoding->expected, sizeof found) != 0) {
        decoding->header_differs = 1;
        png_error(png, "the header differs from the one the buffer was made for");
    }
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes > decoding->dest_stride ||
        (found.height > 0 && decoding->dest_stride > decoding->dest_length / found.height)) {
        decoding->too_small = 1;
        png_error(png, "the destination buffer is too small for the image");
    }
}

/* Each pass's pixels of row `y` go into the row as far as it is decoded ("sparkle" order), so
 * after the last pass every row is complete. With interlace handling on, libpng calls this for
 * every row of the image in every pass it runs (`row` is NULL where a pass has no pixels), and
 * the last pass, 6, always runs; so the image is complete when row height - 1 of pass 6 (of
 * pass 0 for a non-interlaced image) has come. */
static void on_row(png_structp png, png_bytep row, png_uint_32 y, int pass) {
    cpng_decoding *decoding = (cpng_decoding *)png_get_progressive_ptr(png);
    if (y >= decoding->expected->height) return;
    if (row != NULL) png_progressive_combine_row(png, decoding->dest + (size_t)y * decoding->dest_stride, row);
    int last_pass = decoding->expected->interlace_method != 0 ? 6 : 0;
    if (pass == last_pass && y == decoding->expected->height - 1) decoding->complete = 1;
}

/* libpng's sequential reader: it inflates whatever follows the last row, to find the end of
 * the stream (9 s for 4 GiB of zeros after a 100x100 image), so it only judges the files the
 * progressive reader could not complete, where it stops at the damage. */
static cpng_status decode_sequentially(const uint8_t *data, size_t length, const cpng_header *expected,
                                       uint32_t max_width, uint32_t max_height,
                                                      uint8_t *dest, size_t dest_stride, size_t dest_length, char *message) {
    cpng_messages messages = {message, 0};
    cpng_source source = {data, length, 0, 0};
    png_structp png;
    png_infop info;
    if (!create_reader(&messages, &png, &info, message)) return CPNG_MALFORMED;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return failure(&source);
    }
    configure_reader(png, &source, max_width, max_height);
    png_read_info(png, info);

    cpng_header found;
    fill_header(png, info, &found);
    if (memcmp(&found, expected, sizeof found) != 0) {
        png_destroy_read_struct(&png, &info, NULL);
        copy_message(message, "the header differs from the one the buffer was made for");
        return CPNG_BAD_ARGUMENT;
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes > dest_stride || (found.height > 0 && dest_stride > dest_length / found.height)) {
        png_destroy_read_struct(&png, &info, NULL);
        copy_message(message, "the destination buffer is too small for the image");
        return CPNG_BAD_ARGUMENT;
    }
    /* With interlace handling on, each pass fills in its own pixels of each row ("sparkle"
     * order), so after the last pass every row is complete. */
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < found.height; y++) {
            png_read_row(png, dest + (size_t)y * dest_stride, NULL);
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return CPNG_OK;
}

/* libpng's progressive reader, which stops inflating at the image's last row: data after it
 * in the zlib stream is skipped with a warning, not inflated, as Pillow does. Some damage it
 * takes as a warning and then stops short of the last row (it calls any inflate error before
 * the end "ADLER32 checksum mismatch"): for those, CPNG_TRUNCATED, and the sequential reader
 * gives libpng's usual verdict. */
static cpng_status decode_progressively(const uint8_t *data, size_t length, const cpng_header *expected,
                                        uint32_t max_width, uint32_t max_height,
                                        uint8_t *dest, size_t dest_stride, size_t dest_length, char *message) {
    cpng_messages messages = {message, 0};
    cpng_source source = {data, length, 0, 0};
    cpng_decoding decoding = {expected, dest, dest_stride, dest_length, 0, 0, 0};
    png_structp png;
    png_infop info;
    if (!create_reader(&messages, &png, &info, message)) return CPNG_MALFORMED;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        if (decoding.header_differs || decoding.too_small) return CPNG_BAD_ARGUMENT;
        /* What follows the image's rows is not the decoder's to judge: the sequential reader
         * never reads it. */
        if (decoding.complete) {
            copy_message(message, "");
            return CPNG_OK;
        }
        return failure(&source);
    }
    /* The progressive reader takes the data pushed to it in place of the read function. */
    configure_reader(png, &source, max_width, max_height);
    png_set_progressive_read_fn(png, &decoding, on_info, on_row, NULL);
    png_process_data(png, info, (png_bytep)data, length);
    if (!decoding.complete) {
        png_destroy_read_struct(&png, &info, NULL);
        copy_message(message, "the data ends before the PNG does");
        return CPNG_TRUNCATED;
    }
    png_destroy_read_struct(&png, &info, NULL);
    return CPNG_OK;
}

cpng_status cpng_decode(const uint8_t *data, size_t length, const cpng_header *expected,
                        uint32_t max_width, uint32_t max_height,
                        uint8_t *dest, size_t dest_stride, size_t dest_length, char *message) {
    cpng_status status =
        decode_progressively(data, length, expected, max_width, max_height, dest, dest_stride, dest_length, message);
    if (status == CPNG_OK || status == CPNG_BAD_ARGUMENT) return status;
    memset(dest, 0, dest_length);
    copy_message(message, "");
    return decode_sequentially(data, length, expected, max_width, max_height, dest, dest_stride, dest_length,
                               message);
}

/* ---- writing to memory ---------------------------------------------------------------- */

typedef struct cpng_sink {
    uint8_t *data;
    size_t length;
    size_t capacity;
} cpng_sink;

static void write_to_memory(png_structp png, png_bytep bytes, size_t count) {
    cpng_sink *sink = (cpng_sink *)png_get_io_ptr(png);
    if (count > sink->capacity - sink->length) {
        size_t capacity = sink->capacity < 4096 ? 4096 : sink->capacity;
        while (count > capacity - sink->length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "the encoded image does not fit in memory");
            capacity *= 2;
        }
        uint8_t *grown = realloc(sink->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while encoding");
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->length, bytes, count);
    sink->length += count;
}

static void flush_memory(png_structp png) { (void)png; }

cpng_status cpng_encode(const cpng_header *header, const uint8_t *rows, size_t stride,
                        const cpng_encode_settings *settings,
                        uint8_t **out, size_t *out_length, char *message) {
    cpng_messages messages = {message, 0};
    cpng_sink sink = {NULL, 0, 0};
    *out = NULL;
    *out_length = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &messages, on_error, on_warning);
    if (png == NULL) {
        copy_message(message, "libpng could not create its write structure");
        return CPNG_MALFORMED;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        copy_message(message, "libpng could not create its info structure");
        return CPNG_MALFORMED;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.data);
        return CPNG_MALFORMED;
    }
    png_set_write_fn(png, &sink, write_to_memory, flush_memory);
    png_set_IHDR(png, info, header->width, header->height, header->bit_depth, header->color_type,
                 header->interlace_method, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (header->color_type == PNG_COLOR_TYPE_PALETTE) {
        /* libpng wants a palette before IDAT; the caller discards this one and keeps the
         * file's own PLTE. */
        png_color placeholder[256];
        memset(placeholder, 0, sizeof placeholder);
        png_set_PLTE(png, info, placeholder, 1 << header->bit_depth);
    }
    png_set_compression_level(png, settings->level);
    png_set_compression_strategy(png, settings->strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE,
                   settings->filters == CPNG_FILTERS_NONE ? PNG_FILTER_NONE : PNG_ALL_FILTERS);
    /* Per-row filters: libpng allocates the buffers for every filter chosen before the first
     * row, after which png_set_filter may narrow the choice row by row. */
    const uint8_t *row_filters = header->interlace_method == 0 ? settings->row_filters : NULL;
    if (row_filters != NULL) png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < header->height; y++) {
            if (row_filters != NULL && y > 0) {
                png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE << (row_filters[y] % 5));
            }
            png_write_row(png, rows + (size_t)y * stride);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = sink.data;
    *out_length = sink.length;
    return CPNG_OK;
}

cpng_status cpng_read_row_filters(const uint8_t *zdata, size_t zlength, size_t row_bytes, uint32_t height,
                                  uint8_t *types, char *message) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) {
        copy_message(message, "zlib could not start inflating");
        return CPNG_MALFORMED;
    }
    uint8_t scratch[16384];
    size_t position = 0; /* bytes of the filtered image inflated so far */
    size_t stride = row_bytes + 1;
    size_t total = stride * height;
    stream.next_in = (Bytef *)zdata;
    cpng_status status = CPNG_OK;
    while (position < total) {
        if (stream.avail_in == 0) {
            uInt piece = zlength > 0x40000000u ? 0x40000000u : (uInt)zlength;
            if (piece == 0) {
                copy_message(message, "the image data ends before its last row");
                status = CPNG_TRUNCATED;
                break;
            }
            stream.avail_in = piece;
            zlength -= piece;
        }
        size_t want = total - position < sizeof scratch ? total - position : sizeof scratch;
        stream.next_out = scratch;
        stream.avail_out = (uInt)want;
        int result = inflate(&stream, Z_NO_FLUSH);
        size_t produced = want - stream.avail_out;
        /* Pick out the bytes of this piece that start a row. */
        size_t first_row = (position + stride - 1) / stride;
        for (size_t row = first_row; row * stride < position + produced; row++) {
            types[row] = scratch[row * stride - position];
        }
        position += produced;
        if (result == Z_STREAM_END && position < total) {
            copy_message(message, "the image data ends before its last row");
            status = CPNG_TRUNCATED;
            break;
        }
        if (result != Z_OK && result != Z_STREAM_END) {
            copy_message(message, stream.msg != NULL ? stream.msg : "zlib error");
            status = CPNG_MALFORMED;
            break;
        }
    }
    inflateEnd(&stream);
    return status;
}

void cpng_free(void *pointer) { free(pointer); }

uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t length) {
    /* libdeflate's CRC-32 is zlib's (the same polynomial and conditioning, so the same values),
     * computed several times faster with carry-less multiplication where the CPU has it: every
     * byte of every chunk of a file is checked. */
    return libdeflate_crc32(crc, data, length);
}
