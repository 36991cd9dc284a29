import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// ``ReviewPageRenderer`` on several workers: thumbnails and PDF drawings are made at once, the
/// page is the same byte for byte, and the `--max-…` budgets reach them.
@Suite struct ReviewPageJobsTests {
    /// PDFs that draw (plain, turned, cropped, compressed) or are refused (encrypted, damaged),
    /// and PNGs that are shrunk or embedded, each in a "Left to Right, Mirrors" set.
    static let pdfs = ["simple", "rotate-90", "cropbox", "encrypted", "garbage", "flate", "object-streams"]

    static func page(_ folder: TemporaryFolder) throws -> ReviewPage {
        var files: [(set: String, file: String, bytes: [UInt8])] = try pdfs.map {
            ($0, "\($0).pdf", try TestAssetsFolder.contents("PDF/\($0).pdf"))
        }
        files += [
            ("hero", "hero.png", ReviewThumbnailTests.png(width: 1100, height: 300)),
            ("square", "square.png", ReviewThumbnailTests.png(width: 600, height: 600)),
            ("icon", "icon.png", ReviewThumbnailTests.png(width: 24, height: 24)),
            ("zeros", "zeros.pdf", DecompressionBomb.pdf(streamZeros: [4096])),
        ]
        for (set, file, bytes) in files {
            try folder.write(
                "A.xcassets/\(set).imageset/Contents.json",
                Array(
                    #"{"images":[{"filename":"\#(file)","idiom":"universal","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1}}"#
                        .utf8))
            try folder.write("A.xcassets/\(set).imageset/\(file)", bytes)
        }
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        return ReviewPage(catalogs: [catalog], configurations: [Configuration()], groups: [], findings: [])
    }

    @Test func fourWorkersWriteTheSamePageAsOne() throws {
        let folder = try TemporaryFolder()
        let page = try Self.page(folder)
        let serial = ReviewPageRenderer.html(page, toolVersion: "1.0", jobs: 1)
        let parallel = ReviewPageRenderer.html(page, toolVersion: "1.0", jobs: 4)
        #expect(Array(parallel.utf8) == Array(serial.utf8))
        // The page holds what was made: drawings, thumbnails and refusals, not placeholders alone.
        #expect(serial.components(separatedBy: "{background-image:url(\"data:image/svg+xml;base64,").count - 1 == 6)
        #expect(serial.components(separatedBy: "<span class=\"downscaled\">").count - 1 == 2 * 2)
        #expect(serial.components(separatedBy: "tile placeholder").count - 1 == 2 * 2)

        let demo = try ReviewPageTests.demoPage()
        #expect(
            Array(ReviewPageRenderer.html(demo, toolVersion: "1.0", jobs: 4).utf8)
                == Array(ReviewPageRenderer.html(demo, toolVersion: "1.0", jobs: 1).utf8))
    }

    /// `--max-decompressed-bytes` holds a PDF's content streams, `--max-pixels` a thumbnail's
    /// decode: under small budgets the same files are refused, and the tile says why.
    @Test func theBudgetsReachThePDFsAndTheThumbnails() throws {
        let folder = try TemporaryFolder()
        let page = try Self.page(folder)
        let small = DecodeLimits(maxPixels: 100_000, maxDecompressedBytes: 16)
        let html = ReviewPageRenderer.html(page, toolVersion: "1.0", jobs: 2, limits: small)
        #expect(try Self.tiles(of: "zeros", in: html).contains("decompresses to more than 16 bytes"))
        let standard = ReviewPageRenderer.html(page, toolVersion: "1.0")
        #expect(try !Self.tiles(of: "zeros", in: standard).contains("decompresses to more than"))
        #expect(!html.contains("<span class=\"downscaled\">"))
        #expect(try Self.tiles(of: "hero", in: html).contains("tile placeholder"))
        #expect(try !Self.tiles(of: "icon", in: html).contains("placeholder"))
    }

    /// The markup of the set called `name`.
    static func tiles(of name: String, in html: String) throws -> Substring {
        let heading = try #require(html.range(of: "-name\">\(name)</h2>"))
        let rest = html[heading.upperBound...]
        return rest[..<(try #require(rest.range(of: "</article>"))).lowerBound]
    }
}
