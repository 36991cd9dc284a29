import Foundation

extension ReviewImageSource {
    /// A PDF's first page as an SVG (``PDFPageSVG``), sanitised as any SVG is and embedded as
    /// one, so that a 24-point glyph stays sharp when the page is zoomed. A right-to-left tile
    /// that the system mirrors at run time is the same SVG, flipped by the page's style.
    ///
    /// The file must first pass the PDF adapter's budget: it is at most ``embedLimit`` bytes, and
    /// qpdf reads it and mirrors it with each page's content held to `limits`
    /// (``DecodeLimits/maxDecompressedBytes``, `--max-decompressed-bytes`). Only then is the page drawn, into at most
    /// ``embedLimit`` bytes of SVG, by poppler in a child process with its own time and memory
    /// budget (``PDFPageSVG``). A page whose SVG would weigh more than
    /// ``ReviewThumbnail/drawingOverBytes`` on the page is drawn again, by the same kind of child,
    /// as a PNG thumbnail (``PDFPageThumbnail``) and marked as one.
    static func pdf(_ file: ReviewFile, limits: DecodeLimits) -> ReviewImageSource {
        do {
            return pdf(try FileContents.read(file.url.path), limits: limits)
        } catch {
            return .placeholder("\(error)")
        }
    }

    /// The source of a PDF whose bytes are `bytes`: it depends on the bytes and `limits` alone,
    /// never on the file's name or path, so files with the same bytes share one drawing
    /// (``make(for:jobs:limits:)``).
    static func pdf(_ bytes: [UInt8], limits: DecodeLimits) -> ReviewImageSource {
        guard bytes.count <= embedLimit else {
            return .placeholder(
                "Not drawn: \(bytes.count / (1 << 20)) MB, over the \(embedLimit >> 20) MB this page draws per PDF.")
        }
        let drawing: PDFPageSVG
        do {
            _ = try PDFCodec().mirror(bytes, options: MirrorOptions(limits: limits, losslessOnly: false))
            drawing = try PDFPageSVG.draw(bytes, maxBytes: embedLimit)
        } catch {
            return .placeholder("Not drawn: \(error).")
        }
        guard let safe = SVGSanitizer.sanitized(Array(drawing.svg.utf8)) else {
            return .placeholder("Not drawn: the SVG made from page 1 does not close.")
        }
        let uri = SVGDataURI.make(SVGWhitespace.withoutLayout(safe))
        guard uri.utf8.count > ReviewThumbnail.drawingOverBytes else { return .embedded(dataURI: uri) }
        do {
            let small = try PDFPageThumbnail.draw(bytes, side: ReviewThumbnail.thumbnailSide, maxBytes: embedLimit)
            return .thumbnail(ReviewThumbnail(drawing: small))
        } catch {
            return .placeholder("Not drawn: \(error).")
        }
    }
}
