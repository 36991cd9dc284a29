/// Text put into HTML: every name and message on the review page goes through here.
enum HTMLText {
    /// `text` safe as element content and as a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// become references; control characters (which a name may hold, and HTML may not), the
    /// bidirectional controls and the other invisible format characters become a visible
    /// `\u{202E}`, as ``OutputText`` writes them on stdout: a name `back\u{202E}GNP.exe` would
    /// otherwise read "backexe.PNG" on the page. The zero-width joiner and non-joiner stay, as
    /// Persian and emoji need them and they reorder nothing.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if OutputText.escape(scalar) != nil || isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A format character (general category Cf: U+200B, U+2060, U+FEFF, U+00AD…) other than the
    /// zero-width joiner and non-joiner.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format && scalar != "\u{200C}" && scalar != "\u{200D}"
    }
}
