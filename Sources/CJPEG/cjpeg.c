#include "cjpeg.h"
#include "cjpeg_flip.h"
#include "cjpeg_huffman.h"
#include "cjpeg_progressive.h"
#include "cjpeg_scans.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

_Static_assert((int)CJPEG_COLOR_GRAYSCALE == (int)JCS_GRAYSCALE && (int)CJPEG_COLOR_RGB == (int)JCS_RGB &&
                   (int)CJPEG_COLOR_YCBCR == (int)JCS_YCbCr && (int)CJPEG_COLOR_CMYK == (int)JCS_CMYK &&
                   (int)CJPEG_COLOR_YCCK == (int)JCS_YCCK,
               "cjpeg_color_space must match libjpeg's J_COLOR_SPACE");

/* ---------------------------------------------------------------------------------------------
 * Error manager: libjpeg's canonical recipe. error_exit formats the message into the caller's
 * buffer and longjmps back to the setjmp in the function that owns the structs. Nothing prints.
 * ------------------------------------------------------------------------------------------ */

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jmp;
    char *message;
    size_t message_size;
    /* Set when the data ran out (our source manager) or libjpeg's size limit was hit. */
    int truncated;
    int too_large;
} cjpeg_error_mgr;

static void cjpeg_error_exit(j_common_ptr cinfo) {
    cjpeg_error_mgr *err = (cjpeg_error_mgr *)cinfo->err;
    if (err->message != NULL && err->message_size > 0) {
        char text[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, text);
        snprintf(err->message, err->message_size, "%s", text);
    }
    if (err->pub.msg_code == JERR_IMAGE_TOO_BIG) err->too_large = 1;
    longjmp(err->jmp, 1);
}

/* Warnings that mean decoded data would be made up (grey or zero padding): treated as errors so
   a damaged file is never mirrored as if it were whole. Others (extraneous bytes between
   markers, common in files from cameras) are counted and ignored, as libjpeg does. */
static int cjpeg_warning_is_fatal(int code) {
    switch (code) {
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_JPEG_EOF:
    case JWRN_MUST_RESYNC:
#if JPEG_LIB_VERSION >= 70 || defined(C_ARITH_CODING_SUPPORTED) || defined(D_ARITH_CODING_SUPPORTED)
    case JWRN_ARITH_BAD_CODE:
#endif
        return 1;
    default:
        return 0;
    }
}

static void cjpeg_emit_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level >= 0) return; /* trace messages */
    if (cjpeg_warning_is_fatal(cinfo->err->msg_code)) cjpeg_error_exit(cinfo);
    cinfo->err->num_warnings++;
}

static void cjpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/* ---------------------------------------------------------------------------------------------
 * Source manager over a caller's bytes. Running out of data is an error (JERR_INPUT_EOF), not
 * libjpeg's usual warning plus a fake EOI, so a truncated file never decodes to grey padding.
 * ------------------------------------------------------------------------------------------ */

static void cjpeg_source_init(j_decompress_ptr cinfo) { (void)cinfo; }

static boolean cjpeg_source_fill(j_decompress_ptr cinfo) {
    ((cjpeg_error_mgr *)cinfo->err)->truncated = 1;
    ERREXIT(cinfo, JERR_INPUT_EOF);
    return FALSE;
}

static void cjpeg_source_skip(j_decompress_ptr cinfo, long count) {
    if (count <= 0) return;
    if ((size_t)count > cinfo->src->bytes_in_buffer) cjpeg_source_fill(cinfo);
    cinfo->src->next_input_byte += count;
    cinfo->src->bytes_in_buffer -= (size_t)count;
}

static void cjpeg_source_term(j_decompress_ptr cinfo) { (void)cinfo; }

/* ---------------------------------------------------------------------------------------------
 * Destination manager: a malloc'd buffer that doubles as it fills. Owned by the job, so an
 * error anywhere frees it (libjpeg's jpeg_mem_dest can leave a dangling pointer on error).
 * ------------------------------------------------------------------------------------------ */

