import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// ``ReviewPageRenderer`` on several workers: thumbnails and PDF drawings are made at once, the
/// page is the same byte for byte, and the `--max-…` budgets reach them.
@Suite(.enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"))
struct ReviewPageJobsTests {
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
        return try page(folder, files: files)
    }

    /// A catalog of one "Left to Right, Mirrors" set per file, each named `set` and holding
    /// `bytes` as `file`.
    static func page(_ folder: TemporaryFolder, files: [(set: String, file: String, bytes: [UInt8])]) throws
        -> ReviewPage
    {
        for (set, file, bytes) in files {
            try folder.write(
                "A.xcassets/\(set).imageset/Contents.json",
                Array(
                    #"{"images":[{"filename":"\#(file)","idiom":"universal","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1}}"#
                        .utf8))
            try folder.write("A.xcassets/\(set).imageset/\(file)", bytes)
        }
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        return ReviewPage(catalogs: [catalog], configurations: [Configuration()], targetCatalogs: [], findings: [])
    }

    @Test func fourWorkersWriteTheSamePageAsOne() throws {
        let folder = try TemporaryFolder()
        let page = try Self.page(folder)
        let serial = ReviewPageRenderer.html(page, toolVersion: "1.0", jobs: 1)
        let parallel = ReviewPageRenderer.html(page, toolVersion: "1.0", jobs: 4)
        #expect(Array(parallel.utf8) == Array(serial.utf8))
        // The page holds what was made: drawings, thumbnails and refusals, not placeholders alone.
        #expect(serial.components(separatedBy: "{background-image:url(\"data:image/svg+xml,").count - 1 == 6)
        #expect(serial.components(separatedBy: "<span class=\"downscaled\">").count - 1 == 2 * 2)
        #expect(serial.components(separatedBy: "tile placeholder").count - 1 == 2 * 2)

        let demo = try ReviewPageTests.demoPage()
        #expect(
            Array(ReviewPageRenderer.html(demo, toolVersion: "1.0", jobs: 4).utf8)
                == Array(ReviewPageRenderer.html(demo, toolVersion: "1.0", jobs: 1).utf8))
    }

    /// Sets that hold the same PDF bytes, under other names, share one drawing (the simple page
    /// three times, the encrypted file, refused by qpdf, twice); a PDF of other bytes is drawn on
    /// its own, and damaged or vanished files are never drawn. Every source is the one the file
    /// makes alone, so the page is as before.
    @Test func samePDFBytesAreDrawnOnce() throws {
        let folder = try TemporaryFolder()
        let simple = try TestAssetsFolder.contents("PDF/simple.pdf")
        let garbage = try TestAssetsFolder.contents("PDF/garbage.pdf")
        let encrypted = try TestAssetsFolder.contents("PDF/encrypted.pdf")
        let page = try Self.page(
            folder,
            files: [
                ("back", "back.pdf", simple), ("forward", "forward.pdf", simple),
                ("turned", "turned.pdf", try TestAssetsFolder.contents("PDF/rotate-90.pdf")),
                ("disclosure", "disclosure.pdf", simple), ("bad", "bad.pdf", garbage),
                ("worse", "worse.pdf", garbage), ("locked", "locked.pdf", encrypted),
                ("sealed", "sealed.pdf", encrypted), ("gone", "gone.pdf", simple),
            ])
        try FileManager.default.removeItem(at: folder.url("A.xcassets/gone.imageset/gone.pdf"))
        let files = page.sets.flatMap(\.files)
        #expect(
            files.map(\.name).sorted() == [
                "back.pdf", "bad.pdf", "disclosure.pdf", "forward.pdf", "gone.pdf", "locked.pdf", "sealed.pdf",
                "turned.pdf", "worse.pdf",
            ])
        for jobs in [1, 3] {
            let batch = ReviewImageBatch(files, jobs: jobs, limits: .default)
            #expect(batch.pdfDrawings == 3)
            #expect(batch.sources == files.map { ReviewImageSource.make(for: $0) })
        }
        let html = ReviewPageRenderer.html(page, toolVersion: "1.0", jobs: 2)
        let uris = try ["back", "forward", "disclosure", "turned"].map { name in
            let number = try #require(page.sets.firstIndex { $0.name == name })
            let rule = try #require(html.range(of: ".f\(number)-0{background-image:url(\""))
            return html[rule.upperBound...].prefix { $0 != "\"" }
        }
        #expect(uris[0].hasPrefix("data:image/svg+xml,"))
        #expect(uris[1] == uris[0] && uris[2] == uris[0] && uris[3] != uris[0])
        #expect(try Self.tiles(of: "gone", in: html).contains("tile placeholder"))
        #expect(try Self.tiles(of: "sealed", in: html).contains("encrypted"))
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
