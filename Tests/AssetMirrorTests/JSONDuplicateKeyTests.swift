import Testing

@testable import AssetMirror

/// Keys written twice in one object: found with where they are, for `verify` (duplicate-key)
/// and for `generate`, which refuses to guess.
@Suite struct JSONDuplicateKeyTests {
    @Test func everyRepeatedKeyIsFoundWithItsObjectAndPosition() throws {
        let text = """
            {
              "images" : [
                {
                  "filename" : "a.png",
                  "idiom" : "universal",
                  "filename" : "b.png",
                  "filename" : "c.png"
                }
              ],
              "info" : { "version" : 1, "version" : 2 }
            }
            """
        let document = try JSONDocument(parsing: Array(text.utf8))
        #expect(
            document.duplicateKeys() == [
                JSONDuplicateKey(
                    objectPath: [.key("images"), .index(0)], key: "filename", count: 3, line: 6, column: 20),
                JSONDuplicateKey(objectPath: [.key("info")], key: "version", count: 2, line: 10, column: 41),
            ])
        let entry = try #require(document.root.objectValue?["images"]?.arrayValue?.first?.objectValue)
        #expect(entry.duplicateKeys == ["filename"])
    }

    @Test func aDocumentWithoutRepeatsHasNoneAndBuildsNoIndex() throws {
        let document = try JSONDocument(parsing: Array(#"{"a":{"b":1,"c":[{"b":2}]},"b":3}"#.utf8))
        #expect(document.duplicateKeys().isEmpty)
        #expect(document.positionCache.built == nil)
        #expect(JSONDocument(root: .object(JSONObject(["a": .null]))).duplicateKeys().isEmpty)
    }
}