typedef struct {
    struct jpeg_destination_mgr pub;
    unsigned char *buffer;
    size_t capacity;
    size_t length;
    size_t expected; /* the output size to allocate for at first; 0 if unknown */
} cjpeg_destination;

static void cjpeg_destination_init(j_compress_ptr cinfo) {
    cjpeg_destination *dest = (cjpeg_destination *)cinfo->dest;
    /* A mirror is about as large as its source: start there, so that it is seldom copied. */
    dest->capacity = dest->expected > 64 * 1024 ? dest->expected : 64 * 1024;
    dest->buffer = malloc(dest->capacity);
    if (dest->buffer == NULL) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    dest->pub.next_output_byte = dest->buffer;
    dest->pub.free_in_buffer = dest->capacity;
}

static boolean cjpeg_destination_empty(j_compress_ptr cinfo) {
    cjpeg_destination *dest = (cjpeg_destination *)cinfo->dest;
    size_t grown = dest->capacity * 2;
    unsigned char *buffer = realloc(dest->buffer, grown);
    if (buffer == NULL) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 1);
    dest->buffer = buffer;
    dest->pub.next_output_byte = buffer + dest->capacity;
    dest->pub.free_in_buffer = grown - dest->capacity;
    dest->capacity = grown;
    return TRUE;
}

static void cjpeg_destination_term(j_compress_ptr cinfo) {
    cjpeg_destination *dest = (cjpeg_destination *)cinfo->dest;
    dest->length = dest->capacity - dest->pub.free_in_buffer;
}

/* ---------------------------------------------------------------------------------------------
 * A job: everything one operation creates, on the heap so that nothing the error path reads is
 * an automatic variable changed between setjmp and longjmp.
 * ------------------------------------------------------------------------------------------ */

typedef struct {
    cjpeg_error_mgr err;
    struct jpeg_decompress_struct src;
    struct jpeg_compress_struct dst;
    int src_created;
    int dst_created;
    struct jpeg_source_mgr source;
    size_t source_size;
    cjpeg_destination destination;
    /* The source's scan script, when jpeg_read_coefficients is to record it. */
    cjpeg_scan_recorder scans;
    /* Set when the mirror is to be coded with the source's Huffman tables, with for each
       component the highest DC difference category the mirror can need. */
    int keep_tables;
    int dc_category_bound[MAX_COMPONENTS];
    void *output; /* a result being built, freed on failure */
} cjpeg_job;

static cjpeg_job *cjpeg_job_new(char *message, size_t message_size) {
    if (message != NULL && message_size > 0) message[0] = '\0';
    cjpeg_job *job = calloc(1, sizeof(cjpeg_job));
    if (job == NULL) {
        if (message != NULL && message_size > 0) snprintf(message, message_size, "out of memory");
        return NULL;
    }
    jpeg_std_error(&job->err.pub);
    job->err.pub.error_exit = cjpeg_error_exit;
    job->err.pub.emit_message = cjpeg_emit_message;
    job->err.pub.output_message = cjpeg_output_message;
    job->err.message = message;
    job->err.message_size = message_size;
    return job;
}

/* The status a longjmp stands for. */
static cjpeg_status cjpeg_job_failure(const cjpeg_job *job) {
    if (job->err.too_large) return CJPEG_TOO_LARGE;
    if (job->err.truncated) return CJPEG_TRUNCATED;
    return CJPEG_MALFORMED;
}

static cjpeg_status cjpeg_job_end(cjpeg_job *job, cjpeg_status status) {
    if (job->dst_created) jpeg_destroy_compress(&job->dst);
    if (job->src_created) jpeg_destroy_decompress(&job->src);
    free(job->destination.buffer);
    free(job->output);
    free(job);
    return status;
}

static cjpeg_status cjpeg_job_refuse(cjpeg_job *job, cjpeg_status status, const char *text) {
    if (job->err.message != NULL && job->err.message_size > 0)
        snprintf(job->err.message, job->err.message_size, "%s", text);
    return cjpeg_job_end(job, status);
}

