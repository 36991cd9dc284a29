import AssetMirror
import AssetMirrorTestSupport
import Foundation

/// Whole trees of files, for comparing what a run wrote with what was expected.
enum CatalogTree {
    static let demo = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/Demo.xcassets")
    static let expectedDemo = TestAssets.repositoryRoot.appendingPathComponent(
        "TestAssets/Catalogs/expected/generate/Demo.xcassets")

    /// Every file below `folder` (hidden ones included, assetmirror's temporary files and the
    /// test runner's own output files left out) and its bytes.
    static func files(_ folder: URL) -> [String: Data] {
        GeneratedTree.files(below: folder).mapValues { Data($0) }
    }

    static func isTemporary(_ path: String) -> Bool { GeneratedTree.isScratch(path) }

    /// The paths whose files differ between two trees (``GeneratedTree/differences(_:_:)``:
    /// PNG image data and record hashes may differ with the system's libraries), or that only
    /// one has.
    static func differences(_ actual: [String: Data], _ expected: [String: Data]) -> [String] {
        GeneratedTree.differences(actual.mapValues { [UInt8]($0) }, expected.mapValues { [UInt8]($0) })
    }
}

extension Workspace {
    /// A folder holding a copy of the demo catalog at `Demo.xcassets`.
    convenience init(withCatalog: Bool) throws {
        try self.init(withIcons: false)
        if withCatalog {
            try FileManager.default.copyItem(at: CatalogTree.demo, to: url.appendingPathComponent("Demo.xcassets"))
        }
    }
}
