import Testing

@testable import AssetMirror

/// Files read and written back: byte-identical when unchanged, only the edit when changed.
@Suite struct JSONRoundTripTests {
    @Test(arguments: JSONFixture.styled + ["python-sample"])
    func unchangedFileIsWrittenBackByteForByte(name: String) throws {
        let bytes = try JSONFixture.bytes(name)
        let document = try JSONDocument(parsing: bytes)
        #expect(!document.isModified)
        #expect(document.serialized() == bytes)
    }

    @Test(arguments: JSONFixture.styled)
    func unchangedFileIsAlsoWrittenByteForByteByTheWriter(name: String) throws {
        // Every fixture is in the writer's layout, so writing it afresh in its detected style
        // must give the same bytes, not just handing back the original.
        let bytes = try JSONFixture.bytes(name)
        let parsed = try JSONDocument(parsing: bytes)
        let rewritten = JSONDocument(root: parsed.root, style: parsed.style).serialized()
        #expect(visible(rewritten) == visible(bytes))
        #expect(rewritten == bytes)
    }

    @Test(arguments: JSONFixture.styled)
    func editedFileChangesOnlyTheEditedLines(name: String) throws {
        var document = try JSONDocument(parsing: try JSONFixture.bytes(name))
        JSONFixture.setRightToLeft(in: &document)
        #expect(document.isModified)
        let expected = try JSONFixture.expected(name)
        #expect(visible(document.serialized()) == visible(expected))
        #expect(document.serialized() == expected)
    }

    @Test func newDocumentInXcodeStyleMatchesPythonsJSONDumps() throws {
        let parsed = try JSONDocument(parsing: try JSONFixture.bytes("python-sample"))
        let document = JSONDocument(root: JSONFixture.withFreshLiterals(parsed.root))
        #expect(document.isModified)
        let expected = try JSONFixture.expected("python-sample.xcode")
        #expect(visible(document.serialized()) == visible(expected))
        #expect(document.serialized() == expected)
    }

    @Test func editThatRestoresTheOriginalValueGivesTheOriginalBytes() throws {
        let bytes = try JSONFixture.bytes("escapes")
        var document = try JSONDocument(parsing: bytes)
        let original = document.root
        document.root = .null
        #expect(document.isModified)
        document.root = original
        #expect(!document.isModified)
        #expect(document.serialized() == bytes)
    }

    @Test func stringsAndNumbersKeepTheirTextWhenTheFileIsRewritten() throws {
        var document = try JSONDocument(parsing: Array(#"{"s":"a\/b\u00e9","n":1.50E+2}"#.utf8))
        #expect(document.root["s"]?.stringValue == "a/bé")
        #expect(document.root["n"]?.numberValue?.doubleValue == 150)
        var object = try #require(document.root.objectValue)
        object["new"] = .null
        document.root = .object(object)
        // Unsorted source, so the new key goes last; no newline in the source, so none at the end.
        let expected = #"""
            {
              "s":"a\/b\u00e9",
              "n":1.50E+2,
              "new":null
            }
            """#
        #expect(String(decoding: document.serialized(), as: UTF8.self) == expected)
    }
}
