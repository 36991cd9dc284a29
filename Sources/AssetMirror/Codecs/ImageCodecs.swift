/// The registry of format adapters: the one place that lists them.
public enum ImageCodecs {
    /// Every adapter, in the order formats are tried.
    public static let all: [any ImageCodec] = [PNGCodec(), JPEGCodec(), PDFCodec(), SVGCodec()]

    /// The adapter for `format`, or `nil` when that format cannot be mirrored yet.
    public static func codec(for format: ImageFormat) -> (any ImageCodec)? {
        all.first { $0.format == format }
    }

    /// The adapter for the format `data` starts with.
    public static func codec(for data: [UInt8]) throws(CodecError) -> any ImageCodec {
        guard let format = ImageFormat.sniff(data) else { throw .unrecognizedFormat }
        guard let codec = codec(for: format) else { throw .unsupportedFormat(format) }
        return codec
    }
}
