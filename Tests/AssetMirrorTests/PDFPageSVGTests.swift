import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// poppler and cairo drawing a PDF's first page as an SVG (the review page's PDFs), and what
/// stops them. How the SVG looks beside poppler's own rendering is pinned through the page, by
/// `ReviewPDFRenderingTests`.
@Suite(.enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"))
struct PDFPageSVGTests {
    /// The page as displayed: CropBox within MediaBox, turned by /Rotate; unitless width and height.
    @Test(arguments: [
        ("simple.pdf", 48.0, 32.0, 1), ("rotate-90.pdf", 32.0, 48.0, 1), ("cropbox.pdf", 48.0, 32.0, 1),
        ("multipage.pdf", 48.0, 32.0, 4),
    ])
    func drawsPageOneAsDisplayed(name: String, width: Double, height: Double, pages: Int) throws {
        let drawing = try PDFPageSVG.draw(try VectorFixtures.pdf(name), maxBytes: 1 << 20)
        #expect(drawing.width == width && drawing.height == height && drawing.pageCount == pages)
        #expect(drawing.svg.contains("width=\"\(Int(width))\" height=\"\(Int(height))\""))
        #expect(SVGSanitizer.sanitized(Array(drawing.svg.utf8)) != nil)
    }

    @Test func refusesAnEncryptedOrBrokenFileWithPopplersReason() throws {
        #expect(throws: PDFPageSVG.Refusal.unreadable(.encrypted(.pdf, detail: "Document is encrypted"))) {
            try PDFPageSVG.draw(try VectorFixtures.pdf("encrypted-password.pdf"), maxBytes: 1 << 20)
        }
        #expect(throws: PDFPageSVG.Refusal.unreadable(.malformed(.pdf, message: "PDF document is damaged"))) {
            try PDFPageSVG.draw(try VectorFixtures.pdf("garbage.pdf"), maxBytes: 1 << 20)
        }
    }

    @Test func stopsAtTheSVGLimit() throws {
        let input = try VectorFixtures.pdf("simple.pdf")
        let size = try PDFPageSVG.draw(input, maxBytes: 1 << 20).svg.utf8.count
        #expect(throws: PDFPageSVG.Refusal.svgTooLarge(limit: size - 1)) {
            try PDFPageSVG.draw(input, maxBytes: size - 1)
        }
        #expect(try PDFPageSVG.draw(input, maxBytes: size).svg.utf8.count == size)
    }

    /// A few hundred bytes that would keep poppler busy for hours (and qpdf's budgets pass):
    /// stopped by the child's CPU or wall-clock limit, and the caller goes on.
    @Test(arguments: ["self-drawing-forms.pdf", "huge-image.pdf"])
    func stopsADrawingThatPassesItsBudget(name: String) throws {
        let input = try VectorFixtures.pdf(name)
        _ = try PDFCodec().mirror(input, options: .default)
        #expect {
            try PDFPageSVG.draw(input, maxBytes: 1 << 20)
        } throws: { error in
            guard case .tooCostly(let detail) = error as? PDFPageSVG.Refusal else { return false }
            return detail.hasPrefix("drawing page 1 ")
        }
    }
}
