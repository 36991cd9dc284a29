import CPNG

/// Compresses mirrored rows into IDAT chunks, choosing the settings that keep the file small.
enum PNGImageDataEncoder {
    /// Images with at most this many bytes of raw rows (a 256×256 RGBA icon) are compressed
    /// twice at zlib's best level.
    static let smallImageBytes = 256 * 1024
    /// Images with more bytes of raw rows than this (a 512×512 RGBA icon) are compressed once,
    /// fast; those in between once, at zlib's best level.
    static let largeImageBytes = 1024 * 1024

    /// The IDAT chunks, byte for byte, that hold `buffer` under `header`.
    ///
    /// `originalRowFilters` are the filter types the original file used, row by row: a mirrored
    /// row filtered the same way leaves residuals of the same size (None and Up exactly; Sub,
    /// Average and Paeth look right instead of left), so an optimiser's choices carry over.
    static func idatChunks(for buffer: PixelBuffer, header: cpng_header, originalRowFilters: [UInt8]?)
        throws(CodecError) -> ArraySlice<UInt8>
    {
        var best: (png: [UInt8], file: PNGFile)?
        for candidate in candidates(for: buffer, header: header, hasRowFilters: originalRowFilters != nil) {
            var settings = candidate.settings
            let png: [UInt8]
            if candidate.usesOriginalFilters, let originalRowFilters {
                png = try originalRowFilters.withUnsafeBufferPointer { (filters) throws(CodecError) in
                    settings.row_filters = filters.baseAddress
                    return try LibPNG.encode(buffer, header: header, settings: settings)
                }
            } else {
                png = try LibPNG.encode(buffer, header: header, settings: settings)
            }
            if let current = best, current.png.count <= png.count { continue }
            best = (png, try PNGFile(png))
        }
        guard let (png, file) = best else { preconditionFailure("no encoder settings to try") }
        return png[file.imageDataRange]
    }

    /// Whether ``idatChunks(for:header:originalRowFilters:)`` tries the original's row filters
    /// for an image with `header`, so that the caller reads them only then. They are never
    /// used for Adam7 images, whose passes have rows of their own.
    static func usesOriginalRowFilters(_ header: cpng_header) -> Bool {
        header.interlace_method == 0 && isPaletteOrSubByte(header)
    }

    private static func isPaletteOrSubByte(_ header: cpng_header) -> Bool {
        header.color_type == 3 || header.bit_depth < 8
    }

    struct Candidate {
        var settings: cpng_encode_settings
        var usesOriginalFilters = false
    }

    /// What to try, smallest output kept. Measured on Debian's oxygen and Adwaita icon themes
    /// (docs/png.md): palette and sub-byte images try unfiltered rows (the PNG specification's
    /// advice) and the original's filters; other images try unfiltered rows and libpng's
    /// adaptive filters when small (each wins on about half of all icons), adaptive filters alone
    /// up to 512×512 RGBA, and above that one fast pass with adaptive filters, so that large
    /// images go no slower than `vips flip`.
    static func candidates(for buffer: PixelBuffer, header: cpng_header, hasRowFilters: Bool) -> [Candidate] {
        let unfiltered = Candidate(settings: settings(CPNG_FILTERS_NONE))
        let adaptive = Candidate(settings: settings(CPNG_FILTERS_ADAPTIVE))
        let original = Candidate(settings: settings(CPNG_FILTERS_NONE), usesOriginalFilters: true)
        // zlib level 2 with its "filtered" strategy: on a 3000×2000 photo-like RGB image as
        // fast as `vips flip` (which writes unfiltered rows at level 6) and a third smaller.
        let fastAdaptive = Candidate(
            settings: cpng_encode_settings(level: 2, strategy: 1, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil))
        let rawBytes = buffer.packedBytesPerRow * buffer.height
        switch (isPaletteOrSubByte(header), hasRowFilters) {
        case (true, true): return [unfiltered, original]
        case (true, false): return [unfiltered]
        case (false, _) where rawBytes <= smallImageBytes: return [unfiltered, adaptive]
        case (false, _) where rawBytes <= largeImageBytes: return [adaptive]
        case (false, _): return [fastAdaptive]
        }
    }

    private static func settings(_ filters: cpng_filters) -> cpng_encode_settings {
        cpng_encode_settings(level: 9, strategy: 0, filters: filters, row_filters: nil)
    }
}
