/// Placeholder adapter; being written.
public struct PNGCodec: ImageCodec {
    public init() {}
    public var format: ImageFormat { .png }
    public func header(of data: [UInt8]) throws(CodecError) -> ImageHeader { throw .unsupportedFormat(format) }
    public func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer { throw .unsupportedFormat(format) }
    public func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage { throw .unsupportedFormat(format) }
}
