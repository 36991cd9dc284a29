/* Run-time choice of kernels. */
#include "cpk.h"
#include "cpk_internal.h"

/* Whether the CPU runs `isa`, asked of the CPU. */
static int supported(int isa) {
    switch (isa) {
    case CPK_ISA_SCALAR: return 1;
#if defined(__x86_64__)
    case CPK_ISA_SSSE3: return __builtin_cpu_supports("ssse3") ? 1 : 0;
    case CPK_ISA_AVX2: return __builtin_cpu_supports("avx2") ? 1 : 0;
    case CPK_ISA_AVX512BW:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") &&
                       __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")
                   ? 1
                   : 0;
    case CPK_ISA_AVX512VBMI:
        return supported(CPK_ISA_AVX512BW) && __builtin_cpu_supports("avx512vbmi") ? 1 : 0;
#endif
    default: return 0;
    }
}

/*
 * Bit i set: the CPU runs instruction set i; 0 until first asked. Worked out once rather than
 * with up to ten feature tests on every call, which a 64×64 image (about 100 ns a flip) notices.
 * Threads that race here store the same value.
 */
static unsigned available_sets;

static unsigned available(void) {
    unsigned sets = __atomic_load_n(&available_sets, __ATOMIC_RELAXED);
    if (sets == 0) {
        for (int isa = CPK_ISA_SCALAR; isa <= CPK_ISA_AVX512VBMI; isa++)
            if (supported(isa)) sets |= 1u << isa;
        __atomic_store_n(&available_sets, sets, __ATOMIC_RELAXED);
    }
    return sets;
}

int cpk_isa_available(int isa) {
    return isa >= CPK_ISA_SCALAR && isa <= CPK_ISA_AVX512VBMI && (available() >> isa & 1u) ? 1 : 0;
}

int cpk_best_isa(void) {
    unsigned sets = available();
    int best = CPK_ISA_AVX512VBMI;
    while (!(sets >> best & 1u)) best--;
    return best;
}

/* The caller has checked that `isa` is available. */
static cpk_kernel kernel_for(int isa, unsigned bits) {
    cpk_kernel none = {NULL, NULL};
    if (bits % 8 != 0) return none;
    switch (isa) {
#if defined(__x86_64__)
    case CPK_ISA_SSSE3: return cpk_ssse3_kernel(bits / 8);
    case CPK_ISA_AVX2: return cpk_avx2_kernel(bits / 8);
    case CPK_ISA_AVX512BW: return cpk_avx512bw_kernel(bits / 8);
    case CPK_ISA_AVX512VBMI: return cpk_avx512vbmi_kernel(bits / 8);
#endif
    default: return cpk_scalar_kernel(bits / 8);
    }
}

static int is_packed(unsigned bits) { return bits == 1 || bits == 2 || bits == 4; }

int cpk_flip_image(int isa, unsigned bits, const uint8_t *src, size_t src_stride, uint8_t *dst,
                   size_t dst_stride, size_t width, size_t height) {
    if (!cpk_isa_available(isa)) return -1;
    if (is_packed(bits)) {
        for (size_t y = 0; y < height; y++)
            cpk_packed_row(bits, src + y * src_stride, dst + y * dst_stride, width);
        return 0;
    }
    cpk_kernel k = kernel_for(isa, bits);
    if (k.image == NULL) return -1;
    k.image(src, src_stride, dst, dst_stride, width, height);
    return 0;
}

int cpk_flip_image_in_place(int isa, unsigned bits, uint8_t *data, size_t stride, size_t width,
                            size_t height) {
    if (!cpk_isa_available(isa)) return -1;
    if (is_packed(bits)) {
        for (size_t y = 0; y < height; y++) cpk_packed_row_in_place(bits, data + y * stride, width);
        return 0;
    }
    cpk_kernel k = kernel_for(isa, bits);
    if (k.in_place == NULL) return -1;
    k.in_place(data, stride, width, height);
    return 0;
}

int cpk_flip_row(int isa, unsigned bits, const uint8_t *src, uint8_t *dst, size_t width) {
    return cpk_flip_image(isa, bits, src, 0, dst, 0, width, 1);
}

int cpk_flip_row_in_place(int isa, unsigned bits, uint8_t *row, size_t width) {
    return cpk_flip_image_in_place(isa, bits, row, 0, width, 1);
}

int cpk_flip_rows(unsigned bits, const uint8_t *src, size_t src_stride, uint8_t *dst,
                  size_t dst_stride, size_t width, size_t height) {
    return cpk_flip_image(cpk_best_isa(), bits, src, src_stride, dst, dst_stride, width, height);
}

int cpk_flip_rows_in_place(unsigned bits, uint8_t *data, size_t stride, size_t width,
                           size_t height) {
    return cpk_flip_image_in_place(cpk_best_isa(), bits, data, stride, width, height);
}
