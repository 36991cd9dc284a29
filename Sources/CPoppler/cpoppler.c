#ifdef __linux__
#define _GNU_SOURCE /* pipe2 */
#endif
#include "cpoppler.h"
#include "cpoppler_child.h"

#include <cairo-svg.h>
#include <math.h>
#include <poppler.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CPOPPLER_MEMORY_BYTES ((rlim_t)512 << 20)

/* The SVG as cairo writes it, in one growing buffer that refuses to pass `limit`. */
typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int over_limit;
    int out_of_memory;
} svg_buffer;

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    svg_buffer *buffer = closure;
    if (length > buffer->limit - buffer->length) {
        buffer->over_limit = 1;
        return CAIRO_STATUS_WRITE_ERROR;
    }
    /* One byte more than the data, for the terminating NUL. */
    if (buffer->length + length + 1 > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length + 1) capacity *= 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (!grown) {
            buffer->out_of_memory = 1;
            return CAIRO_STATUS_WRITE_ERROR;
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return CAIRO_STATUS_SUCCESS;
}

static void say(char *message, size_t message_size, const char *text) {
    if (message_size > 0) snprintf(message, message_size, "%s", text);
}

/* Draws page 1 in this process; cpoppler_page_svg runs it in a child. */
static cpoppler_status draw(const unsigned char *data, size_t size, size_t max_svg_bytes, size_t png_side,
                            char **svg, size_t *svg_size, cpoppler_page *page, char *message, size_t message_size) {
    *svg = NULL;
    *svg_size = 0;
    memset(page, 0, sizeof *page);
    say(message, message_size, "");

    GBytes *bytes = g_bytes_new_static(data, size);
    GError *error = NULL;
    PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (!document) {
        cpoppler_status status =
            g_error_matches(error, POPPLER_ERROR, POPPLER_ERROR_ENCRYPTED) ? CPOPPLER_ENCRYPTED : CPOPPLER_MALFORMED;
        say(message, message_size, error ? error->message : "poppler could not open it");
        g_clear_error(&error);
        return status;
    }
    page->page_count = poppler_document_get_n_pages(document);
    PopplerPage *first = page->page_count > 0 ? poppler_document_get_page(document, 0) : NULL;
    if (!first) {
        say(message, message_size, "it has no page");
        g_object_unref(document);
        return CPOPPLER_MALFORMED;
    }
    poppler_page_get_size(first, &page->width, &page->height);

    svg_buffer buffer = {NULL, 0, 0, max_svg_bytes, 0, 0};
    cairo_surface_t *surface;
    double scale = 1;
    if (png_side > 0) {
        /* The longer side is `png_side` pixels, the shorter one rounded up, as pdftoppm
           -scale-to sizes its image. */
        double longer = page->width > page->height ? page->width : page->height;
        scale = longer > 0 ? (double)png_side / longer : 1;
        int width = (int)ceil(page->width * scale - 1e-6), height = (int)ceil(page->height * scale - 1e-6);
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width > 0 ? width : 1, height > 0 ? height : 1);
    } else {
        surface = cairo_svg_surface_create_for_stream(append, &buffer, page->width, page->height);
        /* Unitless width and height: a point is a CSS pixel, as an SVG asset's size is read. */
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER);
    }
    cairo_t *cairo = cairo_create(surface);
    cairo_scale(cairo, scale, scale);
    /* Printing the document alone leaves annotations out, as Core Graphics does. poppler
       applies the page's /Rotate and clips to its CropBox. */
    poppler_page_render_for_printing_with_options(first, cairo, POPPLER_PRINT_DOCUMENT);
    cairo_status_t drawn = cairo_status(cairo);
    cairo_destroy(cairo);
    cairo_surface_flush(surface);
    cairo_status_t finished = cairo_surface_status(surface);
    if (png_side > 0 && drawn == CAIRO_STATUS_SUCCESS && finished == CAIRO_STATUS_SUCCESS) {
        finished = cairo_surface_write_to_png_stream(surface, append, &buffer);
    }
    cairo_surface_finish(surface);
    if (finished == CAIRO_STATUS_SUCCESS) finished = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    g_object_unref(first);
    g_object_unref(document);

    cpoppler_status status = CPOPPLER_OK;
    if (buffer.over_limit) {
        status = CPOPPLER_OVER_BUDGET;
        snprintf(message, message_size, "page 1 converts to more than %zu bytes of SVG", max_svg_bytes);
    } else if (buffer.out_of_memory) {
        status = CPOPPLER_INTERNAL;
        say(message, message_size, "out of memory for the SVG");
    } else if (drawn != CAIRO_STATUS_SUCCESS || finished != CAIRO_STATUS_SUCCESS) {
        status = CPOPPLER_INTERNAL;
        say(message, message_size, cairo_status_to_string(drawn != CAIRO_STATUS_SUCCESS ? drawn : finished));
    } else if (!buffer.bytes) {
        status = CPOPPLER_INTERNAL;
        say(message, message_size, "cairo wrote no SVG");
    }
    if (status != CPOPPLER_OK) {
        free(buffer.bytes);
        return status;
    }
    buffer.bytes[buffer.length] = '\0';
    *svg = buffer.bytes;
    *svg_size = buffer.length;
    return CPOPPLER_OK;
}

