import CPNG

/// Compresses mirrored rows into IDAT chunks, choosing the settings that keep the file small.
enum PNGImageDataEncoder {
    /// Images with at most this many bytes of raw rows (a 256×256 RGBA icon) are compressed
    /// as hard as their original was (non-interlaced) or twice with zlib (Adam7); larger ones
    /// in one pass.
    static let smallImageBytes = 256 * 1024
    /// Adam7 images with more bytes of raw rows than this (a 512×512 RGBA icon) are compressed
    /// once, fast; those in between once, at zlib's best level.
    static let largeImageBytes = 1024 * 1024
    /// libdeflate's level for images with original row filters and at most
    /// ``tinyImageBytes`` of raw rows, when the original was compressed harder than zlib's
    /// default: its near-optimal parser, with fewer passes than level 12.
    static let tinyImageLevel: Int32 = 11
    /// libdeflate's level for the larger of them: the near-optimal parser with fewer passes
    /// still, about 40 % faster than level 11 and 0.8 % larger on oxygen's 48 and 64 px icons.
    /// Level 11 on the small ones, where it costs little, wins back that difference on the whole
    /// of a folder of icons (docs/png.md has the measurements).
    static let smallImageLevel: Int32 = 10
    /// libdeflate's levels, tried in turn, for images with original row filters whose own
    /// compressor declares zlib's default effort or less: the first result no larger than the
    /// original's image data is kept. Level 6 (lazy matching) does it for five in six of
    /// Adwaita's icons, exported at zlib's default, in a tenth of level 11's time; level 8 for
    /// most of the rest.
    static let defaultEffortLevels: [Int32] = [6, 8, 10]
    /// libdeflate's level for images with original row filters whose own compressor declares
    /// zlib's fastest effort (FLEVEL 0): one pass of its slowest lazy matcher. Optimisers write
    /// that header too, and then no level matches the original (on Adwaita's 405 such icons
    /// level 12 comes out 1.8 % larger, level 10 2.8 %, level 8 4.6 %, level 6 6.1 %), so the
    /// near-optimal parser would cost more than the rest of a folder's compression together for
    /// about 1 % of its size (docs/png.md).
    static let fastestSourceLevel: Int32 = 8
    /// libdeflate's level for images with more than ``smallImageBytes`` of raw rows, whatever
    /// their original's effort: one pass, lazy matching, so that a folder of wallpapers goes
    /// no slower than with `vips flip` while coming out a few per cent larger than the
    /// originals rather than a third (docs/png.md has the measurements).
    static let largeImageLevel: Int32 = 6
    /// libdeflate's level for every image with original row filters under
    /// ``PNGCompression/fast``: the lazy pass large images get anyway.
    static let fastLevel: Int32 = 6
    /// libdeflate's level for every image with original row filters under
    /// ``PNGCompression/smallest``: its near-optimal parser at its most passes.
    static let smallestLevel: Int32 = 12
    /// Raw rows up to a 32×32 RGBA icon.
    static let tinyImageBytes = 4 * 1024
    /// IDAT data bytes per chunk when the chunks are built here.
    static let chunkDataBytes = 1 << 20

    /// The IDAT chunks, byte for byte, that hold `buffer` under `header`.
    ///
    /// `originalRowFilters` are the filter types the original file used, row by row: a mirrored
    /// row filtered the same way leaves residuals of the same size (None and Up exactly; Sub,
    /// Average and Paeth look right instead of left), so an optimiser's choices carry over.
    ///
    /// `source` tells how hard the original's compressor worked, and so, under
    /// ``PNGCompression/matchOriginal``, which settings are worth trying.
    ///
    /// `buffer` is consumed: the rows are filtered where they lie (``LibPNG/withFilteredRows(_:header:rowFilters:_:)``),
    /// so that a large image is never held twice. Pass it with `consume`.
    static func idatChunks(
        for buffer: consuming PixelBuffer, header: cpng_header, originalRowFilters: [UInt8]?,
        source: PNGSourceCompression,
        compression: PNGCompression = .matchOriginal
    ) throws(CodecError) -> ArraySlice<UInt8> {
        var best: [UInt8]?
        func keep(_ chunks: [UInt8]) {
            if let current = best, current.count <= chunks.count { return }
            best = chunks
        }
        var originalFilterLevels: [Int32]?
        let candidates = candidates(
            for: buffer, header: header, hasRowFilters: originalRowFilters != nil, source: source,
            compression: compression)
        for candidate in candidates {
            switch candidate {
            case .zlib(let settings):
                let png = try LibPNG.encode(buffer, header: header, settings: settings)
                keep(Array(png[try PNGFile(png).imageDataRange]))
            case .originalFilters(let levels):
                originalFilterLevels = levels
            }
        }
        // Last, because it filters the rows over the pixels.
        if let levels = originalFilterLevels {
            let limit = source.zlibStreamBytes
            let stream = try LibPNG.withFilteredRows(consume buffer, header: header, rowFilters: originalRowFilters) {
                (filtered) throws(CodecError) in try deflate(filtered, levels: levels, fitting: limit)
            }
            keep(idatChunks(zlibStream: stream))
        }
        guard let best else { preconditionFailure("no encoder settings to try") }
        return best[...]
    }

    /// Whether ``idatChunks(for:header:originalRowFilters:)`` uses the original's row filters
    /// for `buffer` under `header`, so that the caller reads them only then. They are never
    /// used for Adam7 images, whose passes have rows of their own.
    static func usesOriginalRowFilters(for buffer: PixelBuffer, header: cpng_header) -> Bool {
        header.interlace_method == 0
    }

