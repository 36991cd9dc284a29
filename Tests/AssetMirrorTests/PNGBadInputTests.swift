import Testing

@testable import AssetMirror

/// Broken, hostile and unsupported files: each gives its exact error, never a crash.
@Suite struct PNGBadInputTests {
    let codec = PNGCodec()

    @Test func appleOptimizedPNGIsNamed() throws {
        let data = try PNGFixture.png("bad-cgbi")
        #expect(throws: CodecError.appleOptimizedPNG) { try codec.mirror(data, options: .default) }
        #expect(throws: CodecError.appleOptimizedPNG) { try codec.header(of: data) }
        #expect(throws: CodecError.appleOptimizedPNG) { try codec.decode(data, limits: .default) }
    }

    @Test(arguments: ["gray1-adam7", "indexed8-trns", "rgba16", "metadata"])
    func everyTruncatedPrefixIsReportedAsTruncated(name: String) throws {
        let data = try PNGFixture.png(name)
        for length in stride(from: 0, to: data.count, by: 7) {
            let prefix = Array(data.prefix(length))
            do {
                _ = try codec.mirror(prefix, options: .default)
                Issue.record("a \(length)-byte prefix of \(data.count) was mirrored")
            } catch {
                guard case .truncated(.png, _) = error else {
                    Issue.record("prefix of \(length) bytes: \(error)")
                    continue
                }
            }
        }
    }

