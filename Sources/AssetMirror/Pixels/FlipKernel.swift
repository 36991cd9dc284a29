import CPixelKernels

/// The row-mirroring kernels behind ``PixelBuffer/flipHorizontally()``, in the instruction-set
/// variants `CPixelKernels` carries.
///
/// The kernels are C because Swift's SIMD types compile for baseline x86-64 (SSE2), which has
/// no byte shuffle: a 16-byte reverse becomes an 11-instruction unpack/pack sequence instead of
/// one `pshufb`. The C target compiles SSSE3, AVX2 and AVX-512 versions per function and picks
/// one at run time. Every variant is reachable here so tests can hold each against the scalar one.
enum FlipKernel: Int32, CaseIterable, Sendable, CustomStringConvertible {
    case scalar = 0 // CPK_ISA_SCALAR
    case ssse3 = 1 // CPK_ISA_SSSE3
    case avx2 = 2 // CPK_ISA_AVX2
    /// 64-byte kernels for 2-, 4-, 6- and 8-byte pixels; the AVX2 ones for 1- and 3-byte pixels.
    case avx512bw = 3 // CPK_ISA_AVX512BW
    /// ``avx512bw`` plus 64-byte byte-permute (VBMI) kernels for 1- and 3-byte pixels.
    case avx512vbmi = 4 // CPK_ISA_AVX512VBMI

    /// The variant `PixelBuffer`'s flips use on this machine.
    static var best: FlipKernel { FlipKernel(rawValue: cpk_best_isa())! }

    /// The variants this CPU can run.
    static var available: [FlipKernel] { allCases.filter { cpk_isa_available($0.rawValue) != 0 } }

    var description: String {
        switch self {
        case .scalar: "scalar"
        case .ssse3: "ssse3"
        case .avx2: "avx2"
        case .avx512bw: "avx512bw"
        case .avx512vbmi: "avx512vbmi"
        }
    }

    /// Mirrors one row of `width` pixels of `bitsPerPixel` bits from `source` into
    /// `destination`; touches only the row's `(width * bitsPerPixel + 7) / 8` bytes.
    func flipRow(bitsPerPixel: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, width: Int)
    {
        let status = cpk_flip_row(
            rawValue, UInt32(bitsPerPixel), source.assumingMemoryBound(to: UInt8.self),
            destination.assumingMemoryBound(to: UInt8.self), width)
        precondition(status == 0, "no \(self) flip kernel for \(bitsPerPixel)-bit pixels")
    }

    /// Mirrors one row of `width` pixels in place.
    func flipRowInPlace(bitsPerPixel: Int, row: UnsafeMutableRawPointer, width: Int) {
        let status = cpk_flip_row_in_place(
            rawValue, UInt32(bitsPerPixel), row.assumingMemoryBound(to: UInt8.self), width)
        precondition(status == 0, "no \(self) flip kernel for \(bitsPerPixel)-bit pixels")
    }

    /// Mirrors `height` rows of `width` pixels whose starts are `sourceStride` and
    /// `destinationStride` bytes apart, in one C call; reads and writes only each row's
    /// `(width * bitsPerPixel + 7) / 8` pixel bytes, never the padding between rows.
    func flipImage(
        bitsPerPixel: Int, from source: UnsafeRawPointer, sourceStride: Int, to destination: UnsafeMutableRawPointer,
        destinationStride: Int, width: Int, height: Int
    ) {
        let status = cpk_flip_image(
            rawValue, UInt32(bitsPerPixel), source.assumingMemoryBound(to: UInt8.self), sourceStride,
            destination.assumingMemoryBound(to: UInt8.self), destinationStride, width, height)
        precondition(status == 0, "no \(self) flip kernel for \(bitsPerPixel)-bit pixels")
    }

    /// Mirrors `height` rows of `width` pixels, `stride` bytes apart, in place.
    func flipImageInPlace(bitsPerPixel: Int, data: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int) {
        let status = cpk_flip_image_in_place(
            rawValue, UInt32(bitsPerPixel), data.assumingMemoryBound(to: UInt8.self), stride, width, height)
        precondition(status == 0, "no \(self) flip kernel for \(bitsPerPixel)-bit pixels")
    }
}
