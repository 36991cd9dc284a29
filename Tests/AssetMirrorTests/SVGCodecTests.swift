import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

@Suite struct SVGCodecTests {
    /// Fixtures that render, with the translation each mirror must use (2·minX + width of the
    /// viewBox, or the width in CSS pixels).
    static let renderable: [(name: String, translation: String)] = [
        ("viewbox.svg", "48"), ("viewbox-offset.svg", "68"), ("no-viewbox.svg", "48"), ("units-pt.svg", "48"),
        ("units-in-cm.svg", "48"), ("text.svg", "48"), ("nested.svg", "48"), ("aspect-xmin.svg", "48"),
        ("aspect-slice.svg", "48"), ("prolog.svg", "48"), ("prefixed.svg", "48"),
    ]

    @Test(arguments: renderable.map(\.name))
    func rendersAsTheMirrorOfTheInput(name: String) throws {
        let input = try VectorFixtures.svg(name)
        let output = try SVGCodec().mirror(input, options: .default).bytes
        let comparison = MirrorComparison(
            input: try VectorRenderer.render(svg: input), output: try VectorRenderer.render(svg: output))
        #expect(comparison.isMirror, "\(name): \(comparison)")
    }

    /// The comparison is strict enough to catch a mirror that forgets the alignment.
    @Test func aMirrorWithoutTheAlignmentSwapDoesNotRenderAsTheMirror() throws {
        let input = try VectorFixtures.svg("aspect-xmin.svg")
        let output = String(decoding: try SVGCodec().mirror(input, options: .default).bytes, as: UTF8.self)
        let unswapped = Array(output.replacingOccurrences(of: "xMaxYMid", with: "xMinYMid").utf8)
        let comparison = MirrorComparison(
            input: try VectorRenderer.render(svg: input), output: try VectorRenderer.render(svg: unswapped))
        #expect(!comparison.isMirror, "\(comparison)")
    }

    @Test(arguments: renderable)
    func insertsOneGroupAroundTheDrawingAndKeepsEveryOtherByte(name: String, translation: String) throws {
        let input = try VectorFixtures.svg(name)
        let output = String(decoding: try SVGCodec().mirror(input, options: .default).bytes, as: UTF8.self)
        let prefix = name == "prefixed.svg" ? "svg:" : ""
        let open = "<\(prefix)g transform=\"matrix(-1 0 0 1 \(translation) 0)\">"
        let close = "</\(prefix)g>"
        #expect(output.components(separatedBy: open).count == 2)
        var restored = output.replacingOccurrences(of: open, with: "")
        let closeRange = try #require(restored.range(of: close + "</\(prefix)svg>", options: .backwards))
        restored.replaceSubrange(closeRange, with: "</\(prefix)svg>")
        if name.hasPrefix("aspect-") {
            restored = restored.replacingOccurrences(of: "xMaxYMid", with: "xMinYMid").replacingOccurrences(
                of: "xMinYMin", with: "xMaxYMin")
        }
        #expect(restored == String(decoding: input, as: UTF8.self))
    }

    @Test func insertsTheGroupRightAfterTheRootStartTagAndBeforeItsEndTag() throws {
        let input = try VectorFixtures.svg("prolog.svg")
        let output = String(decoding: try SVGCodec().mirror(input, options: .default).bytes, as: UTF8.self)
        // The comment, DOCTYPE, PI and an attribute holding ">" come first, untouched.
        #expect(output.contains("viewBox='0 0 48 32'><g transform=\"matrix(-1 0 0 1 48 0)\">\r\n  <style><![CDATA["))
        #expect(output.hasSuffix("<!-- </g> -->\r\n</g></svg>\r\n<!-- trailing comment -->\r\n"))
    }

