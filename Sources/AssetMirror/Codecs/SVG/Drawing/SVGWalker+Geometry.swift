import Foundation

extension SVGWalker {
    /// A length or number in user units (`12`, `12px`); nil for other units or none.
    static func length(_ text: String?) -> Double? {
        guard var value = text?.trimmed else { return nil }
        if value.hasSuffix("px") { value = value.dropLast(2) }
        guard let number = Double(value), number.isFinite else { return nil }
        return number
    }

    static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?)
        -> [SVGPathData.Segment]
    {
        guard width > 0, height > 0 else { return [] }
        var (rx, ry) = (rx ?? ry ?? 0, ry ?? rx ?? 0)
        (rx, ry) = (min(max(rx, 0), width / 2), min(max(ry, 0), height / 2))
        guard rx > 0, ry > 0 else {
            return [
                .move(Point(x: x, y: y)), .line(Point(x: x + width, y: y)), .line(Point(x: x + width, y: y + height)),
                .line(Point(x: x, y: y + height)), .close,
            ]
        }
        var segments: [SVGPathData.Segment] = [.move(Point(x: x + rx, y: y))]
        func arc(_ from: Point, _ to: Point) {
            segments += SVGArc(from: from, to: to, rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true).cubics
                .map { .cubic($0.0, $0.1, $0.2) }
        }
        segments.append(.line(Point(x: x + width - rx, y: y)))
        arc(Point(x: x + width - rx, y: y), Point(x: x + width, y: y + ry))
        segments.append(.line(Point(x: x + width, y: y + height - ry)))
        arc(Point(x: x + width, y: y + height - ry), Point(x: x + width - rx, y: y + height))
        segments.append(.line(Point(x: x + rx, y: y + height)))
        arc(Point(x: x + rx, y: y + height), Point(x: x, y: y + height - ry))
        segments.append(.line(Point(x: x, y: y + ry)))
        arc(Point(x: x, y: y + ry), Point(x: x + rx, y: y))
        segments.append(.close)
        return segments
    }

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> [SVGPathData.Segment] {
        guard rx > 0, ry > 0 else { return [] }
        let points = [
            Point(x: cx + rx, y: cy), Point(x: cx, y: cy + ry), Point(x: cx - rx, y: cy), Point(x: cx, y: cy - ry),
        ]
        var segments: [SVGPathData.Segment] = [.move(points[0])]
        for index in 0..<4 {
            segments += SVGArc(
                from: points[index], to: points[(index + 1) % 4], rx: rx, ry: ry, rotation: 0, largeArc: false,
                sweep: true
            ).cubics.map { .cubic($0.0, $0.1, $0.2) }
        }
        return segments + [.close]
    }

    /// The path's subpaths in pixels, curves flattened into lines a fraction of a pixel from them.
    static func flatten(_ path: [SVGPathData.Segment], _ transform: SVGTransform) -> [(points: [Point], closed: Bool)] {
        var subpaths: [(points: [Point], closed: Bool)] = []
        var points: [Point] = []
        var current = Point(x: 0, y: 0)
        var start = current
        func finish(closed: Bool) {
            if !points.isEmpty { subpaths.append((points, closed)) }
            points = []
        }
        for segment in path {
            switch segment {
            case .move(let p):
                finish(closed: false)
                (current, start) = (p, p)
                points = [transform.apply(p)]
            case .line(let p):
                if points.isEmpty { points = [transform.apply(current)] }
                points.append(transform.apply(p))
                current = p
            case .cubic(let c1, let c2, let end):
                if points.isEmpty { points = [transform.apply(current)] }
                let (p0, p1, p2, p3) = (
                    transform.apply(current), transform.apply(c1), transform.apply(c2), transform.apply(end)
                )
                let span = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
                let steps = span.isFinite ? min(64, max(2, Int(span.squareRoot() * 2))) : 2
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(
                        Point(
                            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                current = end
            case .close:
                if points.isEmpty { points = [transform.apply(current)] }
                finish(closed: true)
                current = start
                points = []
            }
        }
        finish(closed: false)
        return subpaths
    }

    private static func distance(_ p: Point, _ q: Point) -> Double {
        ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    }
}
