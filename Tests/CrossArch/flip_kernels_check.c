/*
 * Holds every flip kernel CPixelKernels offers on the machine it runs on against a plain C
 * mirror, as FlipKernelTests does in Swift; built by Scripts/cross-check-arm64 for aarch64 (run
 * under qemu) and for the host. On aarch64 only the portable kernels exist, and the Swift suite
 * has never run there: this is what checks them.
 *
 * For every instruction set the CPU runs, every pixel size (1, 2, 4, 8, 16, 24, 32, 48, 64
 * bits) and every width 0..70 plus a few wide ones, a random row is mirrored into a destination
 * and in place; the result must equal the reference, and no byte past the row may change. A
 * strided image (three rows, padding between them) must keep its padding. Instruction sets the
 * CPU lacks must refuse (-1) and write nothing.
 *
 * Prints one line per instruction set and a closing "N passed, N failed"; exits 1 on a failure.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpk.h"

static const unsigned depths[] = {1, 2, 4, 8, 16, 24, 32, 48, 64};
static const size_t wide[] = {127, 128, 129, 255, 256, 257, 511, 512, 513, 1000, 4097};
static const char *const names[] = {"scalar", "ssse3", "avx2", "avx512bw", "avx512vbmi"};

static uint64_t state;
static uint8_t random_byte(void) { /* SplitMix64, as the Swift tests use; never 0 */
    uint64_t z = (state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return (uint8_t)(1 + (z ^ (z >> 31)) % 255);
}

/* The mirror of one row, pixel by pixel: whole-byte pixels copied in reverse order; packed
 * pixels read MSB-first and written back reversed, so unused low bits come out zero. */
static void reference(unsigned bits, const uint8_t *src, uint8_t *dst, size_t width) {
    memset(dst, 0, (width * bits + 7) / 8);
    if (bits >= 8) {
        size_t size = bits / 8;
        for (size_t x = 0; x < width; x++) memcpy(dst + (width - 1 - x) * size, src + x * size, size);
        return;
    }
    unsigned mask = (1u << bits) - 1;
    for (size_t x = 0; x < width; x++) {
        unsigned value = src[x * bits / 8] >> (8 - bits - x * bits % 8) & mask;
        size_t target = (width - 1 - x) * bits;
        dst[target / 8] |= (uint8_t)(value << (8 - bits - target % 8));
    }
}

static long passed, failed;

static void expect(int ok, const char *isa, unsigned bits, size_t width, const char *what) {
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (failed <= 20) printf("FAIL %s %u-bit width %zu: %s\n", isa, bits, width, what);
}

enum { SLACK = 16 };

static void check_row(int isa, unsigned bits, size_t width) {
    size_t bytes = (width * bits + 7) / 8;
    uint8_t *src = malloc(bytes + SLACK), *dst = malloc(bytes + SLACK), *want = malloc(bytes + 1);
    uint8_t *row = malloc(bytes + SLACK), *before = malloc(bytes + SLACK);
    for (size_t i = 0; i < bytes + SLACK; i++) src[i] = random_byte();
    memset(dst, 0x5A, bytes + SLACK);
    reference(bits, src, want, width);

    int status = cpk_flip_row(isa, bits, src, dst, width);
    int tail_kept = 1;
    for (size_t i = bytes; i < bytes + SLACK; i++) tail_kept &= dst[i] == 0x5A;
    expect(status == 0 && memcmp(dst, want, bytes) == 0, names[isa], bits, width, "into a destination");
    expect(tail_kept, names[isa], bits, width, "wrote past the row");

    for (size_t i = 0; i < bytes + SLACK; i++) row[i] = before[i] = random_byte();
    reference(bits, before, want, width);
    status = cpk_flip_row_in_place(isa, bits, row, width);
    expect(status == 0 && memcmp(row, want, bytes) == 0, names[isa], bits, width, "in place");
    expect(memcmp(row + bytes, before + bytes, SLACK) == 0, names[isa], bits, width, "in place wrote past the row");
    free(src), free(dst), free(want), free(row), free(before);
}

/* Three rows with 5 bytes of padding after each: the padding must come through untouched. */
static void check_image(int isa, unsigned bits, size_t width) {
    size_t bytes = (width * bits + 7) / 8, stride = bytes + 5, size = 3 * stride;
    uint8_t *src = malloc(size), *dst = malloc(size), *want = malloc(bytes + 1), *copy = malloc(size);
    for (size_t i = 0; i < size; i++) src[i] = copy[i] = random_byte();
    memset(dst, 0x5A, size);
    int ok = cpk_flip_image(isa, bits, src, stride, dst, stride, width, 3) == 0;
    int in_place_ok = cpk_flip_image_in_place(isa, bits, copy, stride, width, 3) == 0;
    for (size_t y = 0; y < 3; y++) {
        reference(bits, src + y * stride, want, width);
        ok &= memcmp(dst + y * stride, want, bytes) == 0;
        in_place_ok &= memcmp(copy + y * stride, want, bytes) == 0;
        for (size_t i = bytes; i < stride; i++) {
            ok &= dst[y * stride + i] == 0x5A;
            in_place_ok &= copy[y * stride + i] == src[y * stride + i];
        }
    }
    expect(ok, names[isa], bits, width, "strided image");
    expect(in_place_ok, names[isa], bits, width, "strided image in place");
    free(src), free(dst), free(want), free(copy);
}

int main(void) {
#if defined(__x86_64__)
    const char *arch = "x86_64";
#elif defined(__aarch64__)
    const char *arch = "aarch64";
#else
    const char *arch = "another architecture";
#endif
    printf("%s: best instruction set %s\n", arch, names[cpk_best_isa()]);
#if !defined(__x86_64__)
    expect(cpk_best_isa() == CPK_ISA_SCALAR, "best", 0, 0, "only the portable kernels exist here");
#endif
    for (int isa = CPK_ISA_SCALAR; isa <= CPK_ISA_AVX512VBMI; isa++) {
        if (!cpk_isa_available(isa)) {
            uint8_t src[8] = {1, 2, 3, 4, 5, 6, 7, 8}, dst[8] = {0};
            expect(cpk_flip_row(isa, 8, src, dst, 8) == -1 && dst[0] == 0, names[isa], 8, 8,
                   "an instruction set the CPU lacks must refuse and write nothing");
            printf("%-10s not on this CPU: refused\n", names[isa]);
            continue;
        }
        long before = passed + failed;
        state = 0x5EED0000u + (uint64_t)isa;
        for (size_t d = 0; d < sizeof depths / sizeof *depths; d++) {
            for (size_t width = 0; width <= 70; width++) check_row(isa, depths[d], width);
            for (size_t w = 0; w < sizeof wide / sizeof *wide; w++) check_row(isa, depths[d], wide[w]);
            for (size_t width = 0; width <= 70; width += 7) check_image(isa, depths[d], width);
        }
        uint8_t row[4] = {0};
        expect(cpk_flip_row(isa, 12, row, row + 2, 1) == -1, names[isa], 12, 1, "12-bit pixels must be refused");
        printf("%-10s %ld checks: %zu depths x widths 0..70 and %zu wide ones, into a destination, in place, strided\n",
               names[isa], passed + failed - before, sizeof depths / sizeof *depths, sizeof wide / sizeof *wide);
    }
    printf("%ld passed, %ld failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
