import Foundation

/// An SVG elliptical arc (endpoint parameters, SVG 1.1 implementation notes F.6) as cubic
/// Béziers of at most a quarter turn each.
struct SVGArc {
    typealias Point = SVGPathData.Point

    /// Each cubic's two control points and end point.
    var cubics: [(Point, Point, Point)] = []

    init(from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
        var (rx, ry) = (abs(rx), abs(ry))
        guard start != end else { return }
        guard rx > 0, ry > 0 else {
            cubics = [(start, end, end)] // a straight line (F.6.2)
            return
        }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { // radii too small: scaled up (F.6.6)
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        guard theta.isFinite, delta.isFinite, cx.isFinite, cy.isFinite else { return }
        let pieces = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4 / 3 * tan(step / 4)
        func point(_ a: Double) -> Point {
            let (x, y) = (rx * cos(a), ry * sin(a))
            return Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ a: Double) -> Point {
            let (x, y) = (-rx * sin(a), ry * cos(a))
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var a = theta
        for piece in 0..<pieces {
            let b = a + step
            let (p0, p3) = (point(a), piece == pieces - 1 ? end : point(b))
            let (d0, d3) = (derivative(a), derivative(b))
            cubics.append(
                (Point(x: p0.x + k * d0.x, y: p0.y + k * d0.y), Point(x: p3.x - k * d3.x, y: p3.y - k * d3.y), p3))
            a = b
        }
    }
}
