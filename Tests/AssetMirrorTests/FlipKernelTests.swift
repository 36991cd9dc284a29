import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// Every flip kernel variant this CPU runs, held against a plain Swift mirror of the row.
@Suite struct FlipKernelTests {
    /// Pixel sizes in bits: the packed depths and every whole-byte size a format uses.
    static let bitDepths = [1, 2, 4, 8, 16, 24, 32, 48, 64]
    /// Widths past a few vectors of every size, with every remainder the vector loops leave.
    static let wideWidths = [127, 128, 129, 255, 256, 257, 511, 512, 513, 1000, 4097]

    @Test func scalarIsAlwaysAvailable() {
        #expect(FlipKernel.available.contains(.scalar))
        #expect(FlipKernel.available.contains(FlipKernel.best))
    }

    @Test(arguments: FlipKernel.available, bitDepths)
    func intoDestinationMatchesReferenceForWidthsUpTo70(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &* 1000 &+ UInt64(kernel.rawValue))
        for width in 0...70 { checkIntoDestination(kernel, bits: bits, width: width, random: &random) }
    }

    @Test(arguments: FlipKernel.available, bitDepths)
    func inPlaceMatchesReferenceForWidthsUpTo70(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &* 1000 &+ UInt64(kernel.rawValue) &+ 7)
        for width in 0...70 { checkInPlace(kernel, bits: bits, width: width, random: &random) }
    }

    @Test(arguments: FlipKernel.available, bitDepths)
    func wideRowsMatchReference(kernel: FlipKernel, bits: Int) {
        var random = SplitMix64(seed: UInt64(bits) &* 1000 &+ UInt64(kernel.rawValue) &+ 13)
        for width in Self.wideWidths {
            checkIntoDestination(kernel, bits: bits, width: width, random: &random)
            checkInPlace(kernel, bits: bits, width: width, random: &random)
        }
    }

    @Test func referenceMirrorsKnownRows() {
        #expect(referenceFlip([1, 2, 3, 4, 5, 6], bits: 24, width: 2) == [4, 5, 6, 1, 2, 3])
        // gray2 pixels 0,1,2,3,1 → 1,3,2,1,0; the source's unused low bits are ignored.
        #expect(referenceFlip([0b0001_1011, 0b0111_1111], bits: 2, width: 5) == [0b0111_1001, 0])
    }

    /// Random source row followed by non-zero "padding"; the destination has a sentinel tail.
    private func checkIntoDestination(_ kernel: FlipKernel, bits: Int, width: Int, random: inout SplitMix64) {
        let bytes = (width * bits + 7) / 8
        let source = (0..<bytes + 16).map { _ in UInt8.random(in: 1...255, using: &random) }
        var destination = [UInt8](repeating: 0x5A, count: bytes + 16)
        source.withUnsafeBytes { from in
            destination.withUnsafeMutableBytes { to in
                kernel.flipRow(bitsPerPixel: bits, from: from.baseAddress!, to: to.baseAddress!, width: width)
            }
        }
        let expected = referenceFlip(Array(source[..<bytes]), bits: bits, width: width)
        #expect(Array(destination[..<bytes]) == expected, "\(kernel) \(bits)-bit width \(width)")
        #expect(
            destination[bytes...].allSatisfy { $0 == 0x5A }, "\(kernel) \(bits)-bit width \(width) wrote past the row")
    }

    private func checkInPlace(_ kernel: FlipKernel, bits: Int, width: Int, random: inout SplitMix64) {
        let bytes = (width * bits + 7) / 8
        let original = (0..<bytes + 16).map { _ in UInt8.random(in: 1...255, using: &random) }
        var row = original
        row.withUnsafeMutableBytes { kernel.flipRowInPlace(bitsPerPixel: bits, row: $0.baseAddress!, width: width) }
        let expected = referenceFlip(Array(original[..<bytes]), bits: bits, width: width)
        #expect(Array(row[..<bytes]) == expected, "\(kernel) \(bits)-bit width \(width) in place")
        #expect(row[bytes...] == original[bytes...], "\(kernel) \(bits)-bit width \(width) in place wrote past the row")
    }
}

/// The mirror of one tightly packed row, pixel by pixel, with no cleverness: whole-byte pixels
/// are copied in reverse order; packed pixels are read MSB-first and written back reversed, so
/// the unused low bits of the last byte come out zero whatever the source held there.
func referenceFlip(_ row: [UInt8], bits: Int, width: Int) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: (width * bits + 7) / 8)
    if bits >= 8 {
        let size = bits / 8
        for x in 0..<width {
            let target = (width - 1 - x) * size
            result[target..<target + size] = row[x * size..<x * size + size]
        }
        return result
    }
    let mask = UInt8((1 << bits) - 1)
    for x in 0..<width {
        let value = row[x * bits / 8] >> UInt8(8 - bits - x * bits % 8) & mask
        let target = (width - 1 - x) * bits
        result[target / 8] |= value << UInt8(8 - bits - target % 8)
    }
    return result
}
