/* Packed 1/2/4-bit rows (leftmost pixel in the high bits). Mirroring such a row is: reverse
 * the bytes, reverse the pixels inside each byte (one table look-up), then shift the whole row
 * left by its unused bits, which the reversal moved from the end of the row to its start. */
#include "cpk_internal.h"

/* Each table maps a byte to the same byte with its 8/bits pixels in reverse order. */
#define B1(n) n, n + 128, n + 64, n + 192
#define B2(n) B1(n), B1(n + 32), B1(n + 16), B1(n + 48)
#define B3(n) B2(n), B2(n + 8), B2(n + 4), B2(n + 12)
static const uint8_t reverse1[256] = {B3(0), B3(2), B3(1), B3(3)};

#define D1(n) n, n + 64, n + 128, n + 192
#define D2(n) D1(n), D1(n + 16), D1(n + 32), D1(n + 48)
#define D3(n) D2(n), D2(n + 4), D2(n + 8), D2(n + 12)
static const uint8_t reverse2[256] = {D3(0), D3(1), D3(2), D3(3)};

#define N1(n) n, n + 16, n + 32, n + 48, n + 64, n + 80, n + 96, n + 112, \
              n + 128, n + 144, n + 160, n + 176, n + 192, n + 208, n + 224, n + 240
static const uint8_t reverse4[256] = {N1(0), N1(1), N1(2), N1(3), N1(4), N1(5), N1(6), N1(7),
                                      N1(8), N1(9), N1(10), N1(11), N1(12), N1(13), N1(14), N1(15)};

static const uint8_t *table_for(unsigned bits) {
    return bits == 1 ? reverse1 : bits == 2 ? reverse2 : reverse4;
}

void cpk_packed_row(unsigned bits, const uint8_t *src, uint8_t *dst, size_t width) {
    const uint8_t *t = table_for(bits);
    size_t bytes = (width * bits + 7) / 8;
    if (bytes == 0) return;
    unsigned shift = (unsigned)(bytes * 8 - width * bits);
    const uint8_t *last = src + bytes - 1;
    if (shift == 0) {
        for (size_t j = 0; j < bytes; j++) dst[j] = t[last[-(ptrdiff_t)j]];
        return;
    }
    /* The source's unused low bits land in the high bits of t[*last] and are shifted out. */
    for (size_t j = 0; j + 1 < bytes; j++) {
        unsigned hi = t[last[-(ptrdiff_t)j]], lo = t[last[-(ptrdiff_t)j - 1]];
        dst[j] = (uint8_t)((hi << shift) | (lo >> (8 - shift)));
    }
    dst[bytes - 1] = (uint8_t)(t[src[0]] << shift);
}

void cpk_packed_row_in_place(unsigned bits, uint8_t *row, size_t width) {
    const uint8_t *t = table_for(bits);
    size_t bytes = (width * bits + 7) / 8;
    if (bytes == 0) return;
    unsigned shift = (unsigned)(bytes * 8 - width * bits);
    uint8_t *left = row, *right = row + bytes - 1;
    for (; left < right; left++, right--) {
        uint8_t l = *left;
        *left = t[*right];
        *right = t[l];
    }
    if (left == right) *left = t[*left];
    if (shift == 0) return;
    for (size_t j = 0; j + 1 < bytes; j++)
        row[j] = (uint8_t)((row[j] << shift) | (row[j + 1] >> (8 - shift)));
    row[bytes - 1] = (uint8_t)(row[bytes - 1] << shift);
}
