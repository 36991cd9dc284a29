import Foundation
import Testing

@testable import AssetMirror

/// ``SVGDataURI`` and ``SVGWhitespace``: how the page embeds an SVG, checked by decoding the URI
/// with Foundation's own percent-decoder (`removingPercentEncoding`) or base64 decoder.
@Suite struct SVGDataURITests {
    /// The bytes of a URI's body that could end the CSS string, the `<style>` or the URL.
    static let unsafe = Set("%#\"'\\<>".utf8)

    /// Decodes `uri` back into the SVG's bytes, whichever encoding it has.
    static func decoded(_ uri: String) throws -> [UInt8] {
        if uri.hasPrefix(SVGDataURI.base64Prefix) {
            return [UInt8](try #require(Data(base64Encoded: String(uri.dropFirst(SVGDataURI.base64Prefix.count)))))
        }
        #expect(uri.hasPrefix(SVGDataURI.percentPrefix))
        let body = uri.dropFirst(SVGDataURI.percentPrefix.count)
        for byte in body.utf8 where byte != UInt8(ascii: "%") {
            #expect(!unsafe.contains(byte) && byte >= 0x20 && byte < 0x7F, "\(byte) left unescaped")
        }
        return Array(try #require(String(body).removingPercentEncoding).utf8)
    }

    @Test(arguments: [
        ("%", "%25"), ("#", "%23"), ("\"", "%22"), ("'", "%27"), ("<", "%3C"), (">", "%3E"), ("\\", "%5C"),
        ("\n", "%0A"), ("\r", "%0D"), ("\t", "%09"), ("\u{0}", "%00"), ("\u{1B}", "%1B"), ("\u{7F}", "%7F"),
        ("é", "%C3%A9"), ("→", "%E2%86%92"), ("😀", "%F0%9F%98%80"),
    ])
    func eachSpecialCharacterIsEscaped(character: String, escaped: String) {
        #expect(SVGDataURI.percentEncoded(Array("a\(character)b".utf8), capacity: 0) == "a\(escaped)b")
    }

    @Test func whatACSSStringHoldsStaysAsItIs() {
        let kept = " /=+?&():;,.{}[]!*@$~`^|-_abcXYZ09"
        #expect(SVGDataURI.percentEncoded(Array(kept.utf8), capacity: 0) == kept)
        #expect(SVGDataURI.make("<svg \(kept)/>") == "data:image/svg+xml,%3Csvg \(kept)/%3E")
    }

    /// Every SVG of the test assets, sanitised: the URI decodes to the sanitised bytes. (A
    /// hand-indented SVG, all newlines and quotes at 3 bytes each, may be shorter in base64.)
    @Test(
        arguments: try FileManager.default.contentsOfDirectory(
            atPath: TestAssetsFolder.url.appendingPathComponent("SVG").path
        ).sorted())
    func anSVGDecodesToItsSanitisedBytes(name: String) throws {
        guard let safe = SVGSanitizer.sanitized(try TestAssetsFolder.contents("SVG/\(name)")) else { return }
        #expect(try Self.decoded(SVGDataURI.make(safe)) == Array(safe.utf8))
    }

    /// A PDF's tile: the URI decodes to poppler's SVG, sanitised, without its layout whitespace;
    /// and that is shorter than base64 of the same would be.
    @Test(
        .enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"),
        arguments: ["simple", "rotate-90", "cropbox", "flate", "annotations"])
    func aPDFDrawingDecodesToItsSanitisedSVG(name: String) throws {
        let bytes = try TestAssetsFolder.contents("PDF/\(name).pdf")
        let svg = try #require(SVGSanitizer.sanitized(Array(try PDFPageSVG.draw(bytes, maxBytes: 1 << 20).svg.utf8)))
        let compact = SVGWhitespace.withoutLayout(svg)
        #expect(!compact.contains("\n") && compact.hasPrefix("<svg") && compact.count < svg.count)
        let source = ReviewImageSource.pdf(bytes, limits: .default)
        let uri = try #require(source.dataURI)
        #expect(uri.hasPrefix(SVGDataURI.percentPrefix))
        #expect(try Self.decoded(uri) == Array(compact.utf8))
        #expect(uri.utf8.count < SVGDataURI.base64Prefix.count + (compact.utf8.count + 2) / 3 * 4)
    }

    /// Text in a script of its own takes 6 to 12 bytes a character percent-encoded, 4 of every 3
    /// bytes in base64: that SVG stays base64.
    @Test func base64WhenItIsShorter() throws {
        let svg = "<svg><title>\(String(repeating: "مرحبا بالعالم", count: 20))</title></svg>"
        let uri = SVGDataURI.make(svg)
        #expect(uri.hasPrefix(SVGDataURI.base64Prefix))
        #expect(try Self.decoded(uri) == Array(svg.utf8))
    }

    @Test(arguments: [
        (
            "\n<svg a=\"1\">\n<defs>\n  <path d=\"M 0 0 Z \"/>\n</defs>\n</svg>\n",
            "<svg a=\"1\"><defs><path d=\"M 0 0 Z \"/></defs></svg>"
        ),
        ("<svg> <g> a </g>\t<g>b\n</g></svg>", "<svg><g> a </g><g>b\n</g></svg>"),
        ("<svg>\n<text x=\"0\"> <tspan>a</tspan> <tspan>b</tspan></text>\n</svg>", nil),
        ("<svg xml:space=\"preserve\">\n<g/>\n</svg>", nil),
        ("<svg>\n<style><![CDATA[ a > b ]]></style>\n</svg>", nil),
    ])
    func layoutWhitespaceGoes(svg: String, expected: String?) {
        #expect(SVGWhitespace.withoutLayout(svg) == expected ?? svg)
    }
}
