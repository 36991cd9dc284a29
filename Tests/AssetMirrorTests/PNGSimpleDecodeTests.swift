import AssetMirrorTestSupport
import CPNG
import Testing

@testable import AssetMirror

/// The fast path that decodes non-interlaced images without libpng gives exactly libpng's rows
/// and the original row filters, and declines every stream that libpng might judge otherwise.
@Suite struct PNGSimpleDecodeTests {
    static let nonInterlaced = PNGFixture.images.filter { !$0.contains("adam7") }

    @Test(arguments: nonInterlaced)
    func givesLibPNGsRowsAndEachRowsFilter(name: String) throws {
        let data = try PNGFixture.png(name)
        let (buffer, filters) = try Self.simpleDecode(data)
        #expect(buffer == (try PNGCodec().decode(data, limits: .default)))
        let stream = try PNGFile(data).zlibStream(in: data)
        #expect(
            filters
                == (try LibPNG.rowFilters(zlibStream: stream, rowBytes: buffer.packedBytesPerRow, height: buffer.height))
        )
    }

    /// Every filter type on every row, and all five in turn, for every pixel layout: the
    /// unfilter loops treat the first pixel of a row, and the first row, on their own.
    @Test(arguments: nonInterlaced)
    func undoesEveryFilterTypeAsLibPNGDoes(name: String) throws {
        let original = try PNGFixture.png(name)
        let pixels = try PNGCodec().decode(original, limits: .default)
        let header = try LibPNG.header(of: original)
        let rows = 0..<pixels.height
        var patterns: [[UInt8]] = (0...4).map { type in rows.map { _ in UInt8(type) } }
        patterns.append(rows.map { UInt8($0 % 5) })
        patterns.append(rows.map { UInt8(4 - $0 % 5) })
        for pattern in patterns {
            let stream = try LibPNG.deflate(pixels, header: header, rowFilters: pattern, level: 1)
            let png = try Self.png(like: original, zlibStream: stream)
            let (buffer, filters) = try Self.simpleDecode(png)
            #expect(filters == pattern, "\(name), filters \(pattern)")
            #expect(buffer == pixels, "\(name), filters \(pattern)")
            #expect(buffer == (try PNGCodec().decode(png, limits: .default)), "\(name), filters \(pattern)")
        }
    }

    /// The chunk reader's CRC-32 is PNG's (ISO 3309), also when continued from a previous value.
    @Test func checksumsAsPNGDoes() {
        var generator = SplitMix64(seed: 7)
        for count in [0, 1, 15, 16, 17, 63, 64, 65, 1000, 100_003] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let whole = bytes.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress, $0.count) }
            #expect(whole == PNGFixture.crc32(bytes), "\(count) bytes")
            let half = count / 2
            let continued = bytes.withUnsafeBufferPointer { buffer in
                cpng_crc32(cpng_crc32(0, buffer.baseAddress, half), buffer.baseAddress.map { $0 + half }, count - half)
            }
            #expect(continued == whole, "\(count) bytes in two pieces")
        }
    }

    /// gray1 is 13 pixels wide: each row's second byte ends in 3 bits that belong to no pixel.
    @Test func clearsTheBitsAfterAPackedRowsLastPixelAsLibPNGDoes() throws {
        let data = try PNGFixture.png("gray1")
        var rows = [UInt8]()
        for _ in 0..<7 { rows += [0, 0b1010_1010, 0b1010_1111] } // filter None, 13 pixels, 3 stray bits
        let png = try Self.png(like: data, zlibStream: Self.storedZlibStream(rows))
        let (buffer, filters) = try Self.simpleDecode(png)
        #expect(filters == [UInt8](repeating: 0, count: 7))
        #expect(buffer == (try PNGCodec().decode(png, limits: .default)))
        #expect(buffer.row(0).elementsEqual([0b1010_1010, 0b1010_1000]))
    }

    @Test func declinesAnUnknownFilterTypeExtraDataAndMissingRows() throws {
        let data = try PNGFixture.png("gray1")
        var rows = [UInt8]()
        for _ in 0..<7 { rows += [0, 0x55, 0x50] }
        #expect(try Self.simpleDecode(Self.png(like: data, zlibStream: Self.storedZlibStream(rows))).filters != nil)

        var unknownFilter = rows
        unknownFilter[3] = 5
        #expect(
            try Self.simpleDecode(Self.png(like: data, zlibStream: Self.storedZlibStream(unknownFilter))).filters == nil
        )
        let extraRow = rows + [0, 0, 0]
        #expect(try Self.simpleDecode(Self.png(like: data, zlibStream: Self.storedZlibStream(extraRow))).filters == nil)
        let afterTheStream = Self.storedZlibStream(rows) + [0]
        #expect(try Self.simpleDecode(Self.png(like: data, zlibStream: afterTheStream)).filters == nil)
        let missingRow = Array(rows.dropLast(3))
        let short = try Self.png(like: data, zlibStream: Self.storedZlibStream(missingRow))
        #expect(try Self.simpleDecode(short).filters == nil)
        // The mirror then takes libpng's verdict.
        #expect(
            CodecRejection { try PNGCodec().mirror(short, options: .default) }
                == CodecRejection(format: .png, stage: .imageData))
    }

    /// The rows and row filters the fast path gives for a whole file, or `nil` filters when it declines.
    static func simpleDecode(_ data: [UInt8]) throws -> (buffer: PixelBuffer, filters: [UInt8]?) {
        let file = try PNGFile(data)
        let header = try LibPNG.header(of: data)
        let format = try #require(PixelFormat(pngColorType: header.color_type, bitDepth: header.bit_depth))
        var buffer = PixelBuffer(width: Int(header.width), height: Int(header.height), format: format)
        let filters = try file.withZlibStream(in: data) { (stream) throws(CodecError) in
            try LibPNG.decodeSimple(zlibStream: stream, header: header, into: &buffer)
        }
        return (buffer, filters)
    }

    /// `original` with its image data replaced by one IDAT chunk holding `zlibStream`.
    static func png(like original: [UInt8], zlibStream: [UInt8]) throws -> [UInt8] {
        let file = try PNGFile(original)
        return PNGSplicer.splice(original, file: file, imageData: PNGFixture.encodeChunk("IDAT", zlibStream)[...]).bytes
    }

    /// A zlib stream holding `bytes` in one stored (uncompressed) block.
    static func storedZlibStream(_ bytes: [UInt8]) -> [UInt8] {
        precondition(bytes.count <= 0xFFFF)
        let length = UInt16(bytes.count)
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + bytes + PNGFixture.bigEndian(b << 16 | a)
    }
}
