import Foundation

/// Where a target's asset catalogs are: every `*.xcassets` folder below its folder, not looking
/// inside a catalog, nor into hidden folders (`.build`, `.git`).
enum CatalogSearch {
    static func catalogs(under folder: URL) -> [URL] {
        var found: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: Set(keys)).isDirectory) == true else { continue }
            if url.pathExtension == "xcassets" {
                found.append(url)
                walker.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file and folder in `catalog`, for a build command's inputs: a change to a file runs
    /// it again, and so does an entry added to or removed from a folder (its modification time).
    static func entries(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil, options: [])
        else { return [] }
        return walker.compactMap { $0 as? URL }
    }

    /// `url`'s path below `root` ("Sources/App/Assets.xcassets"), or its whole path when it is
    /// not below it; the tool then names files as the user sees them from the package root.
    static func relativePath(of url: URL, under root: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
