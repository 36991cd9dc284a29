import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// The runner carries out the plan's operations and nothing else: what a run writes is what the
/// list holds, however the list came to be.
@Suite struct GenerationRunnerTests {
    static let back = "Navigation/back.imageset"

    /// The plan of a first run in place of the demo catalog.
    static func plan(_ folder: TemporaryFolder) throws -> (catalog: URL, plan: GenerationPlan) {
        let catalog = try GenerationTestSupport.copyDemo(into: folder)
        return (catalog, try GenerationPlan(catalogs: [(catalog, "Demo.xcassets")], output: .inPlace))
    }

    /// A `Contents.json` is written with the bytes its operation holds, not made again from the set.
    @Test func aContentsJSONIsWrittenWithTheBytesItsOperationHolds() throws {
        let folder = try TemporaryFolder()
        var (catalog, plan) = try Self.plan(folder)
        let index = try #require(
            plan.operations.firstIndex {
                $0.kind == .contents && $0.displayPath.hasSuffix(Self.back + "/Contents.json")
            })
        let marker = Array("{\n  \"info\" : { \"author\" : \"the list\", \"version\" : 1 }\n}\n".utf8)
        plan.operations[index].content = .contents(marker)
        let summary = GenerationRunner(jobs: 2).run(plan)
        #expect(!summary.hasFailures)
        #expect(try FileContents.read(catalog.appendingPathComponent(Self.back + "/Contents.json").path) == marker)
    }

    /// A variant left out of the list is neither mirrored nor written, nor listed by its set's
    /// record; the set's other operations are carried out.
    @Test func aVariantLeftOutOfTheListIsNotWrittenNorRecorded() throws {
        let folder = try TemporaryFolder()
        var (catalog, plan) = try Self.plan(folder)
        let variants = plan.operations.filter { $0.kind == .variant && $0.displayPath.contains(Self.back + "/") }
        #expect(variants.map(\.url.lastPathComponent) == ["back-rtl.png", "back-rtl@2x.png", "back-rtl@3x.png"])
        plan.operations.removeAll { $0 == variants[1] }
        let summary = GenerationRunner(jobs: 2).run(plan)
        let set = catalog.appendingPathComponent(Self.back)
        let result = try #require(summary.results.first { $0.displayPath.hasSuffix(Self.back) })
        #expect(result.outcome == .generated(written: ["back-rtl.png", "back-rtl@3x.png"], contentsUpdated: true))
        #expect(!FileManager.default.fileExists(atPath: set.appendingPathComponent("back-rtl@2x.png").path))
        let record = try SetRecord(parsing: FileContents.read(set.appendingPathComponent(SetRecord.fileName).path))
        #expect(record.files.map(\.file) == ["back-rtl.png", "back-rtl@3x.png"])
        #expect(
            record["back-rtl.png"]?.sha256
                == SHA256.hexDigest(try FileContents.read(set.appendingPathComponent("back-rtl.png").path)))
    }
}
