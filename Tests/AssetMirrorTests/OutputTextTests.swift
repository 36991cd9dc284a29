import Testing

@testable import AssetMirror

@Suite struct OutputTextTests {
    @Test(arguments: [
        ("back\n::error::x", #"back\n::error::x"#),
        ("::add-mask::secret", #"\::add-mask::secret"#),
        (" \u{3000}::stop-commands::t", " \u{3000}\\::stop-commands::t"),
        ("a ##[error]b", #"a ##\[error]b"#),
        ("#[ok] ## [ok]", "#[ok] ## [ok]"),
        ("\u{1B}[31mred\u{07}", #"\u{1B}[31mred\u{7}"#),
        ("\u{9B}2J\u{85}\u{2028}\u{202E}\u{2066}", #"\u{9B}2J\u{85}\u{2028}\u{202E}\u{2066}"#),
        ("tab\tkept\r", "tab\tkept\\r"),
        ("Flèches", "Flèches"),
    ])
    func aLineIsEscapedVisibly(text: String, expected: String) {
        #expect(OutputText.line(text) == expected)
    }

    @Test func linesKeepTheirBreaksAndEndingsButEachIsGuarded() {
        #expect(OutputText.lines("a\n::error::b\r\nc\n") == "a\n\\::error::b\r\nc\n")
    }

    @Test func jsonEscapesStayValidJSON() {
        #expect(OutputText.json("[\n  \"##[x\u{85}\u{2028}\"\n]\n") == "[\n  \"##\\u005B" + "x\\u0085\\u2028\"\n]\n")
    }

    /// Printable ASCII is returned as it is; a control byte, DEL or `##[` in otherwise plain
    /// ASCII is still escaped, as is anything beyond ASCII.
    @Test(arguments: [
        ("{\n\t\"a\": \"# #[ok]\"\r\n}\n", "{\n\t\"a\": \"# #[ok]\"\r\n}\n"),
        ("[\"##[x\"]", "[\"##\\u005Bx\"]"),
        ("[\"a\u{1B}b\u{7F}\"]", "[\"a\\u001Bb\\u007F\"]"),
        ("[\"Fl\u{E8}ches\u{200F}\"]", "[\"Fl\u{E8}ches\\u200F\"]"),
    ])
    func jsonOfPlainASCIIIsItselfAndAnythingElseIsEscaped(text: String, expected: String) {
        #expect(OutputText.json(text) == expected)
    }

    @Test func bytesThatAreNotUTF8AreShownAsBytes() {
        #expect(OutputText.name(bytes: Array("café".utf8) + [0xFF, 0x41, 0xC3]) == #"café\x{FF}A\x{C3}"#)
    }
}
