import AssetMirrorTestSupport
import CPNG
import Testing

@testable import AssetMirror

/// The PNG codec inflates into, and filters over, the pixel buffer itself, so that a large image
/// is never held twice. The filtered stream and the pixel rows overlap in memory, each written
/// while the other is still being read; these tests pin both directions against a plain
/// reference, on the layouts where the overlap is tightest (rows with no padding, one row,
/// every filter on every row) and where it is loosest (the most padding a row can have).
@Suite struct PNGInPlaceRowsTests {
    /// Widths chosen per format so that some rows have no padding (`bytesPerRow` equal to the
    /// packed row) and others 15 bytes of it, the most ``PixelBuffer/rowAlignment`` allows.
    static let layouts: [(PixelFormat, colorType: Int32, depth: Int32, widths: [Int])] = [
        (.gray1, 0, 1, [1, 128, 129]),
        (.indexed4, 3, 4, [3, 32]),
        (.gray8, 0, 8, [1, 16, 17]),
        (.grayAlpha8, 4, 8, [8, 9]),
        (.rgb8, 2, 8, [16, 21]),
        (.rgba8, 6, 8, [4, 5]),
        (.rgb16, 2, 16, [8, 3]),
        (.rgba16, 6, 16, [2, 3]),
    ]
    static let heights = [1, 2, 7]

    @Test func filtersOverThePixelsExactlyAsAFreshBufferWouldHoldThem() throws {
        try Self.forEachLayout(seed: 41) { pixels, header, pattern in
            let made = try LibPNG.withFilteredRows(copy pixels, header: header, rowFilters: pattern) {
                (stream) throws(CodecError) in Array(stream)
            }
            #expect(
                made == Self.referenceFilteredStream(pixels, filters: pattern),
                "\(pixels.format) \(pixels.width)×\(pixels.height) \(pattern)")
        }
    }

    @Test func inflatesAndUnfiltersIntoTheBufferItselfAsLibPNGDecodes() throws {
        try Self.forEachLayout(seed: 43) { pixels, header, pattern in
            let stream = try LibPNG.deflate(pixels, header: header, rowFilters: pattern, level: 1)
            var buffer = PixelBuffer(
                width: pixels.width, height: pixels.height, format: pixels.format,
                spareBytes: LibPNG.spareBytes(forHeight: pixels.height))
            let filters = try stream.withUnsafeBufferPointer { (zlib) throws(CodecError) in
                try LibPNG.decodeSimple(zlibStream: zlib, header: header, into: &buffer)
            }
            let shape = "\(pixels.format) \(pixels.width)×\(pixels.height) \(pattern)"
            #expect(filters == pattern, "\(shape)")
            #expect(buffer == pixels, "\(shape)") // padding included: it must be zeroed again
        }
    }

    /// Calls `body` with random pixels of every layout, width and height above, their header,
    /// and each filter pattern.
    static func forEachLayout(seed: UInt64, _ body: (PixelBuffer, cpng_header, [UInt8]) throws -> Void) throws {
        var generator = SplitMix64(seed: seed)
        for (format, colorType, depth, widths) in layouts {
            for width in widths {
                for height in heights {
                    let pixels = randomBuffer(width: width, height: height, format: format, using: &generator)
                    let header = header(
                        width: width, height: height, colorType: colorType, depth: depth, format: format)
                    for pattern in filterPatterns(height: height) { try body(pixels, header, pattern) }
                }
            }
        }
    }

    /// A declined stream has already been inflated over the rows; libpng, which decodes it next,
    /// expects them zero-filled, as they were.
    @Test func leavesTheRowsZeroFilledWhenItDeclines() throws {
        let (width, height) = (5, 3)
        let header = Self.header(width: width, height: height, colorType: 6, depth: 8, format: .rgba8)
        var generator = SplitMix64(seed: 47)
        let pixels = Self.randomBuffer(width: width, height: height, format: .rgba8, using: &generator)
        var filtered = Self.referenceFilteredStream(pixels, filters: [1, 2, 3])
        filtered[1 + pixels.packedBytesPerRow] = 7 // the second row's filter type: no such filter
        let stream = try filtered.withUnsafeBytes { (bytes) throws(CodecError) in try LibPNG.deflate(bytes, level: 1) }
        var buffer = PixelBuffer(
            width: width, height: height, format: .rgba8, spareBytes: LibPNG.spareBytes(forHeight: height))
        let filters = try stream.withUnsafeBufferPointer { (zlib) throws(CodecError) in
            try LibPNG.decodeSimple(zlibStream: zlib, header: header, into: &buffer)
        }
        #expect(filters == nil)
        #expect(buffer.storage == [UInt8](repeating: 0, count: buffer.bytesPerRow * height))
    }

    /// Filtering consumes a copy: the caller's buffer, and any buffer sharing its memory, keep
    /// their pixels.
    @Test func leavesACallersBufferAsItWas() throws {
        var generator = SplitMix64(seed: 53)
        let pixels = Self.randomBuffer(width: 7, height: 4, format: .rgb8, using: &generator)
        let before = pixels.storage
        let header = Self.header(width: 7, height: 4, colorType: 2, depth: 8, format: .rgb8)
        _ = try LibPNG.deflate(pixels, header: header, rowFilters: [4, 4, 4, 4], level: 1)
        #expect(pixels.storage == before)
    }

    static func filterPatterns(height: Int) -> [[UInt8]] {
        let rows = 0..<height
        return (0...4).map { type in rows.map { _ in UInt8(type) } } + [rows.map { UInt8(4 - $0 % 5) }]
    }

    static func header(width: Int, height: Int, colorType: Int32, depth: Int32, format: PixelFormat) -> cpng_header {
        cpng_header(
            width: UInt32(width), height: UInt32(height), bit_depth: depth, color_type: colorType, interlace_method: 0,
            channels: Int32(format.bitsPerPixel) / depth)
    }

    /// Random pixels; the bits after a packed row's last pixel stay zero, as decoders leave them.
    static func randomBuffer(width: Int, height: Int, format: PixelFormat, using generator: inout SplitMix64)
        -> PixelBuffer
    {
        let rowBytes = format.bytesPerRow(width: width)
        let spareBits = rowBytes * 8 - width * format.bitsPerPixel
        var rows: [UInt8] = []
        for _ in 0..<height {
            var row = (0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &generator) }
            row[rowBytes - 1] &= UInt8(truncatingIfNeeded: 0xFF << spareBits)
            rows += row
        }
        return PixelBuffer(width: width, height: height, format: format, packedRows: rows)
    }

    /// The PNG specification's filters (section 9), written out byte by byte.
    static func referenceFilteredStream(_ pixels: PixelBuffer, filters: [UInt8]) -> [UInt8] {
        let rowBytes = pixels.packedBytesPerRow
        let distance = max(1, pixels.format.bitsPerPixel / 8)
        var stream: [UInt8] = []
        var above = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<pixels.height {
            let row = Array(pixels.row(y))
            stream.append(filters[y])
            for i in 0..<rowBytes {
                let a = i >= distance ? Int(row[i - distance]) : 0
                let b = Int(above[i])
                let c = i >= distance ? Int(above[i - distance]) : 0
                let prediction: Int
                switch filters[y] {
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: prediction = 0
                }
                stream.append(UInt8(truncatingIfNeeded: Int(row[i]) - prediction))
            }
            above = row
        }
        return stream
    }
}
