#ifdef __linux__
#define _GNU_SOURCE /* SOCK_CLOEXEC, MSG_NOSIGNAL */
#endif
#include "cpoppler.h"
#include "cpoppler_child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL /* Darwin: SO_NOSIGPIPE on each socket instead */
#define MSG_NOSIGNAL 0
#endif

#ifdef __APPLE__
#include <crt_externs.h> /* a library or test bundle has no `environ` of its own there */
#define environ (*_NSGetEnviron())
#else
extern char **environ;
#endif

/* The caller's side: the helper is started at the first drawing; `fd` is the caller's end of
   the socket it reads requests from. */
struct cpoppler_helper {
    pthread_mutex_t lock;
    char *executable;
    char *argument;
    enum { NOT_STARTED, RUNNING, GONE } state;
    int fd;
    pid_t pid;
    long drawings;
};

static void no_sigpipe(int fd) {
#ifdef SO_NOSIGPIPE
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#else
    (void)fd;
#endif
}

/* A socket pair whose ends are close-on-exec and never raise SIGPIPE. */
static int open_socket_pair(int ends[2]) {
#ifdef SOCK_CLOEXEC
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return -1;
#else
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0) return -1;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
#endif
    no_sigpipe(ends[0]);
    no_sigpipe(ends[1]);
    return 0;
}

/* Waits until `fd` takes more, until CPOPPLER_WALL_SECONDS after `start`; 0 when it does. */
static int wait_writable(int fd, const struct timespec *start) {
    for (;;) {
        long left = cpoppler_milliseconds_left(start);
        if (left <= 0) return -1;
        struct pollfd ready = {fd, POLLOUT, 0};
        int polled = poll(&ready, 1, (int)left);
        if (polled < 0 && errno == EINTR) continue;
        return polled > 0 ? 0 : -1;
    }
}

/* Sends all of `bytes` without blocking past CPOPPLER_WALL_SECONDS after `start` (a helper
   that stopped reading must not hold the caller). Returns 0, -1 on an error, -2 out of time. */
static int send_all(int fd, const void *bytes, size_t length, const struct timespec *start) {
    const char *next = bytes;
    while (length > 0) {
        ssize_t sent = send(fd, next, length, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (sent < 0 && errno == EINTR) continue;
        if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (wait_writable(fd, start) != 0) return -2;
            continue;
        }
        if (sent <= 0) return -1;
        next += sent;
        length -= (size_t)sent;
    }
    return 0;
}

int cpoppler_read_all(int fd, void *bytes, size_t length) {
    char *next = bytes;
    while (length > 0) {
        ssize_t got = read(fd, next, length);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        next += got;
        length -= (size_t)got;
    }
    return 0;
}

cpoppler_helper *cpoppler_helper_create(const char *executable, const char *argument) {
    cpoppler_helper *helper = calloc(1, sizeof *helper);
    if (!helper) return NULL;
    helper->executable = strdup(executable);
    helper->argument = strdup(argument);
    if (!helper->executable || !helper->argument) {
        free(helper->executable);
        free(helper->argument);
        free(helper);
        return NULL;
    }
    pthread_mutex_init(&helper->lock, NULL);
    helper->fd = -1;
    return helper;
}

/* Starts the helper: `executable argument` with its end of a new socket pair as descriptor 3,
   every signal at its default and none blocked. Called under the lock. */
