extension PixelBuffer {
    /// Whether mirroring the image changes nothing a person could see.
    ///
    /// The image's drawing is its pixels that differ from the background (the commonest pixel
    /// value); a pixel differs when a sample is more than ``symmetryTolerance`` levels away
    /// (8-bit formats) or its value is another (other depths, palette indices). The image looks
    /// symmetric when mirroring changes at most ``symmetryShare`` of the drawing, the mirror
    /// allowed to sit one pixel off (a glyph centred on a half pixel, as
    /// exporters place an odd-width shape in an even-width canvas). A stray anti-aliased pixel
    /// does not make a chevron pointing down directional; an arrow's head does.
    ///
    /// `acrossRows` compares top with bottom instead of left with right: a JPEG whose EXIF
    /// orientation (5–8) shows its stored image on its side is mirrored as displayed by flipping
    /// its rows.
    func looksSymmetric(acrossRows: Bool = false) -> Bool {
        mirrorChange(acrossRows: acrossRows) <= Self.symmetryShare
    }

    /// The share of the drawing (0 to 1) that mirroring moves to where there was none: half the
    /// pixels that differ from their mirror image's (each moved pixel differs in two places),
    /// over the drawing's pixels; the mirror is taken about the centre of the drawing's extent
    /// (where it is drawn, not the canvas), and the least over it placed there, one pixel left
    /// and one pixel right. 0 for an image with no drawing or a symmetric one, 1 for a drawing
    /// its mirror image does not overlap at all.
    func mirrorChange(acrossRows: Bool = false) -> Double {
        guard width > 0, height > 0 else { return 0 }
        let eightBit: Set<PixelFormat> = [.gray8, .grayAlpha8, .rgb8, .rgba8, .ycbcr8, .cmyk8, .ycck8]
        let samples = eightBit.contains(format) ? format.bytesPerPixel ?? 0 : 0
        let (width, height, stride) = (width, height, bytesPerRow)
        return withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            func differ(_ x: Int, _ y: Int, _ otherX: Int, _ otherY: Int) -> Bool {
                guard samples > 0 else { return pixel(x: x, y: y) != pixel(x: otherX, y: otherY) }
                let a = y * stride + x * samples
                let b = otherY * stride + otherX * samples
                return (0..<samples).contains { abs(Int(bytes[a + $0]) - Int(bytes[b + $0])) > Self.symmetryTolerance }
            }
            // The background is the commonest pixel value; the drawing, what differs from it.
            var counts: [UInt64: (count: Int, x: Int, y: Int)] = [:]
            for y in 0..<height {
                for x in 0..<width { counts[pixel(x: x, y: y), default: (0, x, y)].count += 1 }
            }
            let background = counts.values.max { $0.count < $1.count }!
            var drawing = 0
            let extent = acrossRows ? height : width
            var (low, high) = (extent, -1)
            for y in 0..<height {
                for x in 0..<width where differ(x, y, background.x, background.y) {
                    drawing += 1
                    let along = acrossRows ? y : x
                    (low, high) = (Swift.min(low, along), Swift.max(high, along))
                }
            }
            guard drawing > 0 else { return 0 }
            return [0, 1, -1].map { offset in
                var different = 0
                for y in 0..<height {
                    for x in 0..<width {
                        // Mirrored about the drawing's own centre, not the canvas's: a symmetric
                        // glyph placed off centre (vlc-ios's `iconChevron`, two pixels right at
                        // 3x) points no way. Off the edge is background.
                        let mirror = low + high - (acrossRows ? y : x) + offset
                        let differs =
                            !(0..<extent).contains(mirror)
                            ? differ(x, y, background.x, background.y)
                            : acrossRows ? differ(x, y, x, mirror) : differ(x, y, mirror, y)
                        if differs { different += 1 }
                    }
                }
                return Swift.min(1, Double(different) / Double(2 * drawing))
            }.min()!
        }
    }

    /// How far an 8-bit sample may be from another and still look the same.
    static let symmetryTolerance = 16
    /// The share of the drawing that mirroring may change (``mirrorChange(acrossRows:)``) and
    /// still look the same: 2.5%, which is 5% of its pixels differing from their mirror image's.
    static let symmetryShare = 0.025
}