    @Test func leavesTheLeadingTitleDescriptionAndMetadataOutsideTheGroup() throws {
        let input = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <!-- exported -->
              <title>Back</title>
              <desc>Arrow <b>pointing</b> to the start</desc>
              <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description/></rdf:RDF></metadata>
              <path d="M15 6l-6 6 6 6"/>
              <title>not leading</title>
            </svg>
            """
        let output = String(decoding: try SVGCodec().mirror(Array(input.utf8), options: .default).bytes, as: UTF8.self)
        let expected =
            input
            .replacingOccurrences(of: "</metadata>", with: "</metadata><g transform=\"matrix(-1 0 0 1 24 0)\">")
            .replacingOccurrences(of: "\n</svg>", with: "\n</g></svg>")
        #expect(output == expected)
        let comparison = MirrorComparison(
            input: try VectorRenderer.render(svg: Array(input.utf8)),
            output: try VectorRenderer.render(svg: Array(output.utf8)))
        #expect(comparison.isMirror, "\(comparison)")
    }

    @Test(arguments: [
        ("<svg viewBox='0 0 8 8'><title/><path d='M0 0h4'/></svg>", "<svg viewBox='0 0 8 8'><title/><g "),
        ("<svg viewBox='0 0 8 8'>text<title>t</title></svg>", "<svg viewBox='0 0 8 8'><g "),
        (
            "<s:svg xmlns:s='http://www.w3.org/2000/svg' viewBox='0 0 8 8'><s:title>t</s:title><s:path d='M0 0h4'/></s:svg>",
            "<s:title>t</s:title><s:g "
        ),
        ("<svg viewBox='0 0 8 8'><g><title>t</title></g></svg>", "<svg viewBox='0 0 8 8'><g transform"),
    ])
    func placesTheGroupAfterDescriptiveChildrenOnly(input: String, expectedStart: String) throws {
        let output = String(decoding: try SVGCodec().mirror(Array(input.utf8), options: .default).bytes, as: UTF8.self)
        #expect(output.contains(expectedStart), "\(output)")
    }

    @Test func swapsTheHorizontalAlignmentOfPreserveAspectRatio() throws {
        let meet = String(
            decoding: try SVGCodec().mirror(try VectorFixtures.svg("aspect-xmin.svg"), options: .default).bytes,
            as: UTF8.self)
        #expect(meet.contains("preserveAspectRatio=\"xMaxYMid meet\""))
        let slice = String(
            decoding: try SVGCodec().mirror(try VectorFixtures.svg("aspect-slice.svg"), options: .default).bytes,
            as: UTF8.self)
        #expect(slice.contains("preserveAspectRatio=\"xMinYMin slice\""))
        #expect(SVGCodec.swappedAlignment("xMidYMid") == nil)
        #expect(SVGCodec.swappedAlignment("none") == nil)
        #expect(SVGCodec.swappedAlignment("xMinYMax slice") == "xMaxYMax slice")
    }

    @Test func notesTextWhichReadsBackwardsOnceMirrored() throws {
        let mirrored = try SVGCodec().mirror(try VectorFixtures.svg("text.svg"), options: .default)
        #expect(mirrored.notes.count == 1)
        #expect(
            mirrored.notes.first?.hasPrefix(
                "draws text (<text>, <tspan>), which is mirrored with the rest and so reads backwards") == true)
        #expect(try SVGCodec().mirror(try VectorFixtures.svg("viewbox.svg"), options: .default).notes.isEmpty)
    }

    @Test func isDeterministicAndLossless() throws {
        let input = try VectorFixtures.svg("prolog.svg")
        let first = try SVGCodec().mirror(input, options: .default)
        #expect(first == (try SVGCodec().mirror(input, options: .default)))
        #expect(first.method == .lossless)
        // `<g transform="matrix(-1 0 0 1 48 0)">` and `</g>`.
        #expect(first.bytes.count - input.count == 41)
    }

    /// `flip` mirrors on several threads at once; each parse (libxml2, through CXML) must give
    /// the same answer.
    @Test func mirrorsOnManyThreadsAtOnce() throws {
        try expectSameMirrorsOnManyThreads(
            SVGCodec(), inputs: Self.renderable.map { try VectorFixtures.svg($0.name) }, rounds: 20)
    }

    @Test func leavesAnEmptyRootAsItIs() throws {
        let input = try VectorFixtures.svg("empty.svg")
        let mirrored = try SVGCodec().mirror(input, options: .default)
        #expect(mirrored.bytes == input)
        #expect(mirrored.notes == ["the root <svg> is empty, so its mirror is itself"])
    }

    @Test func readsTheSizeInCSSPixels() throws {
        let codec = SVGCodec()
        #expect(
            try codec.header(of: VectorFixtures.svg("viewbox.svg"))
                == ImageHeader(format: .svg, vector: VectorGeometry(width: 96, height: 64)))
        let pt = try codec.header(of: VectorFixtures.svg("units-pt.svg"))
        #expect(pt.width == 48 && pt.height == 32 && pt.pixelFormat == nil && pt.isVector)
        let cm = try codec.header(of: VectorFixtures.svg("units-in-cm.svg"))
        #expect(cm.width == 48 && cm.height == 38)
        #expect(abs((cm.vector?.height ?? 0) - 96 / 2.54) < 1e-9)
        #expect(throws: CodecError.vectorFormat(.svg)) {
            try codec.decode(VectorFixtures.svg("viewbox.svg"), limits: .default)
        }
    }

    @Test func reportsMalformedXMLWithLineAndColumn() throws {
        #expect(
            throws: CodecError.malformedXML(line: 4, column: 7, message: "an end tag that does not match its start tag")
        ) {
            try SVGCodec().mirror(VectorFixtures.svg("malformed.svg"), options: .default)
        }
        let duplicate = Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g a=\"1\" a=\"2\"/></svg>".utf8)
        #expect(
            throws: CodecError.malformedXML(line: 2, column: 15, message: "the same attribute twice on one element")
        ) {
            try SVGCodec().mirror(duplicate, options: .default)
        }
        let trailing = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"></svg>\n<svg/>".utf8)
        #expect(
            throws: CodecError.malformedXML(line: 2, column: 1, message: "content after the root element's end tag")
        ) {
            try SVGCodec().mirror(trailing, options: .default)
        }
    }

    /// Bytes that are not UTF-8 inside an element name made Foundation's XMLParser (which parsed
    /// SVGs then) trap on Linux, ending the whole run (found by Scripts/fuzz): they are refused
    /// before any parse, at the first of them.
    @Test func refusesBytesThatAreNotUTF8WithTheirPosition() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"20\">\n  <pa"
        let broken = Array(svg.utf8) + [0xFF, 0xFF] + Array("th d=\"M2 2 L12 8 Z\"/>\n</svg>\n".utf8)
        let expected = CodecError.malformedXML(
            line: 2, column: 6, message: "bytes that are not UTF-8, and the XML declaration names no other encoding")
        #expect(throws: expected) { try SVGCodec().mirror(broken, options: .default) }
        // The same byte in a document that declares Latin-1 is a letter (ÿ), and a valid name.
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n".utf8) + broken
        let mirrored = try SVGCodec().mirror(latin1, options: .default)
        #expect(mirrored.bytes.count == latin1.count + Array(#"<g transform="matrix(-1 0 0 1 24 0)"></g>"#.utf8).count)
        // Any other declared encoding is refused: libxml2 would pass unconverted bytes on.
        let windows = Array("<?xml version='1.0' encoding='windows-1252'?>\n".utf8) + broken
        #expect(
            throws: CodecError.unsupportedFeature(
                .svg, detail: "text in the encoding windows-1252; save the SVG as UTF-8")
        ) {
            try SVGCodec().mirror(windows, options: .default)
        }
    }

    @Test func refusesWhatHasNoKnownCentre() throws {
        #expect(
            throws: CodecError.unsupportedFeature(
                .svg,
                detail:
                    "the root <svg> has no viewBox and its width \"100%\" is relative to what displays it, so the drawing's centre is unknown"
            )
        ) { try SVGCodec().mirror(VectorFixtures.svg("relative-width.svg"), options: .default) }
        let noSize = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"1\"/></svg>".utf8)
        #expect(
            throws: CodecError.unsupportedFeature(
                .svg, detail: "the root <svg> has neither a viewBox nor a width, so the drawing's centre is unknown")
        ) { try SVGCodec().mirror(noSize, options: .default) }
        let badViewBox = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 -4 4\"><g/></svg>".utf8)
        #expect(
            throws: CodecError.unsupportedFeature(
                .svg, detail: "viewBox \"0 0 -4 4\" has a width or height that is not positive")
        ) {
            try SVGCodec().mirror(badViewBox, options: .default)
        }
        let notSVG = Array("<html xmlns=\"http://www.w3.org/1999/xhtml\"><svg/></html>".utf8)
        #expect(
            throws: CodecError.malformed(
                .svg, message: "the root element is <html> in namespace http://www.w3.org/1999/xhtml, not an SVG <svg>")
        ) {
            try SVGCodec().mirror(notSVG, options: .default)
        }
    }

    /// An SF Symbols template is mirrored glyph by glyph about its margins' midline (x = 1447,
    /// 56 units right of the glyph's origin), not as a whole (SymbolTemplateTests has the rest).
    @Test func mirrorsSFSymbolsTemplatesInsideTheirMargins() throws {
        let output = try SVGCodec().mirror(VectorFixtures.svg("symbol-template.svg"), options: .default)
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(
            text.contains(
                "<g id=\"Regular-M\" transform=\"matrix(1 0 0 1 1391 1126)\"><g transform=\"matrix(-1 0 0 1 112 0)\"><path d=\"M10 -40 L60 -80 L60 0 Z\"/></g></g>"
            ))
        #expect(output.notes.isEmpty)
    }

    /// Every prefix of a file, at a stride: an error or, once the root's end tag is in, a mirror.
    @Test func truncatedFilesFailCleanly() throws {
        let input = try VectorFixtures.svg("prolog.svg")
        let text = String(decoding: input, as: UTF8.self)
        let rootEnd = try #require(text.range(of: "</svg>", options: .backwards)).upperBound.utf16Offset(in: text)
        for length in stride(from: 0, to: input.count, by: 7) {
            let prefix = Array(input.prefix(length))
            do {
                _ = try SVGCodec().mirror(prefix, options: .default)
                #expect(length >= rootEnd, "a prefix of \(length) bytes was mirrored")
            } catch {
                #expect(length < rootEnd + 30, "a prefix of \(length) bytes failed: \(error)")
            }
        }
    }

    @Test func scannerFindsTheRootByteExactly() throws {
        let text =
            "\u{FEFF}<!DOCTYPE svg [<!ENTITY a \"]>\">]><svg a='>' b=\"&amp;&#x41;\"><![CDATA[</svg>]]><?pi </svg>?><g/></svg>"
        let bytes = Array(text.utf8)
        let root = try #require(XMLRootScanner.root(of: bytes))
        #expect(String(decoding: bytes[root.startTag], as: UTF8.self) == "<svg a='>' b=\"&amp;&#x41;\">")
        #expect(String(decoding: bytes[try #require(root.endTag)], as: UTF8.self) == "</svg>")
        #expect(root.endTag?.upperBound == bytes.count)
        #expect(root.attribute("b")?.value == "&A")
    }
}
