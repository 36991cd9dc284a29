/// Finds an XML document's root element by its bytes: where its start tag and end tag are, and
/// its attributes as written, so a mirror can insert text between them and keep every other
/// byte as it was.
///
/// Not a parser: it assumes a well-formed document (``SVGWellFormedness`` checks that first)
/// in an ASCII-compatible encoding (UTF-8, Latin-1, …). It skips what may precede the root (a
/// byte order mark, the XML declaration, comments, processing instructions, a DOCTYPE with an
/// internal subset) and, inside the root, counts start and end tags while stepping over
/// comments, CDATA sections, processing instructions and quoted attribute values, where a `<`
/// or `>` is not markup.
struct XMLRootElement: Equatable {
    /// The name as written, with its prefix if any (`svg`, `svg:svg`).
    var qualifiedName: String
    /// From `<` to `>` of the start tag.
    var startTag: Range<Int>
    /// From `<` to `>` of the end tag; `nil` for an empty-element tag (`<svg … />`).
    var endTag: Range<Int>?
    var attributes: [XMLRawAttribute]
    /// Just past the last of the root's leading ``descriptiveChildren`` (with the root's
    /// prefix), when it starts with any: comments, processing instructions and white space may
    /// come between them, any other element or text ends the run. `nil` when there are none.
    var descriptionEnd: Int?

    /// Children that describe the document rather than draw: the first `<title>` and `<desc>`
    /// children of the root are the document's accessible name and description (SVG 2, §5.9),
    /// and `<metadata>` is about the file. Content inserted around the drawing goes after them.
    static let descriptiveChildren: Set<String> = ["title", "desc", "metadata"]

    /// The prefix of ``qualifiedName``, with its colon (`svg:`), or an empty string.
    var prefix: String {
        guard let colon = qualifiedName.firstIndex(of: ":") else { return "" }
        return String(qualifiedName[...colon])
    }

    /// The attribute named exactly `name` (prefix included), if the start tag has it.
    func attribute(_ name: String) -> XMLRawAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute of a start tag as written.
struct XMLRawAttribute: Equatable {
    var name: String
    /// The bytes between the quotes.
    var valueRange: Range<Int>
    /// The value with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;` replaced; other
    /// entity references are left as written.
    var value: String
}

enum XMLRootScanner {
    /// The root element of `bytes`, or `nil` when none is found (no element, or bytes that
    /// are not well-formed XML).
    static func root(of bytes: [UInt8]) -> XMLRootElement? {
        var scanner = XMLCursor(bytes: bytes)
        if scanner.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position += 3 }
        // The prolog.
        while true {
            scanner.skipWhitespace()
            if scanner.starts(with: "<?") {
                guard scanner.skip(past: "?>") else { return nil }
            } else if scanner.starts(with: "<!--") {
                guard scanner.skip(past: "-->") else { return nil }
            } else if scanner.starts(with: "<!DOCTYPE") {
                guard scanner.skipDoctype() else { return nil }
            } else if scanner.starts(with: "<") {
                break
            } else {
                return nil
            }
        }
        let start = scanner.position
        guard let tag = scanner.startTag() else { return nil }
        var root = XMLRootElement(
            qualifiedName: tag.name, startTag: start..<scanner.position, endTag: nil, attributes: tag.attributes)
        if tag.isEmpty { return root }
        let descriptive = Set(XMLRootElement.descriptiveChildren.map { root.prefix + $0 })
        // The content, counting element depth until the root's end tag, and noting where the
        // leading descriptive children end while no other content has come.
        var depth = 1
        var inLeadingDescription = true
        var insideDescription = false
        while true {
            let textStart = scanner.position
            guard scanner.skip(to: UInt8(ascii: "<")) else { break }
            if depth == 1
                && scanner.bytes[textStart..<scanner.position].contains(where: { !XMLCursor.isWhitespace($0) })
            {
                inLeadingDescription = false
            }
            if scanner.starts(with: "<!--") {
                guard scanner.skip(past: "-->") else { return nil }
            } else if scanner.starts(with: "<![CDATA[") {
                if depth == 1 { inLeadingDescription = false }
                guard scanner.skip(past: "]]>") else { return nil }
            } else if scanner.starts(with: "<?") {
                guard scanner.skip(past: "?>") else { return nil }
            } else if scanner.starts(with: "</") {
                let endStart = scanner.position
                guard scanner.skip(past: ">") else { return nil }
                depth -= 1
                if depth == 1 && insideDescription {
                    insideDescription = false
                    root.descriptionEnd = scanner.position
                }
                if depth == 0 {
                    root.endTag = endStart..<scanner.position
                    return root
                }
            } else {
                guard let inner = scanner.startTag() else { return nil }
                if depth == 1 && inLeadingDescription {
                    if descriptive.contains(inner.name) {
                        insideDescription = !inner.isEmpty
                        if inner.isEmpty { root.descriptionEnd = scanner.position }
                    } else {
                        inLeadingDescription = false
                    }
                }
                if !inner.isEmpty { depth += 1 }
            }
        }
        return nil
    }
}