static void start(cpoppler_helper *helper) {
    helper->state = GONE;
    int ends[2];
    if (open_socket_pair(ends) != 0) return;
    /* dup2 onto itself would keep close-on-exec: move the helper's end off 3 first. */
    if (ends[1] == 3) {
        int moved = fcntl(ends[1], F_DUPFD_CLOEXEC, 4);
        close(ends[1]);
        ends[1] = moved;
        if (moved < 0) {
            close(ends[0]);
            return;
        }
    }
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    posix_spawn_file_actions_adddup2(&actions, ends[1], 3);
    posix_spawnattr_init(&attributes);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    sigdelset(&all, SIGKILL);
    sigdelset(&all, SIGSTOP);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    char *arguments[] = {helper->executable, helper->argument, NULL};
    pid_t pid;
    int spawned = posix_spawn(&pid, helper->executable, &actions, &attributes, arguments, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(ends[1]);
    if (spawned != 0) {
        close(ends[0]);
        return;
    }
    helper->fd = ends[0];
    helper->pid = pid;
    helper->state = RUNNING;
}

/* The helper's socket, started at the first call; -1 when it could not start or has stopped. */
static int helper_socket(cpoppler_helper *helper) {
    pthread_mutex_lock(&helper->lock);
    if (helper->state == NOT_STARTED) start(helper);
    int fd = helper->state == RUNNING ? helper->fd : -1;
    pthread_mutex_unlock(&helper->lock);
    return fd;
}

/* Stops using a helper that did not answer: later drawings fork the caller. The socket stays
   open (another thread may be sending on it) until cpoppler_helper_destroy. */
static void give_up(cpoppler_helper *helper) {
    pthread_mutex_lock(&helper->lock);
    if (helper->state == RUNNING) {
        helper->state = GONE;
        shutdown(helper->fd, SHUT_RDWR);
    }
    pthread_mutex_unlock(&helper->lock);
}

/* Reads `length` bytes the helper sends on a drawing's socket, until CPOPPLER_WALL_SECONDS
   after `start`. Returns 0, -1 when the helper closed it first, -2 out of time. */
static int read_answer(int fd, void *bytes, size_t length, const struct timespec *start) {
    char *next = bytes;
    while (length > 0) {
        /* Out of time, what has come is still taken. */
        long left = cpoppler_milliseconds_left(start);
        struct pollfd ready = {fd, POLLIN, 0};
        int polled = poll(&ready, 1, left > 0 ? (int)left : 0);
        if (polled < 0 && errno == EINTR) continue;
        if (polled == 0) return -2;
        if (polled < 0) return -1;
        ssize_t got = read(fd, next, length);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        next += got;
        length -= (size_t)got;
    }
    return 0;
}

/* Sends the helper one byte carrying the two descriptors its child needs. Returns 0, or -1
   when the helper did not take it (gone, or not reading for CPOPPLER_WALL_SECONDS). */
static int send_descriptors(int fd, int out, int control, const struct timespec *start) {
    char byte = 'd';
    struct iovec vector = {&byte, 1};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(2 * sizeof(int))];
    } ancillary;
    memset(&ancillary, 0, sizeof ancillary);
    struct msghdr message = {0};
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    message.msg_control = ancillary.space;
    message.msg_controllen = sizeof ancillary.space;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(2 * sizeof(int));
    int descriptors[2] = {out, control};
    memcpy(CMSG_DATA(header), descriptors, sizeof descriptors);
    for (;;) {
        ssize_t sent = sendmsg(fd, &message, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (sent == 1) return 0;
        if (sent < 0 && errno == EINTR) continue;
        if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && wait_writable(fd, start) == 0) continue;
        return -1;
    }
}

