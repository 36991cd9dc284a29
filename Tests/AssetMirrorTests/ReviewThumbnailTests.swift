import Foundation
import Testing

@testable import AssetMirror

/// Large rasters on the review page: shrunk by area averaging (alpha premultiplied), marked,
/// and re-encoded; small ones embedded as their bytes. Expected pixels are computed here from
/// the formula that made the source, not by the code under test.
@Suite struct ReviewThumbnailTests {
    // MARK: - The box filter, on hand-written buffers

    /// 3×3 RGBA by 2: four blocks of 4, 2, 2 and 1 pixels; a transparent pixel's colour does not count.
    @Test func rgbaBlocksAverageWeightedByAlpha() {
        let source = PixelBuffer(
            width: 3, height: 3, format: .rgba8,
            packedRows: [
                255, 0, 0, 255, 0, 0, 255, 0, 10, 20, 30, 40,
                0, 255, 0, 128, 0, 0, 0, 0, 50, 60, 70, 80,
                1, 2, 3, 255, 200, 100, 50, 51, 9, 9, 9, 9,
            ])
        let small = source.downscaled(by: 2)
        #expect(small.width == 2 && small.height == 2)
        // Top left: red at 255 and green at 128 over four pixels; alpha (255+128)/4 = 95.75.
        // Red (255*255)/383 = 169.77, green (255*128)/383 = 85.22.
        #expect(small.pixel(x: 0, y: 0) == 0xAA55_0060)
        // Top right: (10,20,30)@40 and (50,60,70)@80 → colour (10*40+50*80)/120 etc., alpha 60.
        #expect(small.pixel(x: 1, y: 0) == UInt64(37) << 24 | UInt64(47) << 16 | UInt64(57) << 8 | 60)
        // Bottom left: (1,2,3)@255 and (200,100,50)@51 → red (255+10200)/306 = 34.17, alpha 153.
        #expect(small.pixel(x: 0, y: 1) == UInt64(34) << 24 | UInt64(18) << 16 | UInt64(11) << 8 | 153)
        #expect(small.pixel(x: 1, y: 1) == 0x0909_0909)
    }

    @Test func fullyTransparentBlocksAreTransparentBlack() {
        let source = PixelBuffer(width: 2, height: 1, format: .rgba8, packedRows: [255, 255, 255, 0, 9, 9, 9, 0])
        #expect(source.downscaled(by: 2).pixel(x: 0, y: 0) == 0)
    }

    /// Grey without alpha: plain means, rounded half up; width 1 and a factor larger than the image.
    @Test(arguments: [
        (5, 1, 2, [10, 20, 30, 41, 7], [15, 36, 7]),
        (1, 3, 2, [1, 2, 255], [2, 255]),
        (3, 1, 4, [1, 2, 4], [2]),
    ])
    func greyMeansRoundHalfUp(width: Int, height: Int, factor: Int, samples: [Int], expected: [Int]) {
        let source = PixelBuffer(width: width, height: height, format: .gray8, packedRows: samples.map(UInt8.init))
        let small = source.downscaled(by: factor)
        #expect(small.packedRows == expected.map(UInt8.init))
    }

    // MARK: - On the page

    /// A source pixel, by position: every channel varies, and alpha reaches 0.
    static func sourcePixel(x: Int, y: Int) -> [Int] {
        [x % 256, (y * 3) % 256, (x + 2 * y) % 256, (x / 2 + y) % 64 == 0 ? 0 : (x + y) % 200 + 56]
    }

