import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// The direction table a run writes says which "Both" sets' right-to-left files are its own,
/// from how each set's run ended.
@Suite struct GenerationDirectionTableTests {
    /// The `served_in_rtl` of each asset row of the table beside `catalog`.
    static func serving(besides catalog: URL) throws -> [String: String] {
        let bytes = try FileContents.read(DirectionTableFile.url(besides: catalog).path)
        let table = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let rows = try #require(table["assets"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: rows.compactMap { row in
                (row["name"] as? String).map { ($0, row["served_in_rtl"] as? String ?? "null") }
            })
    }

    static func run(_ catalog: URL, sabotage: () throws -> Void = {}) throws -> GenerationSummary {
        let plan = try GenerationPlan(
            catalogs: [(catalog, catalog.lastPathComponent)], output: .inPlace, directionTable: .besideEachCatalog)
        try sabotage()
        return GenerationRunner(jobs: 2).run(plan)
    }

    /// A set whose regenerated variant cannot be written at run time keeps its variants of the
    /// run before: they are still assetmirror's, so the table still serves them as generated.
    @Test func aSetThatFailsAtRunTimeKeepsTheVariantsItHadAsGenerated() throws {
        let folder = try TemporaryFolder()
        let catalog = try GenerationTestSupport.copyDemo(into: folder)
        #expect(try Self.run(catalog).hasFailures == false)
        #expect(try Self.serving(besides: catalog)["Navigation/back"] == "generated-variant")

        let set = catalog.appendingPathComponent("Navigation/back.imageset")
        let source = try FileContents.read(set.appendingPathComponent("back.png").path)
        try Data(try FileContents.read(set.appendingPathComponent("back@2x.png").path)).write(
            to: set.appendingPathComponent("back.png"))
        let summary = try Self.run(catalog) {
            // After planning: the variant to regenerate is now a folder the write cannot replace.
            let variant = set.appendingPathComponent("back-rtl.png")
            try FileManager.default.removeItem(at: variant)
            try FileManager.default.createDirectory(
                at: variant.appendingPathComponent("kept"), withIntermediateDirectories: true)
        }
        let back = try #require(summary.results.first { $0.displayPath.hasSuffix("Navigation/back.imageset") })
        guard case .failed = back.outcome else {
            Issue.record("expected the set to fail at run time, got \(back.outcome)")
            return
        }
        #expect(source != (try FileContents.read(set.appendingPathComponent("back.png").path)))
        let serving = try Self.serving(besides: catalog)
        #expect(serving["Navigation/back"] == "generated-variant")
        #expect(serving["Navigation/forward"] == "generated-variant")
        #expect(serving["share"] == "hand-made-variant")
    }

    /// A set that fails at run time on a first run keeps the row it had before: still mirrored
    /// at run time, not served by variants it does not have; the sets that completed are.
    @Test func aSetThatFailsOnAFirstRunKeepsItsRowAsBefore() throws {
        let folder = try TemporaryFolder()
        let catalog = try GenerationTestSupport.copyDemo(into: folder)
        let set = catalog.appendingPathComponent("Navigation/back.imageset")
        let plan = try GenerationPlan(
            catalogs: [(catalog, catalog.lastPathComponent)], output: .inPlace, directionTable: .besideEachCatalog)
        let table = try #require(
            plan.operations.compactMap { if case .directionTable(let table) = $0.content { table } else { nil } }.first)
        #expect(table.rowsIfFailed.contains { $0.value.name == "Navigation/back" })
        // After planning: the variant's name is now a folder the write cannot replace.
        try FileManager.default.createDirectory(
            at: set.appendingPathComponent("back-rtl.png/kept"), withIntermediateDirectories: true)
        let summary = GenerationRunner(jobs: 2).run(plan)
        let back = try #require(summary.results.first { $0.displayPath.hasSuffix("Navigation/back.imageset") })
        #expect(!back.completed)
        #expect(summary.tables.map(\.outcome) == [.written])
        let serving = try Self.serving(besides: catalog)
        #expect(serving["Navigation/back"] == "mirrored-at-run-time")
        #expect(serving["Navigation/forward"] == "generated-variant")
    }
}
