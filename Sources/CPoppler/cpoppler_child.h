#ifndef CPOPPLER_CHILD_H
#define CPOPPLER_CHILD_H

/* What the two ways of starting a drawing share (cpoppler.c forks this process; cpoppler_helper.c
   has the helper fork itself): the child, and how its parent reads it. Not part of the module. */

#include "cpoppler.h"

#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* The child's budget: seconds of CPU, bytes of address space beyond what it inherits (Linux),
   and seconds the parent waits for it in all, counted from just before it is started. */
enum { CPOPPLER_CPU_SECONDS = 2, CPOPPLER_WALL_SECONDS = 6 };

/* The child: points standard output and error at /dev/null, closes every descriptor above
   stderr but `fd`, limits itself, draws, writes the header and the SVG to `fd`, and exits
   without running the parent's exit handlers. Never returns. */
void cpoppler_child(int fd, const unsigned char *data, size_t size, size_t max_svg_bytes, size_t png_side);

/* Sets up what poppler builds once per process and keeps while a document is open (its global
   parameters: name and encoding tables; the sRGB colour profile; the GLib types) by opening a
   constant one-page PDF, reading its text and keeping it open, so that each child the helper
   forks inherits them instead of building them again (they were two fifths of a child's CPU).
   Draws nothing: cairo, whose SVG surface names images by a count kept per process, is left
   untouched, so a child's SVG is byte for byte the one a child forked from the caller makes. */
void cpoppler_prepare(void);

/* Closes every descriptor above stderr but `keep`. */
void cpoppler_close_all_but(int keep);

/* Writes all of `bytes`; 0 on success. */
int cpoppler_write_all(int fd, const void *bytes, size_t length);

/* A pipe whose ends are close-on-exec. */
int cpoppler_open_pipe(int ends[2]);

/* Milliseconds left of CPOPPLER_WALL_SECONDS since `start` (CLOCK_MONOTONIC); may be negative. */
long cpoppler_milliseconds_left(const struct timespec *start);

/* Reads what the child sends until it closes the pipe, until CPOPPLER_WALL_SECONDS after
   `start` and for at most `limit` bytes. Returns 0 when the child closed the pipe in time. */
int cpoppler_read_child(int fd, const struct timespec *start, char *bytes, size_t limit, size_t *length);

/* Reads exactly `length` bytes; 0 on success, -1 at the end of the data or on an error. */
int cpoppler_read_all(int fd, void *bytes, size_t length);

/* What the caller writes on a drawing's socket to the helper's child, before the PDF's bytes. */
typedef struct {
    uint64_t size;
    uint64_t max_svg_bytes;
    uint64_t png_side;
} cpoppler_helper_request;

/* Draws through `helper`: the same child, forked by the helper, read the same way. Fills what
   the direct fork fills and returns 0, or returns -1 when the helper could not take the
   drawing or stopped before it said how the child ended (then nothing was drawn or the
   drawing is lost, and the caller forks the child itself). */
int cpoppler_helper_draw(cpoppler_helper *helper, const unsigned char *data, size_t size, size_t max_svg_bytes,
                         size_t png_side, char *received, size_t limit, size_t *length, int *in_time, int *child_status);

#endif