/* What the child sends back before the SVG's bytes. */
typedef struct {
    cpoppler_status status;
    cpoppler_page page;
    size_t svg_size;
    char message[512];
} child_header;

int cpoppler_write_all(int fd, const void *bytes, size_t length) {
    const char *next = bytes;
    while (length > 0) {
        ssize_t written = write(fd, next, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        next += written;
        length -= (size_t)written;
    }
    return 0;
}

/* Pages are drawn on several threads at once, so a child inherits the write ends of the pipes
   of drawings started before it; were it to keep them, each of those parents would wait for
   this child too before it saw its pipe end. */
void cpoppler_close_all_but(int keep) {
#if defined(__linux__) && defined(SYS_close_range)
    if ((keep <= 3 || syscall(SYS_close_range, 3u, (unsigned)keep - 1, 0u) == 0) &&
        syscall(SYS_close_range, (unsigned)keep + 1, ~0u, 0u) == 0) {
        return;
    }
#endif
    long last = sysconf(_SC_OPEN_MAX);
    if (last < 0 || last > 65536) last = 65536;
    for (int fd = 3; fd < last; fd++) {
        if (fd != keep) close(fd);
    }
}

void cpoppler_child(int fd, const unsigned char *data, size_t size, size_t max_svg_bytes, size_t png_side) {
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
        dup2(null, STDOUT_FILENO);
        dup2(null, STDERR_FILENO);
    }
    cpoppler_close_all_but(fd);
    struct rlimit cpu = {CPOPPLER_CPU_SECONDS, CPOPPLER_CPU_SECONDS};
    setrlimit(RLIMIT_CPU, &cpu);
#ifdef __linux__
    /* Address space: what the parent's copy already maps, plus the budget. (macOS does not
       enforce RLIMIT_AS; there the time limits bound what the child can allocate.) */
    FILE *statm = fopen("/proc/self/statm", "r");
    unsigned long pages = 0;
    if (statm) {
        if (fscanf(statm, "%lu", &pages) != 1) pages = 0;
        fclose(statm);
    }
    if (pages > 0) {
        rlim_t bytes = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE) + CPOPPLER_MEMORY_BYTES;
        struct rlimit memory = {bytes, bytes};
        setrlimit(RLIMIT_AS, &memory);
    }
#endif
    child_header header;
    memset(&header, 0, sizeof header);
    char *svg = NULL;
    header.status =
        draw(data, size, max_svg_bytes, png_side, &svg, &header.svg_size, &header.page, header.message, sizeof header.message);
    int failed =
        cpoppler_write_all(fd, &header, sizeof header) || (svg && cpoppler_write_all(fd, svg, header.svg_size));
    _exit(failed ? 1 : 0);
}

long cpoppler_milliseconds_left(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long elapsed = (now.tv_sec - start->tv_sec) * 1000 + (now.tv_nsec - start->tv_nsec) / 1000000;
    return CPOPPLER_WALL_SECONDS * 1000L - elapsed;
}

int cpoppler_read_child(int fd, const struct timespec *start, char *bytes, size_t limit, size_t *length) {
    *length = 0;
    for (;;) {
        long left = cpoppler_milliseconds_left(start);
        if (left <= 0) return -1;
        struct pollfd ready = {fd, POLLIN, 0};
        int polled = poll(&ready, 1, (int)left);
        if (polled < 0 && errno == EINTR) continue;
        if (polled <= 0) return -1;
        /* Full: one more byte is too many, but the end of the pipe is what should come. */
        char spare;
        ssize_t got = *length < limit ? read(fd, bytes + *length, limit - *length) : read(fd, &spare, 1);
        if (got > 0 && *length == limit) return -1;
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return -1;
        if (got == 0) return 0;
        *length += (size_t)got;
    }
}

/* A pipe whose ends a program another thread starts meanwhile does not inherit (a write end
   held elsewhere would keep this parent waiting until that program ends). Darwin has no
   pipe2: there a fork between the two calls can still inherit them, and each drawing's child
   closes what it inherited anyway. */
int cpoppler_open_pipe(int ends[2]) {
#ifdef __linux__
    return pipe2(ends, O_CLOEXEC);
#else
    if (pipe(ends) != 0) return -1;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

void cpoppler_prepare(void) {
    static const char pdf[] = "%PDF-1.4\n"
                              "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
                              "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
                              "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >> endobj\n"
                              "trailer << /Root 1 0 R >>\n";
    GBytes *bytes = g_bytes_new_static(pdf, sizeof pdf - 1);
    PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, NULL);
    g_bytes_unref(bytes);
    if (!document) return;
    PopplerPage *first = poppler_document_get_page(document, 0);
    if (first) {
        g_free(poppler_page_get_text(first));
        g_object_unref(first);
    }
    /* Kept: poppler frees its global parameters when its last document goes. */
    static PopplerDocument *kept;
    kept = document;
}

