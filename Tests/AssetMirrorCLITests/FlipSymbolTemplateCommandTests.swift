import Foundation
import Testing

/// `assetmirror flip` on SF Symbols templates, through the built binary.
@Suite struct FlipSymbolTemplateCommandTests {
    @Test func mirrorsATemplateInsideItsMarginsAndRefusesOneWithoutMargins() throws {
        let workspace = try Workspace(withIcons: false)
        let fixtures = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/SymbolTemplates")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Symbols"), withIntermediateDirectories: true)
        for name in ["v1-sketch.svg", "refuse-no-margins.svg"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name),
                to: workspace.url.appendingPathComponent("Symbols").appendingPathComponent(name))
        }
        let result = try workspace.run("flip", "Symbols", "--output", "out", "--progress", "never")
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(workspace.files(under: "out") == ["v1-sketch.svg"])
        #expect(
            result.stderr.contains(
                "assetmirror: note: Symbols/v1-sketch.svg: 2 glyphs without margins of their own (Regular-S, Regular-L) mirrored about the centre of their weight column, where the SF Symbols app centres every glyph's margins\n"
            ))
        #expect(
            result.stderr.contains(
                "assetmirror: error: Symbols/refuse-no-margins.svg: an SF Symbols template, not mirrored: its glyphs (Ultralight-S, Regular-S, Black-S) have no margin guides, so there is no line to mirror them about; mirror the symbol in the SF Symbols app and export the template again\n"
            ))
        #expect(result.stderr.contains("flipped 1 (1 lossless, 0 re-encoded), skipped 0, failed 1;"))
        // Regular-M's margins (rect outer edges 1404.844 and 1232.104 + 8.74023 + 263) are centred
        // on x = 1449.844115; its group starts at 1399 + 5.844, so the midline is 45.000115 in the
        // group's own units and the reflection translates by twice that.
        let svg = String(decoding: try workspace.contents("out/v1-sketch.svg"), as: UTF8.self)
        #expect(
            svg.contains(
                "<g id=\"Regular-M\" transform=\"translate(5.844, 110)\"><g transform=\"matrix(-1 0 0 1 90.00023 0)\">")
        )
    }
}
