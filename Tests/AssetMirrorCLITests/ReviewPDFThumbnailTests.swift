import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// A PDF whose SVG is too large for the review page (an illustration holding a photograph) is
/// shown as a PNG thumbnail drawn by poppler and cairo, marked as one; a small drawing stays SVG.
@Suite(.enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"))
struct ReviewPDFThumbnailTests {
    /// A 512×384-point page covered by a 240×180-pixel picture (a gradient with 4 bits of noise in
    /// each sample, which no compressor shrinks much, so its SVG is about 100 KB, while two
    /// renderers' resampling of it agree; the picture fills the page, whose edges fall on whole
    /// pixels at 256 pixels, so no picture edge is drawn differently) and, over it, an arrow
    /// pointing left, so that a mirrored thumbnail shows.
    static func bigDrawing() -> [UInt8] {
        var noise = [UInt8](repeating: 0, count: 240 * 180 * 3)
        var state: UInt32 = 17
        for index in noise.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            let x = index / 3 % 240
            noise[index] = UInt8(x * (index % 3 == 0 ? 200 : 100) / 240 + Int(state >> 28))
        }
        let content = Array(
            "q 512 0 0 384 0 0 cm /Im1 Do Q 0.8 0.1 0.1 rg 40 200 m 240 360 l 240 40 l h f\n".utf8)
        let objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Array(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 512 384] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>"
                    .utf8),
            Array("<< /Length \(content.count) >>\nstream\n".utf8) + content + Array("\nendstream".utf8),
            Array(
                "<< /Type /XObject /Subtype /Image /Width 240 /Height 180 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length \(noise.count) >>\nstream\n"
                    .utf8) + noise + Array("\nendstream".utf8),
        ]
        return PDFFile.assembled(objects)
    }

    @Test func aBigDrawingIsAMarkedThumbnailThatMatchesPopplerAndASmallOneStaysSVG() throws {
        let workspace = try ReviewCommandTests.demoWorkspace()
        let big = Self.bigDrawing()
        let small = try [UInt8](
            Data(
                contentsOf: TestAssets.repositoryRoot.appendingPathComponent(
                    "TestAssets/Catalogs/Demo.xcassets/Navigation/disclosure.imageset/disclosure.pdf")))
        for (name, pdf) in [("bigdrawing", big), ("smalldrawing", small)] {
            let folder = "Demo.xcassets/\(name).imageset"
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            try workspace.write("\(folder)/\(name).pdf", Data(pdf))
            try workspace.write(
                "\(folder)/Contents.json",
                Data(
                    """
                    {"images":[{"filename":"\(name).pdf","idiom":"universal","language-direction":"left-to-right"}],\
                    "info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}
                    """.utf8))
        }
        #expect(try workspace.run("review", "Demo.xcassets", "-o", "one.html", "--quiet", "--jobs", "1").status == 0)
        #expect(try workspace.run("review", "Demo.xcassets", "-o", "four.html", "--quiet", "--jobs", "4").status == 0)
        let page = try workspace.contents("one.html")
        #expect(page == (try workspace.contents("four.html")), "the page differs between --jobs 1 and 4")
        let html = try #require(String(data: page, encoding: .utf8))

        #expect(ReviewPDFRenderingTests.embeddedSVG(of: "smalldrawing", in: html) != nil)
        #expect(ReviewPDFRenderingTests.embeddedSVG(of: "bigdrawing", in: html) == nil)
        let png = try #require(Self.embeddedPNG(of: "bigdrawing", in: html), "bigdrawing has no PNG on the page")
        #expect(html.contains("thumbnail: drawn at 256×192 px from its 512×384 pt page"))

        let thumbnail = try ReviewPDFRenderingTests.opaqueRGB(PNGCodec().decodeRGBA8(png, limits: .default))
        let poppler = try ReviewPDFRenderingTests.opaqueRGB(VectorRenderer.render(pdf: big, scaleTo: 256))
        #expect(thumbnail.width == 256 && thumbnail.height == 192)
        #expect(thumbnail.width == poppler.width && thumbnail.height == poppler.height)
        let differing = ReviewPDFRenderingTests.differingShare(thumbnail, poppler)
        #expect(differing <= ReviewPDFRenderingTests.share, "\(differing * 100)% of pixels differ")
        #expect(ReviewPDFRenderingTests.differingShare(poppler.mirrored(), poppler) > ReviewPDFRenderingTests.share * 5)
    }

    /// The PNG the page embeds for the set called `name` (its first file's style rule).
    static func embeddedPNG(of name: String, in html: String) -> [UInt8]? {
        guard let heading = html.range(of: "-name\">\(name)</h2>"),
            let id = html[..<heading.lowerBound].range(of: "id=\"set-", options: .backwards)
        else { return nil }
        let number = html[id.upperBound..<heading.lowerBound]
        let rule = ".f\(number)-0{background-image:url(\"data:image/png;base64,"
        guard let start = html.range(of: rule), let end = html[start.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return Data(base64Encoded: String(html[start.upperBound..<end])).map { [UInt8]($0) }
    }
}
