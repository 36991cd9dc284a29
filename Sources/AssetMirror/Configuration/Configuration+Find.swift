import Foundation

extension Configuration {
    /// The config that governs `catalog`: the nearest `.assetmirror.yml` in the catalog's folder or any parent (stop at the filesystem root), or defaults when none.
    ///
    /// The search starts in `catalog` itself when it is a folder (an `.xcassets`), otherwise in the
    /// folder holding it, and goes up one folder at a time. The first file found wins; files
    /// further up are not read or merged. A folder named `.assetmirror.yml` is not a config.
    public static func find(for catalog: URL, knownRules: Set<RuleID>) throws(ConfigurationError) -> Configuration {
        guard let file = nearestFile(for: catalog) else { return Configuration() }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(file.path)
        } catch {
            throw .unreadable(error)
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw .invalidYAML(SourceLocation(file: file.path), problem: "the file is not UTF-8 text")
        }
        return try Configuration(yaml: text, file: file, knownRules: knownRules)
    }

    /// The nearest `.assetmirror.yml` at or above `catalog`, or nil.
    static func nearestFile(for catalog: URL) -> URL? {
        var folder = catalog.absoluteURL.standardizedFileURL
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }
}
