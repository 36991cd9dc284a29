import CPNG
import Testing

@testable import AssetMirror

/// Row filter types: read from a file's image data, and written row by row on request.
@Suite struct PNGRowFilterTests {
    /// The filter types `Scripts/make-png-fixtures` wrote into `*-filters.png`, top to bottom.
    static let fixtureFilters: [UInt8] = [0, 1, 2, 3, 4, 1, 2]

    @Test(arguments: ["rgb8-filters", "indexed8-filters"])
    func readsEachRowsFilterType(name: String) throws {
        let data = try PNGFixture.png(name)
        let file = try PNGFile(data)
        let header = try PNGCodec().header(of: data)
        let filters = try LibPNG.rowFilters(
            zlibStream: file.zlibStream(in: data), rowBytes: header.pixelFormat!.bytesPerRow(width: header.width),
            height: header.height)
        #expect(filters == Self.fixtureFilters)
    }

    @Test func writesTheFilterAskedForEachRowAfterTheFirst() throws {
        let data = try PNGFixture.png("rgb8-filters")
        let buffer = try PNGCodec().decode(data, limits: .default)
        let header = try LibPNG.header(of: data)
        let wanted: [UInt8] = [0, 4, 3, 2, 1, 0, 4]
        let png = try wanted.withUnsafeBufferPointer { (rows) throws(CodecError) in
            let settings = cpng_encode_settings(
                level: 9, strategy: 0, filters: CPNG_FILTERS_NONE, row_filters: rows.baseAddress)
            return try LibPNG.encode(buffer, header: header, settings: settings)
        }
        let file = try PNGFile(png)
        let written = try LibPNG.rowFilters(zlibStream: file.zlibStream(in: png), rowBytes: 39, height: 7)
        // libpng picks row 0's filter itself: it settles the filter buffers before the first row.
        #expect(written.dropFirst() == wanted.dropFirst())
        #expect(try PNGCodec().decode(png, limits: .default) == buffer)
    }

    @Test func shortImageDataIsTruncated() throws {
        let data = try PNGFixture.png("rgb8-filters")
        let file = try PNGFile(data)
        #expect(throws: CodecError.truncated(.png, detail: "the image data ends before its last row")) {
            try LibPNG.rowFilters(zlibStream: file.zlibStream(in: data), rowBytes: 39, height: 8)
        }
    }
}
