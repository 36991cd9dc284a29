/// A number kept as the text it was written as ("1", "0.7215686274999999", "-1e3"), never re-formatted.
///
/// Colorsets hold components such as `0.7215686274999999` written by other tools; parsing that
/// into a `Double` and printing it again can change the text, and with it the diff of a file
/// we only meant to touch elsewhere. Equality compares the text, so `1` and `1.0` differ.
public struct JSONNumber: Sendable, Hashable {
    private var storedText: String

    /// The number as written; always valid JSON number grammar (setting anything else is a
    /// programming error and stops the program).
    public var text: String {
        get { storedText }
        set {
            precondition(Self.isValid(newValue.utf8), "not a JSON number: \(newValue)")
            storedText = newValue
        }
    }

    public init(_ value: Int) {
        storedText = String(value)
    }

    /// Nil when `text` is not a JSON number (RFC 8259: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`).
    public init?(text: String) {
        guard Self.isValid(text.utf8) else { return nil }
        storedText = text
    }

    /// For the parser, which has already checked the grammar.
    init(validatedText: String) {
        storedText = validatedText
    }

    /// The value when the text is an integer without fraction or exponent that fits in `Int`.
    public var intValue: Int? {
        Int(storedText)
    }

    /// The nearest `Double`; may be infinite for huge exponents, which JSON allows.
    public var doubleValue: Double? {
        Double(storedText)
    }

    /// Whether `bytes` is exactly one JSON number.
    static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index != bytes.endIndex, bytes[index] &- UInt8(ascii: "0") < 10 {
                bytes.formIndex(after: &index)
                count += 1
            }
            return count
        }
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
        guard index != bytes.endIndex else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            bytes.formIndex(after: &index)
        } else if digits() == 0 {
            return false
        }
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            guard digits() > 0 else { return false }
        }
        if index != bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
            bytes.formIndex(after: &index)
            if index != bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                bytes.formIndex(after: &index)
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