/* Creates the decompressor over `data` and reads its headers, saving APPn/COM markers when
   asked. Must be called after setjmp. */
static void cjpeg_job_read_header(cjpeg_job *job, const unsigned char *data, size_t size,
                                  int save_markers) {
    job->src.err = &job->err.pub;
    jpeg_create_decompress(&job->src);
    job->src_created = 1;
    job->source.init_source = cjpeg_source_init;
    job->source.fill_input_buffer = cjpeg_source_fill;
    job->source.skip_input_data = cjpeg_source_skip;
    job->source.resync_to_restart = jpeg_resync_to_restart;
    job->source.term_source = cjpeg_source_term;
    job->source.next_input_byte = data;
    job->source_size = size;
    job->source.bytes_in_buffer = size;
    job->src.src = &job->source;
    if (save_markers) {
        jpeg_save_markers(&job->src, JPEG_COM, 0xFFFF);
        for (int n = 0; n < 16; n++) jpeg_save_markers(&job->src, JPEG_APP0 + n, 0xFFFF);
    }
    jpeg_read_header(&job->src, TRUE);
}

static int cjpeg_over_limit(const struct jpeg_decompress_struct *src, uint64_t max_pixels) {
    return max_pixels != 0 && (uint64_t)src->image_width * (uint64_t)src->image_height > max_pixels;
}

/* Gives the compressor the source's Huffman tables (each DC table completed for the mirror's
   differences) instead of having it optimise, when they are sure to have a code for every
   symbol and were fitted to the source. Returns 0, with the compressor untouched, otherwise.
   A source coded with Annex K's tables is left to be optimised: optimal tables make such a
   file a few per cent smaller (2.5 % on the benchmark's one), worth the statistics pass. */
static int cjpeg_job_keep_tables(cjpeg_job *job) {
    struct jpeg_compress_struct *dst = &job->dst;
    cjpeg_scan_recorder *recorder = &job->scans;
    if (!job->keep_tables || job->src.progressive_mode || job->src.arith_code) return 0;
    if (dst->num_components > MAX_COMPONENTS) return 0;
    const JHUFF_TBL *dc_slots[NUM_HUFF_TBLS], *ac_slots[NUM_HUFF_TBLS];
    int dc_used = 0, ac_used = 0, dc_slot[MAX_COMPONENTS], ac_slot[MAX_COMPONENTS];
    for (int ci = 0; ci < dst->num_components; ci++) {
        long units;
        /* DC differences of 8-bit samples are at most 11 bits; larger only in a damaged file. */
        if (!recorder->has_tables[ci] || job->dc_category_bound[ci] > 11) return 0;
        if (!cjpeg_complete_dc_table(&recorder->dc_tables[ci], job->dc_category_bound[ci])) return 0;
        /* End of block also codes the encoder's all-zero dummy blocks at the bottom edge. */
        if (!cjpeg_table_is_usable(&recorder->ac_tables[ci], 255, &units) ||
            !cjpeg_table_has_symbol(&recorder->ac_tables[ci], 0x00) || cjpeg_is_annex_k_ac_table(&recorder->ac_tables[ci]))
            return 0;
        dc_slot[ci] = cjpeg_table_slot(&recorder->dc_tables[ci], dc_slots, &dc_used);
        ac_slot[ci] = cjpeg_table_slot(&recorder->ac_tables[ci], ac_slots, &ac_used);
        if (dc_slot[ci] < 0 || ac_slot[ci] < 0) return 0;
    }
    for (int n = 0; n < dc_used + ac_used; n++) {
        int dc = n < dc_used;
        JHUFF_TBL **slot = dc ? &dst->dc_huff_tbl_ptrs[n] : &dst->ac_huff_tbl_ptrs[n - dc_used];
        const JHUFF_TBL *table = dc ? dc_slots[n] : ac_slots[n - dc_used];
        if (*slot == NULL) *slot = jpeg_alloc_huff_table((j_common_ptr)dst);
        memcpy((*slot)->bits, table->bits, sizeof table->bits);
        memcpy((*slot)->huffval, table->huffval, sizeof table->huffval);
        (*slot)->sent_table = FALSE;
    }
    for (int ci = 0; ci < dst->num_components; ci++) {
        dst->comp_info[ci].dc_tbl_no = dc_slot[ci];
        dst->comp_info[ci].ac_tbl_no = ac_slot[ci];
    }
    return 1;
}

