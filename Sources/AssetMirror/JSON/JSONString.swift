import Foundation

/// A string as decoded plus the literal as written (with quotes and escapes), so an unchanged string is written back byte for byte.
///
/// Files from other tools write `"a\/b"` or `"caf\u00e9"`; Xcode writes `"a/b"` and `"café"`.
/// Keeping the literal means rewriting a file for an unrelated change leaves such lines alone.
///
/// Equality and hashing use the decoded value only, compared as Unicode scalars (no
/// normalisation: `"é"` precomposed and `"e"` + combining accent differ, as they do on disk).
public struct JSONString: Sendable, Hashable {
    private var storedValue: String
    /// Nil when the literal is the minimal escaping of the value, as it is for nearly every
    /// string in a catalog; the parser then allocates one `String`, not two.
    private var storedLiteral: String?

    /// The decoded string. Setting it also resets ``literal`` to minimal escaping.
    public var value: String {
        get { storedValue }
        set {
            storedValue = newValue
            storedLiteral = nil
        }
    }

    /// The literal as written, quotes included, e.g. `"\"a\\/b\""`. Setting it also sets
    /// ``value``; a literal that is not exactly one JSON string is a programming error (use
    /// ``init(literal:)`` to check one).
    public var literal: String {
        get { storedLiteral ?? Self.minimalLiteral(storedValue) }
        set {
            guard let parsed = JSONString(literal: newValue) else {
                preconditionFailure("not a JSON string literal: \(newValue)")
            }
            self = parsed
        }
    }

    /// A string written with minimal escaping, as Xcode and Python's `json.dumps(…,
    /// ensure_ascii=False)` write it: `\"`, `\\`, `\n` `\t` `\r` `\b` `\f`, other control
    /// characters as `\u00XX`; no `\/`; everything else, non-ASCII included, as raw UTF-8.
    public init(_ value: String) {
        storedValue = value
        storedLiteral = nil
    }

    /// The string a JSON string literal (quotes included) stands for; nil when `literal` is not
    /// exactly one.
    public init?(literal: String) {
        // The parser would also take surrounding whitespace or a BOM, which are no part of a literal.
        guard literal.utf8.first == UInt8(ascii: "\""), literal.utf8.last == UInt8(ascii: "\""),
            case .string(let string)? = try? JSONParser.parse(Array(literal.utf8))
        else { return nil }
        self = string
    }

    /// For the parser: `literal` nil when the source had no escapes.
    init(value: String, literal: String?) {
        storedValue = value
        storedLiteral = literal
    }

    /// Whether the literal is the minimal escaping of the value, so the writer can escape
    /// straight into its buffer.
    var hasMinimalLiteral: Bool { storedLiteral == nil }

    /// By UTF-8 bytes, which are equal exactly when the scalars are, compared as one block: a
    /// run looks keys up in tens of thousands of objects, and decoding scalars to compare them
    /// was a visible part of it.
    public static func == (lhs: JSONString, rhs: JSONString) -> Bool {
        var lhs = lhs.storedValue
        var rhs = rhs.storedValue
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    public func hash(into hasher: inout Hasher) {
        var value = storedValue
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func minimalLiteral(_ value: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 2)
        appendMinimalLiteral(of: value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `"value"` with minimal escaping to `output`.
    static func appendMinimalLiteral(of value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Nearly every string needs no escape: appended as one block, not a byte at a time.
        var value = value
        let plain = value.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain { return output.append(UInt8(ascii: "\"")) }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                // Lowercase hex, as Python writes it.
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
