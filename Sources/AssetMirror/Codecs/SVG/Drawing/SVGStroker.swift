import Foundation

/// A stroke as polygons the non-zero rule fills into its outline: a rectangle per segment, a
/// wedge or disc per join, a square or disc per cap, each turning the same way.
struct SVGStroker {
    typealias Point = SVGPathData.Point

    enum Cap: String { case butt, round, square }
    enum Join: String { case miter, round, bevel }

    var halfWidth: Double
    var cap = Cap.butt
    var join = Join.miter
    var miterLimit = 4.0

    /// The pieces for one flattened subpath (in pixels); `closed` joins its end to its start.
    func pieces(_ points: [Point], closed: Bool) -> [[Point]] {
        var points = points
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        var result: [[Point]] = []
        guard halfWidth > 0, let first = points.first else { return result }
        if points.count == 1 || points.allSatisfy({ $0 == first }) {
            // A zero-length subpath draws a dot with round or square caps.
            if cap == .round { result.append(disc(first)) }
            if cap == .square {
                let h = halfWidth
                result.append(
                    Self.turning([
                        Point(x: first.x - h, y: first.y - h), Point(x: first.x + h, y: first.y - h),
                        Point(x: first.x + h, y: first.y + h), Point(x: first.x - h, y: first.y + h),
                    ]))
            }
            return result
        }
        let count = closed ? points.count : points.count - 1
        var directions: [Point?] = []
        for index in 0..<count {
            let (p, q) = (points[index], points[(index + 1) % points.count])
            let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
            guard length > 0 else {
                directions.append(nil)
                continue
            }
            let d = Point(x: (q.x - p.x) / length, y: (q.y - p.y) / length)
            directions.append(d)
            let n = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
            result.append(
                Self.turning([
                    Point(x: p.x + n.x, y: p.y + n.y), Point(x: q.x + n.x, y: q.y + n.y),
                    Point(x: q.x - n.x, y: q.y - n.y), Point(x: p.x - n.x, y: p.y - n.y),
                ]))
        }
        let segments = directions.compactMap { $0 }
        // Joins between consecutive segments of non-zero length.
        let vertices = closed ? Array(0..<count) : Array(1..<count)
        for vertex in vertices {
            guard let incoming = previousDirection(directions, before: vertex, closed: closed),
                let outgoing = nextDirection(directions, from: vertex, closed: closed)
            else { continue }
            result += joinPieces(at: points[vertex], incoming, outgoing)
        }
        if !closed, let start = segments.first, let end = segments.last {
            result += capPieces(at: points[0], direction: Point(x: -start.x, y: -start.y))
            result += capPieces(at: points[points.count - 1], direction: end)
        }
        return result
    }

    private func previousDirection(_ directions: [Point?], before vertex: Int, closed: Bool) -> Point? {
        var index = vertex - 1
        for _ in 0..<directions.count {
            if index < 0 {
                guard closed else { return nil }
                index += directions.count
            }
            if let d = directions[index] { return d }
            index -= 1
        }
        return nil
    }

    private func nextDirection(_ directions: [Point?], from vertex: Int, closed: Bool) -> Point? {
        var index = vertex
        for _ in 0..<directions.count {
            if index >= directions.count {
                guard closed else { return nil }
                index -= directions.count
            }
            if let d = directions[index] { return d }
            index += 1
        }
        return nil
    }

    private func joinPieces(at v: Point, _ d1: Point, _ d2: Point) -> [[Point]] {
        let cross = d1.x * d2.y - d1.y * d2.x
        guard abs(cross) > 1e-12 || d1.x * d2.x + d1.y * d2.y < 0 else { return [] }
        if join == .round { return [disc(v)] }
        // The outer side of the turn: the offsets there leave a gap the join fills.
        let side = cross > 0 ? -1.0 : 1.0
        let n1 = Point(x: -d1.y * side, y: d1.x * side)
        let n2 = Point(x: -d2.y * side, y: d2.x * side)
        let a = Point(x: v.x + n1.x * halfWidth, y: v.y + n1.y * halfWidth)
        let b = Point(x: v.x + n2.x * halfWidth, y: v.y + n2.y * halfWidth)
        let cosine = n1.x * n2.x + n1.y * n2.y
        if join == .miter, 1 + cosine > 1e-9, (2 / (1 + cosine)).squareRoot() <= miterLimit {
            let scale = halfWidth / (1 + cosine)
            let tip = Point(x: v.x + (n1.x + n2.x) * scale, y: v.y + (n1.y + n2.y) * scale)
            return [Self.turning([v, a, tip, b])]
        }
        return [Self.turning([v, a, b])]
    }

    private func capPieces(at p: Point, direction d: Point) -> [[Point]] {
        switch cap {
        case .butt: return []
        case .round: return [disc(p)]
        case .square:
            let n = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
            let f = Point(x: d.x * halfWidth, y: d.y * halfWidth)
            return [
                Self.turning([
                    Point(x: p.x + n.x, y: p.y + n.y), Point(x: p.x + n.x + f.x, y: p.y + n.y + f.y),
                    Point(x: p.x - n.x + f.x, y: p.y - n.y + f.y), Point(x: p.x - n.x, y: p.y - n.y),
                ])
            ]
        }
    }

    private func disc(_ centre: Point) -> [Point] {
        let steps = 24
        return Self.turning(
            (0..<steps).map { step in
                let angle = Double(step) / Double(steps) * 2 * .pi
                return Point(x: centre.x + halfWidth * cos(angle), y: centre.y + halfWidth * sin(angle))
            })
    }

    /// `polygon`, reversed if need be so that all pieces turn the same way (positive area).
    static func turning(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for index in polygon.indices {
            let (p, q) = (polygon[index], polygon[(index + 1) % polygon.count])
            area += p.x * q.y - q.x * p.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
