#include "cjpeg_progressive.h"
#include "cjpeg_huffman.h"
#include "cjpeg_masks.h"
#include "cjpeg_writer.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------------
 * A progressive Huffman writer (ITU T.81 G.1.2), for mirrors of progressive files. libjpeg
 * always optimises progressive Huffman output (jcmaster.c: "if (cinfo->progressive_mode &&
 * !cinfo->arith_code) cinfo->optimize_coding = TRUE"), which codes every scan twice, once for
 * statistics. A mirror has the source's coefficients, so the source's own tables for each scan
 * fit it as well as they fitted the source, and one pass does. The symbols are those libjpeg's
 * jcphuff.c would emit, in the same order (end-of-band runs, buffered correction bits and their
 * limits included). A symbol the source's table has no code for ends the attempt: the caller
 * then lets libjpeg optimise.
 * ------------------------------------------------------------------------------------------ */

/* Emits the pending end-of-band run, then the correction bits buffered behind it. */
static void cjpeg_emit_eob_run(cjpeg_writer *w) {
    if (w->eob_run > 0) {
        int bits = cjpeg_bit_length(w->eob_run) - 1;
        cjpeg_put_symbol(w, w->ac, bits << 4);
        cjpeg_put_bits(w, w->eob_run, bits);
        w->eob_run = 0;
        cjpeg_put_bit_string(w, w->correction, w->correction_count);
        w->correction_count = 0;
    }
}

/* value >> shift rounded down, as libjpeg's IRIGHT_SHIFT on a machine with arithmetic shifts. */
static int cjpeg_shift_right(int value, int shift) { return value < 0 ? ~((~value) >> shift) : value >> shift; }

/* How many blocks ahead of the one being coded an AC scan fetches. */
#define CJPEG_PREFETCH_BLOCKS 8

/* The bits of zigzag positions Ss..Se. */
static uint64_t cjpeg_band(int Ss, int Se) {
    uint64_t upto = Se == 63 ? ~(uint64_t)0 : ((uint64_t)1 << (Se + 1)) - 1;
    return upto & ~(((uint64_t)1 << Ss) - 1);
}

static int cjpeg_lowest_bit(uint64_t bits) { return __builtin_ctzll(bits); }

/* T.81 G.1.2.2, as jcphuff.c's encode_mcu_AC_first. `coded` has a bit per zigzag position
   whose coefficient is at least 2^Al in magnitude, so only those are visited. */
static void cjpeg_encode_ac_first(cjpeg_writer *w, const JCOEF *block, uint64_t coded, uint64_t negated, int Ss, int Se,
                                  int Al) {
    int next = Ss; /* the position after the last coefficient written */
    for (uint64_t left = coded & cjpeg_band(Ss, Se); left != 0; left &= left - 1) {
        int k = cjpeg_lowest_bit(left);
        int value = block[cjpeg_zigzag[k]];
        if ((negated >> k) & 1) value = -value;
        int magnitude, bits;
        if (value < 0) {
            magnitude = (-value) >> Al;
            bits = ~magnitude;
        } else {
            magnitude = value >> Al;
            bits = magnitude;
        }
        int run = k - next;
        if (w->eob_run > 0) cjpeg_emit_eob_run(w);
        while (run > 15) {
            cjpeg_put_symbol(w, w->ac, 0xF0);
            run -= 16;
        }
        int size = cjpeg_bit_length((unsigned int)magnitude);
        int symbol = (run << 4) + size;
        if (w->ac->size[symbol] == 0) {
            w->failed = CJPEG_PROGRESSIVE_MISSING_CODE;
            return;
        }
        /* The code and the value's bits in one write: at most 16 + 14 bits. */
        cjpeg_put_bits(w, (w->ac->code[symbol] << size) | ((unsigned int)bits & ((1u << size) - 1)), w->ac->size[symbol] + size);
        next = k + 1;
    }
    if (next <= Se) {
        w->eob_run++;
        if (w->eob_run == 0x7FFF) cjpeg_emit_eob_run(w);
    }
}

/* T.81 G.1.2.3, as jcphuff.c's encode_mcu_AC_refine: the correction bits of coefficients that
   were already nonzero are held back and written after the next symbol, or buffered behind
   the end-of-band run the block ends up in. `coded` has a bit per zigzag position whose
   coefficient is at least 2^Al in magnitude, `old` those at least 2^(Al+1): the ones already
   nonzero, which only give a correction bit. */
