extension PixelBuffer {
    /// The commonest pixel value on the image's edge: the background. (Over the whole image, a
    /// large glyph can outnumber it: vlc-ios's `forwardIcon` is 70%-opaque white over more than
    /// half its pixels.)
    func borderPixel() -> UInt64 {
        var counts: [UInt64: Int] = [:]
        for x in 0..<width {
            counts[pixel(x: x, y: 0), default: 0] += 1
            counts[pixel(x: x, y: height - 1), default: 0] += 1
        }
        for y in 0..<height {
            counts[pixel(x: 0, y: y), default: 0] += 1
            counts[pixel(x: width - 1, y: y), default: 0] += 1
        }
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }!.key
    }

    /// Where the drawing is, row by row: every pixel more than half-way from the background
    /// (``borderPixel()``): for 8-bit formats, seen as a person sees it
    /// (``seenDifference(_:_:_:_:samples:alpha:)``: a transparent pixel is no ink, whatever colour
    /// it stores), for others any other value. Read from the bytes in one pass: a
    /// 4,000-pixel-square image is 16 million pixels.
    func inkMask() -> [Bool] {
        let background = borderPixel()
        var mask = [Bool](repeating: false, count: width * height)
        guard Self.eightBitFormats.contains(format), let samples = format.bytesPerPixel else {
            for y in 0..<height {
                for x in 0..<width where pixel(x: x, y: y) != background { mask[y * width + x] = true }
            }
            return mask
        }
        // ``pixel(x:y:)`` reads a pixel's bytes as one big-endian number: sample 0 is the top byte.
        let reference = (0..<samples).map { UInt8((background >> UInt64(8 * (samples - 1 - $0))) & 0xFF) }
        let (width, height, stride, alpha) = (width, height, bytesPerRow, alphaSample)
        mask.withUnsafeMutableBufferPointer { mask in
            reference.withUnsafeBufferPointer { reference in
                withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    for y in 0..<height {
                        for x in 0..<width {
                            let at = y * stride + x * samples
                            if Self.seenDifference(bytes, at, reference, 0, samples: samples, alpha: alpha) > 127 {
                                mask[y * width + x] = true
                            }
                        }
                    }
                }
            }
        }
        return mask
    }

    /// The formats whose samples are bytes, compared sample by sample.
    static let eightBitFormats: Set<PixelFormat> = [.gray8, .grayAlpha8, .rgb8, .rgba8, .ycbcr8, .cmyk8, .ycck8]
}
