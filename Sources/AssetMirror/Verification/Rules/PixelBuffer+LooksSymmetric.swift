extension PixelBuffer {
    /// Whether mirroring the image changes nothing a person could see: every 8-bit sample within
    /// ``symmetryTolerance`` levels of its mirror image's, the mirror allowed to sit one pixel
    /// off (a glyph centred on a half pixel, as exporters place an odd-width shape in an
    /// even-width canvas). Formats of other depths, and palettes, must match exactly.
    ///
    /// `acrossRows` compares top with bottom instead of left with right: a JPEG whose EXIF
    /// orientation (5–8) shows its stored image on its side is mirrored as displayed by flipping
    /// its rows.
    func looksSymmetric(acrossRows: Bool = false) -> Bool {
        let eightBit: Set<PixelFormat> = [.gray8, .grayAlpha8, .rgb8, .rgba8, .ycbcr8, .cmyk8, .ycck8]
        guard eightBit.contains(format), let samples = format.bytesPerPixel else {
            return acrossRows ? flippedVertically() == self : isHorizontallySymmetric
        }
        let (width, height, stride) = (width, height, bytesPerRow)
        return withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Each sample against the one `offset` pixels past its mirror position.
            func matches(offset: Int) -> Bool {
                let extent = acrossRows ? height : width
                for y in 0..<height {
                    for x in 0..<width {
                        let position = acrossRows ? y : x
                        // Off the edge, the edge itself: a glyph one pixel off centre leaves
                        // background there, so a stroke along one edge still breaks symmetry.
                        let mirror = min(max(extent - 1 - position + offset, 0), extent - 1)
                        let (mx, my) = acrossRows ? (x, mirror) : (mirror, y)
                        for channel in 0..<samples {
                            let a = Int(bytes[y * stride + x * samples + channel])
                            let b = Int(bytes[my * stride + mx * samples + channel])
                            if abs(a - b) > Self.symmetryTolerance { return false }
                        }
                    }
                }
                return true
            }
            return matches(offset: 0) || matches(offset: 1) || matches(offset: -1)
        }
    }

    /// How far a sample may be from its mirror image's and still look the same: anti-aliasing
    /// of an edge that falls differently on the pixel grid on each side.
    static let symmetryTolerance = 16
}
