#ifndef CJPEG_WRITER_H
#define CJPEG_WRITER_H

/* The buffer a progressive mirror is built in: bytes, markers and Huffman-coded bits (ITU T.81
   B.1 and F.1.2.3), with the scan state the AC coder keeps beside them. Inline, because the
   bit writer runs once or more per coefficient. Internal to the CJPEG target. */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cjpeg_progressive.h"

/* Natural-order index of each zigzag position. */
static const int cjpeg_zigzag[DCTSIZE2] = {
    0,  1,  8,  16, 9,  2,  3,  10, 17, 24, 32, 25, 18, 11, 4,  5,  12, 19, 26, 33, 40, 48,
    41, 34, 27, 20, 13, 6,  7,  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23,
    30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
};

/* libjpeg's bound on buffered correction bits in AC refinement scans (jcphuff.c). */
#define CJPEG_MAX_CORRECTION_BITS 1000

typedef struct {
    unsigned int code[256];
    unsigned char size[256]; /* 0: no code */
} cjpeg_code_table;

typedef struct {
    unsigned char *buffer;
    size_t length, capacity;
    uint64_t bits;  /* pending bits, right-aligned */
    int bit_count;
    int failed;     /* CJPEG_PROGRESSIVE_* */
    /* Scan state */
    const cjpeg_code_table *ac;
    unsigned int eob_run;
    /* Correction bits buffered behind the end-of-band run, the first in the top bit of the
       first word. */
    uint64_t correction[CJPEG_MAX_CORRECTION_BITS / 64 + 2];
    unsigned int correction_count;
} cjpeg_writer;

/* Canonical codes of `table` (T.81 C.2), or 0 when it is not a usable table. */
static inline int cjpeg_derive(const JHUFF_TBL *table, cjpeg_code_table *codes) {
    memset(codes, 0, sizeof *codes);
    unsigned int code = 0;
    int n = 0;
    for (int length = 1; length <= 16; length++) {
        for (int i = 0; i < table->bits[length]; i++, n++) {
            if (n >= 256) return 0;
            int symbol = table->huffval[n];
            if (codes->size[symbol] != 0) return 0;
            codes->code[symbol] = code++;
            codes->size[symbol] = (unsigned char)length;
        }
        if (code >= (1u << length) && table->bits[length] > 0) return 0; /* all-ones code, as libjpeg */
        code <<= 1;
    }
    return 1;
}

static inline int cjpeg_reserve(cjpeg_writer *w, size_t more) {
    if (w->capacity - w->length >= more) return 1;
    size_t capacity = w->capacity * 2 > w->length + more ? w->capacity * 2 : w->length + more;
    unsigned char *buffer = realloc(w->buffer, capacity);
    if (buffer == NULL) {
        w->failed = CJPEG_PROGRESSIVE_OUT_OF_MEMORY;
        return 0;
    }
    w->buffer = buffer;
    w->capacity = capacity;
    return 1;
}

static inline void cjpeg_put_byte(cjpeg_writer *w, unsigned char byte) { w->buffer[w->length++] = byte; }

/* Writes the top whole bytes of the pending bits, stuffing a 0 after every 0xFF. */
static inline void cjpeg_drain_bytes(cjpeg_writer *w) {
    while (w->bit_count >= 8) {
        unsigned char byte = (unsigned char)(w->bits >> (w->bit_count - 8));
        w->bit_count -= 8;
        w->buffer[w->length++] = byte;
        if (byte == 0xFF) w->buffer[w->length++] = 0;
    }
}

/* Appends `size` (at most 32) bits of `value` to the entropy-coded data. Bits are written 32 at
   a time, and byte by byte (to stuff a 0 after each 0xFF) only when one of the 4 is 0xFF. The
   caller has reserved room. */
static inline void cjpeg_put_bits(cjpeg_writer *w, unsigned int value, int size) {
    w->bits = (w->bits << size) | (value & (uint32_t)(((uint64_t)1 << size) - 1));
    w->bit_count += size;
    if (w->bit_count < 32) return;
    uint32_t word = (uint32_t)(w->bits >> (w->bit_count - 32));
    uint32_t inverted = ~word; /* a 0xFF byte of word is a 0 byte of inverted */
    if (((inverted - 0x01010101u) & ~inverted & 0x80808080u) == 0) {
        w->bit_count -= 32;
        unsigned char *out = w->buffer + w->length;
        out[0] = (unsigned char)(word >> 24);
        out[1] = (unsigned char)(word >> 16);
        out[2] = (unsigned char)(word >> 8);
        out[3] = (unsigned char)word;
        w->length += 4;
    } else {
        cjpeg_drain_bytes(w);
    }
}