static void cjpeg_encode_ac_refine(cjpeg_writer *w, const JCOEF *block, uint64_t coded, uint64_t old, uint64_t negated,
                                   int Ss, int Se, int Al) {
    uint64_t band = cjpeg_band(Ss, Se), fresh = coded & ~old & band;
    int last_new = fresh != 0 ? 63 - __builtin_clzll(fresh) : 0; /* the last coefficient that becomes nonzero */
    int run = 0, previous = Ss - 1;
    uint64_t held = 0; /* this block's correction bits not yet written, the last in bit 0 */
    int held_count = 0;
    for (uint64_t left = coded & band; left != 0; left &= left - 1) {
        int k = cjpeg_lowest_bit(left);
        run += k - previous - 1;
        previous = k;
        while (run > 15 && k <= last_new) {
            cjpeg_emit_eob_run(w);
            cjpeg_put_symbol(w, w->ac, 0xF0);
            run -= 16;
            cjpeg_put_bits64(w, held, held_count);
            held = 0;
            held_count = 0;
        }
        int value = block[cjpeg_zigzag[k]];
        if ((old >> k) & 1) {
            held = (held << 1) | (uint64_t)(((value < 0 ? -value : value) >> Al) & 1);
            held_count++;
            continue;
        }
        if (w->eob_run > 0) cjpeg_emit_eob_run(w);
        int symbol = (run << 4) + 1;
        if (w->ac->size[symbol] == 0) {
            w->failed = CJPEG_PROGRESSIVE_MISSING_CODE;
            return;
        }
        /* The code, the sign bit (1 for positive) and the held correction bits in one write
           when they fit (16 + 1 + 15 bits). */
        unsigned int positive = (value < 0) == (int)((negated >> k) & 1);
        uint64_t written = ((uint64_t)((w->ac->code[symbol] << 1) | positive) << held_count) | held;
        int size = w->ac->size[symbol] + 1 + held_count;
        if (size <= 32) {
            cjpeg_put_bits(w, (unsigned int)written, size);
        } else {
            cjpeg_put_bits(w, (w->ac->code[symbol] << 1) | positive, w->ac->size[symbol] + 1);
            cjpeg_put_bits64(w, held, held_count);
        }
        held = 0;
        held_count = 0;
        run = 0;
    }
    run += Se - previous;
    if (run > 0 || held_count > 0) {
        w->eob_run++;
        cjpeg_buffer_correction(w, held, held_count);
        if (w->eob_run == 0x7FFF || w->correction_count > CJPEG_MAX_CORRECTION_BITS - DCTSIZE2 + 1) cjpeg_emit_eob_run(w);
    }
}