/* Creates the compressor with the source's critical parameters and coding choices. Markers
   are copied verbatim by cjpeg_job_copy_markers, so the compressor writes no JFIF or Adobe
   marker of its own: the source's are kept byte for byte and in place. */
static void cjpeg_job_start_compressor(cjpeg_job *job) {
    job->dst.err = &job->err.pub;
    jpeg_create_compress(&job->dst);
    job->dst_created = 1;
    job->destination.pub.init_destination = cjpeg_destination_init;
    job->destination.pub.empty_output_buffer = cjpeg_destination_empty;
    job->destination.pub.term_destination = cjpeg_destination_term;
    job->dst.dest = &job->destination.pub;
    job->destination.expected = job->source_size + 4096;
    jpeg_copy_critical_parameters(&job->src, &job->dst);
    job->dst.write_JFIF_header = FALSE;
    job->dst.write_Adobe_marker = FALSE;
    /* The source's own scans when they were recorded and libjpeg can write them: the same
       progression (or the same split of a sequential file into scans); otherwise libjpeg's
       standard progression for a progressive source, one interleaved scan for a sequential. */
    const cjpeg_scan_recorder *scans = &job->scans;
    if (scans->count > 0 && !scans->overflow &&
        cjpeg_script_is_valid(scans->scans, scans->count, job->dst.num_components, job->src.progressive_mode)) {
        job->dst.scan_info = scans->scans;
        job->dst.num_scans = scans->count;
    } else if (job->src.progressive_mode) {
        jpeg_simple_progression(&job->dst);
    }
    job->dst.arith_code = job->src.arith_code;
    /* The source's own Huffman tables when they are sure to do (one pass, and about the
       source's size); otherwise optimal ones (libjpeg gathers statistics in a first pass). */
    job->dst.optimize_coding = job->src.arith_code || cjpeg_job_keep_tables(job) ? FALSE : TRUE;
    job->dst.restart_interval = job->src.restart_interval;
}

static void cjpeg_job_copy_markers(cjpeg_job *job) {
    for (jpeg_saved_marker_ptr marker = job->src.marker_list; marker != NULL; marker = marker->next)
        jpeg_write_marker(&job->dst, marker->marker, marker->data, marker->data_length);
}

static void cjpeg_job_take_output(cjpeg_job *job, unsigned char **output, size_t *output_size) {
    *output = job->destination.buffer;
    *output_size = job->destination.length;
    job->destination.buffer = NULL;
}

/* ------------------------------------------------------------------------------------------ */

static void cjpeg_fill_info(const struct jpeg_decompress_struct *src, cjpeg_info *info) {
    memset(info, 0, sizeof(*info));
    info->width = src->image_width;
    info->height = src->image_height;
    info->num_components = src->num_components;
    info->color_space = (int)src->jpeg_color_space;
    info->progressive = src->progressive_mode ? 1 : 0;
    info->arithmetic = src->arith_code ? 1 : 0;
    info->restart_interval = src->restart_interval;
    info->max_h_samp = src->max_h_samp_factor;
    info->max_v_samp = src->max_v_samp_factor;
    for (int ci = 0; ci < src->num_components && ci < CJPEG_MAX_COMPONENTS; ci++) {
        const jpeg_component_info *component = &src->comp_info[ci];
        info->component_id[ci] = component->component_id;
        info->h_samp[ci] = component->h_samp_factor;
        info->v_samp[ci] = component->v_samp_factor;
        int slot = component->quant_tbl_no;
        if (slot >= 0 && slot < NUM_QUANT_TBLS && src->quant_tbl_ptrs[slot] != NULL)
            for (int k = 0; k < 64; k++) info->quant[ci][k] = src->quant_tbl_ptrs[slot]->quantval[k];
    }
    info->warnings = src->err->num_warnings;
}

