import Foundation

/// A 2-D affine map as SVG writes it, `matrix(a b c d e f)`: x' = a·x + c·y + e,
/// y' = b·x + d·y + f.
struct AffineTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = AffineTransform()

    /// Whether it moves x without looking at y (no rotation, no skew), so a vertical line stays
    /// vertical: the only kind a glyph's margins can be read through.
    var keepsVerticals: Bool { b == 0 && c == 0 && a != 0 }

    /// This map applied after `inner` (the map of an element inside this one).
    func then(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    func x(_ x: Double, _ y: Double) -> Double { a * x + c * y + e }
}

extension AffineTransform {
    /// The value of an SVG `transform` attribute (a list of `matrix`, `translate`, `scale`,
    /// `rotate`, `skewX`, `skewY`), or `nil` when it is not one.
    init?(svg text: String) {
        self = .identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { return }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: [" ", "\t", "\n", "\r"])
            let numbers = rest[rest.index(after: open)..<close]
                .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                .map { Double($0) }
            guard !numbers.contains(nil) else { return nil }
            guard let step = Self.step(name, numbers.map { $0! }) else { return nil }
            self = self.then(step)
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func step(_ name: String, _ n: [Double]) -> AffineTransform? {
        switch (name, n.count) {
        case ("matrix", 6): return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case ("translate", 1): return AffineTransform(e: n[0])
        case ("translate", 2): return AffineTransform(e: n[0], f: n[1])
        case ("scale", 1): return AffineTransform(a: n[0], d: n[0])
        case ("scale", 2): return AffineTransform(a: n[0], d: n[1])
        case ("rotate", 1), ("rotate", 3):
            let angle = n[0] * Double.pi / 180
            let (cosine, sine) = (cos(angle), sin(angle))
            let rotation = AffineTransform(a: cosine, b: sine, c: -sine, d: cosine)
            guard n.count == 3 else { return rotation }
            return AffineTransform(e: n[1], f: n[2]).then(rotation).then(AffineTransform(e: -n[1], f: -n[2]))
        case ("skewX", 1): return AffineTransform(c: tan(n[0] * Double.pi / 180))
        case ("skewY", 1): return AffineTransform(b: tan(n[0] * Double.pi / 180))
        default: return nil
        }
    }
}
