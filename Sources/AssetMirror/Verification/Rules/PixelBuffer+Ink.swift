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

    /// Whether the pixel is more than half-way from `background` (8-bit formats: the largest
    /// sample difference over 127; others: any other value).
    func isInk(x: Int, y: Int, background: UInt64) -> Bool {
        let value = pixel(x: x, y: y)
        let eightBit: Set<PixelFormat> = [.gray8, .grayAlpha8, .rgb8, .rgba8, .ycbcr8, .cmyk8, .ycck8]
        guard eightBit.contains(format), let samples = format.bytesPerPixel else { return value != background }
        for channel in 0..<samples {
            let shift = UInt64(8 * (samples - 1 - channel))
            let a = Int((value >> shift) & 0xFF)
            let b = Int((background >> shift) & 0xFF)
            if abs(a - b) > 127 { return true }
        }
        return false
    }

    /// Where the drawing is: every pixel more than half-way from the background
    /// (``borderPixel()``), row by row.
    func inkMask() -> [Bool] {
        let background = borderPixel()
        var mask = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where isInk(x: x, y: y, background: background) { mask[y * width + x] = true }
        }
        return mask
    }
}