    /// An RGBA PNG of `width`×`height` pixels of ``sourcePixel(x:y:)``, written without the
    /// code under test: filter 0 rows in stored (uncompressed) deflate blocks.
    static func png(width: Int, height: Int) -> [UInt8] {
        var rows: [UInt8] = []
        rows.reserveCapacity((4 * width + 1) * height)
        for y in 0..<height {
            rows.append(0)
            for x in 0..<width { rows += sourcePixel(x: x, y: y).map(UInt8.init) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in rows {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        var offset = 0
        repeat {
            let length = min(0xFFFF, rows.count - offset)
            let last: UInt8 = offset + length == rows.count ? 1 : 0
            let count = UInt16(length)
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8)]
            zlib += rows[offset..<offset + length]
            offset += length
        } while offset < rows.count
        zlib += PNGFixture.bigEndian(b << 16 | a)
        let ihdr = PNGFixture.bigEndian(UInt32(width)) + PNGFixture.bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        return PNGFile.signature + PNGFixture.encodeChunk("IHDR", ihdr) + PNGFixture.encodeChunk("IDAT", zlib)
            + PNGFixture.encodeChunk("IEND", [])
    }

    /// The area average of the source over a block, alpha-weighted, in doubles.
    static func expectedPixel(x: Int, y: Int, factor: Int, width: Int, height: Int) -> UInt64 {
        var sums = [Double](repeating: 0, count: 4)
        var count = 0.0
        for sy in y * factor..<min(height, (y + 1) * factor) {
            for sx in x * factor..<min(width, (x + 1) * factor) {
                let pixel = sourcePixel(x: sx, y: sy).map(Double.init)
                for channel in 0..<3 { sums[channel] += pixel[channel] * pixel[3] }
                sums[3] += pixel[3]
                count += 1
            }
        }
        let alpha = (sums[3] / count).rounded(.toNearestOrAwayFromZero)
        let colour = (0..<3).map { sums[3] == 0 ? 0 : (sums[$0] / sums[3]).rounded(.toNearestOrAwayFromZero) }
        return (colour + [alpha]).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The page of a catalog holding `hero` (a 1,100×300 PNG: wider than 1,024 pixels) and
    /// `square` (600×600, 1.4 MB: over 256 KiB) and `icon` (24×24), each in a "Left to Right,
    /// Mirrors" set.
    static func page(_ folder: TemporaryFolder) throws -> String {
        let files = [("hero", 1100, 300), ("square", 600, 600), ("icon", 24, 24)]
        for (name, width, height) in files {
            try folder.write(
                "A.xcassets/\(name).imageset/Contents.json",
                Array(
                    #"{"images":[{"filename":"\#(name).png","idiom":"universal","language-direction":"left-to-right","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
                        .utf8))
            try folder.write("A.xcassets/\(name).imageset/\(name).png", png(width: width, height: height))
        }
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        let page = ReviewPage(
            catalogs: [catalog], configurations: [Configuration()], targetCatalogs: [], findings: [])
        return ReviewPageRenderer.html(page, toolVersion: "1.0")
    }

    /// The bytes the page embeds for the file of the set called `name`.
    static func embedded(_ html: String, set name: String) throws -> [UInt8] {
        let number = try #require((0..<3).first { html.contains("<h2 id=\"set-\($0)-name\">\(name)</h2>") })
        let rule = try #require(html.range(of: ".f\(number)-0{background-image:url(\"data:image/png;base64,"))
        let end = try #require(html[rule.upperBound...].firstIndex(of: "\""))
        return [UInt8](try #require(Data(base64Encoded: String(html[rule.upperBound..<end]))))
    }

    @Test(arguments: [("hero", 1100, 300, 5, 220, 60), ("square", 600, 600, 3, 200, 200)])
    func aLargePNGIsEmbeddedAsItsAreaAverageAndMarked(
        name: String, width: Int, height: Int, factor: Int, smallWidth: Int, smallHeight: Int
    ) throws {
        let folder = try TemporaryFolder()
        let html = try Self.page(folder)
        let thumbnail = try PNGCodec().decode(try Self.embedded(html, set: name), limits: .default)
        #expect(thumbnail.width == smallWidth && thumbnail.height == smallHeight && thumbnail.format == .rgba8)
        for (x, y) in [(0, 0), (1, 0), (7, 3), (smallWidth - 1, smallHeight - 1), (smallWidth / 2, smallHeight - 1)] {
            #expect(
                thumbnail.pixel(x: x, y: y)
                    == Self.expectedPixel(x: x, y: y, factor: factor, width: width, height: height), "(\(x), \(y))")
        }
        #expect(
            html.contains(
                "<span class=\"downscaled\">downscaled from \(width)×\(height) to \(smallWidth)×\(smallHeight) px for this page; full size: <code>A.xcassets/\(name).imageset/\(name).png</code></span>"
            ))
    }

    @Test func aSmallPNGIsEmbeddedAsItsBytesAndNotMarked() throws {
        let folder = try TemporaryFolder()
        let html = try Self.page(folder)
        #expect(try Self.embedded(html, set: "icon") == Self.png(width: 24, height: 24))
        // hero and square are marked under both their images; icon is not.
        #expect(html.components(separatedBy: "<span class=\"downscaled\">").count == 1 + 4)
        #expect(!html.contains("full size: <code>A.xcassets/icon.imageset/icon.png</code>"))
    }

    /// A large JPEG stays a JPEG in its own colour space, shrunk.
    @Test func aLargeJPEGIsShrunkAsAJPEG() throws {
        let send = try TestAssetsFolder.contents("Catalogs/Demo.xcassets/Chat/send.imageset/send.jpg")
        let codec = JPEGCodec()
        let pixels = try codec.decode(send, limits: .default)
        var large = PixelBuffer(width: 1200, height: 64, format: pixels.format)
        large.withUnsafeMutableBytes { bytes in
            for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index / 97) }
        }
        let jpeg = try codec.encode(large, like: send, resized: true)
        let thumbnail = try ReviewThumbnail(jpeg, format: .jpeg)
        #expect((thumbnail.width, thumbnail.height) == (240, 13))
        #expect((thumbnail.originalWidth, thumbnail.originalHeight) == (1200, 64))
        let prefix = "data:image/jpeg;base64,"
        #expect(thumbnail.dataURI.hasPrefix(prefix))
        let bytes = [UInt8](try #require(Data(base64Encoded: String(thumbnail.dataURI.dropFirst(prefix.count)))))
        let header = try codec.header(of: bytes)
        #expect(header.width == 240 && header.height == 13 && header.pixelFormat == pixels.format)
    }
}