    private static func isPaletteOrSubByte(_ header: cpng_header) -> Bool {
        header.color_type == 3 || header.bit_depth < 8
    }

    private static func rawBytes(_ buffer: PixelBuffer) -> Int {
        buffer.packedBytesPerRow * buffer.height
    }

    enum Candidate {
        /// libpng's encoder over zlib, with these settings.
        case zlib(cpng_encode_settings)
        /// The original file's row filters, deflated by libdeflate at each of these levels in
        /// turn until the stream is no larger than the original's: that one, or else the
        /// smallest, is the candidate.
        case originalFilters(levels: [Int32])
    }

    /// `filtered` (a PNG filtered stream) deflated at the first of `levels` that makes it at
    /// most `limit` bytes long, or else at the one that makes it smallest.
    private static func deflate(_ filtered: UnsafeRawBufferPointer, levels: [Int32], fitting limit: Int)
        throws(CodecError) -> [UInt8]
    {
        var smallest: [UInt8]?
        for level in levels {
            let stream = try LibPNG.deflate(filtered, level: level)
            if stream.count <= limit { return stream }
            if let current = smallest, current.count <= stream.count { continue }
            smallest = stream
        }
        guard let smallest else { preconditionFailure("no libdeflate levels to try") }
        return smallest
    }

    /// What to try, smallest output kept. Measured on Debian's oxygen and Adwaita icon themes
    /// and on wallpapers (docs/png.md): the original's row filters, deflated by libdeflate,
    /// come out smaller than the best of zlib's trials with libpng's filters, in one trial
    /// that costs less than zlib's two. Under ``PNGCompression/matchOriginal`` the effort for
    /// small images follows the original's: the near-optimal parser for an optimised original,
    /// a fast level when the original declares no more than zlib's default. Large ones get one
    /// lazy pass, to stay ahead of `vips flip`. ``PNGCompression/fast`` and
    /// ``PNGCompression/smallest`` give every image one level, its lowest or highest. Adam7
    /// images have no usable original filters and keep zlib: unfiltered rows (the PNG
    /// specification's advice for palettes) and, when small, libpng's adaptive filters too;
    /// adaptive filters alone up to 512×512 RGBA, and above that one fast pass.
    static func candidates(
        for buffer: PixelBuffer, header: cpng_header, hasRowFilters: Bool, source: PNGSourceCompression,
        compression: PNGCompression = .matchOriginal
    ) -> [Candidate] {
        let rawBytes = rawBytes(buffer)
        if hasRowFilters && usesOriginalRowFilters(for: buffer, header: header) {
            switch compression {
            case .fast: return [.originalFilters(levels: [fastLevel])]
            case .smallest: return [.originalFilters(levels: [smallestLevel])]
            case .matchOriginal:
                if rawBytes > smallImageBytes { return [.originalFilters(levels: [largeImageLevel])] }
                switch source.declaredLevel {
                case .fastest?: return [.originalFilters(levels: [fastestSourceLevel])]
                case .fast?, .default?: return [.originalFilters(levels: defaultEffortLevels)]
                case .maximum?, nil:
                    return [.originalFilters(levels: [rawBytes <= tinyImageBytes ? tinyImageLevel : smallImageLevel])]
                }
            }
        }
        let unfiltered = Candidate.zlib(settings(CPNG_FILTERS_NONE))
        let adaptive = Candidate.zlib(settings(CPNG_FILTERS_ADAPTIVE))
        // zlib level 2 with its "filtered" strategy: on a 3000×2000 photo-like RGB image as
        // fast as `vips flip` (which writes unfiltered rows at level 6) and a third smaller.
        let fastAdaptive = Candidate.zlib(
            cpng_encode_settings(level: 2, strategy: 1, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil))
        switch (isPaletteOrSubByte(header), compression) {
        case (true, _): return [unfiltered]
        case (false, .fast): return [fastAdaptive]
        case (false, .smallest): return [unfiltered, adaptive]
        case (false, .matchOriginal) where rawBytes <= smallImageBytes: return [unfiltered, adaptive]
        case (false, .matchOriginal) where rawBytes <= largeImageBytes: return [adaptive]
        case (false, .matchOriginal): return [fastAdaptive]
        }
    }

    /// `zlibStream` cut into IDAT chunks of at most ``chunkDataBytes`` data bytes each.
    static func idatChunks(zlibStream: [UInt8]) -> [UInt8] {
        var chunks: [UInt8] = []
        chunks.reserveCapacity(zlibStream.count + 12 * (zlibStream.count / chunkDataBytes + 1))
        var start = 0
        repeat {
            let end = min(start + chunkDataBytes, zlibStream.count)
            let length = UInt32(end - start)
            let lengthStart = chunks.count
            chunks += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) }
            chunks += [0x49, 0x44, 0x41, 0x54] // "IDAT"
            chunks += zlibStream[start..<end]
            let crc = chunks.withUnsafeBufferPointer { buffer in
                cpng_crc32(0, buffer.baseAddress! + lengthStart + 4, 4 + Int(length))
            }
            chunks += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
            start = end
        } while start < zlibStream.count
        return chunks
    }

    private static func settings(_ filters: cpng_filters) -> cpng_encode_settings {
        cpng_encode_settings(level: 9, strategy: 0, filters: filters, row_filters: nil)
    }
}
