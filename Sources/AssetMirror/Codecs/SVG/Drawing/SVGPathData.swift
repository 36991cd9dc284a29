/// The path data of an SVG `d` attribute (SVG 1.1 §8.3), read into absolute segments: lines
/// and cubic Béziers, quadratic curves raised to cubics and elliptical arcs split into cubics of
/// at most a quarter turn, so that the drawing has two kinds of curve to flatten.
///
/// Read as browsers read it: at the first error, the path so far is kept and the rest ignored.
struct SVGPathData {
    struct Point: Equatable {
        var x: Double, y: Double
    }

    enum Segment: Equatable {
        case move(Point)
        case line(Point)
        case cubic(Point, Point, Point)
        case close
    }

    var segments: [Segment] = []

    /// Reads `text`; more than `maxSegments` segments refuse the drawing (a hostile file's
    /// millions of commands are not drawn, and the reason is named).
    init(_ text: String, maxSegments: Int) throws(SVGDrawing.Refusal) {
        var scanner = NumberScanner(bytes: Array(text.utf8))
        var current = Point(x: 0, y: 0)
        var start = current
        var lastControl: Point? // the second control point of a cubic, or a quadratic's control
        var lastCommand: UInt8 = 0
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            if let next = scanner.command() {
                command = next
            } else if scanner.atEnd || command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                break
            } else if command == UInt8(ascii: "m") || command == UInt8(ascii: "M") {
                command = command == UInt8(ascii: "m") ? UInt8(ascii: "l") : UInt8(ascii: "L") // implicit lineto
            }
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            let origin = relative ? current : Point(x: 0, y: 0)
            func point() -> Point? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return Point(x: origin.x + x, y: origin.y + y)
            }
            var control: Point?
            switch upper {
            case UInt8(ascii: "M"):
                guard let p = point() else { return }
                segments.append(.move(p))
                (current, start) = (p, p)
            case UInt8(ascii: "L"):
                guard let p = point() else { return }
                segments.append(.line(p))
                current = p
            case UInt8(ascii: "H"):
                guard let x = scanner.number() else { return }
                current = Point(x: origin.x + x, y: current.y)
                segments.append(.line(current))
            case UInt8(ascii: "V"):
                guard let y = scanner.number() else { return }
                current = Point(x: current.x, y: origin.y + y)
                segments.append(.line(current))
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let first: Point
                if upper == UInt8(ascii: "C") {
                    guard let p = point() else { return }
                    first = p
                } else {
                    first = Self.reflect(
                        lastControl, about: current, if: [UInt8(ascii: "C"), UInt8(ascii: "S")], lastCommand)
                }
                guard let second = point(), let end = point() else { return }
                segments.append(.cubic(first, second, end))
                (current, control) = (end, second)
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let middle: Point
                if upper == UInt8(ascii: "Q") {
                    guard let p = point() else { return }
                    middle = p
                } else {
                    middle = Self.reflect(
                        lastControl, about: current, if: [UInt8(ascii: "Q"), UInt8(ascii: "T")], lastCommand)
                }
                guard let end = point() else { return }
                segments.append(
                    .cubic(
                        Point(
                            x: current.x + 2 / 3 * (middle.x - current.x), y: current.y + 2 / 3 * (middle.y - current.y)
                        ),
                        Point(x: end.x + 2 / 3 * (middle.x - end.x), y: end.y + 2 / 3 * (middle.y - end.y)), end))
                (current, control) = (end, middle)
            case UInt8(ascii: "A"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                    let large = scanner.flag(), let sweep = scanner.flag(), let end = point()
                else { return }
                segments += SVGArc(
                    from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep
                ).cubics.map { .cubic($0.0, $0.1, $0.2) }
                current = end
            case UInt8(ascii: "Z"):
                segments.append(.close)
                current = start
            default:
                return
            }
            lastControl = control
            lastCommand = upper
            guard segments.count <= maxSegments else {
                throw SVGDrawing.Refusal("a path holds more than \(maxSegments) segments")
            }
        }
    }

    /// The first control point of a smooth curve: the previous one reflected about `current`
    /// when the previous command was of the same family, else `current`.
    private static func reflect(_ control: Point?, about current: Point, if family: [UInt8], _ last: UInt8) -> Point {
        guard let control, family.contains(last) else { return current }
        return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }
}

/// Numbers, flags and commands of path data, over its UTF-8 bytes.
struct NumberScanner {
    let bytes: [UInt8]
    var offset = 0

    var atEnd: Bool { offset >= bytes.count }

    mutating func skipSeparators() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains(bytes[offset]) { offset += 1 }
    }

    /// A command letter, if one is next.
    mutating func command() -> UInt8? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset] | 0x20
        guard "mzlhvcsqta".utf8.contains(byte) else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// An arc flag: one `0` or `1`, which needs no separator after it.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1") else {
            return nil
        }
        defer { offset += 1 }
        return bytes[offset] == UInt8(ascii: "1")
    }

    /// A number (`-1.5e3`, `.5`; `1.5.5` is two numbers), nil when none is next or it is not
    /// finite.
    mutating func number() -> Double? {
        skipSeparators()
        let start = offset
        func digits() -> Int {
            let from = offset
            while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 { offset += 1 }
            return offset - from
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
            offset += 1
        }
        var count = digits()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            count += digits()
        }
        guard count > 0 else {
            offset = start
            return nil
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            let mark = offset
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
                offset += 1
            }
            if digits() == 0 { offset = mark }
        }
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
            return nil
        }
        return value
    }
}
