import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// A lossless mirror of a sequential file whose Huffman tables were fitted to it keeps those
/// tables (one pass instead of libjpeg's statistics pass plus one); a DC table gets codes for
/// the difference categories the mirror can need and the source did not.
@Suite struct JPEGHuffmanTableTests {
    let codec = JPEGCodec()

    /// Made by `cjpeg -optimize`; `gray-dc-jump` is built so that its mirror needs DC category 11,
    /// which its optimised DC table has no code for; `ycc420-sequential-scans-optimized` has a
    /// scan per component, each with its own tables in the same two slots (`jpegtran -optimize`).
    @Test(arguments: [
        "ycc420-optimized", "ycc422-optimized-restart", "gray-dc-jump", "ycc420-sequential-scans-optimized",
    ])
    func keepsTheSourcesFittedTables(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-48x32.jpg")
        let result = try codec.mirror(input, options: .default)
        #expect(result.method == .lossless)
        #expect(try codec.flipLosslessReporting(input, vertical: false, maxPixels: 0).tables == .source)

        // The AC tables' codes byte for byte; each DC table with at most codes added after its
        // own. (Slots may be renumbered: a component keeps its codes, not its slot number.)
        let before = jpegHuffmanTables(input)
        let after = jpegHuffmanTables(result.bytes)
        #expect(after.filter { $0.isAC }.map(\.codes) == before.filter { $0.isAC }.map(\.codes))
        #expect(after.count { !$0.isAC } == before.count { !$0.isAC })
        for (old, new) in zip(before.filter { !$0.isAC }, after.filter { !$0.isAC }) {
            #expect(Array(new.symbols.prefix(old.symbols.count)) == old.symbols)
            #expect(Array(new.counts.prefix(15)) == Array(old.counts.prefix(15)))
        }
        // About the source's size (DHT segments grow by the added codes).
        #expect(abs(result.bytes.count - input.count) <= 24)

        // Exactly jpegtran's coefficients, and its pixels.
        let expected = try JPEGFixtures.bytes("expected/\(kind)-48x32.jpegtran-flip.jpg")
        let components = try JPEGInfo.read(input, maxPixels: 0).componentCount
        for component in 0..<components {
            #expect(
                try JPEGCoefficients.read(result.bytes, component: component)
                    == JPEGCoefficients.read(expected, component: component))
        }
        #expect(try codec.decode(result.bytes, limits: .default) == codec.decode(expected, limits: .default))
    }

    /// The same holds for the vertical flip of EXIF orientations 5–8: rows reversed, odd
    /// vertical frequencies negated, every block's symbols unchanged.
    @Test(arguments: [
        "ycc420-optimized", "ycc422-optimized-restart", "gray-dc-jump", "ycc420-sequential-scans-optimized",
    ])
    func keepsTheTablesWhenFlippingVertically(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-48x32.jpg")
        let (output, tables) = try codec.flipLosslessReporting(input, vertical: true, maxPixels: 0)
        #expect(tables == .source)
        let components = try JPEGInfo.read(input, maxPixels: 0).componentCount
        for component in 0..<components {
            let before = try JPEGCoefficients.read(input, component: component)
            #expect(try JPEGCoefficients.read(output, component: component) == mirrored(before, vertical: true))
        }
    }

    @Test func aDCCategoryTheSourceNeverUsedGetsACode() throws {
        let input = try JPEGFixtures.bytes("gray-dc-jump-48x32.jpg")
        let sourceDC = try #require(jpegHuffmanTables(input).first { !$0.isAC })
        #expect(sourceDC.symbols == [0, 10])

        let result = try codec.mirror(input, options: .default)
        let mirroredDC = try #require(jpegHuffmanTables(result.bytes).first { !$0.isAC })
        // Categories 1-9 and 11 follow, 16 bits long: every category up to the one of the
        // largest difference between two of the image's DC values (1024 - 0 ... 11).
        #expect(mirroredDC.symbols == [0, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11])
        #expect(mirroredDC.counts == [1, 1] + Array(repeating: 0, count: 13) + [10])
        // Greyscale decodes to exactly the mirror of the decoded source.
        #expect(
            try codec.decode(result.bytes, limits: .default)
                == codec.decode(input, limits: .default).flippedHorizontally())
    }

    /// Annex K's example tables (cjpeg's default, and most cameras') are not fitted to the file:
    /// the mirror gets optimal tables instead, which are smaller.
    @Test func aSourceWithTheStandardsTablesIsOptimised() throws {
        let input = try JPEGFixtures.bytes("ycc420-48x32.jpg")
        let result = try codec.mirror(input, options: .default)
        #expect(try codec.flipLosslessReporting(input, vertical: false, maxPixels: 0).tables == .optimal)
        #expect(jpegHuffmanTables(result.bytes).filter(\.isAC) != jpegHuffmanTables(input).filter(\.isAC))
        // The size `jpegtran -flip horizontal -optimize` gives the same file.
        #expect(input.count == 1_189)
        #expect(result.bytes.count == 866)
    }
}

/// One table of a DHT segment: class, slot, the number of codes of each length 1–16, and the
/// symbols in code order.
struct JPEGHuffmanTable: Equatable {
    var isAC: Bool
    var id: UInt8
    var counts: [UInt8]
    var symbols: [UInt8]

    /// The code, whatever the slot.
    var codes: [UInt8] { counts + symbols }
}

/// Every Huffman table the file defines, before its first scan and between scans, in file order.
func jpegHuffmanTables(_ jpeg: [UInt8]) -> [JPEGHuffmanTable] {
    var tables: [JPEGHuffmanTable] = []
    var index = 2
    while index + 4 <= jpeg.count, jpeg[index] == 0xFF, jpeg[index + 1] != 0xD9 {
        let marker = jpeg[index + 1]
        let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
        if marker == 0xC4 {
            var at = index + 4
            while at < index + 2 + length {
                let counts = Array(jpeg[at + 1..<at + 17])
                let total = counts.reduce(0) { $0 + Int($1) }
                tables.append(
                    JPEGHuffmanTable(
                        isAC: jpeg[at] >> 4 == 1, id: jpeg[at] & 15, counts: counts,
                        symbols: Array(jpeg[at + 17..<at + 17 + total])))
                at += 17 + total
            }
        }
        index += 2 + length
        guard marker == 0xDA else { continue }
        // Entropy-coded data runs to the next marker that is not a stuffed 0 or a restart.
        while index + 1 < jpeg.count,
            !(jpeg[index] == 0xFF && jpeg[index + 1] != 0 && !(0xD0...0xD7).contains(jpeg[index + 1]))
        {
            index += 1
        }
    }
    return tables
}
