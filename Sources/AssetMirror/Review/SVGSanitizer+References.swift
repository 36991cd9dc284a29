/// What an SVG may refer to: the sanitiser's one judgement of a link or a style.
///
/// A reference may point inside the file (`#id`) or hold an embedded PNG, JPEG or GIF
/// (`data:image/png…`, ``SVGSanitizer/allowedDataPrefixes``); anything else would make the page
/// fetch something (another site, a file beside the page, an SVG that nests more markup) and is
/// refused, including an empty `url()`, which names the page itself.
///
/// Text is judged as the browser reads it: XML character references decoded first (an attribute
/// `&#117;rl(…)` is `url(…)`), then CSS tokenised (``CSSTokenizer``). In CSS, refused are: any
/// `@import`; a url token (`url(x)`, however escaped) or a bad url; a string argument of any
/// function other than `format`, `local` and `tech` (`url("x")`, `image-set("x")`, `src("x")`
/// all fetch their strings). Text with an XML reference that is not one of the five predefined
/// entities or a character reference is refused, because its meaning would come from a DTD the
/// sanitiser removes.
extension SVGSanitizer {
    static let stringArgumentFunctions: Set<String> = ["format", "local", "tech"]

    /// Whether an attribute value, or the text of a `<style>`, refers to something outside the file.
    static func referencesOutside(_ value: String) -> Bool {
        guard let decoded = xmlDecoded(value) else { return true }
        if decoded.lowercased().contains("javascript:") { return true }
        return cssReferencesOutside(decoded)
    }

    static func cssReferencesOutside(_ css: String) -> Bool {
        // The functions and blocks open around the current token, innermost last; "" for a block.
        var open: [String] = []
        var tokenizer = CSSTokenizer(css)
        while let token = tokenizer.next() {
            switch token {
            case .atKeyword(let name): if name.lowercased() == "import" { return true }
            case .url(let target): if !isInside(target) { return true }
            case .badURL: return true
            case .function(let name): open.append(name.lowercased())
            case .open: open.append("")
            case .close: _ = open.popLast()
            case .string(let target):
                let function = open.last { !$0.isEmpty }
                if let function, !stringArgumentFunctions.contains(function), !isInside(target) { return true }
            case .badString: if open.contains(where: { !$0.isEmpty }) { return true }
            case .other: break
            }
        }
        return false
    }

    static func isLink(_ name: String) -> Bool {
        let local = name.split(separator: ":").last.map { $0.lowercased() } ?? ""
        return local == "href" || local == "src"
    }

    static func keepsLink(_ value: String) -> Bool {
        guard let decoded = xmlDecoded(value) else { return false }
        return isInside(decoded)
    }

    /// Whether a URL, as written, points inside the file or embeds an allowed image.
    static func isInside(_ target: String) -> Bool {
        let trimmed = target.trimmingPrefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.lowercased()
        return trimmed.hasPrefix("#") || allowedDataPrefixes.contains { trimmed.hasPrefix($0) }
    }

    /// `text` with XML's references replaced by what they stand for; nil when one is not a
    /// predefined entity or a valid character reference.
    static func xmlDecoded(_ text: String) -> String? {
        guard text.contains("&") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "&" else {
                result.append(scalar)
                continue
            }
            guard let end = scalars.firstIndex(of: ";") else { return nil }
            let name = String(String.UnicodeScalarView(scalars[..<end]))
            scalars = scalars[scalars.index(after: end)...]
            switch name {
            case "lt": result.append("<")
            case "gt": result.append(">")
            case "amp": result.append("&")
            case "quot": result.append("\"")
            case "apos": result.append("'")
            default:
                let number: UInt32?
                if name.hasPrefix("#x") {
                    number = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    number = UInt32(name.dropFirst(), radix: 10)
                } else {
                    number = nil
                }
                guard let number, let decoded = Unicode.Scalar(number) else { return nil }
                result.append(decoded)
            }
        }
        return String(result)
    }
}
