import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

@Suite struct JPEGBadInputTests {
    let codec = JPEGCodec()

    /// Every prefix at a stride of 37 bytes: decode and mirror say the file is truncated;
    /// nothing crashes, and no truncated file is mirrored with grey padding.
    @Test(arguments: [
        "ycc420-48x32.jpg", "ycc420-progressive-48x32.jpg", "ycc420-metadata-37x29.jpg", "gray-37x29.jpg",
        "orientation-6-48x24.jpg",
    ])
    func everyTruncationIsAnError(name: String) throws {
        let whole = try JPEGFixtures.bytes(name)
        for length in stride(from: 0, to: whole.count - 1, by: 37) + [whole.count - 2, whole.count - 1] {
            let prefix = Array(whole.prefix(length))
            for operation in ["decode", "mirror"] {
                do {
                    _ =
                        try operation == "decode"
                        ? codec.decode(prefix, limits: .default).storage : codec.mirror(prefix, options: .default).bytes
                    Issue.record("\(operation) of the first \(length) of \(whole.count) bytes succeeded")
                } catch {
                    guard case .truncated(.jpeg, let detail) = error else {
                        Issue.record("\(operation) of \(length) bytes: \(error), expected truncated")
                        continue
                    }
                    #expect(detail.contains("after \(length) bytes"))
                }
            }
            // The header alone may be whole in a prefix; if not, it is truncated too.
            do { _ = try codec.header(of: prefix) } catch {
                guard case .truncated(.jpeg, let detail) = error else {
                    Issue.record("header of \(length) bytes: \(error), expected truncated")
                    continue
                }
                #expect(detail.contains("after \(length) bytes"))
            }
        }
    }

    @Test func garbageAfterTheStartOfImageIsMalformed() throws {
        // libjpeg skips non-0xFF bytes looking for a marker, then rejects the marker it finds.
        let garbage: [UInt8] =
            [0xFF, 0xD8] + Array("garbage".utf8) + [0xFF, 0x12, 0x00, 0x10] + Array(repeating: 0x41, count: 64)
        let expected = CodecRejection(format: .jpeg, stage: .header)
        #expect(CodecRejection { try codec.header(of: garbage) } == expected)
        #expect(CodecRejection { try codec.decode(garbage, limits: .default) } == expected)
        #expect(CodecRejection { try codec.mirror(garbage, options: .default) } == expected)
    }

    /// Pseudo-random bytes after SOI (a fixed linear congruential sequence, so every run sees the
    /// same bytes): libjpeg either rejects a marker or runs out of data looking for one.
    @Test(arguments: 1...20)
    func noiseAfterTheStartOfImageIsAnError(seed: UInt32) {
        var state = seed
        let noise: [UInt8] =
            [0xFF, 0xD8]
            + (0..<300).map { _ in
                state = state &* 1_664_525 &+ 1_013_904_223
                return UInt8(truncatingIfNeeded: state >> 24)
            }
        for result in [
            Result { () throws(CodecError) in try codec.mirror(noise, options: .default).bytes },
            Result { () throws(CodecError) in try codec.decode(noise, limits: .default).storage },
        ] {
            switch result {
            case .failure(.rejected(.jpeg, _, _)), .failure(.truncated): break
            case .failure(let error): Issue.record("unexpected \(error)")
            case .success: Issue.record("noise decoded as an image")
            }
        }
    }

