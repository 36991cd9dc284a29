extension JSONValue {
    /// The value as JSON text on one line, strings and numbers as written (`2`, `"rtl"`,
    /// `{"a":1}`): for messages that show a value where another kind was expected.
    public var jsonText: String {
        switch self {
        case .object(let object):
            "{" + object.members.map { $0.key.literal + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(\.jsonText).joined(separator: ",") + "]"
        case .string(let string): string.literal
        case .number(let number): number.text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        }
    }
}
