import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// Issue 16.9: each refusal names its real cause, as a typed case.
@Suite struct CauseMessageTests {
    @Test func aLanguageDirectionThatIsNoStringIsShownAsJSONText() {
        let entry = AssetEntry(index: 0, object: JSONObject(["language-direction": .number(JSONNumber(2))]))
        #expect(entry.languageDirectionValue == "2")
        #expect(entry.languageDirection == nil)
        let object = JSONValue.object(JSONObject(["a": .array([.bool(true), .null, .string("x\"y")])]))
        #expect(object.jsonText == #"{"a":[true,null,"x\"y"]}"#)
    }

    static func svgError(_ text: String) -> CodecError? {
        do {
            _ = try SVGCodec().mirror(Array(text.utf8), options: .default)
            return nil
        } catch {
            return error
        }
    }

    @Test func anEntityLoopIsLibxml2sExpansionLimitNotMalformedXML() {
        let loop = "<!DOCTYPE svg [<!ENTITY a '&b;'><!ENTITY b '&a;'>]>\n<svg>&a;</svg>"
        #expect(Self.svgError(loop) == .xmlParserLimit(.entityExpansion, line: 2, column: 9))
    }

    @Test func billionLaughsAreLibxml2sExpansionLimit() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a0 \"aaaaaaaaaa\">\n"
        for level in 1..<10 {
            text += "<!ENTITY a\(level) \"\(String(repeating: "&a\(level - 1);", count: 10))\">\n"
        }
        text += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><desc>&a9;</desc></svg>"
        guard case .xmlParserLimit(.entityExpansion, _, _) = Self.svgError(text) else {
            Issue.record("not the expansion limit: \(String(describing: Self.svgError(text)))")
            return
        }
    }

    @Test func nestingPast256IsLibxml2sDepthLimit() {
        let text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
            + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        guard case .xmlParserLimit(.depth, line: 1, _) = Self.svgError(text) else {
            Issue.record("not the depth limit: \(String(describing: Self.svgError(text)))")
            return
        }
        let shallow =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
            + String(repeating: "<g>", count: 200) + String(repeating: "</g>", count: 200) + "</svg>"
        #expect(Self.svgError(shallow) == nil)
    }

    @Test func anAttributeValueOver10MBIsLibxml2sLengthLimit() {
        let text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect id=\""
            + String(repeating: "x", count: 10_000_001) + "\"/></svg>"
        guard case .xmlParserLimit(.length, line: 1, _) = Self.svgError(text) else {
            Issue.record("not the length limit: \(String(describing: Self.svgError(text)))")
            return
        }
    }

    /// The docs promise "save as UTF-8"; the file was called no image at all.
    @Test(arguments: [true, false])
    func aUTF16SVGIsRecognisedAndRefusedWithAWordToSaveItAsUTF8(littleEndian: Bool) throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>"
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : []
        for unit in text.utf16 {
            bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(ImageFormat.sniff(bytes) == .svg)
        let utf8 = CodecError.unsupportedFeature(.svg, detail: "UTF-16 or UTF-32 text; save the SVG as UTF-8")
        #expect(throws: utf8) { try ImageCodecs.codec(for: bytes).mirror(bytes, options: .default) }
        #expect(throws: utf8) { try ImageCodecs.codec(for: bytes).header(of: bytes) }
    }
}
