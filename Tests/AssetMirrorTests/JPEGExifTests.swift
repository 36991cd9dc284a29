import Testing

@testable import AssetMirror

@Suite struct JPEGExifTests {
    let codec = JPEGCodec()

    @Test(arguments: 1...8)
    func orientationIsReadFromTheExifSegment(orientation: Int) throws {
        let data = try JPEGFixtures.bytes("orientation-\(orientation)-48x32.jpg")
        #expect(ExifOrientation.read(fromJPEG: data)?.rawValue == orientation)
    }

    @Test func bothTIFFByteOrdersAreRead() {
        func jpeg(tiff: [UInt8]) -> [UInt8] {
            let payload = Array("Exif".utf8) + [0, 0] + tiff
            let length = payload.count + 2
            return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xD9]
        }
        // Header, IFD0 at offset 8 with one entry: tag 0x0112, type SHORT, count 1, value 6.
        let bigEndian: [UInt8] = [
            0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
        ]
        let littleEndian: [UInt8] = [
            0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        ]
        #expect(ExifOrientation.read(fromJPEG: jpeg(tiff: bigEndian)) == .rightTop)
        #expect(ExifOrientation.read(fromJPEG: jpeg(tiff: littleEndian)) == .rightTop)
        // Cut short anywhere before the value's last byte (byte 20): no orientation, no crash.
        for cut in 0..<20 { #expect(ExifOrientation.read(fromJPEG: jpeg(tiff: Array(bigEndian.prefix(cut)))) == nil) }
    }

    @Test func filesWithoutExifHaveNoOrientation() throws {
        #expect(ExifOrientation.read(fromJPEG: try JPEGFixtures.bytes("ycc420-48x32.jpg")) == nil)
        #expect(ExifOrientation.read(fromJPEG: []) == nil)
    }

    /// What a viewer shows of the output is the horizontal mirror of what it shows of the input.
    /// At 48×32 both flips are lossless; at 48×24 the vertical flip (orientations 5–8) is not.
    @Test(arguments: ["48x32", "48x24"], 1...8)
    func displayedImageIsMirrored(size: String, orientation: Int) throws {
        let input = try JPEGFixtures.bytes("orientation-\(orientation)-\(size).jpg")
        let result = try codec.mirror(input, options: .default)
        #expect(ExifOrientation.read(fromJPEG: result.bytes)?.rawValue == orientation)
        #expect(jpegMetadataSegments(result.bytes) == jpegMetadataSegments(input))

        let shownBefore = displayed(try codec.decode(input, limits: .default), orientation: orientation)
        let shownAfter = displayed(try codec.decode(result.bytes, limits: .default), orientation: orientation)
        let expected = shownBefore.flippedHorizontally()

        let sideways = orientation >= 5
        if sideways {
            #expect(result.notes.count == 1)
            #expect(result.notes.first?.contains("flipped top to bottom") == true)
        } else {
            #expect(result.notes.isEmpty)
        }
        if size == "48x24" && sideways {
            #expect(result.method == .reencoded(reason: "height 24 is not a multiple of the 16-pixel iMCU"))
            #expect(psnr(shownAfter, expected) >= JPEGTolerance.reencodedPSNR)
            #expect(psnr(shownAfter, expected) > psnr(shownAfter, shownBefore) + 8)
        } else {
            #expect(result.method == .lossless)
            // 4:2:0: vertical fancy upsampling is also biased, hence one level either way.
            #expect(maxSampleDifference(shownAfter, expected) <= 1)
        }
    }

    @Test func losslessOnlyRefusesASidewaysImageWithAnUnalignedHeight() throws {
        let input = try JPEGFixtures.bytes("orientation-6-48x24.jpg")
        #expect(throws: CodecError.notLosslessFlippableVertically(height: 24, iMCUHeight: 16)) {
            try codec.mirror(input, options: MirrorOptions(losslessOnly: true))
        }
        // Upright, the same geometry flips losslessly: only the width matters.
        let upright = try JPEGFixtures.bytes("orientation-1-48x24.jpg")
        #expect(try codec.mirror(upright, options: MirrorOptions(losslessOnly: true)).method == .lossless)
    }
}
