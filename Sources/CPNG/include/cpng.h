#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

/* One whole libpng operation per function, inside one C frame: every setjmp/longjmp pair
 * stays here, so no Swift frame is ever jumped over. Functions never print; on failure they
 * return a status and copy libpng's own words into `message` (CPNG_MESSAGE_SIZE bytes). */

#define CPNG_MESSAGE_SIZE 256

typedef enum cpng_status {
    CPNG_OK = 0,
    /* libpng rejected the data (bad header, zlib error, ...); `message` says why. */
    CPNG_MALFORMED = 1,
    /* The data ended before libpng had read what it needed. */
    CPNG_TRUNCATED = 2,
    /* The caller's arguments do not fit the file (buffer too small, header changed). */
    CPNG_BAD_ARGUMENT = 3,
    /* cpng_decode_simple does not take this data (it is not exactly one well-formed zlib
     * stream of the image's rows, or a row's filter type is unknown): decode with cpng_decode,
     * whose libpng verdict, error or not, stands. */
    CPNG_DECLINED = 4,
} cpng_status;

/* What IHDR says, in PNG's own terms. */
typedef struct cpng_header {
    uint32_t width;
    uint32_t height;
    int bit_depth;        /* bits per sample: 1, 2, 4, 8 or 16 */
    int color_type;       /* PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA */
    int interlace_method; /* 0 none, 1 Adam7 */
    int channels;         /* samples per pixel in the decoded rows */
} cpng_header;

typedef enum cpng_filters {
    CPNG_FILTERS_NONE = 0,     /* every row filter type 0 */
    CPNG_FILTERS_ADAPTIVE = 1, /* libpng picks a filter per row from all five */
} cpng_filters;

/* How to compress the image data. `strategy` is zlib's (0 default, 1 filtered, 3 RLE).
 * `row_filters`, when not NULL, holds one PNG filter type (0 none ... 4 Paeth) per row of a
 * non-interlaced image and overrides `filters`. */
typedef struct cpng_encode_settings {
    int level;
    int strategy;
    cpng_filters filters;
    const uint8_t *row_filters;
} cpng_encode_settings;

/* Reads the signature and the chunks up to the first IDAT; fills `header`. */
cpng_status cpng_read_header(const uint8_t *data, size_t length, cpng_header *header, char *message);

/* Decodes every row in the file's own layout: packed sub-byte samples stay packed, most
 * significant bits first; 16-bit samples stay big-endian; no palette expansion. Adam7 files
 * are deinterlaced. Row y goes to `dest + y * dest_stride`; `dest` must be zero-filled and
 * hold `dest_stride * height` bytes (`dest_length`). `expected` is what cpng_read_header said:
 * the decode refuses to write into a buffer made for another header. libpng's own width and
 * height limits are set to `max_width` and `max_height`. */
cpng_status cpng_decode(const uint8_t *data, size_t length, const cpng_header *expected,
                        uint32_t max_width, uint32_t max_height,
                        uint8_t *dest, size_t dest_stride, size_t dest_length, char *message);

/* Bytes a buffer needs after `height` rows `stride` apart for cpng_decode_simple and
 * cpng_filter_rows_in_place to hold the filtered stream in the buffer itself: one filter type
 * byte per row, and one byte more. */
static inline size_t cpng_in_place_spare_bytes(size_t height) { return height + 1; }

/* The fast path of cpng_decode for a non-interlaced image: `zdata` is its zlib stream (the
 * IDAT chunks' data joined), inflated by libdeflate and unfiltered here, and each row's filter
 * type goes to `types` (`header->height` bytes). Rows go where and as cpng_decode puts them,
 * unused low bits of a packed row's last byte cleared as libpng leaves them, and the padding
 * after each row zeroed. CPNG_DECLINED whenever libpng could judge the data differently:
 * anything but exactly one complete zlib stream holding exactly the image's rows with filter
 * types 0 to 4 (libpng accepts some such streams with a warning and rejects others); `dest`'s
 * rows are then zero-filled again, and the caller decodes with cpng_decode.
 *
 * The stream is inflated into the end of `dest` and unfiltered row by row into place, so that
 * a large image is never held twice: `dest_length` must be at least `dest_stride * height +
 * cpng_in_place_spare_bytes(height)`. What is left in the spare bytes is unspecified. */
cpng_status cpng_decode_simple(const uint8_t *zdata, size_t zlength, const cpng_header *header,
                               uint8_t *dest, size_t dest_stride, size_t dest_length, uint8_t *types,
                               char *message);

/* Encodes rows laid out as cpng_decode writes them into a complete PNG holding only IHDR,
 * a placeholder PLTE for palette images, IDAT and IEND: the caller keeps the IDAT chunks.
 * Adam7 is written when `header->interlace_method` is 1. On success `*out` is a malloc'd
 * buffer of `*out_length` bytes, to be released with cpng_free. */
cpng_status cpng_encode(const cpng_header *header, const uint8_t *rows, size_t stride,
                        const cpng_encode_settings *settings,
                        uint8_t **out, size_t *out_length, char *message);

/* Filters a non-interlaced image's rows, each with its type in `row_filters` (taken modulo
 * 5; all None when NULL), into the PNG filtered stream (`height` lines of a type byte and the
 * row), written over the rows themselves: `rows` holds `height` rows `stride` apart in
 * `length` bytes, which must be at least `stride * height + cpng_in_place_spare_bytes(height)`.
 * The stream, `(row_bytes + 1) * height` bytes, starts `*stream_offset` bytes into `rows`;
 * the pixels are gone. Rows are laid out as cpng_decode writes them. */
cpng_status cpng_filter_rows_in_place(const cpng_header *header, uint8_t *rows, size_t stride, size_t length,
                                      const uint8_t *row_filters, size_t *stream_offset, char *message);

/* The zlib stream of `length` bytes of `data`, deflated by libdeflate at `level` (1 to 12;
 * 10 to 12 search for the cheapest encoding rather than the greedy one zlib finds). On success
 * `*out` is a malloc'd buffer of `*out_length` bytes, to be released with cpng_free. */
cpng_status cpng_deflate(const uint8_t *data, size_t length, int level,
                         uint8_t **out, size_t *out_length, char *message);

/* The filter type byte of each row of a non-interlaced image, from its zlib stream (the
 * IDAT chunks' data joined): `height` rows of 1 + `row_bytes` bytes. Types above 4 are kept
 * as found; the caller judges them. */
cpng_status cpng_read_row_filters(const uint8_t *zdata, size_t zlength, size_t row_bytes, uint32_t height,
                                  uint8_t *types, char *message);

void cpng_free(void *pointer);

/* zlib's CRC-32, as PNG chunks use it; `crc` is 0 to start. */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t length);

/* libpng's version as the loaded library reports it ("1.6.43"), and as the headers said when
 * this shim was compiled: the two differ when the system's libpng was updated since. */
const char *cpng_libpng_version(void);
const char *cpng_libpng_header_version(void);

/* libdeflate's version from its headers at compile time: the library has no call that says
 * its own. */
const char *cpng_libdeflate_header_version(void);

#endif
