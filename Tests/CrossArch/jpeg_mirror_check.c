/*
 * Prints a digest of everything the CJPEG shim makes of each JPEG named on the command line:
 * its lossless mirror both ways (status, size, a 64-bit FNV-1a hash of the bytes), its decoded
 * pixels, and its re-encode. Scripts/cross-check-arm64 runs it on the host and, built for
 * aarch64, under qemu, and requires the two listings to be identical: on x86-64 the shim's block
 * mirror takes its SSE2 path, on aarch64 its portable one, so equal bytes mean the portable path
 * codes the same files.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cjpeg.h"

static uint64_t fnv1a(const unsigned char *bytes, size_t size) {
    uint64_t hash = 0xCBF29CE484222325u;
    for (size_t i = 0; i < size; i++) hash = (hash ^ bytes[i]) * 0x100000001B3u;
    return hash;
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(length > 0 ? (size_t)length : 1);
    *size = fread(bytes, 1, (size_t)length, file);
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    char message[256];
    for (int a = 1; a < argc; a++) {
        size_t size = 0;
        unsigned char *data = read_file(argv[a], &size);
        if (data == NULL) {
            printf("%s: cannot read\n", argv[a]);
            return 1;
        }
        const char *name = argv[a];
        for (const char *p = argv[a]; *p; p++)
            if (*p == '/') name = p + 1;
        for (int vertical = 0; vertical <= 1; vertical++) {
            unsigned char *out = NULL;
            size_t out_size = 0;
            cjpeg_status status =
                cjpeg_flip_lossless(data, size, 0, vertical, &out, &out_size, message, sizeof message);
            printf("%s flip %s: status %d size %zu hash %016llx\n", name, vertical ? "vertical" : "horizontal",
                   (int)status, out_size, status == CJPEG_OK ? (unsigned long long)fnv1a(out, out_size) : 0ull);
            cjpeg_free(out);
        }
        cjpeg_info info;
        if (cjpeg_read_info(data, size, 0, &info, message, sizeof message) == CJPEG_OK) {
            size_t stride = (size_t)info.width * (size_t)info.num_components;
            unsigned char *pixels = malloc(stride * info.height + 1);
            cjpeg_status status = cjpeg_decode(data, size, 0, pixels, stride, info.width, info.height,
                                               info.num_components, message, sizeof message);
            printf("%s decode: status %d %ux%u x%d hash %016llx\n", name, (int)status, info.width, info.height,
                   info.num_components,
                   status == CJPEG_OK ? (unsigned long long)fnv1a(pixels, stride * info.height) : 0ull);
            if (status == CJPEG_OK) {
                unsigned char *out = NULL;
                size_t out_size = 0;
                status = cjpeg_encode_like(data, size, pixels, stride, info.width, info.height, info.num_components,
                                           &out, &out_size, message, sizeof message);
                printf("%s re-encode: status %d size %zu hash %016llx\n", name, (int)status, out_size,
                       status == CJPEG_OK ? (unsigned long long)fnv1a(out, out_size) : 0ull);
                cjpeg_free(out);
            }
            free(pixels);
        }
        free(data);
    }
    return 0;
}
