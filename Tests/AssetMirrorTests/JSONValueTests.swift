import Testing

@testable import AssetMirror

/// The value types' own rules: member order and duplicates, string literals, number text.
@Suite struct JSONValueTests {
    private func object(_ text: String) throws -> JSONObject {
        try #require(try JSONDocument(parsing: Array(text.utf8)).root.objectValue)
    }

    @Test func settingAMissingKeyAppendsIt() throws {
        var entry = try object(#"{"idiom":"universal","filename":"a.pdf"}"#)
        entry["language-direction"] = .string("right-to-left")
        #expect(entry.keys == ["idiom", "filename", "language-direction"])
    }

    @Test func settingAnExistingKeyReplacesItsValueWhereItStands() throws {
        var entry = try object(#"{"idiom":"universal","language-direction":"left-to-right","filename":"a.pdf"}"#)
        entry["language-direction"] = .string("right-to-left")
        #expect(entry.keys == ["idiom", "language-direction", "filename"])
        #expect(entry["language-direction"]?.stringValue == "right-to-left")
    }

    @Test func duplicateKeysAreKeptAndTheFirstIsRead() throws {
        let text = #"{"a":1,"b":2,"a":3}"#
        let entry = try object(text)
        #expect(entry.keys == ["a", "b", "a"])
        #expect(entry["a"]?.numberValue?.intValue == 1)
        #expect(try JSONDocument(parsing: Array(text.utf8)).serialized() == Array(text.utf8))
    }

    @Test func settingADuplicatedKeyLeavesOneMemberInTheFirstPlace() throws {
        var entry = try object(#"{"a":1,"b":2,"a":3}"#)
        entry["a"] = .null
        #expect(entry.keys == ["a", "b"])
        #expect(entry["a"] == .null)
    }

    @Test func settingNilRemovesEveryMemberWithTheKey() throws {
        var entry = try object(#"{"a":1,"b":2,"a":3}"#)
        entry["a"] = nil
        #expect(entry.keys == ["b"])
        #expect(!entry.contains("a"))
        entry["missing"] = nil
        #expect(entry.keys == ["b"])
    }

    @Test func keysKeepTheirLiteralWhenTheirValueIsReplaced() throws {
        var entry = try object(#"{"a\/b":1}"#)
        entry["a/b"] = .bool(true)
        #expect(entry.members[0].key.literal == #""a\/b""#)
    }

    @Test func pairsBuildMembersInOrder() {
        let info = JSONObject(["version": .number(JSONNumber(1)), "author": .string("xcode")])
        #expect(info.keys == ["version", "author"])
        #expect(JSONValue.object(info)["author"]?.stringValue == "xcode")
        #expect(JSONValue.array([])["author"] == nil)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("a/b", #""a/b""#),
        ("\n\t\r\u{8}\u{C}", #""\n\t\r\b\f""#),
        ("\u{1}\u{1F}\u{7F}", "\"\\u0001\\u001f\u{7F}\""),
        ("flèche 􀈭 \u{2028}", "\"flèche 􀈭 \u{2028}\""),
    ])
    func newStringsAreEscapedMinimally(value: String, literal: String) throws {
        let string = JSONString(value)
        #expect(string.literal == literal)
        #expect(JSONString(literal: literal)?.value == value)
    }

    @Test func stringsCompareByValueNotLiteral() throws {
        let escaped = try #require(JSONString(literal: #""caf\u00e9 \/""#))
        #expect(escaped == JSONString("café /"))
        #expect(escaped.hashValue == JSONString("café /").hashValue)
        #expect(escaped.literal == #""caf\u00e9 \/""#)
    }

    @Test func stringsDoNotNormalizeUnicode() {
        // Precomposed and decomposed "é" name different files on most file systems.
        #expect(JSONString("\u{E9}") != JSONString("e\u{301}"))
    }

    @Test func settingTheValueResetsTheLiteral() throws {
        var string = try #require(JSONString(literal: #""a\/b""#))
        string.value = "c/d"
        #expect(string.literal == #""c/d""#)
        string.literal = #""\u0041""#
        #expect(string.value == "A")
    }

    @Test(arguments: [
        #"abc"#, #""unterminated"#, #""a" "b""#, "\"tab\there\"", "1", #" "a""#, "\"a\"\n", "\u{FEFF}\"a\"",
    ])
    func invalidLiteralsAreRefused(literal: String) {
        #expect(JSONString(literal: literal) == nil)
    }

    @Test(arguments: ["0", "-0", "1", "-1e3", "0.7215686274999999", "1E+2", "1.5e-07", "12345678901234567890"])
    func validNumberTextIsKept(text: String) throws {
        #expect(JSONNumber(text: text)?.text == text)
    }

    @Test(arguments: ["", "-", "01", "1.", ".5", "+1", "1e", "1e+", "0x1F", "NaN", "Infinity", " 1", "1 "])
    func invalidNumberTextIsRefused(text: String) {
        #expect(JSONNumber(text: text) == nil)
    }

    @Test func numbersConvertWithoutChangingTheirText() throws {
        #expect(JSONNumber(42).text == "42")
        #expect(JSONNumber(text: "1.0")?.intValue == nil)
        #expect(JSONNumber(text: "-7")?.intValue == -7)
        #expect(JSONNumber(text: "12345678901234567890")?.intValue == nil)
        #expect(JSONNumber(text: "-1e3")?.doubleValue == -1000)
        #expect(JSONNumber(text: "1") != JSONNumber(text: "1.0"))
    }

    @Test func conveniencesAnswerOnlyForTheirCase() {
        #expect(JSONValue.bool(true).boolValue == true)
        #expect(JSONValue.null.boolValue == nil)
        #expect(JSONValue.string("x").stringValue == "x")
        #expect(JSONValue.number(JSONNumber(1)).stringValue == nil)
        #expect(JSONValue.array([.null]).arrayValue == [.null])
        #expect(JSONValue.null.objectValue == nil)
    }
}
