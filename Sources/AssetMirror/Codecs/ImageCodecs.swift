/// The registry of format adapters: the one place that lists them.
public enum ImageCodecs {
    /// Every adapter, in the order formats are tried.
    public static let all: [any ImageCodec] = [PNGCodec(), JPEGCodec(), PDFCodec(), SVGCodec()]

    /// Every adapter, as the mirroring half of the contract: what `generate` uses.
    public static let mirroring: [any ImageMirroring] = all.map { $0 as any ImageMirroring }

    /// The mirroring adapter for the format `data` starts with.
    public static func mirroring(for data: [UInt8], among adapters: [any ImageMirroring] = mirroring) throws(CodecError)
        -> any ImageMirroring
    {
        guard let format = ImageFormat.sniff(data) else { throw .unrecognizedFormat }
        guard let adapter = adapters.first(where: { $0.format == format }) else { throw .unsupportedFormat(format) }
        return adapter
    }

    /// The adapter for `format`, or `nil` when that format cannot be mirrored yet.
    public static func codec(for format: ImageFormat) -> (any ImageCodec)? {
        all.first { $0.format == format }
    }

    /// The adapter for the format `data` starts with, among `codecs`.
    public static func codec(for data: [UInt8], among codecs: [any ImageCodec] = all) throws(CodecError)
        -> any ImageCodec
    {
        guard let format = ImageFormat.sniff(data) else { throw .unrecognizedFormat }
        guard let codec = codecs.first(where: { $0.format == format }) else { throw .unsupportedFormat(format) }
        return codec
    }
}
