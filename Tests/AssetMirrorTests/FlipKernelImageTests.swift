import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// The whole-image kernel calls (one C call per image, rows `stride` bytes apart) of every
/// variant this CPU runs, held against the row reference and against the scalar kernel.
@Suite struct FlipKernelImageTests {
    static let widths = [0, 1, 2, 3, 5, 6, 10, 11, 15, 16, 17, 21, 31, 32, 33, 63, 64, 65, 70, 257]

    /// Padded strides that differ between source and destination; the source's padding holds
    /// garbage that must not reach the mirror, the destination's a sentinel that must survive.
    @Test(arguments: FlipKernel.available, FlipKernelTests.bitDepths)
    func paddedImagesMatchReference(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &* 31 &+ UInt64(kernel.rawValue))
        for width in Self.widths {
            let tight = (width * bits + 7) / 8
            let image = PaddedImage(
                tight: tight, stride: tight + Int(random.next() % 20), height: 3, random: &random)
            let destinationStride = tight + Int(random.next() % 20)
            var destination = [UInt8](repeating: 0x5A, count: destinationStride * 3)
            image.bytes.withUnsafeBytes { from in
                destination.withUnsafeMutableBytes { to in
                    kernel.flipImage(
                        bitsPerPixel: bits, from: from.baseAddress!, sourceStride: image.stride, to: to.baseAddress!,
                        destinationStride: destinationStride, width: width, height: 3)
                }
            }
            for y in 0..<3 {
                let start = y * destinationStride
                let expected = referenceFlip(image.row(y), bits: bits, width: width)
                #expect(
                    Array(destination[start..<start + tight]) == expected,
                    "\(kernel) \(bits)-bit width \(width) row \(y)")
                #expect(
                    destination[start + tight..<start + destinationStride].allSatisfy { $0 == 0x5A },
                    "\(kernel) \(bits)-bit width \(width) wrote into row \(y)'s padding")
            }

            var inPlace = image.bytes
            inPlace.withUnsafeMutableBytes {
                kernel.flipImageInPlace(
                    bitsPerPixel: bits, data: $0.baseAddress!, stride: image.stride, width: width, height: 3)
            }
            for y in 0..<3 {
                let start = y * image.stride
                let expected = referenceFlip(image.row(y), bits: bits, width: width)
                #expect(
                    Array(inPlace[start..<start + tight]) == expected,
                    "\(kernel) \(bits)-bit width \(width) in place row \(y)")
                #expect(
                    inPlace[start + tight..<start + image.stride] == image.bytes[start + tight..<start + image.stride],
                    "\(kernel) \(bits)-bit width \(width) in place wrote into row \(y)'s padding")
            }
        }
    }

    /// Flip twice is identity, in place and into a destination then back in place, for every
    /// width up to 70 with padded rows; the padding survives both.
    @Test(arguments: FlipKernel.available, FlipKernelTests.bitDepths)
    func flipTwiceIsIdentity(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &* 77 &+ UInt64(kernel.rawValue))
        for width in 0...70 {
            let tight = (width * bits + 7) / 8
            let image = PaddedImage(tight: tight, stride: tight + 5, height: 3, random: &random)
            // Packed rows lose the unused low bits of their last byte; compare pixel bits only.
            let once = PaddedImage(
                bytes: image.flippedInPlace(by: kernel, bits: bits, width: width), tight: tight, stride: image.stride)
            let twice = PaddedImage(
                bytes: once.flippedInPlace(by: kernel, bits: bits, width: width), tight: tight, stride: image.stride)
            let viaDestination = PaddedImage(
                bytes: image.flipped(by: kernel, bits: bits, width: width), tight: tight, stride: image.stride
            )
            .flippedInPlace(by: kernel, bits: bits, width: width)
            for y in 0..<3 {
                let expected = referenceFlip(
                    referenceFlip(image.row(y), bits: bits, width: width), bits: bits, width: width)
                #expect(twice.row(y) == expected, "\(kernel) \(bits)-bit width \(width) row \(y) in place twice")
                #expect(
                    Array(viaDestination[y * image.stride..<y * image.stride + tight]) == expected,
                    "\(kernel) \(bits)-bit width \(width) row \(y) into, then in place")
                let padding = y * image.stride + tight..<(y + 1) * image.stride
                #expect(
                    twice.bytes[padding] == image.bytes[padding],
                    "\(kernel) \(bits)-bit width \(width) row \(y) padding")
                #expect(
                    viaDestination[padding].allSatisfy { $0 == 0x5A },
                    "\(kernel) \(bits)-bit width \(width) row \(y) padding")
            }
            if bits >= 8 {
                #expect(twice.bytes == image.bytes, "\(kernel) \(bits)-bit width \(width) flipped twice")
            }
        }
    }

    /// A large RGB8 image whose rows start on cache lines (a `PixelBuffer` 64 pixels a group
    /// wide) has its whole groups streamed in aligned lines by the AVX-512 kernel; every kernel
    /// this CPU runs must give the scalar kernel's bytes.
    @Test(arguments: FlipKernel.available, [4096, 2752])
    func largeAlignedRGBImagesMatchScalarKernel(kernel: FlipKernel, width: Int) {
        let source = Self.largeRGBImage(width: width)
        let height = source.height
        #expect(source.bytesPerRow % 64 == 0)
        func flipped(by kernel: FlipKernel) -> PixelBuffer {
            var destination = PixelBuffer(width: width, height: height, format: .rgb8)
            source.withUnsafeBytes { from in
                destination.withUnsafeMutableBytes { to in
                    kernel.flipImage(
                        bitsPerPixel: 24, from: from.baseAddress!, sourceStride: source.bytesPerRow,
                        to: to.baseAddress!,
                        destinationStride: source.bytesPerRow, width: width, height: height)
                }
            }
            return destination
        }
        let mirrored = flipped(by: kernel)
        #expect(mirrored == flipped(by: .scalar), "\(kernel) \(width)×\(height)")
        #expect(Array(mirrored.row(height - 1)) == referenceFlip(Array(source.row(height - 1)), bits: 24, width: width))
    }

    /// Random RGB8 pixels, over 9 MB of them, `width` pixels a row: filled eight bytes at a
    /// time, since a byte at a time takes seconds in a debug build.
    static func largeRGBImage(width: Int) -> PixelBuffer {
        var random = SplitMix64(seed: UInt64(width))
        let height = (9 << 20) / (width * 3) + 1
        let count = width * 3 * height
        let rows = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!)
            for i in 0..<count / 8 { words.storeBytes(of: random.next(), toByteOffset: 8 * i, as: UInt64.self) }
            for i in count / 8 * 8..<count { buffer[i] = UInt8(truncatingIfNeeded: random.next()) }
            initialized = count
        }
        return PixelBuffer(width: width, height: height, format: .rgb8, packedRows: rows)
    }

    /// Destinations of several MB take the streaming (non-temporal) stores; odd strides leave
    /// rows at every alignment, so both the aligned streaming loop and its fallbacks run.
    @Test(arguments: FlipKernel.available, [8, 16, 24, 32, 48, 64])
    func largeImagesMatchScalarKernel(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &+ 500 &+ UInt64(kernel.rawValue))
        let width = 2051
        let tight = width * bits / 8
        let stride = tight + 13
        let height = (9 << 20) / stride + 1
        let image = PaddedImage(tight: tight, stride: stride, height: height, random: &random)

        func flipped(by kernel: FlipKernel) -> [UInt8] {
            var destination = [UInt8](repeating: 0x5A, count: stride * height)
            image.bytes.withUnsafeBytes { from in
                destination.withUnsafeMutableBytes { to in
                    kernel.flipImage(
                        bitsPerPixel: bits, from: from.baseAddress!, sourceStride: stride, to: to.baseAddress!,
                        destinationStride: stride, width: width, height: height)
                }
            }
            return destination
        }
        let mirrored = flipped(by: kernel)
        let scalar = flipped(by: .scalar)
        // The first differing offset, not the arrays: a failure must not print megabytes.
        let difference = mirrored == scalar ? nil : mirrored.indices.first { mirrored[$0] != scalar[$0] }
        #expect(difference == nil, "\(kernel) \(bits)-bit \(width)×\(height): row \((difference ?? 0) / stride)")
        let last = (height - 1) * stride
        let lastRowMatches =
            referenceFlip(image.row(height - 1), bits: bits, width: width) == Array(mirrored[last..<last + tight])
        #expect(lastRowMatches, "\(kernel) \(bits)-bit last row against the reference")

        // Flip twice is identity, pixels and padding alike.
        var twice = mirrored
        twice.withUnsafeMutableBytes {
            kernel.flipImageInPlace(
                bitsPerPixel: bits, data: $0.baseAddress!, stride: stride, width: width, height: height)
        }
        for y in [0, 1, height / 2, height - 1] {
            let start = y * stride
            let same = twice[start..<start + tight] == image.bytes[start..<start + tight]
            #expect(same, "\(kernel) \(bits)-bit row \(y) flipped twice")
            #expect(twice[start + tight..<start + stride].allSatisfy { $0 == 0x5A })
        }
    }
}

