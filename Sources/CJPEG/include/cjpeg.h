#ifndef CJPEG_H
#define CJPEG_H

/*
 * A small shim over libjpeg. Each function performs one whole operation inside one C frame:
 * it creates libjpeg's structs, calls setjmp, makes every library call, copies results out and
 * destroys the structs, so every longjmp lands in the frame that called setjmp and no Swift
 * frame is ever in between. Nothing is printed: libjpeg's message goes into `message`.
 *
 * Buffers returned through `unsigned char **` are malloc'd; free them with cjpeg_free.
 */

#include <stddef.h>
#include <stdint.h>

/* What every function returns. */
typedef enum {
    CJPEG_OK = 0,
    /* libjpeg rejected the data (message holds its words). */
    CJPEG_MALFORMED = 1,
    /* The data ended before the JPEG stream did. */
    CJPEG_TRUNCATED = 2,
    /* width * height is over max_pixels, or over libjpeg's own dimension limit. */
    CJPEG_TOO_LARGE = 3,
    /* The request does not fit the image (geometry, component count); message says how. */
    CJPEG_BAD_REQUEST = 4,
} cjpeg_status;

#define CJPEG_MAX_COMPONENTS 4

/* libjpeg's J_COLOR_SPACE values this shim's users need, without including jpeglib.h. */
typedef enum {
    CJPEG_COLOR_UNKNOWN = 0,
    CJPEG_COLOR_GRAYSCALE = 1,
    CJPEG_COLOR_RGB = 2,
    CJPEG_COLOR_YCBCR = 3,
    CJPEG_COLOR_CMYK = 4,
    CJPEG_COLOR_YCCK = 5,
} cjpeg_color_space;

/* What a JPEG's headers (up to the first scan) say. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int num_components;
    /* A cjpeg_color_space: libjpeg's reading of the file's own components. */
    int color_space;
    int progressive;
    int arithmetic;
    unsigned int restart_interval;
    int max_h_samp;
    int max_v_samp;
    int component_id[CJPEG_MAX_COMPONENTS];
    int h_samp[CJPEG_MAX_COMPONENTS];
    int v_samp[CJPEG_MAX_COMPONENTS];
    /* Each component's quantisation table, in natural (row-major) order; 0 where undefined. */
    uint16_t quant[CJPEG_MAX_COMPONENTS][64];
    /* Warnings libjpeg raised that were not fatal (for example extraneous bytes). */
    long warnings;
} cjpeg_info;

/* Reads the headers only. max_pixels == 0 means no limit. On CJPEG_TOO_LARGE, width and
   height are filled in. */
cjpeg_status cjpeg_read_info(const unsigned char *data, size_t size, uint64_t max_pixels,
                             cjpeg_info *info, char *message, size_t message_size);

/* Decodes every pixel in the file's own colour space (no colour conversion) into `pixels`:
   `height` rows of width * components bytes, each starting `row_stride` bytes after the last.
   width, height and components must be what cjpeg_read_info reported. */
cjpeg_status cjpeg_decode(const unsigned char *data, size_t size, uint64_t max_pixels,
                          unsigned char *pixels, size_t row_stride, uint32_t width,
                          uint32_t height, int components, char *message, size_t message_size);

/* Mirrors the image in the DCT domain without decoding, as `jpegtran -flip` does:
   vertical == 0 reverses the blocks of each row and negates odd horizontal frequencies;
   vertical != 0 reverses the block rows and negates odd vertical frequencies. The flipped
   dimension must be a whole number of iMCUs (CJPEG_BAD_REQUEST otherwise). libjpeg writes the
   file (jpeg_write_coefficients) with the source's quantisation tables, sampling factors,
   progressive mode and scan script, arithmetic coding, restart interval and every APPn/COM
   marker (in order, byte for byte), and optimal Huffman tables. */
cjpeg_status cjpeg_flip_lossless(const unsigned char *data, size_t size, uint64_t max_pixels, int vertical,
                                 unsigned char **output, size_t *output_size, char *message, size_t message_size);

/* Encodes `pixels` (as cjpeg_decode lays them out, in the source's colour space) with the
   source file's quantisation tables, sampling factors, progressive mode, arithmetic coding,
   restart interval and APPn/COM markers. `source` is read for its headers only. */
cjpeg_status cjpeg_encode_like(const unsigned char *source, size_t source_size,
                               const unsigned char *pixels, size_t row_stride, uint32_t width,
                               uint32_t height, int components, unsigned char **output,
                               size_t *output_size, char *message, size_t message_size);

/* cjpeg_encode_like for pixels of another size than the source's (a thumbnail): the same
   quantisation tables, sampling factors, scans and markers, with optimal Huffman tables. */
cjpeg_status cjpeg_encode_resized_like(const unsigned char *source, size_t source_size,
                                       const unsigned char *pixels, size_t row_stride, uint32_t width,
                                       uint32_t height, int components, unsigned char **output,
                                       size_t *output_size, char *message, size_t message_size);

/* Test support: the quantised DCT coefficients of one component, as height_in_blocks rows of
   width_in_blocks blocks of 64 coefficients in natural order. */
cjpeg_status cjpeg_read_coefficients(const unsigned char *data, size_t size, uint64_t max_pixels,
                                     int component, int16_t **coefficients,
                                     uint32_t *width_in_blocks, uint32_t *height_in_blocks,
                                     char *message, size_t message_size);

/* Frees a buffer this shim returned. */
void cjpeg_free(void *buffer);

/* The libjpeg API version the loaded library implements, from its own message table
 * ("6b  27-Mar-1998", "8d  15-Jan-2012"): libjpeg has no version call, but every build carries this string. */
const char *cjpeg_api_version(void);

/* libjpeg-turbo's version from the headers at compile time ("2.1.5"), or NULL when the headers
 * were another libjpeg's. libjpeg-turbo's library has no call that says its own. */
const char *cjpeg_turbo_header_version(void);

#endif
