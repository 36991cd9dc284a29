import Foundation

/// Fills polygons into an RGBA canvas, anti-aliased: each pixel row is sampled on
/// ``subRows`` lines, and each line's spans cover pixels by the length they overlap them, so an
/// edge weighs what it covers. Strokes arrive as polygons too (``SVGStroker``): one piece per
/// segment, join and cap, all turning the same way, so that the non-zero rule fills their union.
struct SVGRasterizer {
    typealias Point = SVGPathData.Point

    static let subRows = 5

    let width: Int
    let height: Int
    /// Premultiplied RGBA, 0 to 1, row-major from the top-left corner.
    private(set) var canvas: [Double]
    private var coverage: [Double]
    /// Span crossings left before the drawing is refused as too intricate.
    private var crossingsLeft: Int

    init(width: Int, height: Int, maxCrossings: Int) {
        (self.width, self.height) = (width, height)
        canvas = Array(repeating: 0, count: width * height * 4)
        coverage = Array(repeating: 0, count: width * height)
        crossingsLeft = maxCrossings
    }

    /// Paints `polygons` (closed; each a list of points in pixels) with `color` and `opacity`.
    mutating func fill(_ polygons: [[Point]], evenOdd: Bool, color: SVGColor, opacity: Double)
        throws(SVGDrawing.Refusal)
    {
        let alpha = color.alpha * opacity
        guard alpha > 0, !polygons.isEmpty else { return }
        for index in coverage.indices { coverage[index] = 0 }
        let lines = height * Self.subRows
        var crossings = Array(repeating: [(x: Double, winding: Int)](), count: lines)
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let (p, q) = (polygon[index], polygon[(index + 1) % polygon.count])
                // A non-finite point (a hostile file's 1e308s, transformed) draws nothing.
                guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { continue }
                let (top, bottom) = p.y < q.y ? (p, q) : (q, p)
                // Sample lines at y = (line + 0.5) / subRows within [top.y, bottom.y).
                let (low, high) = (-1.0, Double(lines + 1))
                let first = Int(min(max(top.y * Double(Self.subRows) - 0.5, low), high).rounded(.up))
                let last = Int(min(max(bottom.y * Double(Self.subRows) - 0.5, low), high).rounded(.up)) - 1
                let (from, to) = (max(0, first), min(lines - 1, last))
                guard from <= to else { continue }
                crossingsLeft -= to - from + 1
                guard crossingsLeft >= 0 else { throw SVGDrawing.Refusal("it is too intricate to draw") }
                let slope = (q.x - p.x) / (q.y - p.y)
                let winding = q.y > p.y ? 1 : -1
                for line in from...to {
                    let y = (Double(line) + 0.5) / Double(Self.subRows)
                    crossings[line].append((p.x + (y - p.y) * slope, winding))
                }
            }
        }
        let weight = 1 / Double(Self.subRows)
        for line in 0..<lines where !crossings[line].isEmpty {
            let row = line / Self.subRows
            let sorted = crossings[line].sorted { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in sorted.enumerated() {
                winding += crossing.winding
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, index + 1 < sorted.count else { continue }
                cover(row: row, from: crossing.x, to: sorted[index + 1].x, weight: weight)
            }
        }
        for pixel in coverage.indices where coverage[pixel] > 0 {
            let a = min(1, coverage[pixel]) * alpha
            let base = pixel * 4
            canvas[base] = color.red * a + canvas[base] * (1 - a)
            canvas[base + 1] = color.green * a + canvas[base + 1] * (1 - a)
            canvas[base + 2] = color.blue * a + canvas[base + 2] * (1 - a)
            canvas[base + 3] = a + canvas[base + 3] * (1 - a)
        }
    }

    /// Adds `weight` times the length of [start, end) that each pixel of `row` overlaps.
    private mutating func cover(row: Int, from start: Double, to end: Double, weight: Double) {
        let (low, high) = (max(0, start), min(Double(width), end))
        guard low < high else { return } // false for NaN too
        let base = row * width
        for x in Int(low.rounded(.down))..<min(width, Int(high.rounded(.up))) {
            coverage[base + x] += (min(high, Double(x + 1)) - max(low, Double(x))) * weight
        }
    }

    /// The canvas as 8-bit RGBA, not premultiplied.
    func pixels() -> PixelBuffer {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let alpha = canvas[pixel * 4 + 3]
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                bytes[pixel * 4 + channel] = UInt8(
                    min(255, max(0, (canvas[pixel * 4 + channel] / alpha * 255).rounded())))
            }
            bytes[pixel * 4 + 3] = UInt8(min(255, max(0, (alpha * 255).rounded())))
        }
        return PixelBuffer(width: width, height: height, format: .rgba8, packedRows: bytes)
    }
}
