import Testing

@testable import AssetMirror

/// Malformed input gives its exact error and position, and never crashes.
@Suite struct JSONSyntaxErrorTests {
    private func error(parsing text: String) -> JSONSyntaxError? {
        error(parsing: Array(text.utf8))
    }

    private func error(parsing bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONDocument(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var column: Int
        var offset: Int
        var reason: JSONSyntaxError.Reason
        var testDescription: String { text.debugDescription }
    }

    @Test(arguments: [
        // The comma's own position: line 2, `  "a" : 1,` has it in column 10.
        Case(text: "{\n  \"a\" : 1,\n}\n", line: 2, column: 10, offset: 11, reason: .trailingComma(before: "}")),
        // Columns count Unicode scalars: `    "flèche",` has the comma in column 13, byte 13 of the line.
        Case(
            text: "{\n  \"images\" : [\n    \"flèche\",\n  ]\n}\n", line: 3, column: 13, offset: 30,
            reason: .trailingComma(before: "]")),
        Case(text: "[1,]", line: 1, column: 3, offset: 2, reason: .trailingComma(before: "]")),
        Case(text: "{\"a\" : 1\n \"b\" : 2}", line: 2, column: 2, offset: 10, reason: .missingComma(between: .object)),
        Case(text: "[1 2]", line: 1, column: 4, offset: 3, reason: .missingComma(between: .array)),
        Case(text: "[{} {}]", line: 1, column: 5, offset: 4, reason: .missingComma(between: .array)),
        Case(text: "[true\n  null]", line: 2, column: 3, offset: 8, reason: .missingComma(between: .array)),
        Case(
            text: "{\"a\" : 1 {}}", line: 1, column: 10, offset: 9,
            reason: .unexpectedCharacter("{", expected: "',' or '}'")),
        Case(text: "{\"a\" : \"abc", line: 1, column: 8, offset: 7, reason: .unterminatedString),
        Case(text: "[\"abc\\", line: 1, column: 2, offset: 1, reason: .unterminatedString),
        Case(text: "{\"a\" : \"abc\n}", line: 1, column: 12, offset: 11, reason: .controlCharacterInString(0x0A)),
        Case(text: "[\"a\tb\"]", line: 1, column: 4, offset: 3, reason: .controlCharacterInString(0x09)),
        Case(text: "[\"a\\xb\"]", line: 1, column: 4, offset: 3, reason: .invalidEscape("\\x")),
        Case(text: "[\"\\u12G4\"]", line: 1, column: 3, offset: 2, reason: .invalidEscape("\\u12G")),
        Case(text: "[\"\\é\"]", line: 1, column: 3, offset: 2, reason: .invalidEscape("\\é")),
        Case(text: "[01]", line: 1, column: 2, offset: 1, reason: .leadingZero("01")),
        Case(text: "{\"alpha\" : -012.5}", line: 1, column: 12, offset: 11, reason: .leadingZero("-012.5")),
        Case(text: "[1.]", line: 1, column: 2, offset: 1, reason: .invalidNumber("1.")),
        Case(text: "[.5]", line: 1, column: 2, offset: 1, reason: .unexpectedCharacter(".", expected: "a value")),
        Case(text: "[1e]", line: 1, column: 2, offset: 1, reason: .invalidNumber("1e")),
        Case(text: "[-]", line: 1, column: 2, offset: 1, reason: .invalidNumber("-")),
        Case(text: "[0x1F]", line: 1, column: 2, offset: 1, reason: .invalidNumber("0x1F")),
        Case(text: "[-Infinity]", line: 1, column: 2, offset: 1, reason: .invalidNumber("-Infinity")),
        Case(text: "[NaN]", line: 1, column: 2, offset: 1, reason: .invalidLiteral("NaN")),
        Case(text: "[True]", line: 1, column: 2, offset: 1, reason: .invalidLiteral("True")),
        Case(text: "[nulls]", line: 1, column: 2, offset: 1, reason: .invalidLiteral("nulls")),
        Case(text: "{\n  // Xcode never writes these\n}", line: 2, column: 3, offset: 4, reason: .comment),
        Case(text: "/* header */ {}", line: 1, column: 1, offset: 0, reason: .comment),
        Case(text: "{\"a\" : 1 /* why */}", line: 1, column: 10, offset: 9, reason: .comment),
        Case(text: "{a : 1}", line: 1, column: 2, offset: 1, reason: .expectedKey(found: "a")),
        Case(text: "{'a' : 1}", line: 1, column: 2, offset: 1, reason: .expectedKey(found: "'")),
        Case(text: "{\"a\" 1}", line: 1, column: 6, offset: 5, reason: .expectedColon(found: "1")),
        Case(text: "['a']", line: 1, column: 2, offset: 1, reason: .unexpectedCharacter("'", expected: "a value")),
        Case(
            text: "[\u{A0}1]", line: 1, column: 2, offset: 1,
            reason: .unexpectedCharacter("\u{A0}", expected: "a value")),
        Case(text: "{} }", line: 1, column: 4, offset: 3, reason: .extraDataAfterValue(found: "}")),
        Case(
            text: "{\"a\" : [1}", line: 1, column: 10, offset: 9,
            reason: .unexpectedCharacter("}", expected: "',' or ']'")),
        Case(text: "", line: 1, column: 1, offset: 0, reason: .emptyInput),
        Case(text: " \n ", line: 2, column: 2, offset: 3, reason: .emptyInput),
        Case(text: "{\"a\" : ", line: 1, column: 8, offset: 7, reason: .unexpectedEnd(expected: "a value")),
        Case(text: "{\"a\" : 1", line: 1, column: 9, offset: 8, reason: .unexpectedEnd(expected: "',' or '}'")),
        Case(text: "\u{FEFF}{,}", line: 1, column: 2, offset: 4, reason: .expectedKey(found: ",")),
    ])
    func malformedTextIsPinned(_ testCase: Case) {
        let error = error(parsing: testCase.text)
        #expect(
            error
                == JSONSyntaxError(
                    line: testCase.line, column: testCase.column, offset: testCase.offset, reason: testCase.reason))
    }

