import Foundation

extension PixelBuffer {
    /// Whether the image draws a circular arrow: an open ring most of the way round a centre,
    /// an arrowhead's barb outside it by its gap, and what sits inside it (a clock's hands).
    /// Circular arrows keep the way a clock turns in right-to-left layouts: SF Symbols does not
    /// mirror `arrow.counterclockwise` or `clock.arrow.circlepath`, and Material's
    /// bidirectionality guidance keeps clocks and circular refresh arrows (its `history`,
    /// `update`, `refresh`) as they are. Named `history_back` or `back_in_time`, such an image
    /// points no way along a line of text. A hook (↶, half a ring: Material's `undo`, which
    /// mirrors), a closed ring with an arrow inside it, an open ring without a barb by its gap
    /// and an arrow or chevron are not.
    ///
    /// Read from the ink (`ink`, ``inkMask()`` when not given) in polar coordinates. The
    /// stroke's width is twice the ink's area over its edge pixels; the ring is the circle, its
    /// centre within a fifth of the drawing's size of the drawing's middle and its radius at
    /// least a quarter of that size, that holds the most ink within a stroke's width (centres
    /// tried on a grid of a fortieth of the size, then of a quarter of that around the best).
    /// The image is a circular arrow when its stroke is thin beside that ring
    /// (``CircularArrowBounds/widestStroke``), the ring holds at least
    /// ``CircularArrowBounds/ringShare`` of the ink, runs round at least
    /// ``CircularArrowBounds/leastCoverage`` of the circle but leaves a gap of at least
    /// ``CircularArrowBounds/leastGapDegrees``, and what lies outside it is no more than
    /// ``CircularArrowBounds/mostOutside`` of the ink and mostly within
    /// ``CircularArrowBounds/barbDegrees`` of a gap's end.
    ///
    /// Measured on the catalogs of docs/real-projects.md (both corpora, 29 apps): of the 166 sets
    /// named refresh, reload, sync, retry, history, clock, time and the like, 35 pass, 34 of them
    /// circular arrows (10 with a clock inside) and one a ring of three dots (a sync glyph); the
    /// circular arrows it misses are drawn on a filled tile or carry a badge. Of the 86 sets
    /// reported there by their name, the one that passes is ProtonVPN's `ic-history-back`, a
    /// clock with a counter-clockwise arrow.
    func looksLikeCircularArrow(ink: [Bool]? = nil) -> Bool {
        guard width >= 16, height >= 16 else { return false }
        let mask = ink ?? inkMask()
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
        // Every n-th pixel of ink, 20,000 to 40,000 of them when there are more: as many say
        // where a ring is, and the search below tries at most 17 × 17 + 9 × 9 centres against
        // them, however large the image.
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
        var best: (ink: Double, x: Double, y: Double, radius: Double)?
        func tryCentres(aroundX: Double, aroundY: Double, reach: Double, step: Double) {
            for centreX in Swift.stride(from: aroundX - reach, through: aroundX + reach, by: step) {
                for centreY in Swift.stride(from: aroundY - reach, through: aroundY + reach, by: step) {
                    var histogram = [Double](repeating: 0, count: Int(size * 2) + window + 2)
                    for point in sampled {
                        let (dx, dy) = (point.x - centreX, point.y - centreY)
                        let radius = Int((dx * dx + dy * dy).squareRoot().rounded())
                        if radius < histogram.count { histogram[radius] += 1 }
                    }
                    // The radius with the most ink about this centre; a centre whose ring is
                    // small (a clock's hub, the middle of a cross) is no ring's.
                    var (sum, most, mostRadius) = (histogram[0..<window].reduce(0, +), -1.0, 0.0)
                    for start in 0..<(histogram.count - window) {
                        if sum > most { (most, mostRadius) = (sum, Double(start) + Double(window - 1) / 2) }
                        sum += histogram[start + window] - histogram[start]
                    }
                    if mostRadius >= size / 4, most > (best?.ink ?? 0) { best = (most, centreX, centreY, mostRadius) }
                }
            }
        }
        let step = max(1, size / 40)
        tryCentres(aroundX: Double(left + right) / 2, aroundY: Double(top + bottom) / 2, reach: size / 5, step: step)
        // On a large drawing a grid step is pixels wide, and a centre that far off puts part of
        // a thin ring outside its band: look again, finer, around the best.
        if step > 1, let coarse = best { tryCentres(aroundX: coarse.x, aroundY: coarse.y, reach: step, step: step / 4) }
        // A ring, not a disc: filled shapes (a flag with a stopwatch) make a stroke as wide as
        // the drawing, and any circle through them holds all the ink.
        guard let ring = best, stroke <= ring.radius * CircularArrowBounds.widestStroke else { return false }

        // How much of the ink the ring holds, how far round it runs, what lies outside it.
        let band = stroke / 2 + 1.5
        var sectors = [Double](repeating: 0, count: 72)
        var onRing = 0.0
        var outside: [Double] = [] // the angles of the ink outside the ring
        for point in sampled {
            let (dx, dy) = (point.x - ring.x, point.y - ring.y)
            let radius = (dx * dx + dy * dy).squareRoot()
            var angle = atan2(dy, dx) * 180 / .pi
            if angle < 0 { angle += 360 }
            if abs(radius - ring.radius) <= band {
                onRing += weight
                sectors[min(71, Int(angle / 5))] += weight
            } else if radius > ring.radius + band {
                outside.append(angle)
            }
        }
        let expected = stroke * ring.radius * 5 * .pi / 180
        let covered = sectors.map { $0 >= 0.3 * expected }
        var (gap, run) = (0, 0)
        var gapEnds: [Double] = [] // where the ring stops or starts again, in degrees
        for (index, isCovered) in (covered + covered).enumerated() {
            run = isCovered ? 0 : run + 1
            gap = max(gap, min(run, 72))
            if index < 72, isCovered != covered[(index + 71) % 72] { gapEnds.append(Double(index * 5)) }
        }
        func nearAnEnd(_ angle: Double) -> Bool {
            gapEnds.contains { end in abs(remainder(angle - end, 360)) <= CircularArrowBounds.barbDegrees }
        }
        let coverage = Double(covered.filter { $0 }.count) / 72
        let outsideShare = Double(outside.count) * weight / Double(area)
        return onRing / Double(area) >= CircularArrowBounds.ringShare && outsideShare <= CircularArrowBounds.mostOutside
            && coverage >= CircularArrowBounds.leastCoverage && gap * 5 >= CircularArrowBounds.leastGapDegrees
            && !outside.isEmpty && Double(outside.filter(nearAnEnd).count) >= Double(outside.count) / 2
    }

    /// The bounds of ``looksLikeCircularArrow(ink:)``.
    enum CircularArrowBounds {
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
        /// How far from a gap's end, in degrees, most of the ink outside the ring lies: an
        /// arrowhead's barb sits at the end of its arc.
        static let barbDegrees = 45.0
    }
}
