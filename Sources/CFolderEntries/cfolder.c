#ifdef __linux__

#define _GNU_SOURCE
#include "cfolder.h"

#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The kernel's entry (`struct linux_dirent64`), the same on every architecture. */
struct cfolder_dirent64 {
    uint64_t d_ino;
    int64_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

ssize_t cfolder_read_entries(int descriptor, void *buffer, size_t size) {
    /* The system call itself: glibc has a wrapper only from 2.30, musl under another name. */
    return (ssize_t)syscall(SYS_getdents64, descriptor, buffer, size);
}

int cfolder_next_entry(const void *buffer, size_t filled, size_t *offset, const char **name, unsigned char *type) {
    if (*offset + offsetof(struct cfolder_dirent64, d_name) >= filled) return 0;
    const struct cfolder_dirent64 *entry = (const struct cfolder_dirent64 *)((const char *)buffer + *offset);
    if (entry->d_reclen == 0 || *offset + entry->d_reclen > filled) return 0;
    *name = entry->d_name;
    *type = entry->d_type;
    *offset += entry->d_reclen;
    return 1;
}

#endif
