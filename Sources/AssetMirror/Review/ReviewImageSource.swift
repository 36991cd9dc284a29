import Foundation

/// How a file appears on the review page: as a `data:` URI the page embeds, or as a
/// placeholder that says why it is not drawn.
enum ReviewImageSource: Equatable, Sendable {
    case embedded(dataURI: String)
    /// A large PNG or JPEG, shrunk, or a large PDF drawing as a PNG (``ReviewThumbnail``).
    case thumbnail(ReviewThumbnail)
    case placeholder(String)

    /// What the page's style sheet draws: the file, or its thumbnail; nil for a placeholder.
    var dataURI: String? {
        switch self {
        case .embedded(let uri): uri
        case .thumbnail(let thumbnail): thumbnail.dataURI
        case .placeholder: nil
        }
    }

    /// GIF, WebP and SVG files larger than this are named rather than embedded, so that one huge
    /// file cannot make the page unusable (a large PNG or JPEG is shrunk instead). Bytes.
    static let embedLimit = 8 << 20

    /// Reads `file` and makes its source. PNG, JPEG, GIF and WebP are embedded byte for byte,
    /// but for large PNG and JPEG files, which are shrunk (``ReviewThumbnail``); SVG after
    /// ``SVGSanitizer``; PDF as an SVG of its first page (``pdf(_:limits:)``); the formats browsers do
    /// not draw are placeholders. `limits` bounds each decode and each PDF's content streams.
    static func make(for file: ReviewFile, limits: DecodeLimits = .default) -> ReviewImageSource {
        if let error = file.error { return .placeholder(error) }
        let mediaType: String
        switch file.format {
        case .png: mediaType = "image/png"
        case .jpeg: mediaType = "image/jpeg"
        case .gif: mediaType = "image/gif"
        case .webp: mediaType = "image/webp"
        case .svg: mediaType = "image/svg+xml"
        case .pdf: return pdf(file, limits: limits)
        case .heic, .tiff: return .placeholder("\(file.format!.displayName) is not drawn by browsers.")
        case nil: return .placeholder("Not an image this page can show.")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(file.url.path)
        } catch {
            return .placeholder("\(error)")
        }
        if file.format == .png || file.format == .jpeg, case .pixels(let width, let height) = file.extent,
            ReviewThumbnail.isNeeded(byteCount: bytes.count, width: width, height: height)
        {
            do {
                return .thumbnail(try ReviewThumbnail(bytes, format: file.format!, limits: limits))
            } catch {
                return .placeholder("Not drawn: \(error)")
            }
        }
        guard bytes.count <= embedLimit else {
            return .placeholder(
                "Not embedded: \(bytes.count / (1 << 20)) MB, over the \(embedLimit >> 20) MB this page embeds per file."
            )
        }
        if file.format == .svg {
            guard let safe = SVGSanitizer.sanitized(bytes) else {
                return .placeholder("Not drawn: the SVG is not UTF-8 or its markup does not close.")
            }
            return .embedded(dataURI: SVGDataURI.make(safe))
        }
        return .embedded(dataURI: "data:\(mediaType);base64,\(Data(bytes).base64EncodedString())")
    }
}
