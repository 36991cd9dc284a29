/// One raster format's adapter: the only kind of type that knows a file format's pixels.
///
/// Adding a format means adding one type that conforms to this protocol (or, for a format with
/// no pixels to decode, such as PDF or SVG, only to ``ImageMirroring``) in its own folder under
/// `Codecs/`, and listing it in ``ImageCodecs``. Nothing else changes.
public protocol ImageCodec: ImageMirroring {
    /// Size and pixel layout, read from the file's header without decoding any pixels.
    func header(of data: [UInt8]) throws(CodecError) -> ImageHeader

    /// Every pixel, in the file's own pixel layout (no colour conversion, no depth change).
    /// Throws ``CodecError/tooLarge(width:height:limit:)`` before allocating anything when the
    /// image has more than `limits.maxPixels` pixels.
    func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer
}

/// What a header says about an image, before any pixel is decoded.
public struct ImageHeader: Sendable, Equatable, Codable {
    public var format: ImageFormat
    public var width: Int
    public var height: Int
    /// The layout ``ImageCodec/decode(_:limits:)`` returns.
    public var pixelFormat: PixelFormat

    public init(format: ImageFormat, width: Int, height: Int, pixelFormat: PixelFormat) {
        self.format = format
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
    }

    public var pixelCount: Int { width * height }
}

/// Limits that protect a run from hostile or absurd files.
public struct DecodeLimits: Sendable, Equatable {
    /// Images with more pixels than this are refused before any allocation.
    /// The default, 100 megapixels, is far above any icon or app asset.
    public var maxPixels: Int

    public static let `default` = DecodeLimits(maxPixels: 100_000_000)

    public init(maxPixels: Int) { self.maxPixels = maxPixels }
}

/// How a mirror is to be made.
public struct MirrorOptions: Sendable, Equatable {
    public var limits: DecodeLimits
    /// Refuse, rather than re-encode, a lossy file that cannot be mirrored losslessly.
    public var losslessOnly: Bool

    public static let `default` = MirrorOptions(limits: .default, losslessOnly: false)

    public init(limits: DecodeLimits = .default, losslessOnly: Bool = false) {
        self.limits = limits
        self.losslessOnly = losslessOnly
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
    /// Decoding the output gives exactly the mirror of the decoded input.
    case lossless
    /// The image was decoded, mirrored and encoded again; `reason` says why no lossless path fit.
    case reencoded(reason: String)

    public var isLossless: Bool { self == .lossless }
}
