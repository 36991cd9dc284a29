import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// A hand-written image and its mirror, as tightly packed rows.
struct FlipCase: Sendable, CustomStringConvertible {
    let format: PixelFormat
    let width: Int
    let height: Int
    let rows: [UInt8]
    let mirrored: [UInt8]
    var description: String { "\(format) \(width)×\(height)" }
}

@Suite struct PixelBufferTests {
    /// One or more tiny images per format; odd widths, width 1, and packed rows whose last byte
    /// is partly unused.
    static let cases: [FlipCase] = [
        // image-rs's 3×2 gray flip.
        FlipCase(format: .gray8, width: 3, height: 2, rows: [0, 1, 2, 10, 11, 12], mirrored: [2, 1, 0, 12, 11, 10]),
        FlipCase(format: .indexed8, width: 1, height: 2, rows: [7, 9], mirrored: [7, 9]),
        FlipCase(format: .indexed8, width: 5, height: 1, rows: [1, 2, 3, 4, 5], mirrored: [5, 4, 3, 2, 1]),
        FlipCase(
            format: .gray16, width: 3, height: 1, rows: [0x01, 0x02, 0x03, 0x04, 0x05, 0x06],
            mirrored: [0x05, 0x06, 0x03, 0x04, 0x01, 0x02]),
        FlipCase(format: .grayAlpha8, width: 2, height: 1, rows: [1, 2, 3, 4], mirrored: [3, 4, 1, 2]),
        FlipCase(
            format: .grayAlpha16, width: 3, height: 1, rows: Array(1...12),
            mirrored: [9, 10, 11, 12, 5, 6, 7, 8, 1, 2, 3, 4]),
        FlipCase(format: .rgb8, width: 3, height: 1, rows: Array(1...9), mirrored: [7, 8, 9, 4, 5, 6, 1, 2, 3]),
        FlipCase(format: .ycbcr8, width: 1, height: 2, rows: [1, 2, 3, 4, 5, 6], mirrored: [1, 2, 3, 4, 5, 6]),
        FlipCase(
            format: .rgb16, width: 3, height: 1, rows: Array(1...18),
            mirrored: Array(13...18) + Array(7...12) + Array(1...6)),
        FlipCase(
            format: .rgba8, width: 3, height: 1, rows: Array(1...12),
            mirrored: Array(9...12) + Array(5...8) + Array(1...4)),
        FlipCase(
            format: .cmyk8, width: 2, height: 2, rows: Array(1...16),
            mirrored: [5, 6, 7, 8, 1, 2, 3, 4, 13, 14, 15, 16, 9, 10, 11, 12]),
        FlipCase(format: .ycck8, width: 1, height: 1, rows: [1, 2, 3, 4], mirrored: [1, 2, 3, 4]),
        FlipCase(
            format: .rgba16, width: 3, height: 1, rows: Array(1...24),
            mirrored: Array(17...24) + Array(9...16) + Array(1...8)),
        // gray1, 5 pixels a row: 1,0,1,1,0 → 0,1,1,0,1 and 1,1,0,0,0 → 0,0,0,1,1.
        FlipCase(
            format: .gray1, width: 5, height: 2, rows: [0b1011_0000, 0b1100_0000], mirrored: [0b0110_1000, 0b0001_1000]),
        // indexed1, 9 pixels over two bytes: 1,1,0,1,0,0,0,0,0 → 0,0,0,0,0,1,0,1,1.
        FlipCase(
            format: .indexed1, width: 9, height: 1, rows: [0b1101_0000, 0], mirrored: [0b0000_0101, 0b1000_0000]),
        // gray2, 5 pixels a row: 0,1,2,3,1 → 1,3,2,1,0.
        FlipCase(format: .gray2, width: 5, height: 1, rows: [0b0001_1011, 0b0100_0000], mirrored: [0b0111_1001, 0]),
        FlipCase(
            format: .indexed2, width: 1, height: 2, rows: [0b1100_0000, 0b0100_0000],
            mirrored: [0b1100_0000, 0b0100_0000]),
        FlipCase(format: .indexed2, width: 3, height: 1, rows: [0b0110_1100], mirrored: [0b1110_0100]),
        // gray4, 3 pixels: 1,2,3 → 3,2,1.
        FlipCase(format: .gray4, width: 3, height: 1, rows: [0x12, 0x30], mirrored: [0x32, 0x10]),
        FlipCase(format: .indexed4, width: 4, height: 1, rows: [0xAB, 0xCD], mirrored: [0xDC, 0xBA]),
    ]

