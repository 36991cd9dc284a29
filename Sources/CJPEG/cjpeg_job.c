#include "cjpeg_job.h"

#include <stdlib.h>
#include <string.h>

#include <jerror.h>

_Static_assert((int)CJPEG_COLOR_GRAYSCALE == (int)JCS_GRAYSCALE && (int)CJPEG_COLOR_RGB == (int)JCS_RGB &&
                   (int)CJPEG_COLOR_YCBCR == (int)JCS_YCbCr && (int)CJPEG_COLOR_CMYK == (int)JCS_CMYK &&
                   (int)CJPEG_COLOR_YCCK == (int)JCS_YCCK,
               "cjpeg_color_space must match libjpeg's J_COLOR_SPACE");

/* ---------------------------------------------------------------------------------------------
 * Error manager: libjpeg's canonical recipe. error_exit formats the message into the caller's
 * buffer and longjmps back to the setjmp in the function that owns the structs. Nothing prints.
 * ------------------------------------------------------------------------------------------ */

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

cjpeg_job *cjpeg_job_new(char *message, size_t message_size) {
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

cjpeg_status cjpeg_job_failure(const cjpeg_job *job) {
    if (job->err.too_large) return CJPEG_TOO_LARGE;
    if (job->err.truncated) return CJPEG_TRUNCATED;
    return CJPEG_MALFORMED;
}

cjpeg_status cjpeg_job_end(cjpeg_job *job, cjpeg_status status) {
    if (job->dst_created) jpeg_destroy_compress(&job->dst);
    if (job->src_created) jpeg_destroy_decompress(&job->src);
    free(job->destination.buffer);
    free(job->output);
    free(job);
    return status;
}

cjpeg_status cjpeg_job_refuse(cjpeg_job *job, cjpeg_status status, const char *text) {
    if (job->err.message != NULL && job->err.message_size > 0)
        snprintf(job->err.message, job->err.message_size, "%s", text);
    return cjpeg_job_end(job, status);
}

void cjpeg_job_read_header(cjpeg_job *job, const unsigned char *data, size_t size, int save_markers) {
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

int cjpeg_job_over_limit(const cjpeg_job *job, uint64_t max_pixels) {
    return max_pixels != 0 && (uint64_t)job->src.image_width * (uint64_t)job->src.image_height > max_pixels;
}

void cjpeg_job_start_compressor(cjpeg_job *job) {
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
    /* The source's own scans when they were logged and libjpeg can write them: the same
       progression (or the same split of a sequential file into scans); otherwise libjpeg's
       standard progression for a progressive source, one interleaved scan for a sequential. */
    const cjpeg_scan_log *scans = &job->scans;
    if (scans->count > 0 && !scans->overflow &&
        cjpeg_script_is_valid(scans->scans, scans->count, job->dst.num_components, job->src.progressive_mode)) {
        job->dst.scan_info = scans->scans;
        job->dst.num_scans = scans->count;
    } else if (job->src.progressive_mode) {
        jpeg_simple_progression(&job->dst);
    }
    job->dst.arith_code = job->src.arith_code;
    /* Optimal Huffman tables, as `jpegtran -optimize` writes them (libjpeg gathers each
       scan's statistics in a pass of its own; it always does for a progressive file). The
       source's tables can lack codes the mirror needs (DC differences and end-of-band runs
       change at the ends of rows), and libjpeg's sequential encoder writes a missing code as
       0 bits, without an error: a file that opens and shows wrong pixels. */
    job->dst.optimize_coding = job->src.arith_code ? FALSE : TRUE;
    job->dst.restart_interval = job->src.restart_interval;
}

void cjpeg_job_copy_markers(cjpeg_job *job) {
    for (jpeg_saved_marker_ptr marker = job->src.marker_list; marker != NULL; marker = marker->next)
        jpeg_write_marker(&job->dst, marker->marker, marker->data, marker->data_length);
}

void cjpeg_job_take_output(cjpeg_job *job, unsigned char **output, size_t *output_size) {
    *output = job->destination.buffer;
    *output_size = job->destination.length;
    job->destination.buffer = NULL;
}

