/// Why bytes are not JSON: where (1-based line and column, column counted in Unicode scalars) and what.
///
/// A verifier turns it into a finding, so it carries the position an editor can jump to;
/// ``description`` is the sentence without the position, which reporters put in front
/// (`file:line:column:`). `offset` is the byte offset in the file as read, a BOM included.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int
    public var reason: Reason

    /// What is wrong. Found characters are given as text (one Unicode scalar, or a word for
    /// literals and numbers) so the description can quote them.
    public enum Reason: Sendable, Equatable {
        /// A comma right before `}` or `]`; the position is the comma's.
        case trailingComma(before: Character)
        /// Two members or elements with no comma between them; the position is the second one's.
        case missingComma(between: Container)
        /// Something that cannot stand here; `expected` says what could.
        case unexpectedCharacter(String, expected: String)
        /// The bytes end where `expected` was still needed.
        case unexpectedEnd(expected: String)
        /// Nothing but whitespace.
        case emptyInput
        /// An object member that does not start with a string in double quotes.
        case expectedKey(found: String)
        /// A key not followed by `:`.
        case expectedColon(found: String)
        /// A string with no closing quote; the position is the opening quote's.
        case unterminatedString
        /// A raw byte below 0x20 (line break, tab, …) inside a string, where JSON requires an escape.
        case controlCharacterInString(UInt8)
        /// A backslash followed by something JSON does not define, e.g. `\x` or `\u12G4`.
        case invalidEscape(String)
        /// A number that breaks the grammar, e.g. `1.`, `-`, `1e`.
        case invalidNumber(String)
        /// A number with a leading zero, e.g. `01`.
        case leadingZero(String)
        /// A word that is not `true`, `false` or `null`, e.g. `NaN`, `Infinity`, `True`.
        case invalidLiteral(String)
        /// `//` or `/*`: JSON has no comments.
        case comment
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// Objects and arrays nested deeper than `limit`.
        case nestingTooDeep(limit: Int)
        /// More after the one value a JSON text holds.
        case extraDataAfterValue(found: String)
    }

    public enum Container: Sendable, Equatable {
        case object
        case array
    }

    public init(line: Int, column: Int, offset: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.offset = offset
        self.reason = reason
    }

    /// One sentence a user can act on, without the position.
    public var description: String {
        switch reason {
        case .trailingComma(let closer):
            "trailing comma before '\(closer)' (JSON does not allow one; Xcode may tolerate it, other tools do not): delete the comma"
        case .missingComma(.object):
            "missing ',' between two object members"
        case .missingComma(.array):
            "missing ',' between two array elements"
        case .unexpectedCharacter(let found, let expected):
            "unexpected \(quoted(found)) where \(expected) should be"
        case .unexpectedEnd(let expected):
            "the file ends where \(expected) should be; it may have been cut short"
        case .emptyInput:
            "no JSON value: the file is empty or only whitespace"
        case .expectedKey(let found):
            "expected a key in double quotes, found \(quoted(found))"
        case .expectedColon(let found):
            "expected ':' after the key, found \(quoted(found))"
        case .unterminatedString:
            "string not closed: no '\"' before the end of the file"
        case .controlCharacterInString(let byte):
            "raw control character U+\(hex4(UInt32(byte))) inside a string (a string not closed on its line, or a character to write as an escape such as \\n)"
        case .invalidEscape(let escape):
            "invalid escape '\(escape)' in a string (JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits)"
        case .invalidNumber(let text):
            "invalid number '\(text)' (JSON numbers need digits before and after '.' and after 'e')"
        case .leadingZero(let text):
            "number '\(text)' has a leading zero, which JSON does not allow (quote it if it is a code)"
        case .invalidLiteral(let word):
            "'\(word)' is not a JSON value (only true, false, null, numbers and strings in double quotes are)"
        case .comment:
            "a comment, which JSON does not allow: delete it"
        case .invalidUTF8:
            "bytes that are not UTF-8: save the file as UTF-8"
        case .nestingTooDeep(let limit):
            "objects and arrays nested more than \(limit) deep"
        case .extraDataAfterValue(let found):
            "unexpected \(quoted(found)) after the end of the JSON value (a file holds one value; an extra '}' or ']'?)"
        }
    }
}

/// `'x'` for a visible character, `U+00A0` for whitespace and controls that would not show.
private func quoted(_ found: String) -> String {
    guard found.unicodeScalars.count == 1, let scalar = found.unicodeScalars.first else { return "'\(found)'" }
    let invisible =
        scalar.value < 0x21 || (0x7F...0xA0).contains(scalar.value)
        || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
    return invisible ? "U+\(hex4(scalar.value))" : "'\(found)'"
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
