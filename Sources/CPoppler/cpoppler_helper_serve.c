#ifdef __linux__
#define _GNU_SOURCE /* pipe2, MSG_NOSIGNAL */
#endif
#include "cpoppler.h"
#include "cpoppler_child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL /* Darwin: SIGPIPE is ignored in the helper */
#define MSG_NOSIGNAL 0
#endif

/* The largest PDF the helper's child accepts (the caller sends at most 8 MB). */
#define MAX_REQUEST_BYTES ((uint64_t)1 << 30)

/* A drawing whose child runs: the socket to report its end on, and when it was forked. */
typedef struct {
    pid_t pid;
    int control;
    int killed;
    struct timespec start;
} running_child;

/* Written to by the SIGCHLD handler, so that poll wakes when a child ends. */
static int wake_write = -1;

static void on_child_end(int signal_number) {
    (void)signal_number;
    int saved = errno;
    char byte = 'c';
    ssize_t ignored = write(wake_write, &byte, 1);
    (void)ignored;
    errno = saved;
}

/* The helper's child: reads its request and the PDF from `control`, then is the same child as
   a forked caller's. Never returns. */
static void serve_child(int out, int control) {
    signal(SIGCHLD, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    cpoppler_helper_request request;
    if (cpoppler_read_all(control, &request, sizeof request) != 0 || request.size > MAX_REQUEST_BYTES) _exit(1);
    unsigned char *data = malloc(request.size ? (size_t)request.size : 1);
    if (!data || cpoppler_read_all(control, data, (size_t)request.size) != 0) _exit(1);
    close(control);
    cpoppler_child(out, data, (size_t)request.size, (size_t)request.max_svg_bytes, (size_t)request.png_side);
}

/* Receives one drawing's two descriptors (the child's pipe, the drawing's socket). Returns 1
   with both, 0 for a message without them (their descriptors closed), -1 when the caller has
   gone. */
static int receive(int fd, int *out, int *control) {
    char byte;
    struct iovec vector = {&byte, 1};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(4 * sizeof(int))];
    } ancillary;
    struct msghdr message = {0};
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    message.msg_control = ancillary.space;
    message.msg_controllen = sizeof ancillary.space;
    ssize_t got;
    do {
        got = recvmsg(fd, &message, 0);
    } while (got < 0 && errno == EINTR);
    if (got <= 0) return -1;
    int descriptors[4];
    int count = 0;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
        int here = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        for (int index = 0; index < here && count < 4; index++) {
            memcpy(&descriptors[count++], CMSG_DATA(header) + index * sizeof(int), sizeof(int));
        }
    }
    if (count == 2 && !(message.msg_flags & MSG_CTRUNC)) {
        *out = descriptors[0];
        *control = descriptors[1];
        return 1;
    }
    for (int index = 0; index < count; index++) close(descriptors[index]);
    return 0;
}

/* Reports each child that ended on its drawing's socket (its wait status) and forgets it. */
static void reap(running_child *children, int *count) {
    int status;
    pid_t pid;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
        for (int index = 0; index < *count; index++) {
            if (children[index].pid != pid) continue;
            send(children[index].control, &status, sizeof status, MSG_NOSIGNAL);
            close(children[index].control);
            children[index] = children[--*count];
            break;
        }
    }
}

int cpoppler_helper_serve(int fd) {
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISSOCK(info.st_mode)) return 64;
    cpoppler_close_all_but(fd);
    int wake[2];
    if (cpoppler_open_pipe(wake) != 0) return 1;
    fcntl(wake[0], F_SETFL, O_NONBLOCK);
    fcntl(wake[1], F_SETFL, O_NONBLOCK);
    wake_write = wake[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_child_end;
    action.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigemptyset(&action.sa_mask);
    sigaction(SIGCHLD, &action, NULL);
    signal(SIGPIPE, SIG_IGN);
    sigset_t child_end;
    sigemptyset(&child_end);
    sigaddset(&child_end, SIGCHLD);
    sigprocmask(SIG_UNBLOCK, &child_end, NULL);

    cpoppler_prepare();
    int capacity = 16, count = 0;
    running_child *children = malloc(sizeof *children * (size_t)capacity);
    if (!children) return 1;
    for (;;) {
        /* Wake for the first deadline: a child still running 6 seconds after its fork is killed. */
        long timeout = -1;
        for (int index = 0; index < count; index++) {
            if (children[index].killed) continue;
            long left = cpoppler_milliseconds_left(&children[index].start);
            if (left <= 0) {
                kill(children[index].pid, SIGKILL);
                children[index].killed = 1;
            } else if (timeout < 0 || left < timeout) {
                timeout = left;
            }
        }
        struct pollfd ready[2] = {{fd, POLLIN, 0}, {wake[0], POLLIN, 0}};
        int polled = poll(ready, 2, (int)timeout);
        if (polled < 0 && errno != EINTR) break;
        char drained[64];
        while (read(wake[0], drained, sizeof drained) > 0) {
        }
        reap(children, &count);
        if (polled <= 0 || !(ready[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        int out, control;
        int received = receive(fd, &out, &control);
        if (received < 0) break;
        if (received == 0) continue;
        if (count == capacity) {
            running_child *grown = realloc(children, sizeof *children * (size_t)capacity * 2);
            if (!grown) {
                close(out);
                close(control);
                continue;
            }
            children = grown;
            capacity *= 2;
        }
        struct timespec start;
        clock_gettime(CLOCK_MONOTONIC, &start);
        pid_t pid = fork();
        if (pid == 0) serve_child(out, control);
        close(out);
        if (pid < 0) {
            close(control);
            continue;
        }
        char forked = 'f';
        send(control, &forked, 1, MSG_NOSIGNAL);
        children[count++] = (running_child){pid, control, 0, start};
    }
    /* The caller has gone: nobody reads what the children draw. */
    for (int index = 0; index < count; index++) kill(children[index].pid, SIGKILL);
    for (int index = 0; index < count; index++) {
        while (waitpid(children[index].pid, NULL, 0) < 0 && errno == EINTR) {
        }
    }
    free(children);
    return 0;
}
