/// A JSON value that keeps what the source said: member order, duplicate keys, number text, string literals.
///
/// Equality compares what a reader of the file would see change: member order and duplicates
/// count, numbers compare by their text (`1` ≠ `1.0`), strings by their decoded value (`"\/"`
/// equals `"/"`). ``JSONDocument`` uses it to tell whether a file needs rewriting at all.
public enum JSONValue: Sendable, Equatable {
    case object(JSONObject)
    case array([JSONValue])
    case string(JSONString)
    case number(JSONNumber)
    case bool(Bool)
    case null

    public var objectValue: JSONObject? {
        if case .object(let object) = self { object } else { nil }
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The decoded string, escapes resolved.
    public var stringValue: String? {
        if case .string(let string) = self { string.value } else { nil }
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = self { bool } else { nil }
    }

    public var numberValue: JSONNumber? {
        if case .number(let number) = self { number } else { nil }
    }

    /// The value of the first member named `key` when this is an object; nil otherwise.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// A new string value, written with minimal escaping (see ``JSONString/init(_:)``).
    public static func string(_ value: String) -> JSONValue {
        .string(JSONString(value))
    }
}
