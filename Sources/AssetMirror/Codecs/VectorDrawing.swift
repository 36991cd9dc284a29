/// A vector image (page 1 of a PDF) drawn into pixels, so that a rule can look at its drawing
/// rather than trust its name: `directional-name-fixed` asks whether mirroring changes it.
///
/// This is the one place that decides which vector formats this build can draw. A PDF is drawn
/// by poppler and cairo in a budgeted child process (``PDFPageThumbnail``), after qpdf has read
/// it within ``DecodeLimits/maxDecompressedBytes``, as the review page draws it; a build without
/// poppler (the package trait `PDFDrawing` off, ``PopplerShim``) draws none, and the rule falls
/// back to the name alone, saying so in the finding. An SVG is not drawn: the build has no SVG
/// rasteriser (see docs/real-projects.md for why none was added).
enum VectorDrawing {
    /// What came of asking for a drawing.
    enum Outcome {
        /// Page 1 as 8-bit RGBA, transparent where it draws nothing, its longer side ``side``.
        case drawn(PixelBuffer)
        /// Why there is no drawing to look at, as the end of a sentence ("this build draws no SVG").
        case notDrawn(String)
    }

    /// The longer side of a drawing, in pixels: a 24-point glyph at 4x, fine enough that an
    /// arrow's head is dozens of pixels and an anti-aliased edge a few.
    static let side = 96

    /// The most bytes of PNG a drawing may come back as (a 96-pixel RGBA image is 36 KiB raw).
    static let maxPNGBytes = 1 << 20

    /// `bytes`, a file of `format`, drawn; only a PDF can be.
    static func draw(_ bytes: [UInt8], format: ImageFormat, limits: DecodeLimits) -> Outcome {
        switch format {
        case .pdf: drawPDF(bytes, limits: limits)
        case .svg: .notDrawn("this build draws no SVG")
        default: preconditionFailure("\(format) is not a vector format")
        }
    }

    /// Whether this build draws PDFs: the package trait `PDFDrawing` (``PopplerShim``).
    static let drawsPDF = PopplerShim.isBuilt

    private static func drawPDF(_ bytes: [UInt8], limits: DecodeLimits) -> Outcome {
        guard drawsPDF else { return .notDrawn("this build draws no PDF (built without the PDFDrawing trait)") }
        do {
            // qpdf first, within the budget: poppler has none of its own.
            _ = try PDFCodec().mirror(bytes, options: MirrorOptions(limits: limits, losslessOnly: false))
            let page = try PDFPageThumbnail.draw(bytes, side: side, maxBytes: maxPNGBytes)
            return .drawn(try PNGCodec().decode(page.png, limits: limits))
        } catch {
            return .notDrawn("it could not be drawn: \(error)")
        }
    }
}
