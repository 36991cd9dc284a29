extension PixelBuffer {
    /// Whether the image draws a media transport control: filled triangles pointing one way
    /// along a line, with or without bars (⏩ ⏭ ⏪ ⏮), which do not mirror in right-to-left
    /// layouts (SF Symbols' `forward`, `forward.end` and `backward` do not; Material's
    /// bidirectionality guidance keeps media controls as they are). Named `next` or `back`,
    /// such an image points no way along a line of text.
    ///
    /// Read from the drawing's column profile: in each column, how many pixels are ink (more
    /// than half-way from the background, the commonest pixel value on the edge). A triangle whose base is
    /// vertical is a *ramp*: its columns hold one run of ink each, centred on the drawing's
    /// middle, whose length falls (or rises) in a straight line by at least half the drawing's
    /// height; a *bar* is full-height columns. The image is a media control when its columns are
    /// all ramps, bars and empty columns, with at least one ramp among at least two pieces and
    /// every ramp falling the same way. A lone triangle (a disclosure triangle, which mirrors),
    /// an arrow (its shaft is a low flat run) and a chevron (two runs per column) are not.
    func looksLikeMediaControl(ink: [Bool]? = nil) -> Bool {
        guard width >= 12, height >= 12 else { return false }
        let mask = ink ?? inkMask()
        var heights = [Int](repeating: 0, count: width)
        var centres = [Double](repeating: 0, count: width)
        for x in 0..<width {
            // The column's runs of ink, a gap of up to two pixels bridged.
            var runs: [(top: Int, bottom: Int)] = []
            for y in 0..<height where mask[y * width + x] {
                if let last = runs.last, y <= last.bottom + 3 {
                    runs[runs.count - 1].bottom = y
                } else {
                    runs.append((y, y))
                }
            }
            guard let main = runs.max(by: { $0.bottom - $0.top < $1.bottom - $1.top }) else { continue }
            // One run per column, but for two stray pixels: a chevron's two arms, or an
            // outline, are not a ramp or a bar.
            let outside = runs.filter { $0.top != main.top }.map { $0.bottom - $0.top + 1 }.reduce(0, +)
            guard outside <= 2 else { return false }
            heights[x] = main.bottom - main.top + 1
            centres[x] = Double(main.top + main.bottom) / 2
        }
        guard let first = heights.firstIndex(where: { $0 > 0 }), let last = heights.lastIndex(where: { $0 > 0 }) else {
            return false
        }
        let full = Double(heights.max()!)
        guard full >= 8 else { return false }
        let inked = (first...last).filter { heights[$0] > 0 }
        let middle = inked.map { centres[$0] }.sorted()[inked.count / 2]
        guard inked.allSatisfy({ abs(centres[$0] - middle) <= max(1.5, full * 0.06) }) else { return false }
        // Pieces: split at empty columns and at jumps of more than a third of the height.
        var pieces: [[Int]] = []
        for x in first...last {
            guard heights[x] > 0 else {
                if pieces.last?.isEmpty == false { pieces.append([]) }
                continue
            }
            if let previous = pieces.last?.last, abs(Double(heights[x] - previous)) > full / 3 {
                pieces.append([])
            }
            if pieces.isEmpty { pieces.append([]) }
            pieces[pieces.count - 1].append(heights[x])
        }
        pieces.removeAll { $0.isEmpty }
        var ramps: [Int] = [] // the sign of each ramp's slope
        var kept = 0
        for piece in pieces {
            if piece.count <= 2 { continue } // anti-aliased columns where two pieces meet
            kept += 1
            if piece.allSatisfy({ Double($0) >= full * 0.85 }) { continue } // a bar
            guard let slope = Self.rampSlope(piece, full: full) else { return false }
            ramps.append(slope)
        }
        return kept >= 2 && !ramps.isEmpty && Set(ramps).count == 1
            && pieces.filter { $0.count <= 2 }.count <= 2
    }

    /// The sign of a ramp's slope (-1 falling, 1 rising), or nil when the heights are not one:
    /// after its highest column (before it, a rounded base: at least 85% of the height), they
    /// fall by at least half the drawing's height, never rise by more than a pixel, and stay
    /// within 6% of the height of their straight line.
    private static func rampSlope(_ heights: [Int], full: Double) -> Int? {
        let sign = heights.last! < heights.first! ? -1 : 1
        let falling = (sign < 0 ? heights : heights.reversed()).map(Double.init)
        let peak = falling.indices.max { (falling[$0], $0) < (falling[$1], $1) }!
        guard falling[..<peak].allSatisfy({ $0 >= full * 0.85 }) else { return nil }
        let values = Array(falling[peak...])
        guard values.count >= 3, values.first! - values.last! >= full * 0.5 else { return nil }
        for index in values.indices.dropFirst() where values[index] - values[index - 1] > 1 { return nil }
        let n = Double(values.count)
        let meanX = (n - 1) / 2
        let meanY = values.reduce(0, +) / n
        var (sxy, sxx) = (0.0, 0.0)
        for (x, y) in values.enumerated() {
            sxy += (Double(x) - meanX) * (y - meanY)
            sxx += (Double(x) - meanX) * (Double(x) - meanX)
        }
        let slope = sxy / sxx
        let residual =
            values.enumerated().map { x, y in
                let fitted = meanY + slope * (Double(x) - meanX)
                return (y - fitted) * (y - fitted)
            }.reduce(0, +) / n
        return residual.squareRoot() <= full * 0.06 ? sign : nil
    }
}
