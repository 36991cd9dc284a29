#if canImport(Glibc)
import Glibc
#endif

/// How the process asks glibc's `malloc` for memory: set once, before any command runs.
enum MallocPolicy {
    /// Allocations from this size up get pages of their own (`mmap`), given back when freed.
    ///
    /// glibc starts at 128 KB but raises the threshold to the size of each mapped block freed
    /// (up to 32 MB), after which the next images of that size come from its heap, where freed
    /// memory stays with the process. Over a folder of wallpapers that kept 20–35 MB more
    /// resident than the largest image needs (docs/png.md). Setting the threshold fixes it:
    /// a 256×256 RGBA icon's rows still come from the heap, a wallpaper's pages go back the
    /// moment its file is written.
    static let mappedAllocationBytes: Int32 = 1 << 20

    /// Applies the policy; nothing to do outside glibc.
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out: look it
        // up in the process instead (glibc's own value for M_MMAP_THRESHOLD is -3).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mMmapThreshold: Int32 = -3
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mMmapThreshold, mappedAllocationBytes)
        #endif
    }
}
