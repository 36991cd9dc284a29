/// Page 1 of a PDF as a small PNG, drawn by poppler into a cairo image surface in the same
/// budgeted child process as ``PDFPageSVG`` (the same shim entry point, in its PNG mode): for a
/// drawing whose SVG is too large to embed, such as an illustration holding photographs.
///
/// The page is drawn as ``PDFPageSVG`` draws it (CropBox, `/Rotate`, no annotations,
/// transparent background), scaled so that its longer side is `side` pixels and its shorter
/// side rounded up, as `pdftoppm -scale-to` sizes its image; 8-bit RGBA, not premultiplied.
public struct PDFPageThumbnail: Sendable, Equatable {
    /// The PNG file.
    public var png: [UInt8]
    /// Page 1 as displayed, in points.
    public var width: Double
    public var height: Double

    /// Draws page 1 of `data` into a PNG whose longer side is `side` pixels, of at most
    /// `maxBytes` bytes; `helper` as for ``PDFPageSVG/draw(_:maxBytes:helper:)``.
    public static func draw(_ data: [UInt8], side: Int, maxBytes: Int, helper: PDFDrawingHelper? = nil)
        throws(PDFPageSVG.Refusal) -> PDFPageThumbnail
    {
        precondition(side > 0, "a thumbnail has at least one pixel")
        let drawn = try PDFPageSVG.drawInChild(data, maxBytes: maxBytes, pngSide: side, helper: helper)
        return PDFPageThumbnail(png: drawn.bytes, width: drawn.width, height: drawn.height)
    }
}
