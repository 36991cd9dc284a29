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
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        for case let path as String in enumerator where !path.hasSuffix(AtomicFile.temporarySuffix) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path) {
                files[path] = [UInt8](data)
            }
        }
        return files
    }

    /// Writes `tree` below `folder`, replacing whatever was there.
    static func write(_ tree: [String: [UInt8]], to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, bytes) in tree {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
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
