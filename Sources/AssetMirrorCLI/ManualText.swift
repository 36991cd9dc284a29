/// Text for the manual page, which swift-argument-parser's generate-manual plugin makes from
/// `--experimental-dump-help` but writes ASCII only (it drops every other character).
enum ManualText {
    /// `text` with each non-ASCII character written `<U+XXXX>` (its code point, at least four
    /// hexadecimal digits), which the plugin keeps and Scripts/install turns into `\[uXXXX]`.
    static func marked(_ text: String) -> String {
        var marked = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                marked.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                marked += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            }
        }
        return marked
    }
}
