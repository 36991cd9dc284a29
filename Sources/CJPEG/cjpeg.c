/* The shim's operations (include/cjpeg.h), each one whole libjpeg job in one C frame; the
   managers and steps they share are in cjpeg_job.c. */

#include "cjpeg.h"
#include "cjpeg_flip.h"
#include "cjpeg_job.h"

#include <stdlib.h>
#include <string.h>

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
    if (cjpeg_job_over_limit(job, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
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
    if (cjpeg_job_over_limit(job, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
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

cjpeg_status cjpeg_flip_lossless(const unsigned char *data, size_t size, uint64_t max_pixels, int vertical,
                                 unsigned char **output, size_t *output_size, char *message, size_t message_size) {
    *output = NULL;
    *output_size = 0;
    cjpeg_job *job = cjpeg_job_new(message, message_size);
    if (job == NULL) return CJPEG_MALFORMED;
    if (setjmp(job->err.jmp)) return cjpeg_job_end(job, cjpeg_job_failure(job));
    cjpeg_job_read_header(job, data, size, 1);
    struct jpeg_decompress_struct *src = &job->src;
    /* Coefficient arrays are as big as the pixels: refuse before reading them. */
    if (cjpeg_job_over_limit(job, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
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
    job->scans.pub.progress_monitor = cjpeg_log_scan;
    src->progress = &job->scans.pub;
    jvirt_barray_ptr *coefficients = jpeg_read_coefficients(src);
    for (int ci = 0; ci < src->num_components; ci++) {
        if (vertical)
            cjpeg_flip_blocks_vertically(src, coefficients[ci], &src->comp_info[ci]);
        else
            cjpeg_flip_blocks_horizontally(src, coefficients[ci], &src->comp_info[ci]);
    }
    cjpeg_job_start_compressor(job);
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
    if (cjpeg_job_over_limit(job, max_pixels)) return cjpeg_job_refuse(job, CJPEG_TOO_LARGE, "too many pixels");
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
