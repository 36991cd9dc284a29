import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

@Suite struct SymbolTemplateTests {
    /// Each kind of real export (docs/symbol-templates.md), with its version and glyphs, and
    /// the glyphs whose margins are its own.
    static let mirrorable: [(name: String, version: String, glyphs: Int, own: Int)] = [
        ("v1-sketch.svg", "1.0", 3, 1), ("v2-apple.svg", "2.0", 27, 1), ("v3-apple.svg", "3.0", 3, 3),
        ("v4-sketch.svg", "4.0", 9, 3), ("v4-illustrator.svg", "4.0", 9, 1), ("v5-apple.svg", "5.0", 3, 3),
        ("v6-apple.svg", "6.0", 9, 3), ("v7-apple.svg", "7.0", 3, 3),
    ]

    static func fixture(_ name: String) throws -> [UInt8] { try VectorFixtures.bytes("SymbolTemplates", name) }

    @Test(arguments: mirrorable.map(\.name))
    func readsEveryGlyphAndItsMargins(name: String) throws {
        let expected = try #require(Self.mirrorable.first { $0.name == name })
        let template = try #require(try SymbolTemplate.read(Self.fixture(name)))
        #expect(template.version == expected.version)
        #expect(template.glyphs.count == expected.glyphs)
        #expect(template.glyphs.filter { $0.margins != .column }.count == expected.own)
        for glyph in template.glyphs {
            // The fixtures centre every glyph on its weight column, as the SF Symbols app does.
            #expect(abs(glyph.midline - SymbolTemplate.columnCentre(glyph.name.weight)) < 0.001, "\(glyph.name)")
        }
    }

    /// librsvg renders each glyph of the mirror as the source glyph reflected about its
    /// margins' midline, and the mirror is a template with the same glyphs and margins.
    @Test(arguments: mirrorable.map(\.name))
    func rendersEachGlyphReflectedInsideItsMargins(name: String) throws {
        let input = try Self.fixture(name)
        let output = try SVGCodec().mirror(input, options: .default).bytes
        let template = try #require(try SymbolTemplate.read(input))
        let mirrored = try #require(try SymbolTemplate.read(output))
        #expect(mirrored.glyphs.map(\.name) == template.glyphs.map(\.name))
        #expect(mirrored.glyphs.map(\.margins) == template.glyphs.map(\.margins))
        #expect(mirrored.horizontalGuides == template.horizontalGuides)
        let check = GlyphReflectionCheck(
            template: template, source: try VectorRenderer.render(svg: input),
            mirror: try VectorRenderer.render(svg: output))
        #expect(check.failures.isEmpty, "\(name): \(check)")
        #expect(check.changedGlyphs == template.glyphs.count, "\(name): a glyph was left as it was")
    }

    /// The check fails a mirror about a line two units off (each edge four units away).
    @Test func theRenderCheckCatchesAMirrorAboutTheWrongLine() throws {
        let input = try Self.fixture("v3-apple.svg")
        let output = try SVGCodec().mirror(input, options: .default).bytes
        let template = try #require(try SymbolTemplate.read(input))
        let check = GlyphReflectionCheck(
            template: template, source: try VectorRenderer.render(svg: input),
            mirror: try VectorRenderer.render(svg: output), shift: 2)
        #expect(check.failures.count == 3)
    }

    @Test(arguments: mirrorable.map(\.name))
    func mirroringTwiceGivesTheSourceByteForByte(name: String) throws {
        let input = try Self.fixture(name)
        let once = try SVGCodec().mirror(input, options: .default)
        #expect(once.bytes != input)
        let twice = try SVGCodec().mirror(once.bytes, options: .default)
        #expect(twice.bytes == input)
        #expect(twice.notes.contains { $0.contains("had been mirrored by assetmirror before") })
    }

    /// Only glyph groups change: the mirror with each inserted wrapper taken out is the source.
    @Test(arguments: mirrorable.map(\.name))
    func keepsEveryByteOutsideTheGlyphs(name: String) throws {
        let input = try Self.fixture(name)
        var text = String(decoding: try SVGCodec().mirror(input, options: .default).bytes, as: UTF8.self)
        let wrapper = try Regex(#"<g transform="matrix\(-1 0 0 1 [-0-9.e]+ 0\)">"#)
        let inserted = text.matches(of: wrapper).count
        #expect(inserted == Self.mirrorable.first { $0.name == name }!.glyphs)
        text.replace(wrapper, with: "")
        // Each wrapper's end tag sits just before its glyph's own.
        text.replace("</g></g>", with: "</g>")
        #expect(Array(text.utf8) == input)
    }

    @Test func notesTheGlyphsWhoseMarginsWereDerived() throws {
        let notes = try SVGCodec().mirror(Self.fixture("v1-sketch.svg"), options: .default).notes
        #expect(
            notes == [
                "2 glyphs without margins of their own (Regular-S, Regular-L) mirrored about the centre of their weight column, where the SF Symbols app centres every glyph's margins"
            ])
    }

