import CJPEG

/// The JPEG adapter, over libjpeg through the `CJPEG` shim.
///
/// A mirror is made in the DCT domain when the flipped dimension is a whole number of iMCUs:
/// blocks are reordered and odd frequencies negated, so every coefficient is kept exactly and
/// nothing is decoded. Otherwise the image is decoded in its own colour space, mirrored, and
/// encoded again with the source's quantisation tables and sampling factors, and the result
/// says so (``MirrorMethod/reencoded(reason:)``). Either way the progressive mode, arithmetic
/// coding, restart interval and every APPn/COM marker (EXIF, XMP, ICC, comments) are kept,
/// byte for byte and in order.
///
/// The mirror is of the image as displayed: for EXIF orientations 5–8, which show the stored
/// image on its side, the stored pixels are flipped vertically; the orientation tag is kept.
public struct JPEGCodec: ImageCodec {
    public init() {}

    public var format: ImageFormat { .jpeg }

    public func header(of data: [UInt8]) throws(CodecError) -> ImageHeader {
        let info = try JPEGInfo.read(data, maxPixels: 0)
        return ImageHeader(
            format: .jpeg, width: info.width, height: info.height, pixelFormat: try pixelFormat(of: info))
    }

    public func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        try decode(data, info: JPEGInfo.read(data, maxPixels: limits.maxPixels), limits: limits)
    }

    public func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage {
        let info = try JPEGInfo.read(data, maxPixels: options.limits.maxPixels)
        _ = try pixelFormat(of: info)
        let orientation = ExifOrientation.read(fromJPEG: data) ?? .topLeft
        let vertical = orientation.swapsAxes
        var notes: [String] = []
        if vertical {
            notes.append(
                "EXIF orientation \(orientation.rawValue) shows the stored image on its side, so its stored rows were flipped top to bottom to mirror it as displayed; the orientation tag is kept"
            )
        }
        let extent = vertical ? info.height : info.width
        let unit = vertical ? info.iMCUHeight : info.iMCUWidth
        if extent % unit == 0 {
            let bytes = try flipLossless(data, vertical: vertical, maxPixels: options.limits.maxPixels)
            return MirroredImage(bytes: bytes, method: .lossless, notes: notes)
        }
        if options.losslessOnly {
            if vertical { throw .notLosslessFlippableVertically(height: info.height, iMCUHeight: unit) }
            throw .notLosslessFlippable(width: info.width, iMCUWidth: unit)
        }
        var pixels = try decode(data, info: info, limits: options.limits)
        if vertical { pixels = pixels.flippedVertically() } else { pixels.flipHorizontally() }
        let bytes = try encode(pixels, like: data)
        let reason = "\(vertical ? "height" : "width") \(extent) is not a multiple of the \(unit)-pixel iMCU"
        return MirroredImage(bytes: bytes, method: .reencoded(reason: reason), notes: notes)
    }

    // MARK: - Steps

    private func pixelFormat(of info: JPEGInfo) throws(CodecError) -> PixelFormat {
        guard let format = info.pixelFormat else {
            throw .unsupportedFeature(
                .jpeg, detail: "\(info.componentCount) components in a colour space libjpeg cannot name")
        }
        return format
    }

    /// Decodes with `info` already read (and its size already checked against `limits`).
    private func decode(_ data: [UInt8], info: JPEGInfo, limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        let format = try pixelFormat(of: info)
        var pixels = PixelBuffer(width: info.width, height: info.height, format: format)
        var message = JPEGShim.messageBuffer()
        let stride = pixels.bytesPerRow
        let status = data.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBytes { buffer in
                cjpeg_decode(
                    bytes.baseAddress, bytes.count, UInt64(max(0, limits.maxPixels)),
                    buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), stride,
                    UInt32(info.width), UInt32(info.height), Int32(info.componentCount), &message, message.count)
            }
        }
        try JPEGShim.check(status, message: message, dataCount: data.count, stage: .imageData)
        return pixels
    }

    /// The lossless mirror (what `jpegtran -optimize -copy all -flip horizontal`, or `-flip
    /// vertical`, writes; the flipped side must be a whole number of iMCUs).
    func flipLossless(_ data: [UInt8], vertical: Bool, maxPixels: Int) throws(CodecError) -> [UInt8] {
        var message = JPEGShim.messageBuffer()
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        let status = data.withUnsafeBufferPointer { bytes in
            cjpeg_flip_lossless(
                bytes.baseAddress, bytes.count, UInt64(max(0, maxPixels)), vertical ? 1 : 0, &output, &outputSize,
                &message, message.count)
        }
        return try Self.take(
            output, count: outputSize, status: status, message: message, dataCount: data.count, stage: .imageData)
    }

    /// Encodes `pixels` with `source`'s coding choices (the re-encode path; tests make files with
    /// it). `resized`: `pixels` may be of another size than `source` (a thumbnail), and are then
    /// coded with optimal Huffman tables.
    func encode(_ pixels: PixelBuffer, like source: [UInt8], resized: Bool = false) throws(CodecError) -> [UInt8] {
        var message = JPEGShim.messageBuffer()
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        let encode = resized ? cjpeg_encode_resized_like : cjpeg_encode_like
        let status = source.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeBytes { buffer in
                encode(
                    bytes.baseAddress, bytes.count, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                    pixels.bytesPerRow, UInt32(pixels.width), UInt32(pixels.height),
                    Int32(pixels.format.bitsPerPixel / 8), &output, &outputSize, &message, message.count)
            }
        }
        return try Self.take(
            output, count: outputSize, status: status, message: message, dataCount: source.count, stage: .encoding)
    }

    /// Copies a buffer the shim returned into an array and frees it, or throws its error.
    private static func take(
        _ output: UnsafeMutablePointer<UInt8>?, count: Int, status: cjpeg_status, message: [CChar], dataCount: Int,
        stage: CodecStage
    ) throws(CodecError) -> [UInt8] {
        defer { cjpeg_free(output) }
        try JPEGShim.check(status, message: message, dataCount: dataCount, stage: stage)
        guard let output else { throw .malformed(.jpeg, message: "libjpeg returned no data") }
        return Array(UnsafeBufferPointer(start: output, count: count))
    }
}