/* One scan: its DHT and SOS, then its entropy-coded data. */
static void cjpeg_put_scan(cjpeg_writer *w, const cjpeg_progressive_input *input, const cjpeg_block_masks *masks, int n) {
    const struct jpeg_decompress_struct *src = input->src;
    const jpeg_scan_info *scan = &input->scans[n];
    const cjpeg_scan_tables *tables = &input->tables[n];
    int dc_first = scan->Ss == 0 && scan->Ah == 0, dc = scan->Ss == 0;
    cjpeg_code_table dc_codes[MAX_COMPS_IN_SCAN], ac_codes;
    if (!cjpeg_reserve(w, 4 * (4 + 1 + 16 + 256) + 64)) return;
    int dc_slot[MAX_COMPS_IN_SCAN] = {0};
    if (dc_first) {
        /* Components whose tables are the same share a slot, as in the source. */
        for (int i = 0; i < scan->comps_in_scan; i++) {
            dc_slot[i] = i;
            for (int j = 0; j < i; j++)
                if (memcmp(tables->dc[j].bits, tables->dc[i].bits, sizeof tables->dc[i].bits) == 0 &&
                    memcmp(tables->dc[j].huffval, tables->dc[i].huffval, sizeof tables->dc[i].huffval) == 0) {
                    dc_slot[i] = dc_slot[j];
                    break;
                }
            if (!cjpeg_derive(&tables->dc[i], &dc_codes[i])) {
                w->failed = CJPEG_PROGRESSIVE_UNSUPPORTED;
                return;
            }
            if (dc_slot[i] == i) cjpeg_put_table(w, i, &tables->dc[i]);
        }
    } else if (!dc) {
        if (!cjpeg_derive(&tables->ac, &ac_codes)) {
            w->failed = CJPEG_PROGRESSIVE_UNSUPPORTED;
            return;
        }
        cjpeg_put_table(w, 0x10, &tables->ac);
    }
    cjpeg_put_marker_length(w, 0xDA, 6 + 2 * (size_t)scan->comps_in_scan);
    cjpeg_put_byte(w, (unsigned char)scan->comps_in_scan);
    for (int i = 0; i < scan->comps_in_scan; i++) {
        cjpeg_put_byte(w, (unsigned char)src->comp_info[scan->component_index[i]].component_id);
        cjpeg_put_byte(w, (unsigned char)(dc ? dc_slot[i] << 4 : 0));
    }
    cjpeg_put_byte(w, (unsigned char)scan->Ss);
    cjpeg_put_byte(w, (unsigned char)scan->Se);
    cjpeg_put_byte(w, (unsigned char)((scan->Ah << 4) | scan->Al));

    w->ac = &ac_codes;
    w->eob_run = 0;
    w->correction_count = 0;
    int last_dc[MAX_COMPS_IN_SCAN] = {0};
    unsigned int restarts_to_go = src->restart_interval, restart_number = 0;
    int interleaved = scan->comps_in_scan > 1;
    const jpeg_component_info *first = &src->comp_info[scan->component_index[0]];
    /* The mirror is read off the stored blocks: output block (x, y) is stored block (w-1-x, y)
       or (x, h-1-y), with the coefficients of odd horizontal or vertical frequency negated. */
    int horizontal = input->mirror == CJPEG_MIRROR_HORIZONTALLY;
    uint64_t negated = 0;
    for (int k = 1; k < DCTSIZE2; k++) {
        int natural = cjpeg_zigzag[k];
        if (horizontal ? natural % 2 == 1 : (natural / DCTSIZE) % 2 == 1) negated |= (uint64_t)1 << k;
    }
    JDIMENSION mcus_per_row, mcu_rows;
    if (interleaved) {
        JDIMENSION mcu_width = (JDIMENSION)src->max_h_samp_factor * DCTSIZE, mcu_height = (JDIMENSION)src->max_v_samp_factor * DCTSIZE;
        mcus_per_row = (src->image_width + mcu_width - 1) / mcu_width;
        mcu_rows = (src->image_height + mcu_height - 1) / mcu_height;
    } else {
        mcus_per_row = first->width_in_blocks;
        mcu_rows = first->height_in_blocks;
    }
    for (JDIMENSION my = 0; my < mcu_rows && !w->failed; my++) {
        for (JDIMENSION mx = 0; mx < mcus_per_row; mx++) {
            if (!cjpeg_reserve(w, 4096)) return;
            if (src->restart_interval) {
                if (restarts_to_go == 0) {
                    cjpeg_emit_eob_run(w);
                    cjpeg_flush_bits(w);
                    cjpeg_put_byte(w, 0xFF);
                    cjpeg_put_byte(w, (unsigned char)(0xD0 + restart_number));
                    restart_number = (restart_number + 1) & 7;
                    restarts_to_go = src->restart_interval;
                    for (int i = 0; i < MAX_COMPS_IN_SCAN; i++) last_dc[i] = 0;
                    w->correction_count = 0;
                }
                restarts_to_go--;
            }
            if (!interleaved) {
                JDIMENSION sx = horizontal ? first->width_in_blocks - 1 - mx : mx;
                JDIMENSION sy = horizontal ? my : first->height_in_blocks - 1 - my;
                const JCOEF *block = input->rows[scan->component_index[0]][sy][sx];
                const cjpeg_block_masks *m = &masks[scan->component_index[0]];
                size_t at = (size_t)sy * first->width_in_blocks + sx;
                if (dc_first) {
                    int value = cjpeg_shift_right(m->dc[at], scan->Al);
                    int diff = value - last_dc[0];
                    last_dc[0] = value;
                    int size = cjpeg_bit_length((unsigned int)(diff < 0 ? -diff : diff));
                    cjpeg_put_symbol_and_bits(w, &dc_codes[0], size, (unsigned int)(diff < 0 ? diff - 1 : diff), size);
                } else if (dc) {
                    cjpeg_put_bits(w, (unsigned int)cjpeg_shift_right(m->dc[at], scan->Al), 1);
                } else {
                    /* The block a few ahead is fetched while this one is coded. */
                    if (horizontal ? sx >= CJPEG_PREFETCH_BLOCKS : sx + CJPEG_PREFETCH_BLOCKS < first->width_in_blocks) {
                        const char *ahead = (const char *)(horizontal ? block - CJPEG_PREFETCH_BLOCKS * DCTSIZE2
                                                                      : block + CJPEG_PREFETCH_BLOCKS * DCTSIZE2);
                        __builtin_prefetch(ahead);
                        __builtin_prefetch(ahead + 64);
                        __builtin_prefetch(ahead + sizeof(JBLOCK) - 1);
                    }
                    const uint64_t *bits = m->bits + at * (size_t)m->levels;
                    if (scan->Ah == 0) cjpeg_encode_ac_first(w, block, bits[m->index[scan->Al]], negated, scan->Ss, scan->Se, scan->Al);
                    else
                        cjpeg_encode_ac_refine(w, block, bits[m->index[scan->Al]], bits[m->index[scan->Al + 1]], negated, scan->Ss,
                                               scan->Se, scan->Al);
                }
                continue;
            }
            /* An interleaved (DC) MCU: each component's h x v blocks; blocks past the right or
               bottom edge are dummies with the DC of the block before them (jctrans.c). */
            for (int i = 0; i < scan->comps_in_scan; i++) {
                const jpeg_component_info *component = &src->comp_info[scan->component_index[i]];
                int previous = 0;
                for (int v = 0; v < component->v_samp_factor; v++) {
                    for (int h = 0; h < component->h_samp_factor; h++) {
                        JDIMENSION bx = mx * (JDIMENSION)component->h_samp_factor + (JDIMENSION)h;
                        JDIMENSION by = my * (JDIMENSION)component->v_samp_factor + (JDIMENSION)v;
                        int real = bx < component->width_in_blocks && by < component->height_in_blocks;
                        JDIMENSION sx = horizontal ? component->width_in_blocks - 1 - bx : bx;
                        JDIMENSION sy = horizontal ? by : component->height_in_blocks - 1 - by;
                        int coefficient = real ? masks[scan->component_index[i]].dc[(size_t)sy * component->width_in_blocks + sx] : previous;
                        previous = coefficient;
                        if (dc_first) {
                            int value = cjpeg_shift_right(coefficient, scan->Al);
                            int diff = value - last_dc[i];
                            last_dc[i] = value;
                            int size = cjpeg_bit_length((unsigned int)(diff < 0 ? -diff : diff));
                            cjpeg_put_symbol_and_bits(w, &dc_codes[i], size, (unsigned int)(diff < 0 ? diff - 1 : diff), size);
                        } else {
                            cjpeg_put_bits(w, (unsigned int)cjpeg_shift_right(coefficient, scan->Al), 1);
                        }
                    }
                }
            }
        }
    }
    if (!cjpeg_reserve(w, 4096)) return;
    cjpeg_emit_eob_run(w);
    cjpeg_flush_bits(w);
}

