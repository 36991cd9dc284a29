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

    /// Repeats are found however deep, in objects small and large (counted pairwise up to 16
    /// members, by a set beyond), and keys equal as Swift strings count as one key, as they
    /// always did: `é` precomposed and `e` + U+0301.
    @Test func repeatsAreFoundDeepInLargeObjectsAndUpToCanonicalEquivalence() throws {
        let many = (0..<20).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let cases: [(text: String, keys: [String])] = [
            (#"[[1,{"a":[{"x":1,"y":2,"x":3}]}]]"#, ["x"]),
            ("{\(many),\"k7\":0}", ["k7"]),
            ("{\(many)}", []),
            ("{\"caf\u{E9}\":1,\"cafe\u{301}\":2}", ["caf\u{E9}"]),
            (#"{"caf\u00e9":1,"café":2}"#, ["café"]),
        ]
        for (text, keys) in cases {
            let document = try JSONDocument(parsing: Array(text.utf8))
            #expect(document.duplicateKeys().map(\.key) == keys, "\(text)")
        }
    }

    /// On random documents of few keys, the quick test for repeats agrees with counting every
    /// object's keys in a dictionary, the way the full search counts them.
    @Test func theQuickTestAgreesWithCountingOnRandomDocuments() throws {
        var generator = SystemRandomNumberGenerator()
        func value(_ depth: Int) -> JSONValue {
            switch depth > 3 ? 2 : Int.random(in: 0..<4, using: &generator) {
            case 0:
                let count = Int.random(in: 0..<(Bool.random(using: &generator) ? 4 : 24), using: &generator)
                let keys = ["a", "b", "c", "\u{E9}", "e\u{301}"] + (0..<30).map { "k\($0)" }
                return .object(
                    JSONObject(
                        (0..<count).map { _ in
                            JSONObject.Member(
                                key: JSONString(keys.randomElement(using: &generator)!), value: value(depth + 1))
                        }))
            case 1: return .array((0..<Int.random(in: 0..<4, using: &generator)).map { _ in value(depth + 1) })
            default: return .null
            }
        }
        func counted(_ value: JSONValue) -> Bool {
            switch value {
            case .object(let object):
                var counts: [String: Int] = [:]
                for member in object.members { counts[member.key.value, default: 0] += 1 }
                return counts.values.contains { $0 > 1 } || object.members.contains { counted($0.value) }
            case .array(let elements): return elements.contains { counted($0) }
            default: return false
            }
        }
        for _ in 0..<500 {
            let root = value(0)
            #expect(JSONDocument.hasDuplicateKeys(root) == counted(root))
            let parsed = try JSONDocument(parsing: JSONDocument(root: root).serialized())
            #expect(parsed.duplicateKeys().isEmpty == !counted(root))
        }
    }
}
