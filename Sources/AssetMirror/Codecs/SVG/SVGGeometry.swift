/// The numbers a mirror needs from the root `<svg>`: its `viewBox`, and its `width` and
/// `height` in user units (CSS pixels).
struct SVGGeometry: Equatable {
    struct ViewBox: Equatable {
        var minX: Double, minY: Double, width: Double, height: Double
    }

    var viewBox: ViewBox?
    /// `width` and `height` in CSS pixels, when given in absolute units.
    var width: Double?
    var height: Double?

    /// CSS pixels per unit: 96 per inch, 72 points per inch.
    static let pixelsPerUnit: [String: Double] = [
        "": 1, "px": 1, "pt": 4.0 / 3.0, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96, "q": 96 / 101.6,
    ]

    init(root: XMLRootElement) throws(CodecError) {
        if let attribute = root.attribute("viewBox") {
            viewBox = try Self.viewBox(attribute.value)
        }
        width = try root.attribute("width").flatMap { attribute throws(CodecError) in
            try Self.pixels(attribute.value, attribute: "width", needed: viewBox == nil)
        }
        height = try root.attribute("height").flatMap { attribute throws(CodecError) in
            try Self.pixels(attribute.value, attribute: "height", needed: viewBox == nil)
        }
    }

    /// The largest width or height a header can hold: ``ImageHeader`` rounds each up to an
    /// `Int` and multiplies them for its pixel count, so each stays below 2³¹.
    static let largestSide = Double(Int32.max)

    /// Where the mirror's `matrix(-1 0 0 1 T 0)` puts the drawing: T maps the `viewBox`'s x
    /// range onto itself (T = 2·minX + width), or without a `viewBox`, the viewport's.
    func mirrorTranslation() throws(CodecError) -> Double {
        let translation: Double
        if let viewBox {
            translation = 2 * viewBox.minX + viewBox.width
        } else if let width {
            translation = width
        } else {
            throw .unsupportedFeature(
                .svg, detail: "the root <svg> has neither a viewBox nor a width, so the drawing's centre is unknown")
        }
        guard translation.isFinite else {
            throw .unsupportedFeature(.svg, detail: "the drawing's centre is too far out for a number SVG can hold")
        }
        return translation
    }

    /// The size as displayed at 1x: `width` and `height` when absolute, else the `viewBox`'s.
    func displaySize() throws(CodecError) -> (width: Double, height: Double) {
        guard let w = width ?? viewBox?.width, let h = height ?? viewBox?.height else {
            throw .unsupportedFeature(.svg, detail: "the root <svg> has no absolute width and height and no viewBox")
        }
        guard w <= Self.largestSide, h <= Self.largestSide else {
            throw .unsupportedFeature(
                .svg,
                detail:
                    "the root <svg> is \(SVGCodec.format(w)) × \(SVGCodec.format(h)) CSS pixels; a side can be at most \(Int32.max)"
            )
        }
        return (w, h)
    }

    /// `min-x min-y width height`, separated by whitespace and/or a comma.
    static func viewBox(_ text: String) throws(CodecError) -> ViewBox {
        let parts = text.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let numbers = parts.compactMap { Double($0) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            throw .unsupportedFeature(.svg, detail: "viewBox \"\(text)\" is not four numbers")
        }
        guard numbers[2] > 0, numbers[3] > 0 else {
            throw .unsupportedFeature(.svg, detail: "viewBox \"\(text)\" has a width or height that is not positive")
        }
        return ViewBox(minX: numbers[0], minY: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A length in CSS pixels; `nil` for a relative length (`%`, `em`, `ex`, `auto`) when
    /// another attribute (the `viewBox`) can stand in, an error when it cannot.
    static func pixels(_ text: String, attribute: String, needed: Bool) throws(CodecError) -> Double? {
        let trimmed = text.trimmingWhitespace()
        let numberEnd =
            trimmed.lastIndex { $0.isNumber || $0 == "." }.map { trimmed.index(after: $0) } ?? trimmed.startIndex
        let unit = trimmed[numberEnd...].lowercased()
        if let scale = pixelsPerUnit[unit], let number = Double(trimmed[..<numberEnd]), number.isFinite, number >= 0 {
            return number * scale
        }
        guard needed else { return nil }
        let why =
            ["%", "em", "ex", "auto"].contains(unit) || trimmed == "auto"
            ? "is relative to what displays it" : "is not a length"
        throw .unsupportedFeature(
            .svg,
            detail:
                "the root <svg> has no viewBox and its \(attribute) \"\(text)\" \(why), so the drawing's centre is unknown"
        )
    }
}

extension String {
    /// The string without leading and trailing XML whitespace.
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