/* Appends `size` (at most 64) bits of `value`. */
static inline void cjpeg_put_bits64(cjpeg_writer *w, uint64_t value, int size) {
    if (size > 32) {
        cjpeg_put_bits(w, (unsigned int)(value >> 32), size - 32);
        size = 32;
    }
    cjpeg_put_bits(w, (unsigned int)value, size);
}

/* Appends `count` bits held first in the top bit of words[0], 32 at a time. */
static inline void cjpeg_put_bit_string(cjpeg_writer *w, const uint64_t *words, unsigned int count) {
    for (unsigned int at = 0; at < count; at += 32) {
        int size = count - at < 32 ? (int)(count - at) : 32;
        uint64_t word = words[at / 64];
        uint32_t chunk = at % 64 == 0 ? (uint32_t)(word >> 32) : (uint32_t)word;
        cjpeg_put_bits(w, chunk >> (32 - size), size);
    }
}

/* Buffers `size` (at most 64) bits of `value` behind the end-of-band run's correction bits. */
static inline void cjpeg_buffer_correction(cjpeg_writer *w, uint64_t value, int size) {
    if (size == 0) return;
    unsigned int word = w->correction_count / 64, used = w->correction_count % 64;
    uint64_t top = value << (64 - size); /* the bits at the top of a word */
    if (used == 0) {
        w->correction[word] = top;
    } else {
        w->correction[word] |= top >> used;
        if (used + (unsigned int)size > 64) w->correction[word + 1] = top << (64 - used);
    }
    w->correction_count += (unsigned int)size;
}

static inline void cjpeg_put_symbol(cjpeg_writer *w, const cjpeg_code_table *table, int symbol) {
    if (table->size[symbol] == 0) {
        w->failed = CJPEG_PROGRESSIVE_MISSING_CODE;
        return;
    }
    cjpeg_put_bits(w, table->code[symbol], table->size[symbol]);
}

/* A symbol's code and then `size` bits of `value`, in one write (at most 16 + 16 bits). */
static inline void cjpeg_put_symbol_and_bits(cjpeg_writer *w, const cjpeg_code_table *table, int symbol, unsigned int value,
                                             int size) {
    if (table->size[symbol] == 0) {
        w->failed = CJPEG_PROGRESSIVE_MISSING_CODE;
        return;
    }
    cjpeg_put_bits(w, (table->code[symbol] << size) | (value & ((1u << size) - 1)), table->size[symbol] + size);
}

/* Pads the last byte with 1 bits (T.81 F.1.2.3) and writes every pending byte. */
static inline void cjpeg_flush_bits(cjpeg_writer *w) {
    if (w->bit_count % 8 != 0) {
        int pad = 8 - w->bit_count % 8;
        w->bits = (w->bits << pad) | (((uint64_t)1 << pad) - 1);
        w->bit_count += pad;
    }
    cjpeg_drain_bytes(w);
    w->bits = 0;
    w->bit_count = 0;
}

/* The number of bits of `value` (0 for 0): a coefficient's or difference's size category. */
static inline int cjpeg_bit_length(unsigned int value) { return value == 0 ? 0 : 32 - __builtin_clz(value); }

static inline void cjpeg_put_marker_length(cjpeg_writer *w, int marker, size_t length) {
    cjpeg_put_byte(w, 0xFF);
    cjpeg_put_byte(w, (unsigned char)marker);
    cjpeg_put_byte(w, (unsigned char)(length >> 8));
    cjpeg_put_byte(w, (unsigned char)(length & 0xFF));
}

static inline void cjpeg_put_table(cjpeg_writer *w, int class_and_slot, const JHUFF_TBL *table) {
    int count = 0;
    for (int length = 1; length <= 16; length++) count += table->bits[length];
    cjpeg_put_marker_length(w, 0xC4, 2 + 1 + 16 + (size_t)count);
    cjpeg_put_byte(w, (unsigned char)class_and_slot);
    for (int length = 1; length <= 16; length++) cjpeg_put_byte(w, table->bits[length]);
    for (int n = 0; n < count; n++) cjpeg_put_byte(w, table->huffval[n]);
}

/* Whether every component's quantisation table can be written in its slot (cjpeg_headers.c). */
int cjpeg_quant_tables_agree(const struct jpeg_decompress_struct *src);

/* SOI, the source's markers, DQT, SOF2 and DRI (cjpeg_headers.c). */
void cjpeg_put_headers(cjpeg_writer *w, const struct jpeg_decompress_struct *src);

#endif