int cpoppler_helper_draw(cpoppler_helper *helper, const unsigned char *data, size_t size, size_t max_svg_bytes,
                         size_t png_side, char *received, size_t limit, size_t *length, int *in_time, int *child_status) {
    int fd = helper_socket(helper);
    if (fd < 0) return -1;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int out[2], control[2];
    if (cpoppler_open_pipe(out) != 0) return -1;
    if (open_socket_pair(control) != 0) {
        close(out[0]);
        close(out[1]);
        return -1;
    }
    int sent = send_descriptors(fd, out[1], control[1], &start);
    close(out[1]);
    close(control[1]);
    if (sent != 0) {
        close(out[0]);
        close(control[0]);
        give_up(helper);
        return -1;
    }
    /* A child that ends before it has read all this closes the socket: what it sent and how it
       ended tell the rest, as they do for a forked child. */
    cpoppler_helper_request request = {size, max_svg_bytes, png_side};
    int delivered = send_all(control[0], &request, sizeof request, &start);
    if (delivered == 0) delivered = send_all(control[0], data, size, &start);
    *length = 0;
    *in_time = delivered != -2 && cpoppler_read_child(out[0], &start, received, limit, length) == 0;
    /* The helper says that it forked before anything else (so after a child that ended, the
       byte is there): one that has not within the drawing's time is given up, and the drawing
       forked from here, so that a helper that hangs costs one wait, never a drawing. */
    char forked;
    if (read_answer(control[0], &forked, 1, &start) != 0) {
        close(out[0]);
        close(control[0]);
        give_up(helper);
        return -1;
    }
    close(out[0]);
    /* Late: the helper kills the child when its own 6 seconds are up, measured from the fork. */
    int answered = 1;
    if (*in_time) {
        /* The child's pipe ended in time, so its status is owed now, whatever is left of the
           drawing's 6 seconds: a forked child's is waited for without a limit, and a drawing
           that ended just in time must not be refused here and drawn there. The status gets a
           clock of its own; a helper that does not send it within that is given up. */
        struct timespec owed;
        clock_gettime(CLOCK_MONOTONIC, &owed);
        int status;
        int read = read_answer(control[0], &status, sizeof status, &owed);
        if (read == 0) *child_status = status;
        answered = read == 0;
    }
    close(control[0]);
    if (!answered) {
        give_up(helper);
        return -1;
    }
    pthread_mutex_lock(&helper->lock);
    helper->drawings += 1;
    pthread_mutex_unlock(&helper->lock);
    return 0;
}

long cpoppler_helper_drawings(cpoppler_helper *helper) {
    pthread_mutex_lock(&helper->lock);
    long drawings = helper->drawings;
    pthread_mutex_unlock(&helper->lock);
    return drawings;
}

/* Waits for a helper whose socket has been shut down. One that stopped answering (GONE), or one
   still running that does not end within a second of seeing its socket end (stopped, or stuck
   in a system call), is killed first: the caller's exit must never wait on it. */
static void end_helper(cpoppler_helper *helper) {
    if (helper->state == GONE) kill(helper->pid, SIGKILL);
    for (int tick = 0; tick < 100; tick++) {
        pid_t ended = waitpid(helper->pid, NULL, WNOHANG);
        if (ended == helper->pid || (ended < 0 && errno != EINTR)) return;
        struct timespec pause = {0, 10 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    kill(helper->pid, SIGKILL);
    while (waitpid(helper->pid, NULL, 0) < 0 && errno == EINTR) {
    }
}

void cpoppler_helper_destroy(cpoppler_helper *helper) {
    if (!helper) return;
    if (helper->fd >= 0) {
        /* shutdown, not close: a worker may still hold the number, which must not be reused. */
        shutdown(helper->fd, SHUT_RDWR);
        end_helper(helper);
        close(helper->fd);
    }
    pthread_mutex_destroy(&helper->lock);
    free(helper->executable);
    free(helper->argument);
    free(helper);
}

static cpoppler_helper *default_helper;

/* At exit: the default helper ends with its caller, and is waited for, so that its CPU (and its
   children's) is counted in the caller's, as forked children's was. */
static void stop_default(void) {
    cpoppler_helper *helper = __atomic_exchange_n(&default_helper, NULL, __ATOMIC_ACQ_REL);
    if (!helper) return;
    pthread_mutex_lock(&helper->lock);
    if (helper->fd >= 0) {
        shutdown(helper->fd, SHUT_RDWR);
        end_helper(helper);
        /* Reaped: forgotten, so that no later destroy signals its number; left open, so that
           the number a worker may still hold names nothing else. */
        helper->fd = -1;
    }
    helper->state = GONE;
    pthread_mutex_unlock(&helper->lock);
}

void cpoppler_helper_set_default(cpoppler_helper *helper) {
    static int registered;
    if (!__atomic_exchange_n(&registered, 1, __ATOMIC_ACQ_REL)) atexit(stop_default);
    __atomic_store_n(&default_helper, helper, __ATOMIC_RELEASE);
}

cpoppler_helper *cpoppler_helper_default(void) { return __atomic_load_n(&default_helper, __ATOMIC_ACQUIRE); }
