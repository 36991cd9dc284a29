import Foundation
import Testing

@testable import AssetMirror

/// The libxml2 parse behind every SVG mirror: its first error, with libxml2's position, and the
/// facts it collects.
@Suite struct SVGWellFormednessTests {
    static let svg = "http://www.w3.org/2000/svg"

    static func check(_ text: String) throws(CodecError) -> SVGWellFormedness {
        try SVGWellFormedness.check(Array(text.utf8))
    }

    @Test func findsTheFactsOfAnSFSymbolsTemplate() throws {
        let facts = try SVGWellFormedness.check(VectorFixtures.svg("symbol-template.svg"))
        #expect(
            facts
                == SVGWellFormedness(
                    rootName: "svg", rootNamespace: Self.svg, textElements: ["text"],
                    marginGuideIDs: ["left-margin-Regular-M", "right-margin-Regular-M"], hasTemplateGroups: true))
    }

    @Test func findsTextElementsInAnyNamespaceSortedByName() throws {
        let facts = try SVGWellFormedness.check(VectorFixtures.svg("text.svg"))
        #expect(facts.textElements == ["text", "tspan"])
        let prefixed = try Self.check(
            "<s:svg xmlns:s='\(Self.svg)'><s:text><s:textPath href='#p'>a</s:textPath></s:text><s:text/></s:svg>")
        #expect(
            prefixed
                == SVGWellFormedness(
                    rootName: "svg", rootNamespace: Self.svg, textElements: ["text", "textPath"], marginGuideIDs: [],
                    hasTemplateGroups: false))
    }

    /// Only an unprefixed `id` counts, and only on a `<g>` for the template groups.
    @Test func countsOnlyUnprefixedIDs() throws {
        let facts = try Self.check(
            "<svg><x:line xmlns:x='urn:x' x:id='left-margin-A' id='right-margin-B'/><path id='Symbols'/><g x:id='Guides' xmlns:x='urn:x'/><line id='left-margin'/></svg>"
        )
        #expect(
            facts
                == SVGWellFormedness(
                    rootName: "svg", rootNamespace: nil, textElements: [],
                    marginGuideIDs: ["right-margin-B", "left-margin"], hasTemplateGroups: false))
    }

    /// An internal entity's elements are seen where it is first used.
    @Test func findsTextInsideAnInternalEntity() throws {
        let facts = try Self.check(
            "<!DOCTYPE svg [<!ENTITY t '<text>hi</text>'>]><svg xmlns='\(Self.svg)'>&t;&t;</svg>")
        #expect(facts.textElements == ["text"])
    }

    /// An external entity is never read: the file holds a `<text>`, which is not found.
    @Test func neverLoadsAnExternalEntity() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assetmirror-entity-\(UUID().uuidString).xml")
        try Data("<text>from the file</text>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let facts = try Self.check("<!DOCTYPE svg [<!ENTITY e SYSTEM '\(file.absoluteString)'>]><svg>&e;</svg>")
        #expect(facts.textElements.isEmpty)
    }

    /// Well-formed documents whose DTD libxml2 has words for: warnings and validity, neither of
    /// which is well-formedness (nothing here validates).
    @Test(arguments: [
        "<!DOCTYPE svg [<!ATTLIST svg a CDATA #IMPLIED a CDATA 'x'>]><svg/>",
        "<!DOCTYPE svg [<!ELEMENT svg ANY><!ELEMENT svg EMPTY>]><svg/>",
        "<!DOCTYPE svg [<!ATTLIST svg xml:id CDATA #IMPLIED b ID #IMPLIED c ID #IMPLIED>]><svg/>",
        "<!DOCTYPE svg [<!NOTATION n SYSTEM 'a'><!NOTATION n SYSTEM 'b'>]><svg/>",
        "<!DOCTYPE svg [<!ENTITY lt 'x'><!ENTITY amp SYSTEM 'y'><!ENTITY a 'x'><!ENTITY a 'y'>]><svg>&lt;&a;</svg>",
        "<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd'><svg>&nbsp;</svg>",
        "<?xml version='1.1'?><svg xml:space='wide' xml:lang='?'/>",
    ])
    func acceptsWhatIsWellFormed(text: String) throws {
        #expect(try Self.check(text).rootName == "svg")
    }

    /// libxml2's code in words, at the position its parser had reached: just after what it
    /// could not take (inside an entity's replacement text, just after the reference).
    @Test(arguments: [
        ("", 1, 1, "the document has no root element"),
        (
            "<svg xmlns='http://www.w3.org/2000/svg'>\n  <path d='M0 0'/>", 2, 19,
            "an element that is not closed before the document ends"
        ),
        ("<svg>\n  &u;</svg>", 2, 6, "a reference to an undeclared entity"),
        (
            "<!DOCTYPE svg [\n<!ENTITY t '<g>x</h>'>\n]>\n<svg>\n  &t;</svg>", 5, 6,
            "an end tag that does not match its start tag"
        ),
        ("<svg>\n<a:b/></svg>", 2, 5, "a namespace prefix that is not declared"),
        ("<svg>&#0;</svg>", 1, 10, "a character that XML does not allow"),
        ("<svg><!-- a -- b --></svg>", 1, 13, "'--' inside a comment"),
        ("<svg a=1/>", 1, 8, "an attribute value without quotes"),
    ])
    func reportsTheFirstErrorWhereTheParserIs(text: String, line: Int, column: Int, message: String) {
        #expect(throws: CodecError.malformedXML(line: line, column: column, message: message)) { try Self.check(text) }
    }
}
