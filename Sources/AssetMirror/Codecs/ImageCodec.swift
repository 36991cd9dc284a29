/// One image format's adapter: the only kind of type that knows a file format.
///
/// Adding a format means adding one type that conforms to this protocol in its own folder
/// under `Codecs/`, and listing it in ``ImageCodecs``. Nothing else changes.
///
/// Raster formats (PNG, JPEG) decode to pixels. Vector formats (PDF, SVG) have none: their
/// ``header(of:)`` gives a size in points and no pixel format, their ``decode(_:limits:)``
/// throws ``CodecError/vectorFormat(_:)``, and their mirror rewrites the drawing. Code that
/// only mirrors files (``GenerationRunner``) asks for the smaller ``ImageMirroring``.
public protocol ImageCodec: ImageMirroring {
    /// Size and pixel layout, read from the file's header without decoding any pixels.
    func header(of data: [UInt8]) throws(CodecError) -> ImageHeader

    /// Every pixel, in the file's own pixel layout (no colour conversion, no depth change).
    /// Throws ``CodecError/tooLarge(width:height:limit:)`` before allocating anything when the
    /// image has more than `limits.maxPixels` pixels, and ``CodecError/vectorFormat(_:)`` for
    /// a vector format, which has no pixels until it is rendered.
    func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer
}

/// What a header says about an image, before any pixel is decoded.
public struct ImageHeader: Sendable, Equatable, Codable {
    public var format: ImageFormat
    /// Pixels for a raster image. For a vector image, its size in points rounded up to whole
    /// points: the pixel size of a rendering at 1x (a PDF's first page as displayed; an SVG's
    /// width and height, whose CSS pixels are points on Apple platforms).
    public var width: Int
    public var height: Int
    /// The layout ``ImageCodec/decode(_:limits:)`` returns; `nil` for a vector image.
    public var pixelFormat: PixelFormat?
    /// A vector image's exact size and page count; `nil` for a raster image.
    public var vector: VectorGeometry?

    public init(format: ImageFormat, width: Int, height: Int, pixelFormat: PixelFormat) {
        self.format = format
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
        self.vector = nil
    }

    /// A vector image's header; ``width`` and ``height`` are its size rounded up.
    public init(format: ImageFormat, vector: VectorGeometry) {
        self.format = format
        self.width = Int(vector.width.rounded(.up))
        self.height = Int(vector.height.rounded(.up))
        self.pixelFormat = nil
        self.vector = vector
    }

    public var pixelCount: Int { width * height }

    /// Whether this is a vector image (PDF, SVG), which has no pixels to decode.
    public var isVector: Bool { vector != nil }
}

/// A vector image's size, in points (1/72 inch; an SVG's CSS pixel), as displayed.
public struct VectorGeometry: Sendable, Equatable, Codable {
    /// The first page's width and height as displayed (after `/Rotate` for a PDF).
    public var width: Double
    public var height: Double
    /// Pages in a PDF; 1 for an SVG.
    public var pageCount: Int

    public init(width: Double, height: Double, pageCount: Int = 1) {
        self.width = width
        self.height = height
        self.pageCount = pageCount
    }
}

/// Limits that protect a run from hostile or absurd files: each bounds the memory and time one
/// file can take, and each is a ``DecodeBudget`` that a refusal names.
///
/// The defaults are far above any real app asset and low enough that a decompression bomb is
/// refused within a second or two (docs/cli.md gives the measurements).
public struct DecodeLimits: Sendable, Equatable {
    /// Images with more pixels than this are refused before any allocation.
    /// The default, 100 megapixels, is far above any icon or app asset.
    public var maxPixels: Int
    /// Bytes that one PDF content stream, and one page's content streams together, may
    /// decompress to where a mirror decodes them (a page whose content is several streams).
    /// The default is 64 MiB.
    public var maxDecompressedBytes: Int
    /// Bytes of an SVG file. The default is 32 MiB.
    public var maxSVGBytes: Int
    /// Attributes on one element of an SVG: libxml2 checks an element's attributes for
    /// duplicates pairwise, so its time grows with the square of this. The default is 256.
    public var maxSVGAttributes: Int

    public static let `default` = DecodeLimits(maxPixels: 100_000_000)

    public init(
        maxPixels: Int, maxDecompressedBytes: Int = 64 << 20, maxSVGBytes: Int = 32 << 20,
        maxSVGAttributes: Int = 256
    ) {
        self.maxPixels = maxPixels
        self.maxDecompressedBytes = maxDecompressedBytes
        self.maxSVGBytes = maxSVGBytes
        self.maxSVGAttributes = maxSVGAttributes
    }

    /// The value of `budget`.
    public subscript(budget: DecodeBudget) -> Int {
        get {
            switch budget {
            case .pixels: maxPixels
            case .decompressedBytes: maxDecompressedBytes
            case .svgBytes: maxSVGBytes
            case .svgAttributes: maxSVGAttributes
            }
        }
        set {
            switch budget {
            case .pixels: maxPixels = newValue
            case .decompressedBytes: maxDecompressedBytes = newValue
            case .svgBytes: maxSVGBytes = newValue
            case .svgAttributes: maxSVGAttributes = newValue
            }
        }
    }
}

/// How a mirror is to be made.
public struct MirrorOptions: Sendable, Equatable {
    public var limits: DecodeLimits
    /// Refuse, rather than re-encode, a lossy file that cannot be mirrored losslessly.
    public var losslessOnly: Bool
    /// How hard a PNG mirror's image data is compressed (the pixels are exact either way).
    public var pngCompression: PNGCompression

    public static let `default` = MirrorOptions(limits: .default, losslessOnly: false)

    public init(
        limits: DecodeLimits = .default, losslessOnly: Bool = false, pngCompression: PNGCompression = .matchOriginal
    ) {
        self.limits = limits
        self.losslessOnly = losslessOnly
        self.pngCompression = pngCompression
    }
}

/// A mirrored file, and how it was made.
public struct MirroredImage: Sendable, Equatable {
    public var bytes: [UInt8]
    public var method: MirrorMethod
    /// Things the user should know about this file: a dropped chunk, a changed axis.
    public var notes: [String]

    public init(bytes: [UInt8], method: MirrorMethod, notes: [String] = []) {
        self.bytes = bytes
        self.method = method
        self.notes = notes
    }
}

/// Whether a mirror kept every decoded sample exactly, or had to encode lossy data again.
public enum MirrorMethod: Sendable, Equatable {
    /// Decoding the output gives exactly the mirror of the decoded input. For a vector image
    /// (PDF, SVG): the drawing is kept whole and drawn through a mirroring transform.
    case lossless
    /// The image was decoded, mirrored and encoded again; `reason` says why no lossless path fit.
    case reencoded(reason: String)

    public var isLossless: Bool { self == .lossless }
}
