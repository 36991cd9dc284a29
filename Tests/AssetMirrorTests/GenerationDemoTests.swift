import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// `generate` on the demo catalog: the derived result against the committed expected tree,
/// and what a second run, an in-place run and a changed source do.
@Suite struct GenerationDemoTests {
    /// Set ASSETMIRROR_REGENERATE_EXPECTED=1 to rewrite the expected tree after a deliberate change.
    @Test func derivedDemoMatchesTheExpectedTree() throws {
        let folder = try TemporaryFolder()
        let (_, summary) = try GenerationTestSupport.generate(
            GenerationTestSupport.demo, output: .derived(folder: folder.url("OUT")))
        try ExpectedFile.check(
            tree: GenerationTestSupport.tree(folder.url("OUT/Demo.xcassets")), at: GenerationTestSupport.expectedDemo)
        let outcomes = summary.results.map {
            "\($0.displayPath.split(separator: "/").suffix(2).joined(separator: "/")) \($0.outcome)"
        }
        #expect(
            outcomes == [
                "Chat/bubble.imageset generated(written: [\"bubble-rtl@2x.png\"], contentsUpdated: true)",
                "Chat/reply.imageset generated(written: [\"reply-rtl@2x.png\", \"reply-dark-rtl@2x.png\"], contentsUpdated: true)",
                "Chat/send.imageset generated(written: [\"send-rtl.jpg\"], contentsUpdated: true)",
                "Chat/share.imageset leftAlone(reason: \"already has images for both directions, made by hand\")",
                "Navigation/back.imageset generated(written: [\"back-rtl.png\", \"back-rtl@2x.png\", \"back-rtl@3x.png\"], contentsUpdated: true)",
                "Navigation/custom.arrow.turn.symbolset notMirrored([custom.arrow.turn.svg: \(SetPlanner.symbolTemplateReason)])",
                "Navigation/disclosure.imageset generated(written: [\"disclosure-rtl.pdf\"], contentsUpdated: true)",
                "Navigation/forward.imageset generated(written: [\"forward-rtl@2x.png\", \"forward-rtl@3x.png\"], contentsUpdated: true)",
            ])
        #expect(!summary.hasFailures)
    }

    @Test func theSourceCatalogIsNotTouchedByADerivedRun() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let before = GenerationTestSupport.tree(source)
        try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        #expect(GenerationTestSupport.tree(source) == before)
    }

    @Test(arguments: [false, true])
    func aSecondRunChangesNothingAndEncodesNothing(derived: Bool) throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let output: GenerationPlan.Output = derived ? .derived(folder: folder.url("OUT")) : .inPlace
        try GenerationTestSupport.generate(source, output: output)
        let after = GenerationTestSupport.tree(folder.url)
        let (plan, summary) = try GenerationTestSupport.generate(source, output: output)
        #expect(plan.copies.isEmpty)
        #expect(plan.operations.isEmpty)
        #expect(summary.filesWritten == 0)
        #expect(GenerationTestSupport.tree(folder.url) == after)
    }

    @Test func inPlaceGivesTheSameCatalogAsADerivedRun() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source)
        // The same but for the record only a derived catalog keeps of what it copied.
        var expected = GenerationTestSupport.tree(GenerationTestSupport.expectedDemo)
        #expect(expected.removeValue(forKey: DerivedRecord.fileName) != nil)
        #expect(GenerationTestSupport.differences(GenerationTestSupport.tree(source), expected) == [])
    }

    @Test func aChangedSourceRegeneratesOnlyItsVariant() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source)
        let set = source.appendingPathComponent("Navigation/back.imageset")
        try Data(contentsOf: set.appendingPathComponent("back@3x.png")).write(
            to: set.appendingPathComponent("back@2x.png"))
        let (plan, summary) = try GenerationTestSupport.generate(source)
        let back = try #require(plan.sets.first { $0.displayPath.hasSuffix("back.imageset") })
        #expect(back.variants.map(\.action) == [.upToDate, .regenerate, .upToDate])
        #expect(summary.filesWritten == 1)
        #expect(
            try Data(contentsOf: set.appendingPathComponent("back-rtl@2x.png"))
                == Data(contentsOf: set.appendingPathComponent("back-rtl@3x.png")))
    }
}
