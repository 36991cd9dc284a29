import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// ``SVGSanitizer``: what runs or reaches out goes, what draws stays, byte for byte.
@Suite struct SVGSanitizerTests {
    static func sanitized(_ text: String) -> String? { SVGSanitizer.sanitized(Array(text.utf8)) }

    @Test func drawingStaysAsWritten() {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">\
            <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>\
            <path d="M15 6l-6 6 6 6" fill="url(#g)"/><use xlink:href="#g" href='#g'/></svg>
            """
        #expect(
            Self.sanitized(svg) == svg.replacingOccurrences(of: "href='#g'", with: "href=\"#g\""))
    }

    @Test(arguments: [
        ("<svg><script>alert(1)</script><path d=\"M0 0\"/></svg>", "<svg><path d=\"M0 0\"/></svg>"),
        ("<svg onload=\"alert(1)\"><path onclick='x()' d=\"M0 0\"/></svg>", "<svg><path d=\"M0 0\"/></svg>"),
        ("<svg><image href=\"https://example.com/a.png\" width=\"1\"/></svg>", "<svg><image width=\"1\"/></svg>"),
        ("<svg><use xlink:href=\"other.svg#a\"/></svg>", "<svg><use/></svg>"),
        ("<svg><a href=\"javascript:alert(1)\"><path d=\"M0 0\"/></a></svg>", "<svg><a><path d=\"M0 0\"/></a></svg>"),
        ("<svg><rect fill=\"url(https://example.com/x)\" x=\"1\"/></svg>", "<svg><rect x=\"1\"/></svg>"),
        ("<svg><rect style=\"fill:url( 'http://e/x')\"/></svg>", "<svg><rect/></svg>"),
        ("<svg><style>@import url(http://e/x.css);</style><path d=\"M0 0\"/></svg>", "<svg><path d=\"M0 0\"/></svg>"),
        ("<svg><style><![CDATA[.a{fill:red}]]></style></svg>", "<svg><style><![CDATA[.a{fill:red}]]></style></svg>"),
        (
            "<svg><foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\">x</div></foreignObject></svg>",
            "<svg></svg>"
        ),
        ("<svg><set attributeName=\"href\" to=\"javascript:alert(1)\"/><g/></svg>", "<svg><g/></svg>"),
        ("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><!-- c --><svg/>", "<svg/>"),
        ("<svg><SCRIPT type=\"text/javascript\"><![CDATA[alert(1)]]></SCRIPT></svg>", "<svg></svg>"),
        (
            "<svg><image href=\"data:image/png;base64,AAAA\"/></svg>",
            "<svg><image href=\"data:image/png;base64,AAAA\"/></svg>"
        ),
        ("<svg><image href=\"data:image/svg+xml;base64,AAAA\"/></svg>", "<svg><image/></svg>"),
        (
            "<svg><text title='say \"hi\"'>a &amp; b</text></svg>",
            "<svg><text title=\"say &quot;hi&quot;\">a &amp; b</text></svg>"
        ),
    ])
    func removes(_ input: String, _ expected: String) {
        #expect(Self.sanitized(input) == expected)
    }

    @Test(arguments: ["<svg><path d=\"M0 0\"", "<svg><script>alert(1)", "<svg><!-- open", "<svg a=b/>"])
    func markupThatDoesNotCloseIsNotDrawn(_ input: String) {
        #expect(Self.sanitized(input) == nil)
    }

    @Test func textThatIsNotUTF8IsNotDrawn() {
        #expect(SVGSanitizer.sanitized([0x3C, 0x73, 0x76, 0x67, 0xFF, 0x2F, 0x3E]) == nil)
    }
}

/// Issue 29 point 6: CSS is judged as a browser tokenises it, and a `<style>` with attributes closes.
@Suite struct SVGSanitizerCSSTests {
    @Test(arguments: HostileInputs.fetchingSVGs)
    func nothingThatFetchesReachesThePage(_ input: String) throws {
        let output = try #require(SVGSanitizerTests.sanitized(input))
        #expect(!output.contains("attacker"), "\(output)")
    }

    @Test(arguments: [
        "@\\69mport 'x'", "u\\72l(x)", "image-set(\"x\" 1x)", "a{b:url(x y)}", "url(\"#a\" x) url(", "src('a')",
        "@IMPORT 'x'", "fill:url()",
    ])
    func refusedCSS(_ css: String) {
        #expect(SVGSanitizer.cssReferencesOutside(css))
    }

    @Test(arguments: [
        "fill:url(#g)", "fill: URL( \"#g\" )", ".a{fill:red}/* url(http://x) */", "font-family:\"http://x\"",
        "src:local(\"A\") format('woff')", "a{b:url(data:image/png;base64,AAAA)}", "content:'@import'",
        "width:calc(1px + 2%)", "-url(x)", "fill:rgb(1 2 3)",
    ])
    func keptCSS(_ css: String) {
        #expect(!SVGSanitizer.cssReferencesOutside(css))
    }

    @Test func styleWithAttributesIsKeptWithThem() {
        let svg = #"<svg><style type="text/css" media='all'>.a{fill:red}</style><rect class="a"/></svg>"#
        #expect(
            SVGSanitizerTests.sanitized(svg)
                == #"<svg><style type="text/css" media="all">.a{fill:red}</style><rect class="a"/></svg>"#)
    }

    @Test func styleWithAttributesThatFetchesIsDropped() {
        let svg = #"<svg><style type="text/css">.a{fill:u\72l(http://e/x)}</style><rect/></svg>"#
        #expect(SVGSanitizerTests.sanitized(svg) == "<svg><rect/></svg>")
    }

    @Test func tokensAreTheSpecsTokens() {
        #expect(
            CSSTokenizer.tokens("@\\69mport u\\72l( a\\29 b ) url( \"c\" ) image-set('d')").filter { $0 != .other }
                == [
                    .atKeyword("import"), .url("a)b"), .function("url"), .string("c"), .close,
                    .function("image-set"), .string("d"), .close,
                ])
        #expect(CSSTokenizer.tokens("url(a b)") == [.badURL])
        #expect(CSSTokenizer.tokens("'a\nb'") == [.badString, .other, .other, .string("")])
    }

    @Test func xmlReferencesAreDecodedOrRefused() {
        #expect(SVGSanitizer.xmlDecoded("&#117;&#x72;l(&lt;&amp;&quot;&apos;&gt;)") == "url(<&\"'>)")
        #expect(SVGSanitizer.xmlDecoded("&ext;") == nil)
        #expect(SVGSanitizer.xmlDecoded("a & b") == nil)
    }
}