    static let sizes = [(1, 1), (2, 1), (5, 3), (16, 2), (33, 2), (70, 4)]

    @Test func everyFormatHasAHandWrittenCase() {
        #expect(Set(Self.cases.map(\.format)) == Set(PixelFormat.allCases))
    }

    @Test(arguments: cases)
    func flippedHorizontallyMirrorsAndLeavesSourceUnchanged(_ flip: FlipCase) {
        let source = PixelBuffer(width: flip.width, height: flip.height, format: flip.format, packedRows: flip.rows)
        let mirrored = source.flippedHorizontally()
        #expect(mirrored.packedRows == flip.mirrored)
        #expect(source.packedRows == flip.rows)
        #expect(mirrored.bytesPerRow == source.bytesPerRow)
    }

    @Test(arguments: cases)
    func flipHorizontallyInPlaceMirrors(_ flip: FlipCase) {
        var buffer = PixelBuffer(width: flip.width, height: flip.height, format: flip.format, packedRows: flip.rows)
        buffer.flipHorizontally()
        #expect(buffer.packedRows == flip.mirrored)
    }

    @Test(arguments: cases)
    func flipIntoDestinationMirrorsAndOverwritesEveryPixel(_ flip: FlipCase) {
        let source = PixelBuffer(width: flip.width, height: flip.height, format: flip.format, packedRows: flip.rows)
        // A destination holding other pixels: every one of them must be overwritten.
        var destination = PixelBuffer(
            width: flip.width, height: flip.height, format: flip.format, packedRows: flip.rows.map { _ in 0xFF })
        source.flipHorizontally(into: &destination)
        #expect(destination.packedRows == flip.mirrored)
    }

