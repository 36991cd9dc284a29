import CPNG

/// Compresses mirrored rows into IDAT chunks, choosing the settings that keep the file small.
///
/// Measured on Debian's oxygen-icon-theme (see docs/png.md): palette and sub-byte images
/// compress best unfiltered, as the PNG specification advises; for the others no single row
/// filter wins every icon, so small images try both unfiltered and adaptive rows and keep the
/// smaller, while large images take adaptive filtering once, to stay fast.
enum PNGImageDataEncoder {
    /// Images with at most this many bytes of raw rows are encoded twice.
    static let smallImageBytes = 256 * 1024

    /// The IDAT chunks, byte for byte, that hold `buffer` under `header`.
    static func idatChunks(for buffer: PixelBuffer, header: cpng_header) throws(CodecError) -> ArraySlice<UInt8> {
        var best: (png: [UInt8], file: PNGFile)?
        for settings in candidates(for: buffer, header: header) {
            let png = try LibPNG.encode(buffer, header: header, settings: settings)
            let file = try PNGFile(png)
            if let current = best, current.png.count <= png.count { continue }
            best = (png, file)
        }
        guard let (png, file) = best else { preconditionFailure("no encoder settings to try") }
        let first = file.chunks[file.imageData.lowerBound].range.lowerBound
        let last = file.chunks[file.imageData.upperBound].range.upperBound
        return png[first..<last]
    }

    static func candidates(for buffer: PixelBuffer, header: cpng_header) -> [cpng_encode_settings] {
        let unfiltered = cpng_encode_settings(level: 9, strategy: 0, filters: CPNG_FILTERS_NONE)
        let adaptive = cpng_encode_settings(level: 9, strategy: 0, filters: CPNG_FILTERS_ADAPTIVE)
        if header.color_type == 3 || header.bit_depth < 8 { return [unfiltered] }
        if buffer.packedBytesPerRow * buffer.height <= smallImageBytes { return [unfiltered, adaptive] }
        return [adaptive]
    }
}
