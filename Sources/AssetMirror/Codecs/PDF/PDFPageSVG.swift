/// Page 1 of a PDF as an SVG document, drawn by poppler into cairo's SVG surface (the
/// `CPoppler` shim), so that a PDF asset stays vector where only SVG can be shown (the review
/// page).
///
/// The page is drawn as Core Graphics draws a PDF asset: its CropBox within its MediaBox,
/// turned by its `/Rotate`, without annotations, on a transparent background. The SVG's width
/// and height are that box in points, written without a unit, so that a browser takes a point
/// for a CSS pixel, as it takes an SVG asset's size. Text is drawn as glyph outlines and images
/// as embedded PNGs.
///
/// poppler has no budget of its own, so the shim draws in a child process held to 2 seconds of
/// CPU, 6 seconds in all and (on Linux) 512 MiB of memory, and stops reading its SVG at the
/// caller's limit. Run it only on a file that has passed the PDF adapter's own budget
/// (``PDFCodec``, whose content streams are held to ``DecodeLimits/maxDecompressedBytes``).
public struct PDFPageSVG: Sendable, Equatable {
    /// Whether this build draws PDFs: the package trait `PDFDrawing` (poppler and cairo), on by
    /// default. Without it every drawing is refused with ``Refusal/notBuilt``.
    public static let drawsPDF = PopplerShim.isBuilt

    /// The SVG document, UTF-8.
    public var svg: String
    /// Pages in the file; only the first is drawn (an asset catalog's PDF has one).
    public var pageCount: Int
    /// Page 1 as displayed, in points.
    public var width: Double
    public var height: Double

    /// Why a page was not drawn.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// poppler could not read the file (damaged, encrypted, no page).
        case unreadable(CodecError)
        /// The SVG would be longer than `limit` bytes.
        case svgTooLarge(limit: Int)
        /// Drawing passed its time or memory budget, or could not start; `detail` says which.
        case tooCostly(detail: String)
        /// This build draws no PDF: it was built without the package trait `PDFDrawing`
        /// (``PopplerShim``).
        case notBuilt

        public var description: String {
            switch self {
            case .unreadable(let error): "\(error)"
            case .svgTooLarge(let limit): "page 1 makes more than \(limit) bytes of SVG"
            case .tooCostly(let detail): detail
            case .notBuilt: "this build draws no PDF (built without the PDFDrawing trait; see docs/install.md)"
            }
        }
    }

    /// Draws page 1 of `data` into at most `maxBytes` bytes of SVG, in a child process started by
    /// `helper` (by default the one set with ``PDFDrawingHelper/drawEveryPDF(through:)``), else
    /// forked from this process; the drawing is the same either way.
    public static func draw(_ data: [UInt8], maxBytes: Int, helper: PDFDrawingHelper? = nil) throws(Refusal)
        -> PDFPageSVG
    {
        let drawn = try drawInChild(data, maxBytes: maxBytes, pngSide: 0, helper: helper)
        return PDFPageSVG(
            svg: String(decoding: drawn.bytes, as: UTF8.self), pageCount: drawn.pageCount, width: drawn.width,
            height: drawn.height)
    }

    /// What the shim's child returned (an SVG document, or a PNG file when `pngSide` is over 0)
    /// and the page it drew.
    static func drawInChild(_ data: [UInt8], maxBytes: Int, pngSide: Int, helper: PDFDrawingHelper?) throws(Refusal)
        -> PopplerShim.Output
    {
        defer { withExtendedLifetime(helper) {} }
        return try PopplerShim.draw(data, maxBytes: maxBytes, pngSide: pngSide, helper: helper?.handle)
    }
}
