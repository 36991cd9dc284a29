import CPoppler

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

        public var description: String {
            switch self {
            case .unreadable(let error): "\(error)"
            case .svgTooLarge(let limit): "page 1 makes more than \(limit) bytes of SVG"
            case .tooCostly(let detail): detail
            }
        }
    }

    /// Draws page 1 of `data` into at most `maxBytes` bytes of SVG, in a child process started by
    /// `helper` (by default the one set with ``PDFDrawingHelper/drawEveryPDF(through:)``), else
    /// forked from this process; the drawing is the same either way.
    public static func draw(_ data: [UInt8], maxBytes: Int, helper: PDFDrawingHelper? = nil) throws(Refusal)
        -> PDFPageSVG
    {
        let (bytes, page) = try drawInChild(data, maxBytes: maxBytes, pngSide: 0, helper: helper)
        return PDFPageSVG(
            svg: String(decoding: bytes, as: UTF8.self), pageCount: Int(page.page_count), width: page.width,
            height: page.height)
    }

    /// What the shim's child returned (an SVG document, or a PNG file when `pngSide` is over 0)
    /// and the page it drew.
    static func drawInChild(_ data: [UInt8], maxBytes: Int, pngSide: Int, helper: PDFDrawingHelper?) throws(Refusal)
        -> ([UInt8], cpoppler_page)
    {
        var page = cpoppler_page()
        var message = [CChar](repeating: 0, count: 512)
        var output: UnsafeMutablePointer<CChar>?
        var outputSize = 0
        let status = data.withUnsafeBufferPointer { bytes in
            cpoppler_page_svg_in(
                helper?.handle ?? cpoppler_helper_default(), bytes.baseAddress, bytes.count, maxBytes, pngSide,
                &output, &outputSize, &page, &message, message.count)
        }
        withExtendedLifetime(helper) {}
        defer { cpoppler_free(output) }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case CPOPPLER_OK: break
        case CPOPPLER_OVER_BUDGET: throw .svgTooLarge(limit: maxBytes)
        case CPOPPLER_ENCRYPTED: throw .unreadable(.encrypted(.pdf, detail: text))
        case CPOPPLER_MALFORMED: throw .unreadable(.malformed(.pdf, message: text))
        default: throw .tooCostly(detail: text)
        }
        guard let output else { throw .tooCostly(detail: "cairo wrote nothing") }
        let bytes = output.withMemoryRebound(to: UInt8.self, capacity: outputSize) {
            Array(UnsafeBufferPointer(start: $0, count: outputSize))
        }
        return (bytes, page)
    }
}
