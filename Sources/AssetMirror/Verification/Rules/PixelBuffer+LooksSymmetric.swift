extension PixelBuffer {
    /// Whether mirroring the image changes nothing a person could see.
    ///
    /// The image's drawing is how far its pixels are from the background (the commonest pixel
    /// value), measured as a person sees them (``seenDifference(_:_:_:_:samples:alpha:)``) for 8-bit
    /// formats, counted only beyond ``symmetryTolerance`` levels, so that an anti-aliased edge
    /// weighs what it covers; for other depths and palette indices, 1 for another value. The image looks
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

    /// The share of the drawing (0 to 1) that mirroring moves to where there was none: half how
    /// far the pixels are from their mirror image's (each moved pixel differs in two places),
    /// over the drawing; the mirror is taken about the centre of the drawing's extent (where it
    /// is drawn, not the canvas), the least over it placed there, one pixel left and one right. 0 for an image with no drawing or a symmetric one, 1 for a drawing
    /// its mirror image does not overlap at all.
    func mirrorChange(acrossRows: Bool = false) -> Double {
        guard width > 0, height > 0 else { return 0 }
        let samples = Self.eightBitFormats.contains(format) ? format.bytesPerPixel ?? 0 : 0
        let alpha = alphaSample
        let (width, height, stride) = (width, height, bytesPerRow)
        return withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            // How far apart two pixels look, 0 to 1: ``seenDifference`` over 255, 0 within the
            // tolerance (8-bit formats); 0 or 1 for others (other value or not). An anti-aliased
            // edge pixel a little off its mirror's counts a little.
            func distance(_ x: Int, _ y: Int, _ otherX: Int, _ otherY: Int) -> Double {
                guard samples > 0 else { return pixel(x: x, y: y) != pixel(x: otherX, y: otherY) ? 1 : 0 }
                let a = y * stride + x * samples
                let b = otherY * stride + otherX * samples
                let seen = Self.seenDifference(bytes, a, bytes, b, samples: samples, alpha: alpha)
                return seen > Self.symmetryTolerance ? Double(seen) / 255 : 0
            }
            // The background is the commonest pixel value (the larger value when two are as
            // common, so that every run agrees); the drawing, what differs from it. (Not the
            // edge's: a glyph on a disc that fills the canvas, alpha-wallet-ios's `activitySend`,
            // would count the disc's transparent corners as drawing.)
            var counts: [UInt64: (count: Int, x: Int, y: Int)] = [:]
            for y in 0..<height {
                for x in 0..<width { counts[pixel(x: x, y: y), default: (0, x, y)].count += 1 }
            }
            let background = counts.max { ($0.value.count, $0.key) < ($1.value.count, $1.key) }!.value
            var drawing = 0.0
            let extent = acrossRows ? height : width
            var (low, high) = (extent, -1)
            for y in 0..<height {
                for x in 0..<width {
                    let ink = distance(x, y, background.x, background.y)
                    guard ink > 0 else { continue }
                    drawing += ink
                    let along = acrossRows ? y : x
                    (low, high) = (Swift.min(low, along), Swift.max(high, along))
                }
            }
            guard drawing > 0 else { return 0 }
            return [0, 1, -1].map { offset in
                var different = 0.0
                for y in 0..<height {
                    for x in 0..<width {
                        // About the drawing's own centre, not the canvas's: a chevron pointing
                        // down placed off centre (owncloud/ios-app's `chevron-small`, 6 pixels
                        // right at 48) points no way. Off the edge is background.
                        let mirror = low + high - (acrossRows ? y : x) + offset
                        different +=
                            !(0..<extent).contains(mirror)
                            ? distance(x, y, background.x, background.y)
                            : acrossRows ? distance(x, y, x, mirror) : distance(x, y, mirror, y)
                    }
                }
                return Swift.min(1, different / (2 * drawing))
            }.min()!
        }
    }

    /// How different the 8-bit pixels at byte offset `first` of `bytes` and `second` of
    /// `otherBytes`, of `samples` each, look, 0 to 255: the largest difference of a sample, where a pixel with an
    /// `alpha` sample (its index) is seen as its shape and
    /// its colour. Its shape is its cover, and a pixel at least half opaque covers: a difference
    /// of opacity between two such pixels is shading, not shape (OsmAnd's map cursor pointing up
    /// is lit on one side, opaque there and half opaque on the other; mirrored it points the
    /// same way), and anti-aliasing a little lighter on one edge than the other does not move
    /// an edge. Its colour counts as far as both pixels are seen: not at all on a transparent
    /// pixel, whatever colour it stores.
    static func seenDifference(
        _ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ otherBytes: UnsafeBufferPointer<UInt8>, _ second: Int,
        samples: Int, alpha: Int?
    ) -> Int {
        guard let alpha else {
            var largest = 0
            for sample in 0..<samples {
                largest = Swift.max(largest, abs(Int(bytes[first + sample]) - Int(otherBytes[second + sample])))
            }
            return largest
        }
        let (coverFirst, coverSecond) = (Int(bytes[first + alpha]), Int(otherBytes[second + alpha]))
        var largest = coverFirst >= 128 && coverSecond >= 128 ? 0 : abs(coverFirst - coverSecond)
        let seen = Swift.min(coverFirst, coverSecond)
        for sample in 0..<samples where sample != alpha {
            largest = Swift.max(
                largest, abs(Int(bytes[first + sample]) - Int(otherBytes[second + sample])) * seen / 255)
        }
        return largest
    }

    /// The index of the alpha sample of an 8-bit format with one, else nil.
    var alphaSample: Int? { format == .rgba8 ? 3 : format == .grayAlpha8 ? 1 : nil }

    /// How far an 8-bit sample may be from another and still look the same.
    static let symmetryTolerance = 16
    /// The share of the drawing that mirroring may change (``mirrorChange(acrossRows:)``) and
    /// still look the same: 5%. On 12 public apps' catalogs, glyphs drawn symmetric (chevrons and
    /// arrows pointing down or up, drawn by poppler at 96 pixels) changed by 3–4% through
    /// anti-aliasing, and the least-changed drawing that points a way (OsmAnd's `ic_custom_undo`)
    /// by 19% (docs/real-projects.md).
    static let symmetryShare = 0.05
}
