/// A colour a shape is filled or stroked with, straight RGBA from 0 to 1, or none.
///
/// A gradient (`url(#id)`) is drawn as the solid colour of its first stop: the drawing is
/// compared with its mirror image, and a gradient's direction says nothing about a glyph's.
struct SVGColor: Equatable {
    var red: Double, green: Double, blue: Double, alpha: Double

    static let black = SVGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The CSS colour names icons use; any other name is drawn black.
    static let named: [String: SVGColor] = [
        "black": .black, "white": SVGColor(red: 1, green: 1, blue: 1, alpha: 1),
        "red": SVGColor(red: 1, green: 0, blue: 0, alpha: 1), "green": SVGColor(red: 0, green: 0.5, blue: 0, alpha: 1),
        "blue": SVGColor(red: 0, green: 0, blue: 1, alpha: 1), "yellow": SVGColor(red: 1, green: 1, blue: 0, alpha: 1),
        "gray": SVGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "grey": SVGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "orange": SVGColor(red: 1, green: 0.65, blue: 0, alpha: 1),
        "transparent": SVGColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// Reads a paint: nil for `none`; `currentColor` is `current`; `url(#id)` goes to `gradient`.
    static func paint(_ text: String, current: SVGColor, gradient: (String) -> SVGColor?) -> SVGColor? {
        let value = text.lowercased()
        if value == "none" { return nil }
        if value == "currentcolor" { return current }
        if value.hasPrefix("url(") {
            let id = value.dropFirst(4).prefix { $0 != ")" }.trimmed.drop { $0 == "#" || $0 == "'" || $0 == "\"" }
            return gradient(String(id.prefix { $0 != "'" && $0 != "\"" })) ?? .black
        }
        return color(value) ?? .black
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)` or a name; nil otherwise.
    static func color(_ text: String) -> SVGColor? {
        let value = text.lowercased().trimmed
        if value.hasPrefix("#") {
            var digits = Array(value.dropFirst())
            if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
            guard digits.count == 6 || digits.count == 8 else { return nil }
            let bytes = stride(from: 0, to: digits.count, by: 2).compactMap {
                UInt8(String(digits[$0...$0 + 1]), radix: 16)
            }
            guard bytes.count == digits.count / 2 else { return nil }
            return SVGColor(
                red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
                alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
        }
        if value.hasPrefix("rgb") {
            let inside = value.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            let parts = inside.split { $0 == "," || $0 == " " || $0 == "/" }.map { part -> Double? in
                part.hasSuffix("%") ? Double(part.dropLast()).map { $0 / 100 * 255 } : Double(part)
            }
            guard parts.count >= 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
            let alpha = parts.count > 3 ? (parts[3] ?? 1) : 1
            return SVGColor(
                red: min(max(r / 255, 0), 1), green: min(max(g / 255, 0), 1), blue: min(max(b / 255, 0), 1),
                alpha: min(max(alpha > 1 ? alpha / 255 : alpha, 0), 1))
        }
        return named[String(value)]
    }
}
