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
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        for case let path as String in enumerator where !isTemporary(path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path) { files[path] = data }
        }
        return files
    }

    static func isTemporary(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(AtomicFile.temporarySuffix) || name.hasPrefix(".stdout-") || name.hasPrefix(".stderr-")
    }

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
