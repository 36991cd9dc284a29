import Foundation

/// An SVG as the `data:` URI the page's style sheet draws it from
/// (`background-image:url("data:image/svg+xml,…")`).
///
/// SVG is text, so it is percent-encoded rather than base64 (which makes 4 bytes of every 3)
/// whenever that is shorter: only the bytes that cannot stand in a double-quoted CSS `url("…")`
/// inside an HTML `<style>`, or that a URL gives a meaning, are escaped as `%XX` (the
/// "mini-svg-data-uri" technique, without its rewriting of the markup: decoding gives back the
/// SVG byte for byte). Those are `%` (the escape itself), `#` (a fragment would cut the URI),
/// `"` and `'` (they close a CSS string), `\` (a CSS escape), `<` and `>` (`</style` would close
/// the style sheet), control characters, newlines included (a CSS string cannot hold a newline),
/// DEL, and every byte of a non-ASCII character's UTF-8. An SVG mostly of escaped bytes (text in
/// a script of its own, say) stays base64, where it is shorter.
enum SVGDataURI {
    static let percentPrefix = "data:image/svg+xml,"
    static let base64Prefix = "data:image/svg+xml;base64,"

    /// The shorter of the two URIs of `svg`; percent-encoded when they are the same length.
    static func make(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        let escaped = bytes.reduce(0) { $0 + (isEscaped($1) ? 1 : 0) }
        let percentLength = bytes.count + 2 * escaped
        let base64Length = (bytes.count + 2) / 3 * 4
        guard percentLength <= base64Length else {
            return base64Prefix + Data(bytes).base64EncodedString()
        }
        return percentPrefix + percentEncoded(bytes, capacity: percentLength)
    }

    /// Whether `byte` is written `%XX` in the URI.
    static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, 0x7F...: true
        case UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"),
            UInt8(ascii: "<"), UInt8(ascii: ">"):
            true
        default: false
        }
    }

    static func percentEncoded(_ bytes: [UInt8], capacity: Int) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
        out.reserveCapacity(capacity)
        for byte in bytes {
            if isEscaped(byte) {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
