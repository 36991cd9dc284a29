import AssetMirrorTestSupport
import Foundation

@testable import AssetMirror

/// Running generation on scratch copies of catalogs, and comparing whole trees.
enum GenerationTestSupport {
    static let demo = TestAssetsFolder.url.appendingPathComponent("Catalogs/Demo.xcassets")
    /// The committed result of `generate Demo.xcassets --output OUT`: `OUT/Demo.xcassets`.
    static let expectedDemo = TestAssetsFolder.url.appendingPathComponent("Catalogs/expected/generate/Demo.xcassets")

    /// Plans and runs generation on the catalog at `catalog`.
    @discardableResult
    static func generate(
        _ catalog: URL, output: GenerationPlan.Output = .inPlace, naming: VariantNaming = .default, force: Bool = false
    ) throws -> (plan: GenerationPlan, summary: GenerationSummary) {
        let plan = try GenerationPlan(
            catalogs: [(catalog, catalog.lastPathComponent)], output: output, naming: naming, force: force)
        return (plan, GenerationRunner(jobs: 2).run(plan))
    }

    /// Every file below `folder` (hidden ones included, temporary files left out) and its bytes.
    static func tree(_ folder: URL) -> [String: [UInt8]] {
        GeneratedTree.files(below: folder)
    }

    /// A copy of the demo catalog in `folder`, as `Demo.xcassets`.
    static func copyDemo(into folder: TemporaryFolder) throws -> URL {
        let copy = folder.url("Demo.xcassets")
        try FileManager.default.copyItem(at: demo, to: copy)
        return copy
    }

    /// The paths whose files differ between two trees (``GeneratedTree/differences(_:_:)``:
    /// PNG image data and record hashes may differ with the system's libraries), or that only
    /// one has.
    static func differences(_ actual: [String: [UInt8]], _ expected: [String: [UInt8]]) -> [String] {
        GeneratedTree.differences(actual, expected)
    }
}
