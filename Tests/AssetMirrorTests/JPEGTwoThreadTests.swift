import Testing
@testable import AssetMirror

/// A progressive mirror whose scans are coded on two threads is the same file, byte for byte,
/// as the one coded on one.
@Suite struct JPEGTwoThreadTests {
    let codec = JPEGCodec()

    @Test(arguments: [
        "ycc420-progressive-48x32.jpg", "ycc420-scans-48x32.jpg", "ycc420-metadata-progressive-48x32.jpg",
        "ycc420-progressive-37x29.jpg", "ycc420-48x32.jpg", "gray-48x32.jpg",
    ], [false, true])
    func twoThreadsWriteTheSameBytesAsOne(name: String, vertical: Bool) throws {
        let input = try JPEGFixtures.bytes(name)
        let info = try JPEGInfo.read(input, maxPixels: 0)
        // Only whole iMCUs along the flipped axis are mirrored losslessly.
        guard (vertical ? info.height % info.iMCUHeight : info.width % info.iMCUWidth) == 0 else { return }
        let one = try codec.flipLossless(input, vertical: vertical, maxPixels: 0, threads: 1)
        let two = try codec.flipLossless(input, vertical: vertical, maxPixels: 0, threads: 2)
        #expect(two == one)
        #expect(jpegMetadataSegments(two) == jpegMetadataSegments(input))
        #expect(jpegScanScript(two) == jpegScanScript(input))
    }

    @Test func theMetadataFixtureIsProgressiveWithEveryKindOfSegment() throws {
        let input = try JPEGFixtures.bytes("ycc420-metadata-progressive-48x32.jpg")
        #expect(try JPEGInfo.read(input, maxPixels: 0).isProgressive)
        #expect(jpegMetadataSegments(input).map(\.first) == jpegMetadataSegments(try JPEGFixtures.bytes("ycc420-metadata-48x32.jpg")).map(\.first))
        #expect(jpegMetadataSegments(input).count >= 4)
    }

    /// Only a large image is worth a second thread; the mirror of a small one uses one whatever
    /// the options allow (the bytes are the same either way).
    @Test func theCodecSplitsOnlyLargeImages() throws {
        let input = try JPEGFixtures.bytes("ycc420-progressive-48x32.jpg")
        let result = try codec.mirror(input, options: MirrorOptions(threadsPerImage: 2))
        #expect(result.bytes == (try codec.mirror(input, options: .default)).bytes)
        #expect(JPEGCodec.twoThreadPixels == 8_000_000)
    }
}