    /// The detail of the truncation `body` throws, or `nil`.
    static func truncation(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            guard case .truncated(.jpeg, let detail) = error as? CodecError else { return nil }
            return detail
        }
    }

    @Test func emptyDataIsTruncatedAndOtherDataIsNotAJPEG() {
        // The words in brackets after it are libjpeg's, and not asserted.
        #expect(
            Self.truncation { try codec.header(of: []) }?.hasPrefix(
                "the data ends after 0 bytes, before the image does (") == true)
        // The words in brackets after it are libjpeg's, and not asserted.
        #expect(
            Self.truncation { try codec.decode([0xFF], limits: .default) }?.hasPrefix(
                "the data ends after 1 bytes, before the image does (") == true)
        // "no" is 0x6E 0x6F.
        #expect(
            CodecRejection { try codec.mirror(Array("not a jpeg".utf8), options: .default) }
                == CodecRejection(format: .jpeg, stage: .header))
    }

    /// The SOF's dimensions rewritten: refused before any pixel or coefficient is allocated.
    @Test(arguments: [(60_000, 60_000), (65_535, 65_535), (20_000, 6_000)])
    func absurdDimensionsAreTooLarge(width: Int, height: Int) throws {
        let data = try withDimensions(JPEGFixtures.bytes("ycc420-48x32.jpg"), width: width, height: height)
        let tooLarge = CodecError.tooLarge(width: width, height: height, limit: DecodeLimits.default.maxPixels)
        #expect(throws: tooLarge) { try codec.decode(data, limits: .default) }
        #expect(throws: tooLarge) { try codec.mirror(data, options: .default) }
        #expect(throws: tooLarge) { try codec.mirror(data, options: MirrorOptions(losslessOnly: true)) }
    }

    @Test func theLimitIsConfigurable() throws {
        let data = try JPEGFixtures.bytes("ycc420-48x32.jpg")
        let limit = DecodeLimits(maxPixels: 48 * 32 - 1)
        #expect(throws: CodecError.tooLarge(width: 48, height: 32, limit: 48 * 32 - 1)) {
            try codec.decode(data, limits: limit)
        }
        #expect(throws: CodecError.tooLarge(width: 48, height: 32, limit: 48 * 32 - 1)) {
            try codec.mirror(data, options: MirrorOptions(limits: limit))
        }
        #expect(try codec.decode(data, limits: DecodeLimits(maxPixels: 48 * 32)).width == 48)
        // The header is read without a limit: it allocates nothing.
        #expect(try codec.header(of: withDimensions(data, width: 60_000, height: 60_000)).pixelCount == 3_600_000_000)
    }

    /// A flipped byte in the entropy-coded data: refused as malformed or truncated, or mirrored
    /// into a JPEG of the same size whose coefficients are the mirror of what the damaged file
    /// holds (libjpeg decodes corrupt Huffman data to something, and the mirror keeps it).
    @Test func corruptScanDataIsAnErrorOrAnExactMirrorNeverACrash() throws {
        let whole = try JPEGFixtures.bytes("ycc420-48x32.jpg")
        let scanStart = whole.count / 2
        var mirroredCount = 0
        for position in stride(from: scanStart, to: whole.count - 2, by: 53) {
            var data = whole
            data[position] ^= 0x5A
            do {
                let mirrored = try codec.mirror(data, options: .default)
                mirroredCount += 1
                #expect(mirrored.method == .lossless)
                #expect(try codec.header(of: mirrored.bytes) == codec.header(of: whole))
                for component in 0..<3 {
                    let before = try JPEGCoefficients.read(data, component: component)
                    #expect(
                        try JPEGCoefficients.read(mirrored.bytes, component: component)
                            == AssetMirrorTests.mirrored(before, vertical: false),
                        "byte \(position) flipped, component \(component)")
                }
            } catch {
                switch error {
                case .malformed, .truncated: break
                default: Issue.record("byte \(position) flipped: unexpected \(error)")
                }
            }
        }
        // libjpeg takes most such damage for pixels, so the mirror check is not idle.
        #expect(mirroredCount > 0)
    }

    /// `jpeg` with the width and height in its SOF0/SOF2 segment replaced.
    private func withDimensions(_ jpeg: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        var data = jpeg
        var index = 2
        while index + 9 < data.count, data[index] == 0xFF {
            let marker = data[index + 1]
            if marker == 0xC0 || marker == 0xC2 {
                data[index + 5] = UInt8(height >> 8)
                data[index + 6] = UInt8(height & 0xFF)
                data[index + 7] = UInt8(width >> 8)
                data[index + 8] = UInt8(width & 0xFF)
                return data
            }
            index += 2 + (Int(data[index + 2]) << 8 | Int(data[index + 3]))
        }
        Issue.record("no SOF0/SOF2 segment")
        return data
    }
}
