import CPNG

extension PNGCodec {
    /// Every pixel as a browser shows it, in straight (not premultiplied) 8-bit RGBA: palette
    /// indices looked up in PLTE, with their alpha from tRNS; the grey or RGB colour a tRNS chunk
    /// names made transparent; grey of 1, 2 or 4 bits scaled to 0–255; 16-bit samples rounded to
    /// 8 bits. Colour profiles and gamma (iCCP, gAMA) are not applied. For thumbnails
    /// (``PixelBuffer/downscaled(by:)``), not for mirrors, which keep the file's own layout.
    public func decodeRGBA8(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        try rgba8(of: try decode(data, limits: limits), in: data)
    }

    /// `stored`, the pixels ``decode(_:limits:)`` gave for `data`, as a browser shows them
    /// (as ``decodeRGBA8(_:limits:)`` gives them), without decoding `data` again.
    func rgba8(of stored: PixelBuffer, in data: [UInt8]) throws(CodecError) -> PixelBuffer {
        let file = try PNGFile(data)
        var palette: ArraySlice<UInt8> = []
        var transparency: ArraySlice<UInt8>?
        for chunk in file.chunks {
            if chunk.type == .PLTE { palette = data[chunk.dataRange] }
            if chunk.type == Self.tRNS { transparency = data[chunk.dataRange] }
        }
        if stored.format.rawValue.hasPrefix("indexed") && palette.isEmpty {
            throw .malformed(.png, message: "a palette image without a PLTE chunk")
        }
        return Self.straightRGBA8(stored, palette: Array(palette), transparency: transparency.map(Array.init))
    }

    /// A PNG holding only IHDR, IDAT and IEND for an `rgba8` buffer.
    public func encodeRGBA8(_ pixels: PixelBuffer) throws(CodecError) -> [UInt8] {
        precondition(pixels.format == .rgba8, "encodeRGBA8 takes rgba8, got \(pixels.format)")
        let header = cpng_header(
            width: UInt32(pixels.width), height: UInt32(pixels.height), bit_depth: 8, color_type: 6,
            interlace_method: 0, channels: 4)
        return try LibPNG.encode(
            pixels, header: header,
            settings: cpng_encode_settings(level: 6, strategy: 0, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil))
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let tRNS = PNGChunkType("tRNS")

    /// `stored` (as ``decode(_:limits:)`` returns it) in straight `rgba8`. `palette` is PLTE's
    /// data (RGB triples); `transparency` tRNS's: an alpha per palette entry, or the one grey
    /// (2 bytes) or RGB (6 bytes) sample, at the image's bit depth and big-endian, that is transparent.
    static func straightRGBA8(_ stored: PixelBuffer, palette: [UInt8], transparency: [UInt8]?) -> PixelBuffer {
        let format = stored.format
        let bits = format.bitsPerPixel
        let isIndexed = format.rawValue.hasPrefix("indexed")
        // The palette as RGBA quadruples, 256 of them: an index past its end is opaque black.
        var lookup = [UInt8](repeating: 0, count: 256 * 4)
        for entry in 0..<256 {
            if entry * 3 + 2 < palette.count {
                for channel in 0..<3 { lookup[entry * 4 + channel] = palette[entry * 3 + channel] }
            }
            lookup[entry * 4 + 3] = isIndexed && entry < transparency?.count ?? 0 ? transparency![entry] : 255
        }
        // The transparent sample(s) of a grey or RGB image, at its bit depth.
        let key: [Int]? =
            isIndexed
            ? nil
            : transparency.flatMap { samples in
                samples.count == 2 || samples.count == 6
                    ? Swift.stride(from: 0, to: samples.count, by: 2).map {
                        Int(samples[$0]) << 8 | Int(samples[$0 + 1])
                    }
                    : nil
            }
        let (width, stride) = (stored.width, stored.bytesPerRow)
        let outStride = PixelBuffer.paddedBytesPerRow(width: width, format: .rgba8)
        return PixelBuffer(width: stored.width, height: stored.height, format: .rgba8) { destination in
            stored.withUnsafeBytes { source in
                for y in 0..<stored.height {
                    let row = source.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
                    let out = destination.baseAddress!.advanced(by: y * outStride).assumingMemoryBound(to: UInt8.self)
                    if format == .rgba8 {
                        out.update(from: row, count: 4 * width)
                        continue
                    }
                    func wide(_ index: Int) -> Int { Int(row[2 * index]) << 8 | Int(row[2 * index + 1]) }
                    func narrow(_ index: Int) -> UInt8 { UInt8((wide(index) * 255 + 32767) / 65535) }
                    for x in 0..<width {
                        let pixel = out + 4 * x
                        pixel[3] = 255
                        // Whether the stored grey or RGB sample is the one tRNS makes transparent.
                        var isKey = false
                        switch format {
                        case .gray1, .gray2, .gray4, .gray8:
                            let bit = x * bits
                            let value = Int(row[bit / 8] >> UInt8(8 - bits - bit % 8)) & (1 << bits - 1)
                            let grey = UInt8(value * 255 / (1 << bits - 1))
                            (pixel[0], pixel[1], pixel[2]) = (grey, grey, grey)
                            isKey = key?.count == 1 && key![0] == value
                        case .indexed1, .indexed2, .indexed4, .indexed8:
                            let bit = x * bits
                            let value = Int(row[bit / 8] >> UInt8(8 - bits - bit % 8)) & (1 << bits - 1)
                            for channel in 0..<4 { pixel[channel] = lookup[value * 4 + channel] }
                        case .grayAlpha8:
                            (pixel[0], pixel[1], pixel[2], pixel[3]) = (
                                row[2 * x], row[2 * x], row[2 * x], row[2 * x + 1]
                            )
                        case .rgb8:
                            (pixel[0], pixel[1], pixel[2]) = (row[3 * x], row[3 * x + 1], row[3 * x + 2])
                            isKey =
                                key?.count == 3 && key![0] == Int(row[3 * x]) && key![1] == Int(row[3 * x + 1])
                                && key![2] == Int(row[3 * x + 2])
                        case .gray16:
                            (pixel[0], pixel[1], pixel[2]) = (narrow(x), narrow(x), narrow(x))
                            isKey = key?.count == 1 && key![0] == wide(x)
                        case .grayAlpha16:
                            (pixel[0], pixel[1], pixel[2], pixel[3]) = (
                                narrow(2 * x), narrow(2 * x), narrow(2 * x), narrow(2 * x + 1)
                            )
                        case .rgb16:
                            (pixel[0], pixel[1], pixel[2]) = (narrow(3 * x), narrow(3 * x + 1), narrow(3 * x + 2))
                            isKey =
                                key?.count == 3 && key![0] == wide(3 * x) && key![1] == wide(3 * x + 1)
                                && key![2] == wide(3 * x + 2)
                        case .rgba16:
                            for channel in 0..<4 { pixel[channel] = narrow(4 * x + channel) }
                        case .rgba8, .ycbcr8, .cmyk8, .ycck8:
                            preconditionFailure("\(format) is not a PNG layout this loop converts")
                        }
                        if isKey { pixel[3] = 0 }
                    }
                }
            }
        }
    }
}
