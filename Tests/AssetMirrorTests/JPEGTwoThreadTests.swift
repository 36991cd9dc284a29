import Testing

@testable import AssetMirror

/// A progressive mirror whose scans are coded on two threads is the same file, byte for byte,
/// as the one coded on one.
@Suite struct JPEGTwoThreadTests {
    let codec = JPEGCodec()

    /// Each fixture is a whole number of iMCUs both ways, so both flips are lossless.
    @Test(
        arguments: [
            "ycc420-progressive-48x32.jpg", "ycc420-scans-48x32.jpg", "ycc420-metadata-progressive-48x32.jpg",
            "ycc420-48x32.jpg", "gray-48x32.jpg",
        ], [false, true])
    func twoThreadsWriteTheSameBytesAsOne(name: String, vertical: Bool) throws {
        let input = try JPEGFixtures.bytes(name)
        let one = try codec.flipLossless(input, vertical: vertical, maxPixels: 0, threads: 1)
        let two = try codec.flipLossless(input, vertical: vertical, maxPixels: 0, threads: 2)
        #expect(two == one)
        #expect(jpegMetadataSegments(two) == jpegMetadataSegments(input))
        #expect(jpegScanScript(two) == jpegScanScript(input))
    }

    /// A progressive file that is not whole iMCUs along the flipped axis is refused by the
    /// lossless path with the same error on two threads as on one (the codec re-encodes it).
    @Test(arguments: [false, true])
    func aPartialIMCUIsRefusedOnEitherThreadCount(vertical: Bool) throws {
        let input = try JPEGFixtures.bytes("ycc420-progressive-37x29.jpg")
        let detail =
            vertical
            ? "height 29 is not a multiple of the 16-pixel iMCU" : "width 37 is not a multiple of the 16-pixel iMCU"
        for threads in [1, 2] {
            #expect(throws: CodecError.unsupportedFeature(.jpeg, detail: detail)) {
                try codec.flipLossless(input, vertical: vertical, maxPixels: 0, threads: threads)
            }
        }
    }

    @Test func theMetadataFixtureIsProgressiveWithEveryKindOfSegment() throws {
        let input = try JPEGFixtures.bytes("ycc420-metadata-progressive-48x32.jpg")
        #expect(try JPEGInfo.read(input, maxPixels: 0).isProgressive)
        #expect(
            jpegMetadataSegments(input).map(\.first)
                == jpegMetadataSegments(try JPEGFixtures.bytes("ycc420-metadata-48x32.jpg")).map(\.first))
        #expect(jpegMetadataSegments(input).count >= 4)
    }

    /// Only a large image is worth a second thread. Which count a mirror used cannot be seen
    /// from outside (the bytes are the same either way): this pins the threshold, and that
    /// allowing two threads changes nothing in a small image's mirror.
    @Test func allowingTwoThreadsLeavesASmallImagesMirrorAsItIs() throws {
        let input = try JPEGFixtures.bytes("ycc420-progressive-48x32.jpg")
        let result = try codec.mirror(input, options: MirrorOptions(threadsPerImage: 2))
        #expect(result.bytes == (try codec.mirror(input, options: .default)).bytes)
        #expect(JPEGCodec.twoThreadPixels == 8_000_000)
    }
}
