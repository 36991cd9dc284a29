#ifndef CFOLDER_H
#define CFOLDER_H

/*
 * A folder's entries read straight from its open descriptor, for the folder walker.
 *
 * `opendir` allocates a 32 KB stream for every folder and `fstat`s it; a walk of a catalog of
 * 10,000 sets lists 10,100 folders, and those allocations (interleaved with the walk's own)
 * cost more than the listing. These functions read into the caller's buffer instead, which it
 * reuses from one folder to the next. Linux only (`getdents64`); elsewhere the walker uses
 * `readdir`.
 */

#include <stddef.h>
#include <sys/types.h>

#ifdef __linux__

/*
 * Reads the next entries of the folder open at `descriptor` into `buffer` (`size` bytes), as
 * `getdents64` lays them out: the number of bytes filled, 0 at the end of the folder, or -1
 * with `errno` set.
 */
ssize_t cfolder_read_entries(int descriptor, void *buffer, size_t size);

/*
 * The entry at `*offset` in the first `filled` bytes of a buffer `cfolder_read_entries` filled:
 * its NUL-terminated name and its type (`d_type`: DT_DIR, DT_REG, DT_UNKNOWN, ...), and
 * `*offset` moved to the next entry. Returns 0 when no entry is left at `*offset`.
 */
int cfolder_next_entry(const void *buffer, size_t filled, size_t *offset, const char **name, unsigned char *type);

#endif

#endif
