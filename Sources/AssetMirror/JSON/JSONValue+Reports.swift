/// Building reports with the package's own JSON layer, whose objects keep their members in the
/// order written, so every report has a fixed, documented key order (`JSONEncoder` gives none,
/// or only sorted).
extension JSONValue {
    /// A string, or `null` when `value` is nil.
    static func string(_ value: String?) -> JSONValue { value.map { .string(JSONString($0)) } ?? .null }

    /// A number, or `null` when `value` is nil.
    static func int(_ value: Int?) -> JSONValue { value.map { .number(JSONNumber($0)) } ?? .null }

    /// An object with these members, in this order.
    static func object(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(key: JSONString($0.key), value: $0.value) }))
    }

    /// The layout reports use: two-space indents, `"key": value`, members in the order built,
    /// non-ASCII written as UTF-8 (but control characters and `##[` escaped, as
    /// ``OutputText/json(_:)`` does, so the report is safe in a CI log), and a trailing newline.
    func renderedAsReport() -> String {
        let style = JSONStyle(indent: "  ", keyValueSeparator: ": ", sortsKeys: false, trailingNewline: true)
        return OutputText.json(String(decoding: JSONDocument(root: self, style: style).serialized(), as: UTF8.self))
    }
}
