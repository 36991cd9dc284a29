import Foundation

extension PixelBuffer {
    /// Whether the image draws a circular arrow: an open ring most of the way round a centre,
    /// with what sits inside it (a clock's hands) and an arrowhead at its gap. Circular arrows
    /// keep the way a clock turns in right-to-left layouts: SF Symbols does not mirror
    /// `arrow.counterclockwise` or `clock.arrow.circlepath`, and Material's bidirectionality
    /// guidance keeps clocks and circular refresh arrows (its `history`, `update`, `refresh`) as
    /// they are. Named `history_back` or `back_in_time`, such an image points no way along a
    /// line of text. A hook (↶, half a ring: Material's `undo`, which mirrors), a closed ring
    /// with an arrow inside it and an arrow or chevron are not.
    ///
    /// Read from the ink (``inkMask()``) in polar coordinates. The stroke's width is twice the
    /// ink's area over its edge pixels; the ring is the circle, its centre within a fifth of the
    /// drawing's size of the drawing's middle and its radius at least a quarter of that size,
    /// that holds the most ink within a stroke's width. The image is a circular arrow when its
    /// stroke is thin beside that ring (``CircularArrow/widestStroke``), the ring holds at least
    /// ``CircularArrow/ringShare`` of the ink, runs round at least
    /// ``CircularArrow/leastCoverage`` of the circle but leaves a gap of at least
    /// ``CircularArrow/leastGapDegrees``, and no more than ``CircularArrow/mostOutside`` of the
    /// ink lies outside it.
    ///
    /// Measured on the catalogs of docs/real-projects.md (both corpora, 29 apps): of the 166 sets
    /// named refresh, reload, sync, retry, history, clock, time and the like, 35 pass, 34 of them
    /// circular arrows (10 with a clock inside) and one a ring of three dots (a sync glyph); the
    /// circular arrows it misses are drawn on a filled tile or carry a badge. Of the 86 sets
    /// reported there by their name, the one that passes is ProtonVPN's `ic-history-back`, a
    /// clock with a counter-clockwise arrow.
    func looksLikeCircularArrow() -> Bool {
        guard width >= 16, height >= 16 else { return false }
        let mask = inkMask()
        var (area, edge) = (0, 0)
        var (left, right, top, bottom) = (width, -1, height, -1)
        func inked(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] }
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] {
                area += 1
                if !inked(x - 1, y) || !inked(x + 1, y) || !inked(x, y - 1) || !inked(x, y + 1) { edge += 1 }
                (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
            }
        }
        guard area >= 20, edge > 0 else { return false }
        let stroke = max(1, 2 * Double(area) / Double(edge))
        let size = Double(max(right - left, bottom - top) + 1)
        // Every n-th pixel of ink, at most about 20,000: as many say where a ring is, and the
        // search below stays a few million steps on a 4,000-pixel-square image.
        let every = max(1, area / 20_000)
        var sampled: [(x: Double, y: Double)] = []
        sampled.reserveCapacity(area / every + 1)
        var seen = 0
        for y in top...bottom {
            for x in left...right where mask[y * width + x] {
                if seen % every == 0 { sampled.append((Double(x), Double(y))) }
                seen += 1
            }
        }
        let weight = Double(area) / Double(sampled.count)

        // The ring: centre and radius holding the most ink within a stroke's width.
        let window = Int(stroke.rounded()) + 2
        let (middleX, middleY) = (Double(left + right) / 2, Double(top + bottom) / 2)
        let step = max(1, size / 40)
        var best: (ink: Double, x: Double, y: Double, radius: Double)?
        for centreX in Swift.stride(from: middleX - size / 5, through: middleX + size / 5, by: step) {
            for centreY in Swift.stride(from: middleY - size / 5, through: middleY + size / 5, by: step) {
                var histogram = [Double](repeating: 0, count: Int(size * 2) + window + 2)
                for point in sampled {
                    let radius = Int(
                        ((point.x - centreX) * (point.x - centreX) + (point.y - centreY) * (point.y - centreY))
                            .squareRoot().rounded())
                    if radius < histogram.count { histogram[radius] += 1 }
                }
                // The radius with the most ink about this centre; a centre whose ring is small
                // (a clock's hub, the middle of a cross) is no ring's.
                var (sum, most, mostRadius) = (histogram[0..<window].reduce(0, +), -1.0, 0.0)
                for start in 0..<(histogram.count - window) {
                    if sum > most { (most, mostRadius) = (sum, Double(start) + Double(window - 1) / 2) }
                    sum += histogram[start + window] - histogram[start]
                }
                if mostRadius >= size / 4, most > (best?.ink ?? 0) { best = (most, centreX, centreY, mostRadius) }
            }
        }
        // A ring, not a disc: filled shapes (a flag with a stopwatch) make a stroke as wide as
        // the drawing, and any circle through them holds all the ink.
        guard let ring = best, stroke <= ring.radius * CircularArrow.widestStroke else { return false }

        // How much of the ink the ring holds, how far round it runs, what lies outside it.
        let half = stroke / 2 + 1.5
        var sectors = [Double](repeating: 0, count: 72)
        var (onRing, outside) = (0.0, 0.0)
        for point in sampled {
            let (dx, dy) = (point.x - ring.x, point.y - ring.y)
            let radius = (dx * dx + dy * dy).squareRoot()
            if abs(radius - ring.radius) <= half {
                onRing += weight
                var angle = atan2(dy, dx) * 180 / .pi
                if angle < 0 { angle += 360 }
                sectors[min(71, Int(angle / 5))] += weight
            } else if radius > ring.radius + half {
                outside += weight
            }
        }
        let expected = stroke * ring.radius * 5 * .pi / 180
        let covered = sectors.map { $0 >= 0.3 * expected }
        var (gap, run) = (0, 0)
        for isCovered in covered + covered {
            run = isCovered ? 0 : run + 1
            gap = max(gap, min(run, 72))
        }
        let coverage = Double(covered.filter { $0 }.count) / 72
        return onRing / Double(area) >= CircularArrow.ringShare && outside / Double(area) <= CircularArrow.mostOutside
            && coverage >= CircularArrow.leastCoverage && gap * 5 >= CircularArrow.leastGapDegrees
    }

    /// The bounds of ``looksLikeCircularArrow()``.
    enum CircularArrow {
        /// The share of the ink on the ring: a clock's hands inside may hold the rest.
        static let ringShare = 0.75
        /// The share of the ink outside the ring: an arrowhead's outer barb, little more.
        static let mostOutside = 0.1
        /// How far round the ring runs, over a whole circle: a hook (↶) runs half.
        static let leastCoverage = 0.8
        /// The smallest gap, in degrees: a closed ring (a circled arrow) has none.
        static let leastGapDegrees = 10
        /// The widest stroke, over the ring's radius: real circular arrows' are 0.1 to 0.3.
        static let widestStroke = 0.4
    }
}
