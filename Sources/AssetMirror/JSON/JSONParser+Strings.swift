extension JSONParser {
    /// The string starting at the `"` at `index`.
    ///
    /// A first pass finds the closing quote while checking UTF-8, control characters and
    /// escapes; strings without escapes (nearly all) then become one `String` straight from
    /// the buffer, the others are decoded in a second pass and keep their literal.
    mutating func parseString() throws(JSONSyntaxError) -> JSONString {
        let start = index
        var position = start + 1
        var hasEscapes = false
        while true {
            guard position < bytes.count else { throw error(.unterminatedString, at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += try escapeLength(at: position, inStringAt: start)
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: position)
            } else if byte < 0x80 {
                position += 1
            } else {
                guard let length = utf8SequenceLength(at: position) else { throw error(.invalidUTF8, at: position) }
                position += length
            }
        }
        index = position + 1
        let contents = UnsafeBufferPointer(rebasing: bytes[start + 1..<position])
        guard hasEscapes else { return JSONString(value: String(decoding: contents, as: UTF8.self), literal: nil) }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return JSONString(value: decodeEscapes(contents), literal: literal)
    }

    /// The length of the valid escape at the backslash at `position`, or the error for it.
    private func escapeLength(at position: Int, inStringAt start: Int) throws(JSONSyntaxError) -> Int {
        guard position + 1 < bytes.count else { throw error(.unterminatedString, at: start) }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            var end = position + 2
            while end < position + 6, end < bytes.count, hexValue(bytes[end]) != nil { end += 1 }
            guard end < bytes.count else { throw error(.unterminatedString, at: start) }
            guard end == position + 6 else { throw invalidEscape(from: position, to: end + 1) }
            return 6
        default:
            throw invalidEscape(from: position, to: position + 2)
        }
    }

    private func invalidEscape(from start: Int, to end: Int) -> JSONSyntaxError {
        var end = min(end, bytes.count)
        // Never cut a multibyte character in two when quoting it.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return error(.invalidEscape(text), at: start)
    }

    /// The value of string contents already checked by ``parseString()``.
    private mutating func decodeEscapes(_ contents: UnsafeBufferPointer<UInt8>) -> String {
        scratch.removeAll(keepingCapacity: true)
        var position = 0
        while position < contents.count {
            let byte = contents[position]
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                position += 1
                continue
            }
            let escaped = contents[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(contents, at: position)
                position += 4
                if (0xD800..<0xDC00).contains(scalar), position + 6 <= contents.count,
                    contents[position] == UInt8(ascii: "\\"), contents[position + 1] == UInt8(ascii: "u")
                {
                    let low = hex4(contents, at: position + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                // A lone surrogate is no scalar; U+FFFD is what every lenient reader shows.
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            default: scratch.append(escaped) // " \ /
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    private func hex4(_ contents: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt32 {
        (position..<position + 4).reduce(0) { $0 << 4 | UInt32(hexValue(contents[$1])!) }
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// The length of the well-formed UTF-8 sequence at `position` (Unicode Table 3-7: no
    /// overlong forms, no surrogates, nothing above U+10FFFF), or nil.
    func utf8SequenceLength(at position: Int) -> Int? {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return nil
        }
        guard position + length <= bytes.count, (low...high).contains(bytes[position + 1]) else { return nil }
        for next in position + 2..<position + length where bytes[next] & 0xC0 != 0x80 { return nil }
        return length
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
