import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// The review page's PDFs, drawn as the page draws them, against poppler's own rendering.
///
/// The page carries each PDF's first page as an SVG that poppler drew into cairo. That SVG is
/// taken out of the page the binary wrote, rasterised by librsvg at 4× (a 24-point glyph zoomed
/// to 96 pixels), and compared with `pdftoppm -r 288` (4 × 72 dpi) of the same PDF: a different
/// renderer (Splash, not cairo), so edges differ by anti-aliasing and nothing else.
@Suite(.enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"))
struct ReviewPDFRenderingTests {
    /// Sets added to a copy of the demo catalog, each a left-to-right set (so it is on the page)
    /// with one PDF: the demo's own chevron, a page turned by `/Rotate 90`, a page whose
    /// CropBox shows part of its MediaBox.
    static let pdfs = [
        ("disclosure", "TestAssets/Catalogs/Demo.xcassets/Navigation/disclosure.imageset/disclosure.pdf"),
        ("rotated", "TestAssets/PDF/rotate-90.pdf"), ("cropped", "TestAssets/PDF/cropbox.pdf"),
    ]

    /// Anti-aliasing differs at edges: a pixel counts as different when a channel differs by
    /// more than this (of 255) …
    static let levels = 64
    /// … and at most this share of a page's pixels may.
    static let share = 0.01

    @Test(arguments: pdfs)
    func aPDFOnThePageMatchesPopplersRenderingAtFourTimes(name: String, path: String) throws {
        let workspace = try ReviewCommandTests.demoWorkspace()
        let pdf = try Data(contentsOf: TestAssets.repositoryRoot.appendingPathComponent(path))
        let folder = "Demo.xcassets/\(name).imageset"
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        try workspace.write("\(folder)/\(name).pdf", pdf)
        try workspace.write(
            "\(folder)/Contents.json",
            Data(
                """
                {"images":[{"filename":"\(name).pdf","idiom":"universal","language-direction":"left-to-right"}],\
                "info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}
                """.utf8))
        #expect(try workspace.run("review", "Demo.xcassets", "-o", "review.html", "--quiet").status == 0)
        let html = try #require(String(data: try workspace.contents("review.html"), encoding: .utf8))
        let svg = try #require(Self.embeddedSVG(of: name, in: html), "\(name) is not drawn on the page")

        let page = try Self.opaqueRGB(VectorRenderer.render(svg: svg, zoom: 4))
        let poppler = try Self.opaqueRGB(VectorRenderer.render(pdf: [UInt8](pdf), dpi: 288))
        #expect(page.width == poppler.width && page.height == poppler.height)
        let differing = Self.differingShare(page, poppler)
        #expect(differing <= Self.share, "\(name): \(differing * 100)% of pixels differ")
        // The comparison can tell: poppler's own page mirrored fails it.
        #expect(Self.differingShare(poppler.mirrored(), poppler) > Self.share * 5)
    }

    /// The SVG the page embeds for the set called `name`: its first file's style rule,
    /// `.f<set>-0{background-image:url("data:image/svg+xml,…")}`, percent-encoded.
    static func embeddedSVG(of name: String, in html: String) -> [UInt8]? {
        guard let heading = html.range(of: "-name\">\(name)</h2>"),
            let id = html[..<heading.lowerBound].range(of: "id=\"set-", options: .backwards)
        else { return nil }
        let number = html[id.upperBound..<heading.lowerBound]
        let rule = ".f\(number)-0{background-image:url(\"data:image/svg+xml,"
        guard let start = html.range(of: rule), let end = html[start.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return String(html[start.upperBound..<end]).removingPercentEncoding.map { Array($0.utf8) }
    }

    /// Red, green and blue, row by row, top-left first, with any alpha composed over white (as
    /// pdftoppm paints the page).
    struct RGB {
        var width: Int, height: Int, samples: [UInt8]

        func mirrored() -> RGB {
            var samples = samples
            for y in 0..<height {
                for x in 0..<width {
                    for c in 0..<3 {
                        samples[(y * width + x) * 3 + c] = self.samples[(y * width + width - 1 - x) * 3 + c]
                    }
                }
            }
            return RGB(width: width, height: height, samples: samples)
        }
    }

    static func opaqueRGB(_ image: PixelBuffer) throws -> RGB {
        try #require(image.format == .rgb8 || image.format == .rgba8, "\(image.format)")
        let channels = image.format == .rgba8 ? 4 : 3
        var samples: [UInt8] = []
        samples.reserveCapacity(image.width * image.height * 3)
        for y in 0..<image.height {
            let row = Array(image.row(y))
            for x in 0..<image.width {
                let alpha = channels == 4 ? Int(row[x * 4 + 3]) : 255
                for c in 0..<3 {
                    samples.append(UInt8((Int(row[x * channels + c]) * alpha + 255 * (255 - alpha) + 127) / 255))
                }
            }
        }
        return RGB(width: image.width, height: image.height, samples: samples)
    }

    /// The share of pixels of which a channel differs by more than ``levels``; 1 when the sizes differ.
    static func differingShare(_ a: RGB, _ b: RGB) -> Double {
        guard a.width == b.width, a.height == b.height, a.width * a.height > 0 else { return 1 }
        var count = 0
        for pixel in 0..<(a.width * a.height) {
            if (0..<3).contains(where: { abs(Int(a.samples[pixel * 3 + $0]) - Int(b.samples[pixel * 3 + $0])) > levels }
            ) {
                count += 1
            }
        }
        return Double(count) / Double(a.width * a.height)
    }
}