cjpeg_status cjpeg_read_info(const unsigned char *data, size_t size, uint64_t max_pixels,
                             cjpeg_info *info, char *message, size_t message_size) {
    memset(info, 0, sizeof(*info));
    cjpeg_job *job = cjpeg_job_new(message, message_size);
    if (job == NULL) return CJPEG_MALFORMED;
    if (setjmp(job->err.jmp)) {
        if (job->err.too_large) {
            info->width = job->src.image_width;
            info->height = job->src.image_height;
        }
        return cjpeg_job_end(job, cjpeg_job_failure(job));
    }
    cjpeg_job_read_header(job, data, size, 0);
    cjpeg_fill_info(&job->src, info);
    if (cjpeg_over_limit(&job->src, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
    return cjpeg_job_end(job, CJPEG_OK);
}

cjpeg_status cjpeg_decode(const unsigned char *data, size_t size, uint64_t max_pixels,
                          unsigned char *pixels, size_t row_stride, uint32_t width,
                          uint32_t height, int components, char *message, size_t message_size) {
    cjpeg_job *job = cjpeg_job_new(message, message_size);
    if (job == NULL) return CJPEG_MALFORMED;
    if (setjmp(job->err.jmp)) return cjpeg_job_end(job, cjpeg_job_failure(job));
    cjpeg_job_read_header(job, data, size, 0);
    struct jpeg_decompress_struct *src = &job->src;
    if (cjpeg_over_limit(src, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
    if (src->image_width != width || src->image_height != height || src->num_components != components)
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "buffer does not match the image's size or components");
    if (row_stride < (size_t)width * (size_t)components)
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "row stride is shorter than a row");
    /* The file's own components: no colour conversion, so a re-encode loses as little as possible. */
    src->out_color_space = src->jpeg_color_space;
    jpeg_start_decompress(src);
    if (src->output_components != components)
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "libjpeg cannot output the file's own components");
    while (src->output_scanline < src->output_height) {
        JSAMPROW row = pixels + (size_t)src->output_scanline * row_stride;
        jpeg_read_scanlines(src, &row, 1);
    }
    jpeg_finish_decompress(src);
    return cjpeg_job_end(job, CJPEG_OK);
}

/* Writes a progressive Huffman mirror with the source's own tables for each scan, in one pass
   per scan (cjpeg_progressive.c), when the source's script was recorded whole. Tables get
   codes for the DC categories and end-of-band runs the mirror may need, as far as they have
   room; CJPEG_PROGRESSIVE_MISSING_CODE when one is needed all the same, UNSUPPORTED when
   the writer cannot be used (then libjpeg writes the file either way). */
static cjpeg_progressive_result cjpeg_job_write_progressive(cjpeg_job *job, jvirt_barray_ptr *coefficients, int vertical,
                                                            int threads, unsigned char **output, size_t *length) {
    struct jpeg_decompress_struct *src = &job->src;
    cjpeg_scan_recorder *recorder = &job->scans;
    if (src->arith_code || !job->keep_tables || recorder->overflow || recorder->count < 1 ||
        !cjpeg_script_is_valid(recorder->scans, recorder->count, src->num_components, 1))
        return CJPEG_PROGRESSIVE_UNSUPPORTED;
    /* (The writer completes the DC tables, once it knows the DC values' range.) */
    for (int n = 0; n < recorder->count; n++) {
        const jpeg_scan_info *scan = &recorder->scans[n];
        if (scan->Ss == 0) continue;
        const jpeg_component_info *component = &src->comp_info[scan->component_index[0]];
        cjpeg_complete_ac_table(&recorder->scan_tables[n].ac, (long)component->width_in_blocks * component->height_in_blocks);
    }
    j_common_ptr common = (j_common_ptr)src;
    JBLOCKROW *rows[MAX_COMPONENTS]; /* as stored: the writer mirrors them */
    for (int ci = 0; ci < src->num_components; ci++) {
        const jpeg_component_info *component = &src->comp_info[ci];
        rows[ci] = (*src->mem->alloc_small)(common, JPOOL_IMAGE, sizeof(JBLOCKROW) * (component->height_in_blocks + 1));
        for (JDIMENSION by = 0; by < component->height_in_blocks; by++)
            rows[ci][by] = (*src->mem->access_virt_barray)(common, coefficients[ci], by, 1, FALSE)[0];
    }
    /* A scan's size in the source tells how much work its mirror is. */
    double *weights = (*src->mem->alloc_small)(common, JPOOL_IMAGE, sizeof(double) * (size_t)recorder->count);
    const unsigned char *end = job->source.next_input_byte + job->source.bytes_in_buffer;
    for (int n = 0; n < recorder->count; n++) {
        const unsigned char *next = n + 1 < recorder->count ? recorder->starts[n + 1] : end;
        weights[n] = next > recorder->starts[n] ? (double)(next - recorder->starts[n]) : 0;
    }
    cjpeg_progressive_input input = {src, rows, vertical ? CJPEG_MIRROR_VERTICALLY : CJPEG_MIRROR_HORIZONTALLY,
                                     recorder->scans, recorder->scan_tables, recorder->count, weights, threads,
                                     job->source_size};
    return cjpeg_write_progressive(&input, output, length);
}

cjpeg_status cjpeg_flip_lossless(const unsigned char *data, size_t size, uint64_t max_pixels,
                                 int vertical, int threads, unsigned char **output, size_t *output_size,
                                 int *tables, char *message, size_t message_size) {
    *output = NULL;
    *output_size = 0;
    if (tables != NULL) *tables = CJPEG_TABLES_OPTIMAL;
    cjpeg_job *job = cjpeg_job_new(message, message_size);
    if (job == NULL) return CJPEG_MALFORMED;
    if (setjmp(job->err.jmp)) return cjpeg_job_end(job, cjpeg_job_failure(job));
    cjpeg_job_read_header(job, data, size, 1);
    struct jpeg_decompress_struct *src = &job->src;
    /* Coefficient arrays are as big as the pixels: refuse before reading them. */
    if (cjpeg_over_limit(src, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
    /* A single component is coded in non-interleaved scans, one block per MCU, whatever its
       sampling factors say: its iMCU is one block (as jpegtran's transupp.c has it). */
    unsigned int single = src->num_components == 1;
    unsigned int imcu_width = (single ? 1u : (unsigned int)src->max_h_samp_factor) * DCTSIZE;
    unsigned int imcu_height = (single ? 1u : (unsigned int)src->max_v_samp_factor) * DCTSIZE;
    if (!vertical && src->image_width % imcu_width != 0) {
        char text[128];
        snprintf(text, sizeof text, "width %u is not a multiple of the %u-pixel iMCU", src->image_width, imcu_width);
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, text);
    }
    if (vertical && src->image_height % imcu_height != 0) {
        char text[128];
        snprintf(text, sizeof text, "height %u is not a multiple of the %u-pixel iMCU", src->image_height, imcu_height);
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, text);
    }
    job->scans.pub.progress_monitor = cjpeg_record_scan;
    src->progress = &job->scans.pub;
    jvirt_barray_ptr *coefficients = jpeg_read_coefficients(src);
    job->keep_tables = !src->arith_code && src->num_components <= MAX_COMPONENTS;
    cjpeg_progressive_result result = CJPEG_PROGRESSIVE_UNSUPPORTED;
    if (src->progressive_mode) {
        /* The progressive writer reads the blocks in mirrored order and negates as it goes;
           they are flipped in place only if libjpeg has to write the file after all. */
        unsigned char *written;
        size_t written_size;
        result = cjpeg_job_write_progressive(job, coefficients, vertical, threads, &written, &written_size);
        if (result == CJPEG_PROGRESSIVE_OUT_OF_MEMORY) return cjpeg_job_refuse(job, CJPEG_MALFORMED, "out of memory");
        if (result == CJPEG_PROGRESSIVE_WRITTEN) {
            if (tables != NULL) *tables = CJPEG_TABLES_SOURCE;
            job->destination.buffer = written;
            job->destination.length = written_size;
            jpeg_finish_decompress(src);
            cjpeg_job_take_output(job, output, output_size);
            return cjpeg_job_end(job, CJPEG_OK);
        }
    }
    /* Flipped in place for libjpeg, each component's DC range noted on the way for its tables. */
    for (int ci = 0; ci < src->num_components; ci++) {
        int bound = vertical ? cjpeg_flip_blocks_vertically(src, coefficients[ci], &src->comp_info[ci])
                             : cjpeg_flip_blocks_horizontally(src, coefficients[ci], &src->comp_info[ci]);
        if (ci < MAX_COMPONENTS) job->dc_category_bound[ci] = bound;
    }
    cjpeg_job_start_compressor(job);
    if (tables != NULL)
        *tables = result == CJPEG_PROGRESSIVE_MISSING_CODE           ? CJPEG_TABLES_OPTIMAL_AFTER_MISSING_CODE
                  : !job->dst.optimize_coding && !job->dst.arith_code ? CJPEG_TABLES_SOURCE
                                                                      : CJPEG_TABLES_OPTIMAL;
    jpeg_write_coefficients(&job->dst, coefficients);
    cjpeg_job_copy_markers(job);
    jpeg_finish_compress(&job->dst);
    jpeg_finish_decompress(src);
    cjpeg_job_take_output(job, output, output_size);
    return cjpeg_job_end(job, CJPEG_OK);
}

/* Whether a quantization table a component of `dst` uses holds a 0. Decoders accept one (the
   coefficient just comes out 0), but libjpeg's forward DCT divides by each entry, and a 0 there
   is a division by zero that kills the process (SIGFPE), not an error it reports. Found by
   Scripts/fuzz. */
static int cjpeg_has_zero_quantizer(const struct jpeg_compress_struct *dst) {
    for (int c = 0; c < dst->num_components; c++) {
        const JQUANT_TBL *table = dst->quant_tbl_ptrs[dst->comp_info[c].quant_tbl_no];
        if (table == NULL) continue; /* libjpeg reports a missing table itself */
        for (int k = 0; k < DCTSIZE2; k++)
            if (table->quantval[k] == 0) return 1;
    }
    return 0;
}

/* cjpeg_encode_like and cjpeg_encode_resized_like: `resized` allows a size other than the
   source's, and then codes with optimal Huffman tables, since the source's may lack codes the
   new pixels need. */
static cjpeg_status cjpeg_encode_pixels_like(const unsigned char *source, size_t source_size,
                                             const unsigned char *pixels, size_t row_stride, uint32_t width,
                                             uint32_t height, int components, int resized,
                                             unsigned char **output, size_t *output_size, char *message,
                                             size_t message_size) {
    *output = NULL;
    *output_size = 0;
    cjpeg_job *job = cjpeg_job_new(message, message_size);
    if (job == NULL) return CJPEG_MALFORMED;
    if (setjmp(job->err.jmp)) return cjpeg_job_end(job, cjpeg_job_failure(job));
    cjpeg_job_read_header(job, source, source_size, 1);
    struct jpeg_decompress_struct *src = &job->src;
    if (src->num_components != components ||
        (!resized && (src->image_width != width || src->image_height != height)))
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "pixels do not match the source's size or components");
    if (width == 0 || height == 0) return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "an image without pixels");
    if (row_stride < (size_t)width * (size_t)components)
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "row stride is shorter than a row");
    /* jpeg_copy_critical_parameters sets in_color_space to the file's own colour space, so the
       pixels go in without colour conversion, as cjpeg_decode gave them. */
    cjpeg_job_start_compressor(job);
    if (resized) {
        job->dst.image_width = width;
        job->dst.image_height = height;
        job->dst.optimize_coding = job->dst.arith_code ? FALSE : TRUE;
    }
    if (cjpeg_has_zero_quantizer(&job->dst))
        return cjpeg_job_refuse(job, CJPEG_MALFORMED,
                                "a quantization table holds a 0, which the JPEG standard does not allow; "
                                "it decodes, but cannot be encoded again");
    jpeg_start_compress(&job->dst, TRUE);
    cjpeg_job_copy_markers(job);
    while (job->dst.next_scanline < job->dst.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)job->dst.next_scanline * row_stride);
        jpeg_write_scanlines(&job->dst, &row, 1);
    }
    jpeg_finish_compress(&job->dst);
    cjpeg_job_take_output(job, output, output_size);
    return cjpeg_job_end(job, CJPEG_OK);
}

