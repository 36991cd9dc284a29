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
        var scanner = Cursor(bytes: bytes)
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
            if depth == 1 && scanner.bytes[textStart..<scanner.position].contains(where: { !Cursor.isWhitespace($0) }) {
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

/// A position in the bytes and the few moves the scanner needs.
private struct Cursor {
    let bytes: [UInt8]
    var position = 0

    func starts(with text: String) -> Bool {
        starts(with: Array(text.utf8))
    }

    func starts(with prefix: [UInt8]) -> Bool {
        guard bytes.count - position >= prefix.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[position + offset] != byte { return false }
        return true
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipWhitespace() {
        while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Moves to the next `byte`; false (at the end) when there is none.
    mutating func skip(to byte: UInt8) -> Bool {
        while position < bytes.count {
            if bytes[position] == byte { return true }
            position += 1
        }
        return false
    }

    /// Moves just past the next `terminator`; false when there is none.
    mutating func skip(past terminator: String) -> Bool {
        let pattern = Array(terminator.utf8)
        while position < bytes.count {
            if starts(with: pattern) {
                position += pattern.count
                return true
            }
            position += 1
        }
        return false
    }

    /// Moves past a quoted literal starting at the current byte (`"…"` or `'…'`).
    mutating func skipQuoted() -> Bool {
        let quote = bytes[position]
        position += 1
        guard skip(to: quote) else { return false }
        position += 1
        return true
    }

    /// Moves past `<!DOCTYPE … [ internal subset ] >`; quoted literals, comments and
    /// processing instructions inside it may hold `]` and `>`.
    mutating func skipDoctype() -> Bool {
        var inSubset = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard skipQuoted() else { return false }
            } else if inSubset && starts(with: "<!--") {
                guard skip(past: "-->") else { return false }
            } else if inSubset && starts(with: "<?") {
                guard skip(past: "?>") else { return false }
            } else if byte == UInt8(ascii: "[") && !inSubset {
                inSubset = true
                position += 1
            } else if byte == UInt8(ascii: "]") && inSubset {
                inSubset = false
                position += 1
            } else if byte == UInt8(ascii: ">") && !inSubset {
                position += 1
                return true
            } else {
                position += 1
            }
        }
        return false
    }

    /// Reads a start tag from its `<` to just past its `>`.
    mutating func startTag() -> (name: String, attributes: [XMLRawAttribute], isEmpty: Bool)? {
        position += 1
        let name = readName()
        guard !name.isEmpty else { return nil }
        var attributes: [XMLRawAttribute] = []
        while true {
            skipWhitespace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return (name, attributes, false)
            }
            if starts(with: "/>") {
                position += 2
                return (name, attributes, true)
            }
            let attributeName = readName()
            guard !attributeName.isEmpty else { return nil }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else { return nil }
            let valueStart = position + 1
            guard skipQuoted() else { return nil }
            let range = valueStart..<position - 1
            attributes.append(
                XMLRawAttribute(name: attributeName, valueRange: range, value: Self.unescape(bytes[range])))
        }
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "/")
            {
                break
            }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Replaces the predefined entities and character references of an attribute value.
    static func unescape(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            let replacement: String? =
                switch name {
                case "amp": "&"
                case "lt": "<"
                case "gt": ">"
                case "quot": "\""
                case "apos": "'"
                default: characterReference(name)
                }
            result += replacement ?? String(rest[ampersand...semicolon])
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func characterReference(_ name: Substring) -> String? {
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
