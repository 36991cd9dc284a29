#include "cjpeg_scan_coder.h"
#include "cjpeg_writer.h"

#include <stdint.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------------
 * The entropy coding of one progressive scan (ITU T.81 G.1.2), as libjpeg's jcphuff.c does it:
 * the same symbols in the same order (end-of-band runs, buffered correction bits and their
 * limits included), read off the stored blocks in the mirror's order. A symbol the scan's table
 * has no code for ends the attempt (w->failed).
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

void cjpeg_start_scan(cjpeg_scan_coder *coder, const cjpeg_progressive_input *input, int n) {
    cjpeg_writer *w = coder->w;
    const struct jpeg_decompress_struct *src = input->src;
    const jpeg_scan_info *scan = &input->scans[n];
    const cjpeg_scan_tables *tables = &input->tables[n];
    int dc_first = scan->Ss == 0 && scan->Ah == 0, dc = scan->Ss == 0;
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
            if (!cjpeg_derive(&tables->dc[i], &coder->dc[i])) {
                w->failed = CJPEG_PROGRESSIVE_UNSUPPORTED;
                return;
            }
            if (dc_slot[i] == i) cjpeg_put_table(w, i, &tables->dc[i]);
        }
    } else if (!dc) {
        if (!cjpeg_derive(&tables->ac, &coder->ac)) {
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

    w->ac = &coder->ac;
    w->eob_run = 0;
    w->correction_count = 0;
    coder->restarts_to_go = src->restart_interval;
    coder->restart_number = 0;
    for (int i = 0; i < MAX_COMPS_IN_SCAN; i++) coder->last_dc[i] = 0;
    /* The mirror is read off the stored blocks: output block (x, y) is stored block (w-1-x, y)
       or (x, h-1-y), with the coefficients of odd horizontal or vertical frequency negated. */
    coder->negated = 0;
    for (int k = 1; k < DCTSIZE2; k++) {
        int natural = cjpeg_zigzag[k];
        int odd = input->mirror == CJPEG_MIRROR_HORIZONTALLY ? natural % 2 == 1 : (natural / DCTSIZE) % 2 == 1;
        if (odd) coder->negated |= (uint64_t)1 << k;
    }
}

/* Counts an MCU against the restart interval, first writing a restart marker when one is due. */
static void cjpeg_count_restart(cjpeg_scan_coder *coder, unsigned int interval) {
    if (interval == 0) return;
    cjpeg_writer *w = coder->w;
    if (coder->restarts_to_go == 0) {
        cjpeg_emit_eob_run(w);
        cjpeg_flush_bits(w);
        cjpeg_put_byte(w, 0xFF);
        cjpeg_put_byte(w, (unsigned char)(0xD0 + coder->restart_number));
        coder->restart_number = (coder->restart_number + 1) & 7;
        coder->restarts_to_go = interval;
        for (int i = 0; i < MAX_COMPS_IN_SCAN; i++) coder->last_dc[i] = 0;
        w->correction_count = 0;
    }
    coder->restarts_to_go--;
}

void cjpeg_finish_scan(cjpeg_scan_coder *coder) {
    if (!cjpeg_reserve(coder->w, 4096)) return;
    cjpeg_emit_eob_run(coder->w);
    cjpeg_flush_bits(coder->w);
}

/* One DC value of a DC scan, first or refinement. */
static void cjpeg_put_dc(cjpeg_scan_coder *coder, const jpeg_scan_info *scan, int i, int coefficient) {
    if (scan->Ah != 0) {
        cjpeg_put_bits(coder->w, (unsigned int)cjpeg_shift_right(coefficient, scan->Al), 1);
        return;
    }
    int value = cjpeg_shift_right(coefficient, scan->Al);
    int diff = value - coder->last_dc[i];
    coder->last_dc[i] = value;
    int size = cjpeg_bit_length((unsigned int)(diff < 0 ? -diff : diff));
    cjpeg_put_symbol_and_bits(coder->w, &coder->dc[i], size, (unsigned int)(diff < 0 ? diff - 1 : diff), size);
}

/* A whole DC scan, read off the DC values gathered beforehand: an interleaved one MCU by MCU
   (each component's h x v blocks; blocks past the right or bottom edge are dummies with the
   DC of the block before them, as jctrans.c makes them), a single component's block by block. */
void cjpeg_put_dc_scan(cjpeg_scan_coder *coder, const cjpeg_progressive_input *input, const cjpeg_dc_values *dc,
                              int n) {
    const struct jpeg_decompress_struct *src = input->src;
    const jpeg_scan_info *scan = &input->scans[n];
    int horizontal = input->mirror == CJPEG_MIRROR_HORIZONTALLY;
    const jpeg_component_info *first = &src->comp_info[scan->component_index[0]];
    JDIMENSION mcus_per_row = first->width_in_blocks, mcu_rows = first->height_in_blocks;
    if (scan->comps_in_scan > 1) {
        JDIMENSION mcu_width = (JDIMENSION)src->max_h_samp_factor * DCTSIZE, mcu_height = (JDIMENSION)src->max_v_samp_factor * DCTSIZE;
        mcus_per_row = (src->image_width + mcu_width - 1) / mcu_width;
        mcu_rows = (src->image_height + mcu_height - 1) / mcu_height;
    }
    for (JDIMENSION my = 0; my < mcu_rows && !coder->w->failed; my++) {
        for (JDIMENSION mx = 0; mx < mcus_per_row; mx++) {
            if (!cjpeg_reserve(coder->w, 4096)) return;
            cjpeg_count_restart(coder, src->restart_interval);
            if (scan->comps_in_scan == 1) {
                JDIMENSION sx = horizontal ? first->width_in_blocks - 1 - mx : mx;
                JDIMENSION sy = horizontal ? my : first->height_in_blocks - 1 - my;
                cjpeg_put_dc(coder, scan, 0, dc[scan->component_index[0]].values[(size_t)sy * first->width_in_blocks + sx]);
                continue;
            }
            for (int i = 0; i < scan->comps_in_scan; i++) {
                const jpeg_component_info *component = &src->comp_info[scan->component_index[i]];
                const JCOEF *values = dc[scan->component_index[i]].values;
                int previous = 0;
                for (int v = 0; v < component->v_samp_factor; v++) {
                    for (int h = 0; h < component->h_samp_factor; h++) {
                        JDIMENSION bx = mx * (JDIMENSION)component->h_samp_factor + (JDIMENSION)h;
                        JDIMENSION by = my * (JDIMENSION)component->v_samp_factor + (JDIMENSION)v;
                        int real = bx < component->width_in_blocks && by < component->height_in_blocks;
                        JDIMENSION sx = horizontal ? component->width_in_blocks - 1 - bx : bx;
                        JDIMENSION sy = horizontal ? by : component->height_in_blocks - 1 - by;
                        int coefficient = real ? values[(size_t)sy * component->width_in_blocks + sx] : previous;
                        previous = coefficient;
                        cjpeg_put_dc(coder, scan, i, coefficient);
                    }
                }
            }
        }
    }
    cjpeg_finish_scan(coder);
}

void cjpeg_put_ac_rows(cjpeg_scan_coder *coder, const cjpeg_progressive_input *input, int n, const uint64_t *masks,
                              const cjpeg_levels *levels, JDIMENSION first_row, JDIMENSION end_row) {
    cjpeg_writer *w = coder->w;
    const jpeg_scan_info *scan = &input->scans[n];
    int ci = scan->component_index[0];
    const jpeg_component_info *component = &input->src->comp_info[ci];
    JDIMENSION width = component->width_in_blocks;
    int horizontal = input->mirror == CJPEG_MIRROR_HORIZONTALLY;
    int coded = levels->index[scan->Al], old = scan->Ah != 0 ? levels->index[scan->Al + 1] : 0;
    for (JDIMENSION my = first_row; my < end_row && !w->failed; my++) {
        JDIMENSION sy = horizontal ? my : component->height_in_blocks - 1 - my;
        const JBLOCK *row = (const JBLOCK *)input->rows[ci][sy];
        const uint64_t *row_masks = masks + (size_t)(my - first_row) * width * (size_t)levels->levels;
        for (JDIMENSION mx = 0; mx < width; mx++) {
            if (!cjpeg_reserve(w, 4096)) return;
            cjpeg_count_restart(coder, input->src->restart_interval);
            JDIMENSION sx = horizontal ? width - 1 - mx : mx;
            const JCOEF *block = row[sx];
            /* The block a few ahead is fetched while this one is coded. */
            if (horizontal ? sx >= CJPEG_PREFETCH_BLOCKS : sx + CJPEG_PREFETCH_BLOCKS < width) {
                const char *ahead = (const char *)row[horizontal ? sx - CJPEG_PREFETCH_BLOCKS : sx + CJPEG_PREFETCH_BLOCKS];
                __builtin_prefetch(ahead);
                __builtin_prefetch(ahead + 64);
                __builtin_prefetch(ahead + sizeof(JBLOCK) - 1);
            }
            const uint64_t *bits = row_masks + (size_t)sx * (size_t)levels->levels;
            if (scan->Ah == 0) cjpeg_encode_ac_first(w, block, bits[coded], coder->negated, scan->Ss, scan->Se, scan->Al);
            else cjpeg_encode_ac_refine(w, block, bits[coded], bits[old], coder->negated, scan->Ss, scan->Se, scan->Al);
        }
    }
}
