import Foundation

/// A large PNG or JPEG shrunk for the review page, whose tiles are 96 CSS pixels: a 4,000-pixel
/// hero image would weigh megabytes there and show nothing more; or a PDF page whose SVG is too
/// large, drawn as a PNG (``init(drawing:)``). The page marks it as a thumbnail and names the
/// file, where the original is.
///
/// A raster is shrunk when its longer side is over ``maxSide`` pixels or its file over
/// ``maxBytes`` bytes; anything smaller is embedded byte for byte. It is shrunk by a whole
/// factor, at least 2, the smallest that brings its longer side to ``thumbnailSide`` pixels or
/// fewer, by area averaging (``PixelBuffer/downscaled(by:)``), and encoded again in its own
/// format: PNG as 8-bit RGBA (``PNGCodec/decodeRGBA8(_:limits:)``), JPEG in its own colour
/// space with its own quantisation tables and markers (EXIF orientation included, so it is
/// turned as the original is).
struct ReviewThumbnail: Equatable, Sendable {
    /// Longer side, in pixels, above which a raster is shrunk.
    static let maxSide = 1024
    /// File size, in bytes, above which a raster is shrunk (256 KiB): a page of a thousand sets
    /// stays under 20 MB only if few files near this size are embedded whole.
    static let maxBytes = 256 << 10
    /// Longer side, in pixels, that a thumbnail reaches at most: a 96-point tile at 2x and more.
    static let thumbnailSide = 256

    /// The thumbnail as a `data:` URI, in the original's format.
    var dataURI: String
    /// The thumbnail's size, pixels.
    var width: Int
    var height: Int
    /// The file's size, pixels, as stored; for a PDF drawing (``drawingOverBytes``), its page's,
    /// points, rounded.
    var originalWidth: Int
    var originalHeight: Int
    /// Whether the original is a PDF page drawn small rather than a raster shrunk.
    var isDrawing = false

    /// Encoded bytes (the `data:` URI) of a PDF page's SVG above which the page shows a PNG
    /// thumbnail of it instead (64 KiB). On the 1,001 distinct PDFs of public catalogs
    /// (docs/benchmarks/review.md) drawings are heavy-tailed: the median takes 2 KB of the page,
    /// and the 30 over this size (3 %, illustrations holding pictures or thousands of path
    /// points) took 64 % of its image bytes; a 96-point tile shows no more of them than a
    /// 256-pixel PNG does. Half the threshold would catch 63 drawings for 11 points more.
    static let drawingOverBytes = 64 << 10

    /// Whether a raster of `byteCount` bytes and `width`×`height` pixels is shrunk.
    static func isNeeded(byteCount: Int, width: Int, height: Int) -> Bool {
        max(width, height) > maxSide || byteCount > maxBytes
    }

    /// The whole factor a `width`×`height` raster is shrunk by.
    static func factor(width: Int, height: Int) -> Int {
        max(2, (max(width, height) + thumbnailSide - 1) / thumbnailSide)
    }

    /// A PDF page drawn as a PNG (``PDFPageThumbnail``), whose longer side is ``thumbnailSide``.
    init(drawing: PDFPageThumbnail) {
        dataURI = "data:image/png;base64,\(Data(drawing.png).base64EncodedString())"
        // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
        func field(_ offset: Int) -> Int {
            drawing.png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        (width, height) = drawing.png.count >= 24 ? (field(16), field(20)) : (0, 0)
        (originalWidth, originalHeight) = (Int(drawing.width.rounded()), Int(drawing.height.rounded()))
        isDrawing = true
    }

    /// Decodes `bytes` (a PNG or a JPEG), shrinks and encodes it; throws the codec's error for a
    /// file that does not decode, or has more pixels than `limits` allow.
    init(_ bytes: [UInt8], format: ImageFormat, limits: DecodeLimits = .default) throws(CodecError) {
        let encoded: [UInt8]
        let original: PixelBuffer
        let small: PixelBuffer
        switch format {
        case .png:
            let codec = PNGCodec()
            original = try codec.decodeRGBA8(bytes, limits: limits)
            small = original.downscaled(by: Self.factor(width: original.width, height: original.height))
            encoded = try codec.encodeRGBA8(small)
        case .jpeg:
            let codec = JPEGCodec()
            original = try codec.decode(bytes, limits: limits)
            guard PixelBuffer.downscalableFormats.contains(original.format) else {
                throw .unsupportedFeature(.jpeg, detail: "\(original.format) samples cannot be averaged")
            }
            small = original.downscaled(by: Self.factor(width: original.width, height: original.height))
            encoded = try codec.encode(small, like: bytes, resized: true)
        default:
            preconditionFailure("only PNG and JPEG are shrunk, not \(format)")
        }
        let mediaType = format == .png ? "image/png" : "image/jpeg"
        dataURI = "data:\(mediaType);base64,\(Data(encoded).base64EncodedString())"
        (width, height) = (small.width, small.height)
        (originalWidth, originalHeight) = (original.width, original.height)
    }
}