static cjpeg_writer *cjpeg_writer_new(size_t capacity) {
    cjpeg_writer *w = calloc(1, sizeof(cjpeg_writer));
    if (w == NULL) return NULL;
    w->capacity = capacity > 64 * 1024 ? capacity : 64 * 1024;
    w->buffer = malloc(w->capacity);
    if (w->buffer == NULL) {
        free(w);
        return NULL;
    }
    return w;
}

static void cjpeg_writer_free(cjpeg_writer *w) {
    if (w == NULL) return;
    free(w->buffer);
    free(w);
}

/* Some of the scans, each written after the last into one writer; a thread's work. */
typedef struct {
    const cjpeg_progressive_input *input;
    const cjpeg_block_masks *masks;
    cjpeg_writer *w;
    const int *owner; /* the worker each scan goes to */
    int me;
    size_t *starts, *ends; /* where each of my scans is in my buffer */
} cjpeg_scan_worker;

static void *cjpeg_put_scans(void *argument) {
    cjpeg_scan_worker *worker = argument;
    for (int n = 0; n < worker->input->count && !worker->w->failed; n++) {
        if (worker->owner[n] != worker->me) continue;
        worker->starts[n] = worker->w->length;
        cjpeg_put_scan(worker->w, worker->input, worker->masks, n);
        worker->ends[n] = worker->w->length;
    }
    return NULL;
}

