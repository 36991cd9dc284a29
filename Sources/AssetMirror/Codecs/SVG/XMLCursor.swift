/// A position in the bytes and the few moves the scanner needs.
struct XMLCursor {
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
