import Foundation

/// An affine transform `[a c e; b d f]`, as SVG's `matrix(a b c d e f)`.
struct SVGTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = SVGTransform()

    /// `self` applied after `inner`: a point goes through `inner` first.
    func concatenating(_ inner: SVGTransform) -> SVGTransform {
        SVGTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    func apply(_ p: SVGPathData.Point) -> SVGPathData.Point {
        SVGPathData.Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
    }

    /// How much the transform scales lengths, on average over directions (for a stroke's width).
    var lengthScale: Double { abs(a * d - b * c).squareRoot() }

    /// Reads a `transform` attribute (`translate(…) rotate(…) …`); nil when it is malformed,
    /// which makes the element not drawn, as SVG says.
    init?(attribute text: String) {
        var scanner = NumberScanner(bytes: Array(text.utf8))
        var result = SVGTransform.identity
        while true {
            scanner.skipSeparators()
            if scanner.atEnd { break }
            var name = ""
            while !scanner.atEnd, let scalar = Unicode.Scalar(UInt32(scanner.bytes[scanner.offset])),
                CharacterSet.letters.contains(scalar)
            {
                name.unicodeScalars.append(scalar)
                scanner.offset += 1
            }
            scanner.skipSeparators()
            guard !scanner.atEnd, scanner.bytes[scanner.offset] == UInt8(ascii: "(") else { return nil }
            scanner.offset += 1
            var values: [Double] = []
            while let value = scanner.number() { values.append(value) }
            scanner.skipSeparators()
            guard !scanner.atEnd, scanner.bytes[scanner.offset] == UInt8(ascii: ")") else { return nil }
            scanner.offset += 1
            guard let step = Self.step(name, values) else { return nil }
            result = result.concatenating(step)
        }
        self = result
    }

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    private static func step(_ name: String, _ v: [Double]) -> SVGTransform? {
        switch (name, v.count) {
        case ("matrix", 6): return SVGTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case ("translate", 1), ("translate", 2): return SVGTransform(e: v[0], f: v.count > 1 ? v[1] : 0)
        case ("scale", 1), ("scale", 2): return SVGTransform(a: v[0], d: v.count > 1 ? v[1] : v[0])
        case ("rotate", 1), ("rotate", 3):
            let angle = v[0] * .pi / 180
            let rotation = SVGTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
            guard v.count == 3 else { return rotation }
            return SVGTransform(e: v[1], f: v[2]).concatenating(rotation).concatenating(
                SVGTransform(e: -v[1], f: -v[2]))
        case ("skewX", 1): return SVGTransform(c: tan(v[0] * .pi / 180))
        case ("skewY", 1): return SVGTransform(b: tan(v[0] * .pi / 180))
        default: return nil
        }
    }
}
