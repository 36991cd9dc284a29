/// Writes a value in a ``JSONStyle``: Python's `json.dumps(obj, indent=…, separators=(",", …))`
/// layout, strings through their literals and numbers through their text, so that only what
/// changed reads differently.
struct JSONWriter {
    private var output: [UInt8] = []
    private let indent: [UInt8]
    private let separator: [UInt8]
    private let lineEnding: [UInt8]
    private let sortsKeys: Bool

    private init(style: JSONStyle) {
        indent = Array(style.indent.utf8)
        separator = Array(style.keyValueSeparator.utf8)
        lineEnding = Array(style.lineEnding.utf8)
        sortsKeys = style.sortsKeys
    }

    static func serialize(_ value: JSONValue, style: JSONStyle) -> [UInt8] {
        var writer = JSONWriter(style: style)
        writer.output.reserveCapacity(1024)
        if style.byteOrderMark { writer.output.append(contentsOf: JSONParser.byteOrderMark) }
        writer.write(value, level: 0)
        if style.trailingNewline { writer.output.append(contentsOf: writer.lineEnding) }
        return writer.output
    }

    private mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .object(let object):
            guard !object.members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            let order = sortsKeys ? Self.sortedIndices(object.members) : Array(object.members.indices)
            for (number, index) in order.enumerated() {
                startLine(level: level + 1, afterElement: number > 0)
                write(object.members[index].key)
                output.append(contentsOf: separator)
                write(object.members[index].value, level: level + 1)
            }
            startLine(level: level, afterElement: false)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (number, element) in elements.enumerated() {
                startLine(level: level + 1, afterElement: number > 0)
                write(element, level: level + 1)
            }
            startLine(level: level, afterElement: false)
            output.append(UInt8(ascii: "]"))
        case .string(let string):
            write(string)
        case .number(let number):
            output.append(contentsOf: number.text.utf8)
        case .bool(let bool):
            output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private mutating func write(_ string: JSONString) {
        if string.hasMinimalLiteral {
            JSONString.appendMinimalLiteral(of: string.value, to: &output)
        } else {
            output.append(contentsOf: string.literal.utf8)
        }
    }

    /// `,` after the previous element if there was one, then a new line indented `level` deep.
    private mutating func startLine(level: Int, afterElement: Bool) {
        if afterElement { output.append(UInt8(ascii: ",")) }
        output.append(contentsOf: lineEnding)
        for _ in 0..<level { output.append(contentsOf: indent) }
    }

    /// Member positions by key in UTF-8 byte order (which is code point order, as Python's
    /// `sort_keys` has it), duplicates in source order.
    private static func sortedIndices(_ members: [JSONObject.Member]) -> [Int] {
        members.indices.sorted { lhs, rhs in
            let left = members[lhs].key.value.utf8
            let right = members[rhs].key.value.utf8
            if left.elementsEqual(right) { return lhs < rhs }
            return left.lexicographicallyPrecedes(right)
        }
    }
}