    static let refusals: [(name: String, error: SymbolTemplateError)] = [
        ("refuse-no-margins.svg", .noMargins(glyphs: ["Ultralight-S", "Regular-S", "Black-S"])),
        ("refuse-unpaired-margin.svg", .unpairedMargin(id: "left-margin-Black-S")),
        ("refuse-repeated-margin.svg", .repeatedMargin(id: "left-margin-Black-S", positions: [2894.759, 2891.759])),
        ("refuse-unknown-margin.svg", .unknownMarginGlyph(ids: "left-margin-Black-XL/right-margin-Black-XL")),
        (
            "refuse-off-grid.svg",
            .marginsOffGrid(
                glyphs: SymbolTemplate.allNamesInAppOrder.filter { $0 != "Regular-M" },
                guide: "left-margin/right-margin", midline: 1451.3435, columnCentre: 1449.844)
        ),
        (
            "refuse-rotated-glyph.svg",
            .transformedGlyph(glyph: "Regular-S", transform: "rotate(10) matrix(1 0 0 1 1412.104 696)")
        ),
        (
            "refuse-draw-annotations.svg",
            .outsideAnnotations(ids: ["Black-S-draw-attachment-data", "Regular-S-draw-attachment-data"])
        ),
    ]

    /// A margin guide written twice at one place is read once; the legacy Regular-M pair
    /// (`left-margin`) and its own (`left-margin-Regular-M`) are one pair when they agree, and a
    /// refusal when they do not.
    @Test func marginsWrittenTwiceAreOneWhenTheyAgree() throws {
        let v3 = String(decoding: try Self.fixture("v3-apple.svg"), as: UTF8.self)
        let line = try #require(v3.split(separator: "\n").first { $0.contains(#"id="left-margin-Black-S""#) })
        let twice = v3.replacingOccurrences(of: line, with: line + "\n" + line)
        #expect(try SymbolTemplate.mirrored(Array(twice.utf8))?.template.glyphs.count == 3)

        let v2 = String(decoding: try Self.fixture("v2-apple.svg"), as: UTF8.self)
        func withOwnRegularM(left: String, right: String) -> [UInt8] {
            let legacy =
                #"<line id="right-margin" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1494.844" x2="1494.844" y1="1030.8" y2="1150.1"/>"#
            let own =
                #"<line id="left-margin-Regular-M" x1="\#(left)" x2="\#(left)" y1="1030.8" y2="1150.1"/><line id="right-margin-Regular-M" x1="\#(right)" x2="\#(right)" y1="1030.8" y2="1150.1"/>"#
            return Array(v2.replacingOccurrences(of: legacy, with: legacy + own).utf8)
        }
        let agreeing = try SymbolTemplate.mirrored(withOwnRegularM(left: "1404.844", right: "1494.844"))
        #expect(agreeing?.template.glyphs.count == 27)
        #expect(
            throws: SymbolTemplateError.repeatedMargin(id: "left-margin-Regular-M", positions: [1404.844, 1407.844])
        ) {
            try SymbolTemplate.mirrored(withOwnRegularM(left: "1407.844", right: "1494.844"))
        }
    }

    @Test(arguments: refusals.map(\.name))
    func refusesWithTheReason(name: String) throws {
        let expected = try #require(Self.refusals.first { $0.name == name }).error
        var thrown: SymbolTemplateError?
        let bytes = try Self.fixture(name)
        do { _ = try SymbolTemplate.mirrored(bytes) } catch { thrown = error }
        // Margins are compared to a thousandth, as the app writes them.
        #expect(thrown?.description == expected.description)
        #expect(throws: CodecError.symbolTemplate(reason: expected.description)) {
            try SVGCodec().mirror(Self.fixture(name), options: .default)
        }
    }
}

extension SymbolTemplate {
    /// The 27 glyph names in the order the app's 2.0 template writes them: L, M, S; Black first.
    static var allNamesInAppOrder: [String] {
        ["L", "M", "S"].flatMap { scale in SymbolWeight.allCases.reversed().map { "\($0.rawValue)-\(scale)" } }
    }
}
