import Testing

@testable import AssetMirror

/// The style each writer leaves in a file is found again from its bytes.
@Suite struct JSONStyleDetectionTests {
    @Test(arguments: [
        ("xcode-current", JSONStyle.xcode),
        ("xcode-legacy", JSONStyle(sortsKeys: false, trailingNewline: false)),
        ("four-spaces", JSONStyle(indent: "    ")),
        ("colon-space", JSONStyle(keyValueSeparator: ": ", sortsKeys: false, trailingNewline: false)),
        ("colorset", JSONStyle.xcode),
        ("non-ascii", JSONStyle.xcode),
        ("escapes", JSONStyle.xcode),
        ("crlf", JSONStyle(lineEnding: "\r\n")),
        ("tabs", JSONStyle(indent: "\t", sortsKeys: false)),
        ("bom", JSONStyle(byteOrderMark: true)),
    ])
    func fixtureStyleIsDetected(name: String, style: JSONStyle) throws {
        let document = try JSONDocument(parsing: try JSONFixture.bytes(name))
        #expect(document.style == style)
    }

    /// The style is detected when first asked for, from the bytes and value parsed: a root
    /// changed since (here to keys out of order, which would detect as unsorted) does not change
    /// it, and a style set replaces it.
    @Test func styleIsThatOfTheBytesParsedWhateverTheRootBecomes() throws {
        var document = try JSONDocument(parsing: Array("{\n    \"a\" : 1,\n    \"b\" : 2\n}\n".utf8))
        document.root = .object(JSONObject(["z": .bool(true), "a": .null]))
        #expect(document.style == JSONStyle(indent: "    "))
        #expect(document.serialized() == Array("{\n    \"a\" : null,\n    \"z\" : true\n}\n".utf8))
        document.style.indent = "\t"
        #expect(document.style == JSONStyle(indent: "\t"))
        #expect(JSONDocument(root: .null).style == .xcode)
    }

    private func style(of text: String) throws -> JSONStyle {
        try JSONDocument(parsing: Array(text.utf8)).style
    }

    @Test func oneLineFileKeepsItsSeparatorAndFallsBackToXcodesIndent() throws {
        #expect(
            try style(of: #"{"b":1,"a":[]}"#)
                == JSONStyle(keyValueSeparator: ":", sortsKeys: false, trailingNewline: false))
    }

    @Test func indentIsOneLevelEvenWhenTheFirstIndentedLineIsDeeper() throws {
        #expect(try style(of: "{ \"a\" : {\n      \"b\" : 1\n   }\n}\n").indent == "   ")
        #expect(try style(of: "[[\n    1\n  ]\n]").indent == "  ")
    }

    @Test func fileWithoutMultiKeyObjectsCountsAsSorted() throws {
        #expect(
            try style(of: "{\n  \"z\" : {\n    \"y\" : [\n      {\n        \"x\" : 1\n      }\n    ]\n  }\n}").sortsKeys
        )
        #expect(try style(of: "[]").sortsKeys)
    }

    @Test func oneUnsortedObjectAnywhereMakesTheFileUnsorted() throws {
        #expect(try !style(of: #"{"a":[{"k":1},{"n":1,"m":2}],"b":1}"#).sortsKeys)
        // Byte order, not alphabetical: uppercase before lowercase, equal keys allowed.
        #expect(try style(of: #"{"Z":1,"a":2,"a":3,"é":4}"#).sortsKeys)
    }

    @Test func separatorComesFromAKeyNotFromAStringValue() throws {
        #expect(try style(of: "[\"x\" , {\"k\"\t:  1}]").keyValueSeparator == "\t:  ")
    }

    @Test func onlyCRLFCountsAsAWindowsLineEnding() throws {
        #expect(try style(of: "{\n  \"a\" : 1\r\n}").lineEnding == "\r\n")
        #expect(try style(of: "{\n  \"a\" : 1\n}\r").lineEnding == "\n")
    }
}
