#ifndef CJPEG_JOB_H
#define CJPEG_JOB_H

/* What one shim operation creates (libjpeg's structs, its managers, the output being built),
   and the steps the operations share. Internal to the CJPEG target.

   Every operation allocates a job, calls setjmp(job->err.jmp) in its own frame, and only then
   calls the steps below, which libjpeg may leave by longjmp to that setjmp; the job is on the
   heap, so nothing the error path reads is an automatic variable changed since setjmp. */

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>

#include <jpeglib.h>

#include "cjpeg.h"
#include "cjpeg_scans.h"

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jmp;
    char *message;
    size_t message_size;
    /* Set when the data ran out (the source manager) or libjpeg's size limit was hit. */
    int truncated;
    int too_large;
} cjpeg_error_mgr;

/* A malloc'd buffer that doubles as it fills. Owned by the job, so an error anywhere frees it
   (libjpeg's jpeg_mem_dest can leave a dangling pointer on error). */
typedef struct {
    struct jpeg_destination_mgr pub;
    unsigned char *buffer;
    size_t capacity;
    size_t length;
    size_t expected; /* the output size to allocate for at first */
} cjpeg_destination;

typedef struct {
    cjpeg_error_mgr err;
    struct jpeg_decompress_struct src;
    struct jpeg_compress_struct dst;
    int src_created;
    int dst_created;
    struct jpeg_source_mgr source;
    size_t source_size;
    cjpeg_destination destination;
    /* The source's scan script, when jpeg_read_coefficients is to log it. */
    cjpeg_scan_log scans;
    void *output; /* a result being built, freed on failure */
} cjpeg_job;

/* A new job whose errors go to `message`, or NULL (with `message` set) when out of memory. */
cjpeg_job *cjpeg_job_new(char *message, size_t message_size);

/* The status a longjmp to the job's setjmp stands for. */
cjpeg_status cjpeg_job_failure(const cjpeg_job *job);

/* Destroys the job and everything it holds; returns `status`. */
cjpeg_status cjpeg_job_end(cjpeg_job *job, cjpeg_status status);

/* cjpeg_job_end with `text` as the message. */
cjpeg_status cjpeg_job_refuse(cjpeg_job *job, cjpeg_status status, const char *text);

/* Creates the decompressor over `data` and reads the headers, saving every APPn and COM marker
   when `save_markers`. */
void cjpeg_job_read_header(cjpeg_job *job, const unsigned char *data, size_t size, int save_markers);

/* Whether width * height is over `max_pixels` (0: no limit). */
int cjpeg_job_over_limit(const cjpeg_job *job, uint64_t max_pixels);

/* Creates the compressor with the source's critical parameters and coding choices: its scan
   script (or libjpeg's standard progression for a progressive source whose script libjpeg
   would refuse), arithmetic coding, restart interval, and optimal Huffman tables. No JFIF or
   Adobe marker of its own: cjpeg_job_copy_markers writes the source's, byte for byte. */
void cjpeg_job_start_compressor(cjpeg_job *job);

/* Writes every saved APPn and COM marker of the source, in order (after jpeg_start_compress
   or jpeg_write_coefficients). */
void cjpeg_job_copy_markers(cjpeg_job *job);

/* Hands the compressed bytes to the caller (to free with cjpeg_free). */
void cjpeg_job_take_output(cjpeg_job *job, unsigned char **output, size_t *output_size);

#endif
