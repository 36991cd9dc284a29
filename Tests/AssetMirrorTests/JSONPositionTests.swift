import Testing

@testable import AssetMirror

@Suite struct JSONPositionTests {
    static let text = """
        {
          "images" : [
            {
              "filename" : "back.png",
              "idiom" : "universal"
            },
            { "filename" : "é—back@2x.png", "scale" : "2x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """

    @Test func positionsPointAtTheValue() throws {
        let document = try JSONDocument(parsing: Array(Self.text.utf8))
        #expect(document.position(of: []) ?? (0, 0) == (1, 1))
        #expect(document.position(of: [.key("images")]) ?? (0, 0) == (2, 14))
        #expect(document.position(of: [.key("images"), .index(0)]) ?? (0, 0) == (3, 5))
        #expect(document.position(of: [.key("images"), .index(0), .key("idiom")]) ?? (0, 0) == (5, 17))
        // Columns count Unicode scalars, not bytes.
        #expect(document.position(of: [.key("images"), .index(1), .key("scale")]) ?? (0, 0) == (7, 47))
        #expect(document.position(of: [.key("info"), .key("version")]) ?? (0, 0) == (9, 46))
    }

    @Test func pathsThatLeadNowhereGiveNil() throws {
        let document = try JSONDocument(parsing: Array(Self.text.utf8))
        #expect(document.position(of: [.key("missing")]) == nil)
        #expect(document.position(of: [.key("images"), .index(2)]) == nil)
        #expect(document.position(of: [.key("info"), .index(0)]) == nil)
        #expect(JSONDocument(root: .null).position(of: []) == nil)
    }

    @Test func aByteOrderMarkIsNotAColumn() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8))
        #expect(document.position(of: [.key("a")]) ?? (0, 0) == (1, 6))
    }

    /// A finding per entry must not rescan the document per finding: every look-up after the
    /// first reads one index, built in one pass over the bytes (a scan from the start for each
    /// value made `verify` quadratic in a set's entries).
    @Test(arguments: [1, 10, 2_000])
    func lookUpsScanTheBytesOnce(entries: Int) throws {
        let lines = (0..<entries).map { #"    {"filename" : "f\#($0).png", "idiom" : "universal"}"# }
        let text = "{\n  \"images\" : [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
        let bytes = Array(text.utf8)
        let document = try JSONDocument(parsing: bytes)
        for index in 0..<entries {
            let position = document.position(of: [.key("images"), .index(index), .key("filename")])
            #expect(position ?? (0, 0) == (3 + index, 19))
        }
        let index = try #require(document.positionCache.built)
        #expect(index.bytesScanned <= bytes.count)
        _ = document.position(of: [.key("images")])
        #expect(document.positionCache.built === index)
    }
}
