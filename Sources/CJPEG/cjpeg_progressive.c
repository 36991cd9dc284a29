#include "cjpeg_progressive.h"
#include "cjpeg_huffman.h"
#include "cjpeg_masks.h"
#include "cjpeg_scan_coder.h"
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
 * fit it as well as they fitted the source, and one pass does. Each scan is coded by
 * cjpeg_scan_coder.c; this file shares the scans between threads, walks the blocks a strip of
 * rows at a time, and puts the file together. A symbol the source's table has no code for ends
 * the attempt: the caller then lets libjpeg optimise.
 * ------------------------------------------------------------------------------------------ */
static cjpeg_writer *cjpeg_writer_new(size_t capacity) {
    cjpeg_writer *w = calloc(1, sizeof(cjpeg_writer));
    if (w == NULL) return NULL;
    w->capacity = capacity > 4096 ? capacity : 4096;
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

/* About this many bytes of a component's blocks are coded by every AC scan of a thread before
   the next rows are: they stay in the core's cache from one scan to the next. */
#define CJPEG_STRIP_BYTES (256 * 1024)

/* The scans one thread writes, each into its own coder. */
typedef struct {
    const cjpeg_progressive_input *input;
    const cjpeg_dc_values *dc;
    const uint64_t (*zigzag_bits)[256];
    cjpeg_scan_coder *coders; /* one per scan of the script */
    const int *owner;         /* the thread each scan goes to */
    int me;
    int failed;               /* CJPEG_PROGRESSIVE_* */
} cjpeg_scan_worker;

/* A thread's work: for each component, its AC scans a strip of block rows at a time (masks
   made for the strip, then every scan codes it while it is in cache), then its DC scans. */
static void *cjpeg_put_scans(void *argument) {
    cjpeg_scan_worker *worker = argument;
    const cjpeg_progressive_input *input = worker->input;
    const struct jpeg_decompress_struct *src = input->src;
    uint64_t *masks = NULL;
    for (int n = 0; n < input->count; n++) {
        if (worker->owner[n] != worker->me) continue;
        cjpeg_start_scan(&worker->coders[n], input, n);
        if (worker->coders[n].w->failed) goto finish;
    }
    for (int ci = 0; ci < src->num_components; ci++) {
        const jpeg_component_info *component = &src->comp_info[ci];
        cjpeg_levels levels;
        cjpeg_no_levels(&levels);
        for (int n = 0; n < input->count; n++)
            if (worker->owner[n] == worker->me && input->scans[n].Ss != 0 && input->scans[n].component_index[0] == ci)
                cjpeg_add_levels(&levels, &input->scans[n]);
        if (levels.levels == 0) continue;
        JDIMENSION width = component->width_in_blocks, height = component->height_in_blocks;
        JDIMENSION strip = CJPEG_STRIP_BYTES / ((size_t)width * sizeof(JBLOCK));
        if (strip == 0) strip = 1;
        free(masks);
        masks = malloc(sizeof(uint64_t) * (size_t)levels.levels * width * strip + 1);
        if (masks == NULL) {
            worker->failed = CJPEG_PROGRESSIVE_OUT_OF_MEMORY;
            goto finish;
        }
        for (JDIMENSION first_row = 0; first_row < height; first_row += strip) {
            JDIMENSION end_row = height - first_row < strip ? height : first_row + strip;
            for (JDIMENSION my = first_row; my < end_row; my++) {
                JDIMENSION sy = input->mirror == CJPEG_MIRROR_HORIZONTALLY ? my : height - 1 - my;
                cjpeg_masks_of_blocks((const JBLOCK *)input->rows[ci][sy], width, &levels, worker->zigzag_bits,
                                      masks + (size_t)(my - first_row) * width * (size_t)levels.levels);
            }
            for (int n = 0; n < input->count; n++) {
                if (worker->owner[n] != worker->me || input->scans[n].Ss == 0 || input->scans[n].component_index[0] != ci) continue;
                cjpeg_put_ac_rows(&worker->coders[n], input, n, masks, &levels, first_row, end_row);
                if (worker->coders[n].w->failed) goto finish;
            }
        }
        for (int n = 0; n < input->count; n++)
            if (worker->owner[n] == worker->me && input->scans[n].Ss != 0 && input->scans[n].component_index[0] == ci)
                cjpeg_finish_scan(&worker->coders[n]);
    }
    for (int n = 0; n < input->count; n++) {
        if (worker->owner[n] != worker->me || input->scans[n].Ss != 0) continue;
        cjpeg_put_dc_scan(&worker->coders[n], input, worker->dc, n);
        if (worker->coders[n].w->failed) goto finish;
    }
finish:
    for (int n = 0; n < input->count && !worker->failed; n++)
        if (worker->owner[n] == worker->me && worker->coders[n].w->failed) worker->failed = worker->coders[n].w->failed;
    free(masks);
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
    cjpeg_writer *header = NULL;
    cjpeg_dc_values dc[MAX_COMPONENTS];
    cjpeg_scan_coder *coders = calloc((size_t)input->count + 1, sizeof(cjpeg_scan_coder));
    int *owner = malloc(sizeof(int) * (size_t)input->count + 1);
    uint64_t (*zigzag_bits)[256] = malloc(sizeof(uint64_t[DCTSIZE][256]));
    /* Every block's DC value, for the DC scans, and their range. */
    int gathered = cjpeg_gather_dc(src, input->rows, dc);
    if (coders == NULL || owner == NULL || zigzag_bits == NULL || !gathered) goto finish;
    cjpeg_make_zigzag_bits(zigzag_bits);
    /* Each DC table gets codes for every difference category the mirror can reach: a
       difference is between two of the component's DC values, or one and 0 (at the start of a
       scan, after a restart marker); the encoder's dummy blocks repeat their neighbour's. */
    for (int n = 0; n < input->count; n++) {
        const jpeg_scan_info *scan = &input->scans[n];
        if (scan->Ss != 0 || scan->Ah != 0) continue;
        for (int i = 0; i < scan->comps_in_scan; i++) {
            const cjpeg_dc_values *values = &dc[scan->component_index[i]];
            int bound = cjpeg_category((long)values->highest - (long)values->lowest);
            if (bound > 11) { /* only in a damaged file */
                result = CJPEG_PROGRESSIVE_UNSUPPORTED;
                goto finish;
            }
            (void)cjpeg_complete_dc_table(&input->tables[n].dc[i], bound);
        }
    }
    /* Scans to workers, heaviest first, each to the one with less so far; each scan gets a
       buffer of about its share of the file. */
    int workers = input->threads >= 2 && input->count >= 2 ? 2 : 1;
    double load[2] = {0, 0}, total = 1;
    for (int n = 0; n < input->count; n++) {
        owner[n] = -1;
        total += input->weights[n];
    }
    for (int placed = 0; placed < input->count; placed++) {
        int heaviest = -1;
        for (int n = 0; n < input->count; n++)
            if (owner[n] < 0 && (heaviest < 0 || input->weights[n] > input->weights[heaviest])) heaviest = n;
        int lighter = workers == 2 && load[1] < load[0] ? 1 : 0;
        owner[heaviest] = lighter;
        load[lighter] += input->weights[heaviest] + 1;
    }
    header = cjpeg_writer_new(4096);
    if (header == NULL) goto finish;
    for (int n = 0; n < input->count; n++) {
        coders[n].w = cjpeg_writer_new((size_t)((double)input->expected_size * input->weights[n] / total) + 4096);
        if (coders[n].w == NULL) goto finish;
    }
    cjpeg_put_headers(header, src);
    if (header->failed) goto finish;
    cjpeg_scan_worker jobs[2];
    for (int w = 0; w < workers; w++)
        jobs[w] = (cjpeg_scan_worker){input, dc, (const uint64_t (*)[256])zigzag_bits, coders, owner, w, CJPEG_PROGRESSIVE_WRITTEN};
    pthread_t thread;
    int threaded = workers == 2 && pthread_create(&thread, NULL, cjpeg_put_scans, &jobs[1]) == 0;
    cjpeg_put_scans(&jobs[0]);
    if (threaded) pthread_join(thread, NULL);
    else if (workers == 2) cjpeg_put_scans(&jobs[1]);
    result = CJPEG_PROGRESSIVE_WRITTEN;
    for (int w = 0; w < workers; w++)
        if (jobs[w].failed) result = (cjpeg_progressive_result)jobs[w].failed;
    if (result != CJPEG_PROGRESSIVE_WRITTEN) goto finish;
    /* The headers, every scan in the script's order, EOI. */
    size_t size = header->length + 2;
    for (int n = 0; n < input->count; n++) size += coders[n].w->length;
    unsigned char *file = malloc(size);
    if (file == NULL) {
        result = CJPEG_PROGRESSIVE_OUT_OF_MEMORY;
        goto finish;
    }
    memcpy(file, header->buffer, header->length);
    size_t at = header->length;
    for (int n = 0; n < input->count; n++) {
        memcpy(file + at, coders[n].w->buffer, coders[n].w->length);
        at += coders[n].w->length;
    }
    file[at++] = 0xFF;
    file[at++] = 0xD9;
    *output = file;
    *length = at;
finish:
    cjpeg_free_dc(dc);
    cjpeg_writer_free(header);
    for (int n = 0; n < input->count && coders != NULL; n++) cjpeg_writer_free(coders[n].w);
    free(coders);
    free(zigzag_bits);
    free(owner);
    return result;
}
