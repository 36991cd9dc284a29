import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// Every kernel this CPU runs, on images whose rows start on a cache line (as `PixelBuffer`'s
/// do) and at offsets from one, with strides equal to the row and padded, against the scalar
/// kernel. `[UInt8]` storage, which the other kernel tests use, never starts on a cache line, so
/// without these the paths that 64-byte-aligned rows take (whole-vector rows, rows of one RGB
/// group, rows loaded ahead of the previous row's stores) would go unchecked.
@Suite struct FlipKernelAlignmentTests {
    /// Widths whose rows are whole vectors or whole 64-pixel RGB groups for some pixel size, and
    /// their neighbours.
    static let widths = [1, 8, 15, 16, 17, 21, 32, 48, 63, 64, 65, 96, 127, 128, 129, 192, 256]
    /// Byte offsets of the first row from a cache line, for source and destination.
    static let offsets = [(0, 0), (0, 32), (32, 0), (1, 17), (16, 48), (63, 1)]

    @Test(arguments: FlipKernel.available, FlipKernelTests.bitDepths)
    func alignedAndUnalignedRowsMatchScalar(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &* 131 &+ UInt64(kernel.rawValue))
        for width in Self.widths {
            let tight = (width * bits + 7) / 8
            for stride in [tight, (tight + 63) / 64 * 64 + 64] {
                for (sourceOffset, destinationOffset) in Self.offsets {
                    let label =
                        "\(kernel) \(bits)-bit width \(width) stride \(stride) offsets \(sourceOffset), \(destinationOffset)"
                    let source = AlignedBytes(count: stride * 5, offset: sourceOffset, random: &random)
                    let into = AlignedBytes(count: stride * 5, offset: destinationOffset, filling: 0x5A)
                    let reference = AlignedBytes(count: stride * 5, offset: destinationOffset, filling: 0x5A)
                    kernel.flipImage(
                        bitsPerPixel: bits, from: source.start, sourceStride: stride, to: into.start,
                        destinationStride: stride, width: width, height: 5)
                    FlipKernel.scalar.flipImage(
                        bitsPerPixel: bits, from: source.start, sourceStride: stride, to: reference.start,
                        destinationStride: stride, width: width, height: 5)
                    #expect(into.bytes == reference.bytes, "\(label)")

                    let inPlace = AlignedBytes(copying: source, offset: destinationOffset)
                    let inPlaceReference = AlignedBytes(copying: source, offset: destinationOffset)
                    kernel.flipImageInPlace(
                        bitsPerPixel: bits, data: inPlace.start, stride: stride, width: width, height: 5)
                    FlipKernel.scalar.flipImageInPlace(
                        bitsPerPixel: bits, data: inPlaceReference.start, stride: stride, width: width, height: 5)
                    #expect(inPlace.bytes == inPlaceReference.bytes, "\(label) in place")
                }
            }
        }
    }

    /// `PixelBuffer`'s own flips on 64-byte-aligned rows of one RGB group, one to four RGBA
    /// vectors and one gray vector, over several rows: twice is identity, and each row is its
    /// reference mirror.
    @Test(arguments: [(PixelFormat.rgb8, 64), (.rgba8, 16), (.rgba8, 32), (.rgba8, 48), (.rgba8, 64), (.gray8, 64)])
    func pixelBufferFlipsOfWholeVectorRows(format: PixelFormat, width: Int) {
        var random = SplitMix64(seed: UInt64(width) &+ 77)
        let tight = format.bytesPerRow(width: width)
        let rows = (0..<tight * 7).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let image = PixelBuffer(width: width, height: 7, format: format, packedRows: rows)
        let mirrored = image.flippedHorizontally()
        var inPlace = image
        inPlace.flipHorizontally()
        #expect(inPlace == mirrored)
        for y in 0..<7 {
            #expect(
                Array(mirrored.row(y)) == referenceFlip(Array(image.row(y)), bits: format.bitsPerPixel, width: width))
        }
        inPlace.flipHorizontally()
        #expect(inPlace == image)
    }
}

/// Bytes starting `offset` bytes past a 64-byte boundary, released with the value.
private final class AlignedBytes {
    let base: UnsafeMutableRawPointer
    let start: UnsafeMutableRawPointer
    let count: Int

    init(count: Int, offset: Int, filling byte: UInt8) {
        self.count = count
        base = .allocate(byteCount: count + offset, alignment: 64)
        base.initializeMemory(as: UInt8.self, repeating: byte, count: count + offset)
        start = base + offset
    }

    convenience init(count: Int, offset: Int, random: inout SplitMix64) {
        self.init(count: count, offset: offset, filling: 0)
        for i in 0..<count {
            start.storeBytes(of: UInt8(truncatingIfNeeded: random.next()), toByteOffset: i, as: UInt8.self)
        }
    }

    convenience init(copying other: AlignedBytes, offset: Int) {
        self.init(count: other.count, offset: offset, filling: 0)
        start.copyMemory(from: other.start, byteCount: count)
    }

    var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: start, count: count)) }

    deinit { base.deallocate() }
}
