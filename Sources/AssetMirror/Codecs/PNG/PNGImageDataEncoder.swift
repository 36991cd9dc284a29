import CPNG

/// Compresses mirrored rows into IDAT chunks, choosing the settings that keep the file small.
enum PNGImageDataEncoder {
    /// Images with at most this many bytes of raw rows are encoded with two settings.
    static let smallImageBytes = 256 * 1024

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
        let first = file.chunks[file.imageData.lowerBound].range.lowerBound
        let last = file.chunks[file.imageData.upperBound].range.upperBound
        return png[first..<last]
    }

    struct Candidate {
        var settings: cpng_encode_settings
        var usesOriginalFilters = false
    }

    /// What to try, smallest output kept. Measured on Debian's oxygen and Adwaita icon themes
    /// (docs/png.md): palette and sub-byte images try unfiltered rows (the PNG specification's
    /// advice) and the original's filters; other images try unfiltered rows and libpng's
    /// adaptive filters when small (each wins on about half of all icons), and adaptive filters
    /// alone when large, so that one compression pass is the time budget.
    static func candidates(for buffer: PixelBuffer, header: cpng_header, hasRowFilters: Bool) -> [Candidate] {
        let unfiltered = Candidate(settings: settings(CPNG_FILTERS_NONE))
        let adaptive = Candidate(settings: settings(CPNG_FILTERS_ADAPTIVE))
        let original = Candidate(settings: settings(CPNG_FILTERS_NONE), usesOriginalFilters: true)
        let isPaletteOrSubByte = header.color_type == 3 || header.bit_depth < 8
        switch (isPaletteOrSubByte, hasRowFilters, buffer.packedBytesPerRow * buffer.height <= smallImageBytes) {
        case (true, true, _): return [unfiltered, original]
        case (true, false, _): return [unfiltered]
        case (false, _, true): return [unfiltered, adaptive]
        case (false, _, false): return [adaptive]
        }
    }

    private static func settings(_ filters: cpng_filters) -> cpng_encode_settings {
        cpng_encode_settings(level: 9, strategy: 0, filters: filters, row_filters: nil)
    }
}