    @Test(arguments: PixelFormat.allCases)
    func flipTwiceIsIdentityAndPaddingStaysZero(_ format: PixelFormat) {
        var random = SplitMix64(seed: UInt64(format.bitsPerPixel))
        for (width, height) in Self.sizes {
            let original = randomBuffer(width: width, height: height, format: format, random: &random)
            var buffer = original
            buffer.flipHorizontally()
            #expect(paddingIsZero(buffer))
            // (A random narrow row can be a palindrome; wide ones are not, for these seeds.)
            if width >= 5 { #expect(buffer != original, "\(format) \(width)×\(height) did not change") }
            let copy = buffer.flippedHorizontally()
            #expect(copy == original, "\(format) \(width)×\(height) flipped copy")
            #expect(paddingIsZero(copy))
            var into = PixelBuffer(width: width, height: height, format: format)
            buffer.flipHorizontally(into: &into)
            #expect(into == original, "\(format) \(width)×\(height) flipped into")
            buffer.flipHorizontally()
            #expect(buffer == original, "\(format) \(width)×\(height) flipped twice")
        }
    }

    @Test(arguments: PixelFormat.allCases)
    func flipMatchesPixelByPixelMirror(_ format: PixelFormat) {
        var random = SplitMix64(seed: 99 &+ UInt64(format.bitsPerPixel))
        let source = randomBuffer(width: 37, height: 3, format: format, random: &random)
        let mirrored = source.flippedHorizontally()
        for y in 0..<3 {
            for x in 0..<37 { #expect(mirrored.pixel(x: x, y: y) == source.pixel(x: 36 - x, y: y)) }
        }
    }

    /// A buffer is symmetric exactly when its mirror equals it, whichever row breaks the
    /// symmetry (first, middle or last) and in every pixel format.
    @Test(arguments: PixelFormat.allCases)
    func symmetryIsWhatTheMirrorSays(_ format: PixelFormat) {
        var random = SplitMix64(seed: 31 &+ UInt64(format.bitsPerPixel))
        for width in [1, 2, 7, 64, 70] {
            // A random buffer plus its mirror, side by side in each row, is symmetric.
            let half = randomBuffer(width: width, height: 3, format: format, random: &random)
            let mirror = half.flippedHorizontally()
            var symmetric = PixelBuffer(width: 2 * width, height: 3, format: format)
            for y in 0..<3 {
                for x in 0..<width {
                    symmetric.setPixel(x: x, y: y, half.pixel(x: x, y: y))
                    symmetric.setPixel(x: width + x, y: y, mirror.pixel(x: x, y: y))
                }
            }
            #expect(symmetric.isHorizontallySymmetric, "\(format) width \(2 * width)")
            #expect(symmetric.flippedHorizontally() == symmetric)
            for y in 0..<3 {
                var broken = symmetric
                let value = broken.pixel(x: 0, y: y)
                broken.setPixel(x: 0, y: y, value ^ 1)
                #expect(!broken.isHorizontallySymmetric, "\(format) width \(2 * width), row \(y) broken")
            }
        }
    }

    /// Garbage in the source's padding (and in a packed row's unused low bits) must not reach
    /// the mirror.
    @Test(arguments: PixelFormat.allCases)
    func sourcePaddingDoesNotLeak(_ format: PixelFormat) {
        var random = SplitMix64(seed: 7 &+ UInt64(format.bitsPerPixel))
        let clean = randomBuffer(width: 5, height: 3, format: format, random: &random)
        var dirty = clean
        let (tight, stride) = (clean.packedBytesPerRow, clean.bytesPerRow)
        let unusedBits = tight * 8 - 5 * format.bitsPerPixel
        dirty.withUnsafeMutableBytes { bytes in
            for y in 0..<3 {
                for i in tight..<stride { bytes[y * stride + i] = 0xA5 }
                bytes[y * stride + tight - 1] |= UInt8((1 << unusedBits) - 1)
            }
        }
        let expected = clean.flippedHorizontally()
        #expect(dirty.flippedHorizontally() == expected)
        var into = PixelBuffer(width: 5, height: 3, format: format)
        dirty.flipHorizontally(into: &into)
        #expect(into == expected)
    }

    @Test func layoutIsPaddedRowsOfSixteenBytes() {
        let buffer = PixelBuffer(width: 5, height: 2, format: .rgb8, packedRows: Array(1...30))
        #expect(buffer.bytesPerRow == 16)
        #expect(buffer.storage.count == 32)
        #expect(Array(buffer.row(1)) == Array(16...30))
        #expect(buffer.pixel(x: 4, y: 0) == 0x0D0E0F)
        #expect(PixelBuffer(width: 6, height: 1, format: .rgb8).bytesPerRow == 32)
        #expect(PixelBuffer(width: 0, height: 3, format: .rgba16).flippedHorizontally().storage.isEmpty)
    }

    /// Every way a buffer comes to be starts its memory on a cache line, so kernels' 64-byte
    /// stores into rows whose stride is a multiple of 64 bytes never span two lines.
    @Test(arguments: [(0, 0), (1, 1), (5, 3), (16, 2), (64, 64), (70, 4)])
    func memoryStartsOnACacheLine(width: Int, height: Int) {
        func aligned(_ buffer: PixelBuffer) -> Bool {
            buffer.withUnsafeBytes { Int(bitPattern: $0.baseAddress) % PixelBuffer.storageAlignment == 0 }
        }
        for format in [PixelFormat.rgba8, .rgb8, .gray1] {
            var buffer = PixelBuffer(width: width, height: height, format: format)
            #expect(aligned(buffer))
            #expect(aligned(PixelBuffer(width: width, height: height, format: format, packedRows: buffer.packedRows)))
            #expect(aligned(buffer.flippedHorizontally()))
            let shared = buffer
            buffer.flipHorizontally()
            #expect(aligned(buffer) && aligned(shared))
        }
        #expect(PixelBuffer.storageAlignment == 64)
    }

    @Test func copiesShareMemoryUntilOneChanges() {
        var buffer = PixelBuffer(width: 3, height: 2, format: .gray8, packedRows: [1, 2, 3, 4, 5, 6])
        let copy = buffer
        let sameMemory = buffer.withUnsafeBytes { a in copy.withUnsafeBytes { b in a.baseAddress == b.baseAddress } }
        #expect(sameMemory)
        buffer.withUnsafeMutableBytes { $0[0] = 9 }
        #expect(buffer.pixel(x: 0, y: 0) == 9)
        #expect(copy.pixel(x: 0, y: 0) == 1)
        #expect(copy.packedRows == [1, 2, 3, 4, 5, 6])
        #expect(buffer != copy)
        buffer.flipHorizontally()
        #expect(copy.flippedHorizontally().packedRows == [3, 2, 1, 6, 5, 4])
        #expect(copy.packedRows == [1, 2, 3, 4, 5, 6])
    }

    @Test func rowsAreCopiesIndexedFromZero() {
        let buffer = PixelBuffer(width: 2, height: 3, format: .gray8, packedRows: [1, 2, 3, 4, 5, 6])
        let row = buffer.row(2)
        #expect(row.startIndex == 0 && Array(row) == [5, 6])
        #expect(buffer.storage.count == 3 * buffer.bytesPerRow)
    }

    private func randomBuffer(width: Int, height: Int, format: PixelFormat, random: inout SplitMix64) -> PixelBuffer {
        let tight = format.bytesPerRow(width: width)
        let unusedBits = tight * 8 - width * format.bitsPerPixel
        let rows = (0..<tight * height).map { index in
            let byte = UInt8.random(in: 0...255, using: &random)
            // Keep the documented invariant: a packed row's unused low bits are zero.
            return index % tight == tight - 1 ? byte & ~UInt8((1 << unusedBits) - 1) : byte
        }
        return PixelBuffer(width: width, height: height, format: format, packedRows: rows)
    }

    private func paddingIsZero(_ buffer: PixelBuffer) -> Bool {
        (0..<buffer.height).allSatisfy { y in
            buffer.storage[y * buffer.bytesPerRow + buffer.packedBytesPerRow..<(y + 1) * buffer.bytesPerRow]
                .allSatisfy { $0 == 0 }
        }
    }
}

extension PixelBuffer {
    /// Sets the pixel at (`x`, `y`) to `value`, read as ``pixel(x:y:)`` reads it: big-endian
    /// bytes, or for packed formats the pixel's bits, most significant first.
    fileprivate mutating func setPixel(x: Int, y: Int, _ value: UInt64) {
        let (bits, rowStart, packed) = (format.bitsPerPixel, y * bytesPerRow, format.isPacked)
        withUnsafeMutableBytes { bytes in
            if packed {
                let bitOffset = x * bits
                let shift = 8 - bits - bitOffset % 8
                let mask = UInt8((1 << bits) - 1) << UInt8(shift)
                let index = rowStart + bitOffset / 8
                bytes[index] = bytes[index] & ~mask | (UInt8(truncatingIfNeeded: value) << UInt8(shift)) & mask
            } else {
                let size = bits / 8
                for i in 0..<size {
                    bytes[rowStart + x * size + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * (size - 1 - i)))
                }
            }
        }
    }
}
