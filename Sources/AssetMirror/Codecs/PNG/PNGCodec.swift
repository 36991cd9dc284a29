import CPNG

/// The PNG adapter: libpng (through the CPNG shim) for pixels, a chunk lexer for everything else.
///
/// A mirror is lossless and keeps the file as it was apart from its image data: the output is
/// the signature, every chunk before the first IDAT byte for byte, new IDAT chunks holding the
/// mirrored rows under the same IHDR (colour type, depth, palette, interlace method), every
/// chunk after the last IDAT byte for byte, and IEND. Unknown chunks that the PNG specification
/// marks unsafe to copy are dropped, as it requires once image data changes, and named in the notes.
public struct PNGCodec: ImageCodec {
    public init() {}

    public var format: ImageFormat { .png }

    public func header(of data: [UInt8]) throws(CodecError) -> ImageHeader {
        // Checks signature, CgBI and the CRCs of the chunks libpng reads for the header.
        var reader = try PNGChunkReader(data)
        while let chunk = try reader.next(), chunk.type != .IDAT {}
        return try Self.imageHeader(LibPNG.header(of: data))
    }

    public func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        _ = try PNGFile(data)
        return try Self.decodeChecked(data, limits: limits)
    }

    public func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage {
        let file = try PNGFile(data)
        let header = try LibPNG.header(of: data)
        var buffer = try Self.emptyBuffer(for: header, limits: options.limits)
        // The images whose rows are compressed with their original filters (all but Adam7's)
        // are decoded by the fast path, which reads those filters as it goes; the rest, and
        // whatever the fast path declines, by libpng.
        var originalFilters: [UInt8]?
        let wantsFilters = PNGImageDataEncoder.usesOriginalRowFilters(for: buffer, header: header)
        if wantsFilters {
            originalFilters = try file.withZlibStream(in: data) { (stream) throws(CodecError) in
                try LibPNG.decodeSimple(zlibStream: stream, header: header, into: &buffer)
            }
        }
        if originalFilters == nil { try LibPNG.decode(data, header: header, limits: options.limits, into: &buffer) }
        let imageData: ArraySlice<UInt8>
        if buffer.isHorizontallySymmetric {
            // A symmetric image: its own compressed data is already the mirror's.
            imageData = data[file.imageDataRange]
        } else {
            // In place, and then filtered over the pixels: a large image's rows and the output
            // are as much as compressing holds at once.
            buffer.flipHorizontally()
            if wantsFilters && originalFilters == nil {
                originalFilters = try LibPNG.rowFilters(
                    zlibStream: file.zlibStream(in: data), rowBytes: buffer.packedBytesPerRow, height: buffer.height)
            }
            imageData = try PNGImageDataEncoder.idatChunks(
                for: consume buffer, header: header, originalRowFilters: originalFilters,
                source: file.sourceCompression(in: data), compression: options.pngCompression)
        }
        let (bytes, dropped) = PNGSplicer.splice(data, file: file, imageData: imageData)
        let notes = dropped.map { type in
            "dropped chunk \(type): the PNG specification marks it unsafe to copy once the image data changes, and assetmirror does not know it"
        }
        return MirroredImage(bytes: bytes, method: .lossless, notes: notes)
    }

    /// Decodes a file whose chunks have been checked, refusing it before any allocation when
    /// it has more pixels than `limits` allow.
    private static func decodeChecked(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        let header = try LibPNG.header(of: data)
        var buffer = try emptyBuffer(for: header, limits: limits)
        try LibPNG.decode(data, header: header, limits: limits, into: &buffer)
        return buffer
    }

    /// A zero-filled buffer for the image `header` describes, refused before it is allocated
    /// when the image has more pixels than `limits` allow.
    private static func emptyBuffer(for header: cpng_header, limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        let format = try pixelFormat(header)
        let (width, height) = (Int(header.width), Int(header.height))
        guard width * height <= limits.maxPixels else {
            throw .tooLarge(width: width, height: height, limit: limits.maxPixels)
        }
        // Room to inflate and to filter the rows in the buffer itself.
        return PixelBuffer(
            width: width, height: height, format: format, spareBytes: LibPNG.spareBytes(forHeight: height))
    }

    private static func imageHeader(_ header: cpng_header) throws(CodecError) -> ImageHeader {
        ImageHeader(
            format: .png, width: Int(header.width), height: Int(header.height), pixelFormat: try pixelFormat(header))
    }

    private static func pixelFormat(_ header: cpng_header) throws(CodecError) -> PixelFormat {
        guard let pixelFormat = PixelFormat(pngColorType: header.color_type, bitDepth: header.bit_depth) else {
            throw .malformed(.png, message: "colour type \(header.color_type) with bit depth \(header.bit_depth)")
        }
        return pixelFormat
    }
}