cjpeg_status cjpeg_encode_like(const unsigned char *source, size_t source_size,
                               const unsigned char *pixels, size_t row_stride, uint32_t width,
                               uint32_t height, int components, unsigned char **output,
                               size_t *output_size, char *message, size_t message_size) {
    return cjpeg_encode_pixels_like(source, source_size, pixels, row_stride, width, height, components, 0, output,
                                    output_size, message, message_size);
}

cjpeg_status cjpeg_encode_resized_like(const unsigned char *source, size_t source_size,
                                       const unsigned char *pixels, size_t row_stride, uint32_t width,
                                       uint32_t height, int components, unsigned char **output,
                                       size_t *output_size, char *message, size_t message_size) {
    return cjpeg_encode_pixels_like(source, source_size, pixels, row_stride, width, height, components, 1, output,
                                    output_size, message, message_size);
}

cjpeg_status cjpeg_read_coefficients(const unsigned char *data, size_t size, uint64_t max_pixels,
                                     int component, int16_t **coefficients,
                                     uint32_t *width_in_blocks, uint32_t *height_in_blocks,
                                     char *message, size_t message_size) {
    *coefficients = NULL;
    *width_in_blocks = 0;
    *height_in_blocks = 0;
    cjpeg_job *job = cjpeg_job_new(message, message_size);
    if (job == NULL) return CJPEG_MALFORMED;
    if (setjmp(job->err.jmp)) return cjpeg_job_end(job, cjpeg_job_failure(job));
    cjpeg_job_read_header(job, data, size, 0);
    struct jpeg_decompress_struct *src = &job->src;
    if (cjpeg_over_limit(src, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
    if (component < 0 || component >= src->num_components)
        return cjpeg_job_refuse(job, CJPEG_BAD_REQUEST, "no such component");
    jvirt_barray_ptr *arrays = jpeg_read_coefficients(src);
    const jpeg_component_info *info = &src->comp_info[component];
    size_t row_count = (size_t)info->width_in_blocks * DCTSIZE2;
    int16_t *result = malloc(row_count * info->height_in_blocks * sizeof(int16_t) + 1);
    if (result == NULL) return cjpeg_job_refuse(job, CJPEG_MALFORMED, "out of memory");
    job->output = result;
    for (JDIMENSION by = 0; by < info->height_in_blocks; by++) {
        JBLOCKROW row = (*src->mem->access_virt_barray)((j_common_ptr)src, arrays[component], by, 1, FALSE)[0];
        for (JDIMENSION bx = 0; bx < info->width_in_blocks; bx++)
            for (int k = 0; k < DCTSIZE2; k++) result[by * row_count + bx * DCTSIZE2 + k] = row[bx][k];
    }
    /* comp_info lives in libjpeg's image pool, which jpeg_finish_decompress frees. */
    *width_in_blocks = info->width_in_blocks;
    *height_in_blocks = info->height_in_blocks;
    jpeg_finish_decompress(src);
    *coefficients = result;
    job->output = NULL;
    return cjpeg_job_end(job, CJPEG_OK);
}

void cjpeg_free(void *buffer) { free(buffer); }