/// `height` random rows of `tight` bytes, `stride` bytes apart, with random padding.
struct PaddedImage {
    let stride: Int
    let tight: Int
    let bytes: [UInt8]

    init(bytes: [UInt8], tight: Int, stride: Int) {
        self.bytes = bytes
        self.tight = tight
        self.stride = stride
    }

    init(tight: Int, stride: Int, height: Int, random: inout SplitMix64) {
        self.tight = tight
        self.stride = stride
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBytes { buffer in
            var i = 0
            while i < buffer.count {
                var word = random.next()
                for _ in 0..<min(8, buffer.count - i) {
                    buffer[i] = UInt8(truncatingIfNeeded: word)
                    word >>= 8
                    i += 1
                }
            }
        }
        self.bytes = bytes
    }

    func row(_ y: Int) -> [UInt8] { Array(bytes[y * stride..<y * stride + tight]) }

    var height: Int { stride == 0 ? 0 : bytes.count / stride }

    /// The image mirrored by `kernel` into a destination of the same stride whose padding
    /// holds 0x5A.
    func flipped(by kernel: FlipKernel, bits: Int, width: Int) -> [UInt8] {
        var destination = [UInt8](repeating: 0x5A, count: bytes.count)
        bytes.withUnsafeBytes { from in
            destination.withUnsafeMutableBytes { to in
                kernel.flipImage(
                    bitsPerPixel: bits, from: from.baseAddress!, sourceStride: stride, to: to.baseAddress!,
                    destinationStride: stride, width: width, height: height)
            }
        }
        return destination
    }

    /// The image mirrored in place by `kernel`, padding and all.
    func flippedInPlace(by kernel: FlipKernel, bits: Int, width: Int) -> [UInt8] {
        var copy = bytes
        copy.withUnsafeMutableBytes {
            kernel.flipImageInPlace(
                bitsPerPixel: bits, data: $0.baseAddress!, stride: stride, width: width, height: height)
        }
        return copy
    }
}
