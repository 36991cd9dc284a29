extension JSONStyle {
    /// The best guess at the style `bytes` (which parsed as `root`) were written in; whatever
    /// the text does not show falls back to ``xcode``'s choice.
    ///
    /// - indent: from the first line that starts with spaces or tabs, divided by its depth
    ///   (the first indented line is usually one level deep, but need not be).
    /// - keyValueSeparator: the whitespace around the first key's `:`, as written.
    /// - sortsKeys: every object with two or more keys has them in byte order (no such object:
    ///   true, as the current Xcode would write it).
    /// - trailingNewline: the bytes end with `"\n"`; lineEnding: `"\r\n"` if any line has one.
    public static func detect(in bytes: [UInt8], root: JSONValue) -> JSONStyle {
        var style = JSONStyle.xcode
        style.byteOrderMark = bytes.starts(with: JSONParser.byteOrderMark)
        style.trailingNewline = bytes.last == 0x0A
        style.sortsKeys = keysAreSorted(in: root)
        let layout = bytes.withUnsafeBufferPointer { scanLayout($0) }
        if let indent = layout.indent { style.indent = indent }
        if let separator = layout.separator { style.keyValueSeparator = separator }
        if layout.crlf { style.lineEnding = "\r\n" }
        return style
    }

    private static func keysAreSorted(in value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            for (earlier, later) in zip(object.members, object.members.dropFirst())
            where later.key.value.utf8.lexicographicallyPrecedes(earlier.key.value.utf8) {
                return false
            }
            return object.members.allSatisfy { keysAreSorted(in: $0.value) }
        case .array(let elements):
            return elements.allSatisfy { keysAreSorted(in: $0) }
        case .string, .number, .bool, .null:
            return true
        }
    }

    /// One pass over the text outside strings, for what the parsed values do not keep.
    private static func scanLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> (
        indent: String?, separator: String?, crlf: Bool
    ) {
        var indent: String?
        var separator: String?
        var crlf = false
        var depth = 0
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case 0x0D:
                if position + 1 < bytes.count, bytes[position + 1] == 0x0A { crlf = true }
            case 0x0A where indent == nil:
                indent = indentation(of: bytes, lineStart: position + 1, depth: depth)
            case UInt8(ascii: "\""):
                position = endOfString(in: bytes, openingAt: position)
                if separator == nil { separator = keyValueSeparator(in: bytes, after: position) }
                continue
            default:
                break
            }
            position += 1
        }
        return (indent, separator, crlf)
    }

    /// One level of the line's leading spaces or tabs, or nil when it has none or they do not
    /// divide into its depth.
    private static func indentation(of bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, depth: Int) -> String? {
        var end = lineStart
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard end > lineStart, end < bytes.count else { return nil }
        let closes = bytes[end] == UInt8(ascii: "}") || bytes[end] == UInt8(ascii: "]")
        let level = closes ? depth - 1 : depth
        let width = end - lineStart
        guard level > 0, width % level == 0 else { return nil }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineStart + width / level]), as: UTF8.self)
    }

    /// The position after the string's closing quote (or the end, for text that did not parse).
    private static func endOfString(in bytes: UnsafeBufferPointer<UInt8>, openingAt start: Int) -> Int {
        var position = start + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return bytes.count
    }

    /// The text from after a string to the start of the next value when the string is a key:
    /// spaces and tabs, `:`, spaces and tabs.
    private static func keyValueSeparator(in bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> String? {
        func skipBlanks(from start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            return end
        }
        let colon = skipBlanks(from: position)
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
        let end = skipBlanks(from: colon + 1)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    }
}