    @Test(
        arguments: [
            ([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 3), // 0xFF never occurs in UTF-8
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 2), // overlong "/"
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 2), // a surrogate, encoded
            ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 2), // above U+10FFFF
            ([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 2), // cut short before the quote
            ([0x5B, 0xE9, 0x5D], 1), // Latin-1 "é" outside a string
            ([0xEF, 0xBB], 0), // half a byte order mark
        ] as [([UInt8], Int)])
    func invalidUTF8IsFoundWhereItStarts(bytes: [UInt8], offset: Int) {
        let error = error(parsing: bytes)
        #expect(error?.reason == .invalidUTF8)
        #expect(error?.offset == offset)
    }

    @Test(arguments: JSONFixture.styled + ["python-sample"])
    func everyTruncatedPrefixThrows(name: String) throws {
        let bytes = try JSONFixture.bytes(name)
        let end = try #require(bytes.lastIndex(of: UInt8(ascii: "}"))) + 1
        for length in 0..<bytes.count {
            let error = error(parsing: Array(bytes.prefix(length)))
            guard length < end else {
                // Only whitespace is missing: still the whole value.
                #expect(error == nil, "prefix of \(length) bytes")
                continue
            }
            guard let error else {
                Issue.record("a \(length)-byte prefix of \(bytes.count) parsed")
                continue
            }
            #expect(error.offset <= length)
            switch error.reason {
            case .unexpectedEnd, .unterminatedString, .emptyInput, .invalidUTF8, .invalidLiteral, .invalidNumber:
                break
            default:
                Issue.record("prefix of \(length) bytes: \(error.reason)")
            }
        }
    }

    @Test func nestingTenThousandDeepThrowsInsteadOfOverflowingTheStack() {
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(
            error(parsing: arrays)
                == JSONSyntaxError(line: 1, column: 513, offset: 512, reason: .nestingTooDeep(limit: 512)))
        let objects = String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(error(parsing: objects)?.reason == .nestingTooDeep(limit: 512))
    }

    @Test func nestingAtTheLimitParses() throws {
        let text =
            String(repeating: "[", count: JSONParser.maximumDepth)
            + String(repeating: "]", count: JSONParser.maximumDepth)
        let document = try JSONDocument(parsing: Array(text.utf8))
        // A Bool, not the arrays: a failing #expect would print half a megabyte of rewritten
        // brackets (element by element, which takes the test library many minutes).
        let writtenBack = document.serialized() == Array(text.utf8)
        #expect(writtenBack, "the \(JSONParser.maximumDepth)-deep document is not written back byte for byte")
    }

    @Test func trailingCommaSaysWhatToDo() {
        let error = error(parsing: "{\"a\" : 1,}")
        #expect(
            error?.description
                == "trailing comma before '}' (JSON does not allow one; Xcode may tolerate it, other tools do not): delete the comma"
        )
    }

    @Test func invisibleCharactersAreNamedByCodePoint() {
        #expect(error(parsing: "[\u{A0}1]")?.description == "unexpected U+00A0 where a value should be")
    }

    @Test(arguments: [
        (#"["\ud800"]"#, "\u{FFFD}"),
        (#"["\ud83d\ude00"]"#, "😀"),
        (#"["\udc00\ud800x"]"#, "\u{FFFD}\u{FFFD}x"),
        (#"["\ud83dx"]"#, "\u{FFFD}x"),
    ])
    func loneSurrogatesDecodeAsReplacementCharacters(text: String, value: String) throws {
        let document = try JSONDocument(parsing: Array(text.utf8))
        #expect(document.root.arrayValue?.first?.stringValue == value)
    }
}
