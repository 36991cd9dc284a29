/* CPU seconds of the shim's lossless mirror (cjpeg_flip_lossless) over the files named, read
   into memory first: the mirror alone, without process start or file handling. Prints
   "<cpu seconds> <output bytes>". Built and run by Benchmarks/JPEGMirror/run. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cjpeg.h"

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    double cpu = 0;
    size_t total = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (file == NULL) return perror(argv[i]), 1;
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        unsigned char *data = malloc((size_t)size);
        if (data == NULL || fread(data, 1, (size_t)size, file) != (size_t)size) return perror(argv[i]), 1;
        fclose(file);
        unsigned char *output = NULL;
        size_t output_size = 0;
        char message[256];
        double start = cpu_now();
        cjpeg_status status = cjpeg_flip_lossless(data, (size_t)size, UINT64_MAX, 0, &output, &output_size,
                                                  message, sizeof message);
        cpu += cpu_now() - start;
        if (status != CJPEG_OK) return fprintf(stderr, "%s: %s\n", argv[i], message), 1;
        total += output_size;
        cjpeg_free(output);
        free(data);
    }
    printf("%.4f %zu\n", cpu, total);
    return 0;
}