cjpeg_progressive_result cjpeg_write_progressive(const cjpeg_progressive_input *input, unsigned char **output,
                                                 size_t *length) {
    *output = NULL;
    *length = 0;
    const struct jpeg_decompress_struct *src = input->src;
    for (int n = 0; n < input->count; n++)
        if (!input->tables[n].recorded) return CJPEG_PROGRESSIVE_UNSUPPORTED;
    if (src->data_precision != 8 || src->num_components > MAX_COMPONENTS || !cjpeg_quant_tables_agree(src))
        return CJPEG_PROGRESSIVE_UNSUPPORTED;
    cjpeg_progressive_result result = CJPEG_PROGRESSIVE_OUT_OF_MEMORY;
    cjpeg_writer *writers[2] = {NULL, NULL};
    cjpeg_block_masks masks[MAX_COMPONENTS];
    size_t *offsets = malloc(sizeof(size_t) * 2 * (size_t)input->count + 1);
    int *owner = malloc(sizeof(int) * (size_t)input->count + 1);
    /* What each scan visits in each block, made once, and the DC values' range. */
    int made = cjpeg_make_block_masks(src, input->rows, input->scans, input->count, masks);
    if (offsets == NULL || owner == NULL || !made) goto finish;
    /* Each DC table gets codes for every difference category the mirror can reach: a
       difference is between two of the component's DC values, or one and 0 (at the start of a
       scan, after a restart marker); the encoder's dummy blocks repeat their neighbour's. */
    for (int n = 0; n < input->count; n++) {
        const jpeg_scan_info *scan = &input->scans[n];
        if (scan->Ss != 0 || scan->Ah != 0) continue;
        for (int i = 0; i < scan->comps_in_scan; i++) {
            const cjpeg_block_masks *m = &masks[scan->component_index[i]];
            int bound = cjpeg_category((long)m->dc_highest - (long)m->dc_lowest);
            if (bound > 11) { /* only in a damaged file */
                result = CJPEG_PROGRESSIVE_UNSUPPORTED;
                goto finish;
            }
            (void)cjpeg_complete_dc_table(&input->tables[n].dc[i], bound);
        }
    }
    /* Scans to workers, heaviest first, each to the one with less so far. */
    int workers = input->threads >= 2 && input->count >= 2 ? 2 : 1;
    double load[2] = {0, 0};
    for (int n = 0; n < input->count; n++) owner[n] = -1;
    for (int placed = 0; placed < input->count; placed++) {
        int heaviest = -1;
        for (int n = 0; n < input->count; n++)
            if (owner[n] < 0 && (heaviest < 0 || input->weights[n] > input->weights[heaviest])) heaviest = n;
        int lighter = workers == 2 && load[1] < load[0] ? 1 : 0;
        owner[heaviest] = lighter;
        load[lighter] += input->weights[heaviest] + 1;
    }
    for (int w = 0; w < workers; w++) {
        writers[w] = cjpeg_writer_new(input->expected_size / (size_t)workers + 4096);
        if (writers[w] == NULL) goto finish;
    }
    cjpeg_put_headers(writers[0], src);
    size_t header = writers[0]->length;
    cjpeg_scan_worker jobs[2];
    for (int w = 0; w < workers; w++)
        jobs[w] = (cjpeg_scan_worker){input, masks, writers[w], owner, w, offsets, offsets + input->count};
    pthread_t thread;
    int threaded = workers == 2 && pthread_create(&thread, NULL, cjpeg_put_scans, &jobs[1]) == 0;
    cjpeg_put_scans(&jobs[0]);
    if (threaded) pthread_join(thread, NULL);
    else if (workers == 2) cjpeg_put_scans(&jobs[1]);
    result = CJPEG_PROGRESSIVE_WRITTEN;
    for (int w = 0; w < workers; w++)
        if (writers[w]->failed) result = (cjpeg_progressive_result)writers[w]->failed;
    if (result != CJPEG_PROGRESSIVE_WRITTEN) goto finish;
    if (workers == 1) {
        /* The scans are already in order after the headers. */
        if (!cjpeg_reserve(writers[0], 2)) {
            result = CJPEG_PROGRESSIVE_OUT_OF_MEMORY;
            goto finish;
        }
        cjpeg_put_byte(writers[0], 0xFF);
        cjpeg_put_byte(writers[0], 0xD9);
        *output = writers[0]->buffer;
        *length = writers[0]->length;
        writers[0]->buffer = NULL;
        goto finish;
    }
    /* The headers, then every scan from whichever buffer holds it, in the script's order. */
    size_t total = header + 2;
    for (int n = 0; n < input->count; n++) total += offsets[input->count + n] - offsets[n];
    unsigned char *file = malloc(total);
    if (file == NULL) {
        result = CJPEG_PROGRESSIVE_OUT_OF_MEMORY;
        goto finish;
    }
    memcpy(file, writers[0]->buffer, header);
    size_t at = header;
    for (int n = 0; n < input->count; n++) {
        size_t size = offsets[input->count + n] - offsets[n];
        memcpy(file + at, writers[owner[n]]->buffer + offsets[n], size);
        at += size;
    }
    file[at++] = 0xFF;
    file[at++] = 0xD9;
    *output = file;
    *length = at;
finish:
    cjpeg_free_block_masks(masks);
    for (int w = 0; w < 2; w++) cjpeg_writer_free(writers[w]);
    free(offsets);
    free(owner);
    return result;
}