/* Forks this process for one drawing and reads what the child sends (as
   cpoppler_helper_draw does through the helper). Returns -1 when no child could be started. */
static int draw_in_fork(const unsigned char *data, size_t size, size_t max_svg_bytes, size_t png_side,
                        char *received, size_t limit, size_t *length, int *in_time, int *child_status) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int pipe_ends[2];
    if (cpoppler_open_pipe(pipe_ends) != 0) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        close(pipe_ends[0]);
        cpoppler_child(pipe_ends[1], data, size, max_svg_bytes, png_side);
    }
    close(pipe_ends[1]);
    if (pid < 0) {
        close(pipe_ends[0]);
        return -1;
    }
    *in_time = cpoppler_read_child(pipe_ends[0], &start, received, limit, length) == 0;
    close(pipe_ends[0]);
    if (!*in_time) kill(pid, SIGKILL);
    while (waitpid(pid, child_status, 0) < 0 && errno == EINTR) {
    }
    return 0;
}

cpoppler_status cpoppler_page_svg(const unsigned char *data, size_t size, size_t max_svg_bytes, char **svg,
                                  size_t *svg_size, cpoppler_page *page, char *message, size_t message_size) {
    return cpoppler_page_svg_in(cpoppler_helper_default(), data, size, max_svg_bytes, 0, svg, svg_size, page,
                                message, message_size);
}

cpoppler_status cpoppler_page_svg_in(cpoppler_helper *helper, const unsigned char *data, size_t size,
                                     size_t max_svg_bytes, size_t png_side, char **svg, size_t *svg_size, cpoppler_page *page,
                                     char *message, size_t message_size) {
    *svg = NULL;
    *svg_size = 0;
    memset(page, 0, sizeof *page);
    say(message, message_size, "");
    size_t limit = sizeof(child_header) + max_svg_bytes;
    char *received = malloc(limit + 1);
    size_t length = 0;
    int in_time = 0;
    int child_status = 0;
    /* Through the helper when there is one that answers, else (or when it stopped meanwhile)
       forked from here: the child and what is read from it are the same either way. */
    int started = received != NULL;
    if (started && (!helper || cpoppler_helper_draw(helper, data, size, max_svg_bytes, png_side, received, limit, &length,
                                                    &in_time, &child_status) != 0)) {
        started = draw_in_fork(data, size, max_svg_bytes, png_side, received, limit, &length, &in_time, &child_status) == 0;
    }
    if (!started) {
        free(received);
        say(message, message_size, "could not start the drawing process");
        return CPOPPLER_INTERNAL;
    }
    child_header header;
    int whole = in_time && WIFEXITED(child_status) && WEXITSTATUS(child_status) == 0 && length >= sizeof header;
    if (whole) {
        memcpy(&header, received, sizeof header);
        header.message[sizeof header.message - 1] = '\0';
        whole = header.svg_size <= max_svg_bytes &&
                length == sizeof header + (header.status == CPOPPLER_OK ? header.svg_size : 0);
    }
    if (!whole) {
        free(received);
        /* One text for either clock: which of the CPU and wall limits a slow drawing meets first
           depends on the machine's load, and a page must not change with it. */
        int out_of_time = (!in_time && length < limit) ||
                          (WIFSIGNALED(child_status) &&
                           (WTERMSIG(child_status) == SIGXCPU || WTERMSIG(child_status) == SIGKILL));
        if (out_of_time) {
            snprintf(message, message_size,
                     "drawing page 1 passed its time budget of %d seconds of CPU and %d seconds in all",
                     CPOPPLER_CPU_SECONDS, CPOPPLER_WALL_SECONDS);
        } else if (!in_time) {
            snprintf(message, message_size, "page 1 converts to more than %zu bytes of SVG", max_svg_bytes);
            return CPOPPLER_OVER_BUDGET;
        } else if (WIFSIGNALED(child_status)) {
            snprintf(message, message_size,
                     "drawing page 1 passed its budget of %d MiB of memory (signal %d)",
                     (int)(CPOPPLER_MEMORY_BYTES >> 20), WTERMSIG(child_status));
        } else {
            say(message, message_size, "drawing page 1 stopped before it finished (out of memory?)");
        }
        return CPOPPLER_TOO_COSTLY;
    }
    *page = header.page;
    say(message, message_size, header.message);
    if (header.status != CPOPPLER_OK) {
        free(received);
        return header.status;
    }
    memmove(received, received + sizeof header, header.svg_size);
    received[header.svg_size] = '\0';
    *svg = received;
    *svg_size = header.svg_size;
    return CPOPPLER_OK;
}

void cpoppler_free(void *buffer) { free(buffer); }

const char *cpoppler_poppler_version(void) { return poppler_get_version(); }

const char *cpoppler_cairo_version(void) { return cairo_version_string(); }

const char *cpoppler_cairo_header_version(void) { return CAIRO_VERSION_STRING; }
