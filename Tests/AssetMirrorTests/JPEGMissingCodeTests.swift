import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// When a progressive mirror needs a symbol one of its scans' source tables has no code and no
/// room for, the shim's writer gives up and libjpeg writes the file with optimal tables: the
/// mirror must be as exact as ever, still progressive, with the same scans and markers.
@Suite struct JPEGMissingCodeTests {
    let codec = JPEGCodec()
    let name = "gray-progressive-eob-runs-120x1280.jpg"

    /// The fixture is what it was made to be (Scripts/make-jpeg-fixtures says how), read apart
    /// from the shim: its 6–63 band's table (the second AC table, libjpeg's standard progression)
    /// has no end-of-band run of 1,024–2,047 blocks (EOB10), which the mirror's last run is, and
    /// less room for 16-bit codes than the shorter runs the writer adds first.
    @Test func theFixturesTableHasNoRoomForTheMirrorsRun() throws {
        let input = try JPEGFixtures.bytes(name)
        #expect(jpegScanScript(input)[2].description == "1: 6-63 0/2")
        let table = jpegHuffmanTables(input).filter(\.isAC)[1]
        let runs = Set(table.symbols.filter { $0 & 0x0F == 0 && $0 != 0xF0 }.map { $0 >> 4 })
        #expect(runs == [0, 11])
        let used = table.counts.enumerated().reduce(0) { $0 + Int($1.element) << (15 - $1.offset) }
        let room = 65_535 - used // in 16-bit codes; the all-ones code stays unused
        #expect(room < (1...10).count { !runs.contains(UInt8($0)) })
    }

    @Test(arguments: [false, true])
    func libjpegWritesTheMirrorWhenACodeIsMissing(vertical: Bool) throws {
        let input = try JPEGFixtures.bytes(name)
        let (output, tables) = try codec.flipLosslessReporting(input, vertical: vertical, maxPixels: 0, threads: 1)
        #expect(tables == .optimalAfterMissingCode)
        // Both writers fail on two threads too, and libjpeg's file is the same.
        #expect(
            try codec.flipLosslessReporting(input, vertical: vertical, maxPixels: 0, threads: 2) == (output, tables))

        #expect(try JPEGInfo.read(output, maxPixels: 0).isProgressive)
        #expect(jpegScanScript(output) == jpegScanScript(input))
        #expect(jpegMetadataSegments(output) == jpegMetadataSegments(input))
        #expect(jpegMetadataSegments(input).map { $0[0] } == [0xE0, 0xFE]) // JFIF, the comment
        let before = try JPEGCoefficients.read(input, component: 0)
        #expect(try JPEGCoefficients.read(output, component: 0) == mirrored(before, vertical: vertical))
        // The run the source had no code for is in the mirror's table for that scan (either way, the
        // 2,040 flat blocks are one run: last, or first).
        #expect(jpegHuffmanTables(output).filter(\.isAC)[1].symbols.contains(0xA0))
    }

    /// Through the public path: the mirror the runner writes has jpegtran's coefficients and
    /// decodes to exactly its pixels. Both are the mirrored picture but for one pixel one level
    /// off: libjpeg's integer IDCT does not round a block and its mirror image alike, which
    /// this much noise shows.
    @Test func theMirrorDecodesToJpegtransPixels() throws {
        let input = try JPEGFixtures.bytes(name)
        let result = try codec.mirror(input, options: .default)
        #expect(result.method == .lossless)
        #expect(result.bytes == (try codec.flipLossless(input, vertical: false, maxPixels: 0)))

        let expected = try JPEGFixtures.bytes("expected/gray-progressive-eob-runs-120x1280.jpegtran-flip.jpg")
        #expect(try JPEGCoefficients.read(result.bytes, component: 0) == JPEGCoefficients.read(expected, component: 0))
        let pixels = try codec.decode(result.bytes, limits: .default)
        #expect(try pixels == codec.decode(expected, limits: .default))
        let picture = try codec.decode(input, limits: .default).flippedHorizontally()
        #expect(maxSampleDifference(pixels, picture) == 1)
        #expect(
            (0..<picture.height).reduce(0) { sum, y in sum + zip(pixels.row(y), picture.row(y)).count { $0 != $1 } }
                == 1)
    }
}