    @Test func flippedCRCByteGivesBothValues() throws {
        var data = try PNGFixture.png("rgb8")
        let crcOffset = 8 + 8 + 13 // signature, IHDR length and type, IHDR data
        let stored = PNGFixture.readUInt32(data, at: crcOffset)
        data[crcOffset + 3] ^= 0x01
        #expect(throws: CodecError.badChunkChecksum(chunk: "IHDR", declared: stored ^ 1, computed: stored)) {
            try codec.mirror(data, options: .default)
        }
    }

    @Test func flippedImageDataByteIsCaughtByTheCRC() throws {
        var data = try PNGFixture.png("rgb8")
        let idat = 8 + 25 // after the signature and IHDR
        let length = Int(PNGFixture.readUInt32(data, at: idat))
        let stored = PNGFixture.readUInt32(data, at: idat + 8 + length)
        data[idat + 8 + length / 2] ^= 0x40
        let computed = PNGFixture.crc32(Array(data[idat + 4..<idat + 8 + length]))
        #expect(throws: CodecError.badChunkChecksum(chunk: "IDAT", declared: stored, computed: computed)) {
            try codec.decode(data, limits: .default)
        }
    }

    @Test func bitDepthThreeIsMalformed() throws {
        let data = try PNGFixture.png("bad-depth3")
        #expect(
            CodecRejection { try codec.mirror(data, options: .default) } == CodecRejection(format: .png, stage: .header)
        )
    }

    @Test func corruptZlibDataIsRejectedAtTheImageData() throws {
        let original = try PNGFixture.png("rgb8")
        let chunks = PNGFixture.chunks(of: original)
        var idat = chunks.first { $0.type == "IDAT" }!.data
        idat[0] = 0x78
        idat[1] = 0x00 // header check bits no longer a multiple of 31
        let data =
            PNGFile.signature + PNGFixture.encodeChunk("IHDR", chunks[0].data)
            + PNGFixture.encodeChunk("IDAT", idat) + PNGFixture.encodeChunk("IEND", [])
        #expect(
            CodecRejection { try codec.mirror(data, options: .default) }
                == CodecRejection(format: .png, stage: .imageData))
    }

    @Test func absurdDimensionsAreRefusedBeforeAllocating() throws {
        let data = try PNGFixture.png("bad-huge")
        let header = try codec.header(of: data)
        #expect(header.width == 100_000 && header.height == 100_000)
        // 10¹⁰ pixels of RGB would need 30 GB: reaching an allocation would fail loudly.
        #expect(throws: CodecError.tooLarge(width: 100_000, height: 100_000, limit: 100_000_000)) {
            try codec.mirror(data, options: .default)
        }
    }

    @Test func pixelLimitIsHonoured() throws {
        let data = try PNGFixture.png("rgb8")
        #expect(throws: CodecError.tooLarge(width: 13, height: 7, limit: 90)) {
            try codec.decode(data, limits: DecodeLimits(maxPixels: 90))
        }
        #expect(try codec.decode(data, limits: DecodeLimits(maxPixels: 91)).width == 13)
    }

    @Test func missingImageDataIsTruncated() throws {
        let ihdr = PNGFixture.chunks(of: try PNGFixture.png("rgb8"))[0].data
        let data = PNGFile.signature + PNGFixture.encodeChunk("IHDR", ihdr) + PNGFixture.encodeChunk("IEND", [])
        #expect(throws: CodecError.truncated(.png, detail: "no IDAT chunk before IEND, so there is no image data")) {
            try codec.mirror(data, options: .default)
        }
    }

    @Test func animatedPNGIsRefusedRatherThanHalfMirrored() throws {
        let chunks = PNGFixture.chunks(of: try PNGFixture.png("rgb8"))
        let actl = PNGFixture.encodeChunk("acTL", PNGFixture.bigEndian(2) + PNGFixture.bigEndian(0))
        let data =
            PNGFile.signature + PNGFixture.encodeChunk("IHDR", chunks[0].data) + actl
            + chunks.dropFirst().flatMap { PNGFixture.encodeChunk($0.type, $0.data) }
        #expect(
            throws: CodecError.unsupportedFeature(
                .png, detail: "animated PNG (acTL chunk); only its first frame could be mirrored")
        ) {
            try codec.mirror(data, options: .default)
        }
    }

    @Test func notAPNGIsMalformed() {
        #expect(throws: CodecError.malformed(.png, message: "the file does not start with the PNG signature")) {
            try codec.mirror(Array("GIF89a".utf8), options: .default)
        }
    }

    /// Every byte of the image data corrupted, with the CRC made right again so that libpng and
    /// zlib see the damage: each either mirrors or throws, and a mirror still decodes.
    @Test(arguments: ["indexed2-adam7", "rgb8-filters", "gray16"])
    func corruptImageDataBehindAValidCRCIsSurvived(name: String) throws {
        let original = try PNGFixture.png(name)
        let chunks = PNGFixture.chunks(of: original)
        let idat = chunks.first { $0.type == "IDAT" }!.data
        let before =
            PNGFile.signature + chunks.prefix { $0.type != "IDAT" }.flatMap { PNGFixture.encodeChunk($0.type, $0.data) }
        for index in idat.indices {
            var damaged = idat
            damaged[index] ^= 0x5A
            let data = before + PNGFixture.encodeChunk("IDAT", damaged) + PNGFixture.encodeChunk("IEND", [])
            do {
                let mirrored = try codec.mirror(data, options: .default)
                _ = try codec.decode(mirrored.bytes, limits: .default)
            } catch {
                guard case .rejected(.png, .imageData, _) = error else {
                    Issue.record("byte \(index) of IDAT: \(error)")
                    continue
                }
            }
        }
    }

    /// Every single-byte corruption of a few files is refused, each by the check it defeats:
    /// a signature byte by the signature, a length byte by the length (past the end or PNG's
    /// limit) or the CRC it then misplaces, a letter of IHDR's name by the IHDR check, and any
    /// other byte of a chunk's type, data or CRC by that chunk's CRC, with the declared and
    /// computed values this test works out itself. Nothing crashes, and nothing is mirrored.
    @Test(arguments: ["indexed2-adam7", "rgba8", "gray16-adam7"])
    func everyFlippedByteIsRefusedByTheCheckItDefeats(name: String) throws {
        let original = try PNGFixture.png(name)
        // Where each chunk's length field and checked bytes (type, data, CRC) lie.
        var lengthFields: [Range<Int>] = []
        var checked: [Range<Int>] = []
        var offset = 8
        for chunk in PNGFixture.chunks(of: original) {
            lengthFields.append(offset..<offset + 4)
            checked.append(offset + 4..<offset + 12 + chunk.data.count)
            offset += 12 + chunk.data.count
        }
        #expect(offset == original.count)
        for index in original.indices {
            var data = original
            data[index] ^= 0xA5
            do {
                _ = try codec.mirror(data, options: .default)
                Issue.record("byte \(index) flipped: mirrored")
            } catch {
                if index < 8 {
                    #expect(
                        error == .malformed(.png, message: "the file does not start with the PNG signature"),
                        "byte \(index)")
                } else if lengthFields.contains(where: { $0.contains(index) }) {
                    // Longer than the file, over PNG's limit, or shorter, so that the CRC is read
                    // from the wrong place.
                    switch error {
                    case .truncated(.png, _), .badChunkChecksum: break
                    case .malformed(.png, let message) where message.hasSuffix("bytes, over PNG's 2³¹−1 limit"): break
                    default: Issue.record("length byte \(index): \(error)")
                    }
                } else if (12..<16).contains(index) {
                    // IHDR's name is checked before its CRC.
                    guard case .malformed(.png, let message) = error, message.hasPrefix("the first chunk is "),
                        message.hasSuffix(", not IHDR")
                    else {
                        Issue.record("byte \(index) of IHDR's name: \(error)")
                        continue
                    }
                } else if let chunk = checked.first(where: { $0.contains(index) }) {
                    let declared = PNGFixture.readUInt32(data, at: chunk.upperBound - 4)
                    let computed = PNGFixture.crc32(Array(data[chunk.lowerBound..<chunk.upperBound - 4]))
                    guard case .badChunkChecksum(_, declared, computed) = error else {
                        Issue.record("byte \(index): \(error), expected CRC \(declared) against \(computed)")
                        continue
                    }
                } else {
                    Issue.record("byte \(index) lies in no chunk")
                }
            }
        }
    }
}
