/// A JSON value whose objects keep their keys in the order they are written, so reports have a
/// fixed, documented key order (`JSONSerialization` and `JSONEncoder` give none, or only sorted).
enum OrderedJSON: Sendable {
    case string(String)
    case int(Int)
    case null
    indirect case array([OrderedJSON])
    indirect case object([(key: String, value: OrderedJSON)])

    /// A string, or `null` when `value` is nil.
    static func string(_ value: String?) -> OrderedJSON { value.map(OrderedJSON.string) ?? .null }

    /// A number, or `null` when `value` is nil.
    static func int(_ value: Int?) -> OrderedJSON { value.map(OrderedJSON.int) ?? .null }

    /// Pretty-printed with two-space indents and `"key": value`, ending with a newline.
    /// Non-ASCII text is written as UTF-8, not as `\u` escapes.
    func rendered() -> String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let value):
            Self.writeQuoted(value, to: &text)
        case .int(let value):
            text += String(value)
        case .null:
            text += "null"
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                Self.writeQuoted(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// RFC 8259 string escaping: quote, backslash and the C0 controls; nothing else.
    private static func writeQuoted(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
