import Foundation

/// Whether an image on the review page is a dark glyph: a drawing in black (or nearly) on a
/// transparent ground, as most iOS icons are. On the page's black tile such an image shows
/// nothing, so the page tints it there (and says so).
///
/// A raster (the page's PNG, a thumbnail included) is dark when at least a tenth of its pixels
/// are transparent (alpha under 16) and at least 95 % of the others have every colour channel at
/// or under ``darkChannel``. A JPEG has no alpha, so it is never one. An SVG (a PDF's drawing
/// included) is dark when it draws something, embeds no picture, and every colour it names for
/// `fill`, `stroke`, `stop-color` or `color` (attribute or CSS) is dark by the same measure;
/// `none`, `transparent`, `currentColor` and paint servers (`url(#…)`) name none, and an SVG
/// that names no colour draws in black, SVG's initial fill.
enum ReviewDarkGlyph {
    /// A channel value, of 255, at or under which a colour counts as dark (25 %).
    static let darkChannel = 64

    /// Judges what the page embeds for a file: its `data:` URI.
    static func isDark(dataURI: String) -> Bool {
        if let base64 = dataURI.dropPrefix("data:image/png;base64,") {
            guard let bytes = Data(base64Encoded: String(base64)),
                let pixels = try? PNGCodec().decodeRGBA8([UInt8](bytes), limits: .default)
            else { return false }
            return isDark(rgba8: pixels)
        }
        if let base64 = dataURI.dropPrefix("data:image/svg+xml;base64,") {
            guard let bytes = Data(base64Encoded: String(base64)) else { return false }
            return isDark(svg: String(decoding: bytes, as: UTF8.self))
        }
        if let encoded = dataURI.dropPrefix("data:image/svg+xml,") {
            guard let svg = String(encoded).removingPercentEncoding else { return false }
            return isDark(svg: svg)
        }
        return false
    }

    /// An 8-bit RGBA buffer, rows top to bottom, not premultiplied.
    static func isDark(rgba8 pixels: PixelBuffer) -> Bool {
        precondition(pixels.format == .rgba8, "an RGBA8 buffer")
        var transparent = 0
        var drawn = 0
        var dark = 0
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            var index = row.startIndex
            while index < row.endIndex {
                if row[index + 3] < 16 {
                    transparent += 1
                } else {
                    drawn += 1
                    if Int(max(row[index], row[index + 1], row[index + 2])) <= darkChannel { dark += 1 }
                }
                index += 4
            }
        }
        return drawn > 0 && transparent * 10 >= transparent + drawn && dark * 100 >= drawn * 95
    }

    /// An SVG's text, as the page embeds it (sanitised).
    static func isDark(svg: String) -> Bool {
        let text = Array(svg.lowercased().utf8)
        let shapes = ["<path", "<rect", "<circle", "<ellipse", "<polygon", "<polyline", "<line", "<text", "<use"]
        guard offsets(of: "<image", in: text).isEmpty,
            shapes.contains(where: { !offsets(of: $0, in: text).isEmpty })
        else { return false }
        return colourValues(in: text).allSatisfy { isDark(colour: $0) ?? true }
    }

    /// The values of every `fill`, `stroke`, `stop-color` and `color` property in `text`
    /// (lowercased UTF-8), as attributes (`fill="#000"`) and as CSS (`fill:rgb(0%,0%,0%);`).
    static func colourValues(in text: [UInt8]) -> [Substring] {
        var values: [Substring] = []
        for name in ["fill", "stroke", "stop-color", "color"] {
            for start in offsets(of: name, in: text) {
                // A whole name: not the tail of `flood-color` nor the head of `fill-opacity`.
                if start > 0, text[start - 1] == UInt8(ascii: "-") || isNameByte(text[start - 1]) { continue }
                var index = start + name.utf8.count
                while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
                guard index < text.count, text[index] == UInt8(ascii: "=") || text[index] == UInt8(ascii: ":")
                else { continue }
                index += 1
                while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
                var stops: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "}")]
                if index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") {
                    stops = [text[index]]
                    index += 1
                }
                var end = index
                while end < text.count, !stops.contains(text[end]) { end += 1 }
                values.append(Substring(String(decoding: text[index..<end], as: UTF8.self)))
            }
        }
        return values
    }

    /// Where `pattern` (ASCII) starts in `text`, each time.
    static func offsets(of pattern: String, in text: [UInt8]) -> [Int] {
        let pattern = Array(pattern.utf8)
        guard text.count >= pattern.count else { return [] }
        var found: [Int] = []
        var index = 0
        let last = text.count - pattern.count
        while index <= last {
            if text[index] == pattern[0], text[index..<index + pattern.count].elementsEqual(pattern) {
                found.append(index)
            }
            index += 1
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether a CSS colour is dark; nil for a value that names no colour (`none`, `url(#g)`).
    static func isDark(colour value: Substring) -> Bool? {
        let value = value.replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces)
        switch value {
        case "", "none", "transparent", "currentcolor", "inherit": return nil
        case "black": return true
        default: break
        }
        if value.hasPrefix("url(") { return nil }
        if value.hasPrefix("#") {
            let digits = value.dropFirst().prefix { $0.isHexDigit }
            let channels: [Int]
            switch digits.count {
            case 3, 4: channels = digits.prefix(3).map { Int(String($0), radix: 16)! * 17 }
            case 6, 8:
                let pairs = Array(digits.prefix(6))
                channels = stride(from: 0, to: 6, by: 2).map { Int(String(pairs[$0...$0 + 1]), radix: 16)! }
            default: return false
            }
            return channels.allSatisfy { $0 <= darkChannel }
        }
        if value.hasPrefix("rgb") {
            let arguments = value.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            let parts = arguments.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).prefix(3)
            guard parts.count == 3 else { return false }
            return parts.allSatisfy { part in
                if part.hasSuffix("%") { return (Double(part.dropLast()) ?? 100) <= Double(darkChannel) / 2.55 }
                return (Double(part) ?? 255) <= Double(darkChannel)
            }
        }
        return false
    }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
