/// A strict RFC 8259 parser over UTF-8 bytes that keeps member order, duplicates, number text
/// and string literals.
///
/// Strict because a verifier must report what other tools will reject (trailing commas,
/// comments, `NaN`, leading zeros, bytes that are not UTF-8). Accepted beyond the RFC's
/// letter: a leading UTF-8 byte order mark (RFC 8259 §8.1 lets parsers ignore one), and
/// lone surrogates in `\u` escapes, decoded as U+FFFD. Works on the raw buffer and builds
/// each string once, since a run reads thousands of `Contents.json` files.
struct JSONParser {
    /// Deeper nesting is an error rather than a stack overflow; catalogs nest four levels.
    static let maximumDepth = 512

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    /// Reused for strings with escapes, so decoding them allocates only the result.
    var scratch: [UInt8] = []
    /// The byte offset where each value starts, in document order (a value before its
    /// children, members and elements in file order): what ``JSONDocument/position(of:)`` reads.
    var offsets: [Int] = []

    /// The single value `bytes` hold, after an optional byte order mark.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try parseWithOffsets(bytes).value
    }

    /// The value and the start offset of every value in it, in document order.
    static func parseWithOffsets(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (value: JSONValue, offsets: [Int]) {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<(JSONValue, [Int]), JSONSyntaxError> in
            var parser = JSONParser(bytes: buffer)
            do throws(JSONSyntaxError) {
                let value = try parser.parseDocument()
                return .success((value, parser.offsets))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: Self.byteOrderMark) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error(.emptyInput, at: index) }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw failure(expected: "the end of the file") { .extraDataAfterValue(found: $0) }
        }
        return value
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error(.unexpectedEnd(expected: "a value"), at: index) }
        offsets.append(index)
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return try parseLiteral()
        default: throw failure(expected: "a value") { .unexpectedCharacter($0, expected: "a value") }
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        var members: [JSONObject.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject(members))
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure(expected: "a key in double quotes") { .expectedKey(found: $0) }
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure(expected: "':'") { .expectedColon(found: $0) }
            }
            index += 1
            members.append(JSONObject.Member(key: key, value: try parseValue()))
            if try closes(.object) { return .object(JSONObject(members)) }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            if try closes(.array) { return .array(elements) }
        }
    }

    /// After a member or element: true when `}` or `]` closes the container (stepped past),
    /// false after a comma that another member or element follows.
    private mutating func closes(_ container: JSONSyntaxError.Container) throws(JSONSyntaxError) -> Bool {
        let closer = container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let expected = container == .object ? "',' or '}'" : "',' or ']'"
        skipWhitespace()
        guard index < bytes.count else { throw error(.unexpectedEnd(expected: expected), at: index) }
        switch bytes[index] {
        case closer:
            index += 1
            depth -= 1
            return true
        case UInt8(ascii: ","):
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == closer {
                throw error(.trailingComma(before: Character(Unicode.Scalar(closer))), at: comma)
            }
            return false
        case UInt8(ascii: "\""):
            throw error(.missingComma(between: container), at: index)
        case let byte where container == .array && startsValue(byte):
            // A member starts with its key (above); an element can start with anything a value can.
            throw error(.missingComma(between: container), at: index)
        default:
            throw failure(expected: expected) { .unexpectedCharacter($0, expected: expected) }
        }
    }

    /// Steps past `{` or `[`, refusing to go deeper than ``maximumDepth``.
    private mutating func enterContainer() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw error(.nestingTooDeep(limit: Self.maximumDepth), at: index) }
        depth += 1
        index += 1
    }

    /// `true`, `false` or `null`; any other word (`NaN`, `True`, `nulls`) is named in the error.
    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if word.elementsEqual("null".utf8) { return .null }
        throw error(.invalidLiteral(String(decoding: word, as: UTF8.self)), at: start)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw numberError(JSONSyntaxError.Reason.invalidNumber, from: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw numberError(JSONSyntaxError.Reason.leadingZero, from: start)
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw numberError(JSONSyntaxError.Reason.invalidNumber, from: start)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw numberError(JSONSyntaxError.Reason.invalidNumber, from: start)
            }
            skipDigits()
        }
        // `0x1F`, `1.5.2`, `12px`: name the whole token rather than complain about its tail.
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw numberError(JSONSyntaxError.Reason.invalidNumber, from: start)
        }
        return JSONNumber(
            validatedText: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private func numberError(_ make: (String) -> JSONSyntaxError.Reason, from start: Int) -> JSONSyntaxError {
        var end = start + 1
        while end < bytes.count,
            isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")
                || bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-")
        {
            end += 1
        }
        return error(
            make(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)), at: start)
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The error for what stands at `index` when it is not what the grammar needs: the end,
    /// a comment, bytes that are not UTF-8, or else `reason` with the character found.
    func failure(expected: String, _ reason: (String) -> JSONSyntaxError.Reason) -> JSONSyntaxError {
        guard index < bytes.count else { return error(.unexpectedEnd(expected: expected), at: index) }
        if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        {
            return error(.comment, at: index)
        }
        guard let length = utf8SequenceLength(at: index) else { return error(.invalidUTF8, at: index) }
        let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
        return error(reason(found), at: index)
    }

    /// An error at byte `offset`, with its line and column (Unicode scalars, a BOM not counted).
    func error(_ reason: JSONSyntaxError.Reason, at offset: Int) -> JSONSyntaxError {
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return JSONSyntaxError(line: line, column: column, offset: offset, reason: reason)
    }

    /// The 1-based line and column of byte `offset`; columns count Unicode scalars, and a byte
    /// order mark at the start of the file is not counted.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        var column = 1
        for position in lineStart..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
        if lineStart == 0, offset >= 3, bytes.starts(with: byteOrderMark) { column -= 1 }
        return (line, column)
    }
}

/// Whether `byte` can begin a JSON value.
private func startsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        true
    default:
        false
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
}

/// Letters, digits and `_`: what a mistyped literal or number is made of.
private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
}
