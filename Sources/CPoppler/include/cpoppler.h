#ifndef CPOPPLER_H
#define CPOPPLER_H

/*
 * A small shim over poppler's GLib API and cairo's SVG surface. Its one operation opens a PDF
 * from memory, draws its first page into an SVG document held in memory, and lets every
 * poppler, GLib and cairo object go before it returns. Errors become a status and a message;
 * nothing is printed.
 *
 * poppler has no budget of its own: a few hundred bytes of PDF can ask it to decode a
 * 40,000 × 40,000 image or draw a form that draws itself twice, forty deep. So the drawing runs
 * in a child process (fork, no exec) with its output, standard output and error going nowhere
 * but a pipe and /dev/null, 2 seconds of CPU, 512 MiB of address space beyond what it inherits
 * (Linux; macOS does not enforce that limit), and 6 seconds in all, after which it is killed.
 * The child calls only poppler, GLib, cairo and the C library, never back into the caller.
 *
 * Forking the caller costs what the caller is: a 60 MB tool with several threads pays about
 * 10 ms of CPU per drawing in page-table copies and copy-on-write faults, four times the
 * drawing. A drawing helper (cpoppler_helper_create) is a second, small copy of the program,
 * started once, that forks each drawing's child from itself instead; the child, its budget and
 * what the caller reads from it are the same.
 */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    CPOPPLER_OK = 0,
    /* poppler could not read the data as a PDF, or it has no page (message says why). */
    CPOPPLER_MALFORMED = 1,
    /* The PDF is encrypted and needs a password to open. */
    CPOPPLER_ENCRYPTED = 2,
    /* The SVG would be longer than the caller's limit; nothing is returned. */
    CPOPPLER_OVER_BUDGET = 3,
    /* cairo failed for another reason, or no child process could be started (message says). */
    CPOPPLER_INTERNAL = 4,
    /* The drawing passed its time or memory budget and was stopped (message says which). */
    CPOPPLER_TOO_COSTLY = 5,
} cpoppler_status;

/* What cpoppler_page_svg drew. */
typedef struct {
    int page_count;
    /* Page 1 as displayed, in points: its CropBox within its MediaBox, turned by its /Rotate.
       The SVG's width and height, in user units (1 point is 1 CSS pixel). */
    double width;
    double height;
} cpoppler_page;

/* Draws page 1 as displayed (its CropBox, turned by /Rotate), without annotations, as Core
   Graphics draws a PDF asset, into an SVG document of at most `max_svg_bytes` bytes. On
   CPOPPLER_OK, `*svg` is a malloc'd UTF-8 document of `*svg_size` bytes, NUL-terminated; free
   it with cpoppler_free. */
cpoppler_status cpoppler_page_svg(const unsigned char *data, size_t size, size_t max_svg_bytes, char **svg,
                                  size_t *svg_size, cpoppler_page *page, char *message, size_t message_size);

/* A drawing helper: the program `executable`, started with the one argument `argument` and a
   socket as descriptor 3, whose entry point calls cpoppler_helper_serve(3). The caller sends it
   each drawing's PDF with the ends of two new descriptors (the pipe the child writes to and a
   socket the helper answers on); it forks a child per drawing, says so, kills one still
   running 6 seconds after its fork, and sends back how each ended. */
typedef struct cpoppler_helper cpoppler_helper;

/* A helper that starts `executable argument` at its first drawing (with the caller's
   environment, standard input, output and error on /dev/null). Never NULL but out of memory.
   When it cannot start, or stops, each drawing forks the caller as without a helper. */
cpoppler_helper *cpoppler_helper_create(const char *executable, const char *argument);

/* Closes the helper's socket, so that it kills its children and exits, and waits for it. Call
   it when no drawing through it runs. */
void cpoppler_helper_destroy(cpoppler_helper *helper);

/* The helper cpoppler_page_svg draws through (NULL, the default: fork the caller). Set it
   once, before the first drawing; it is never destroyed, but stopped and waited for when the
   process exits (atexit), so that its CPU time is counted in the caller's. */
void cpoppler_helper_set_default(cpoppler_helper *helper);
cpoppler_helper *cpoppler_helper_default(void);

/* Drawings whose child the helper started and reported on (for tests: 0 when it never
   started). */
long cpoppler_helper_drawings(cpoppler_helper *helper);

/* The helper's side: serves drawings asked for on the socket `fd` until the caller closes it,
   then kills the children still running and returns 0. Returns 64 at once when `fd` is not a
   socket (the program was started with the helper's argument by hand). */
int cpoppler_helper_serve(int fd);

/* cpoppler_page_svg through `helper` (NULL: fork the caller). With `png_side` over 0, the same
   child draws page 1 instead into a cairo image surface whose longer side is `png_side` pixels
   (the shorter one rounded up, as pdftoppm -scale-to does), transparent where the page draws
   nothing, and returns it as a PNG file (in `*svg`, at most `max_svg_bytes` bytes): a thumbnail
   of a drawing too large to embed as SVG. */
cpoppler_status cpoppler_page_svg_in(cpoppler_helper *helper, const unsigned char *data, size_t size,
                                     size_t max_svg_bytes, size_t png_side, char **svg, size_t *svg_size, cpoppler_page *page,
                                     char *message, size_t message_size);

/* Frees a buffer this shim returned. */
void cpoppler_free(void *buffer);

/* poppler's and cairo's versions as the loaded libraries report them ("22.12.0", "1.16.0"),
   and cairo's as its headers said at compile time. Static strings; never NULL. */
const char *cpoppler_poppler_version(void);
const char *cpoppler_cairo_version(void);
const char *cpoppler_cairo_header_version(void);

#ifdef __cplusplus
}
#endif

#endif
