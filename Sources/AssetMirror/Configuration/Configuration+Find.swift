import Foundation

extension Configuration {
    /// The config that governs `catalog`: the nearest `.assetmirror.yml` in the catalog's folder or any parent (stop at the filesystem root), or defaults when none.
    ///
    /// The search starts in `catalog` itself when it is a folder (an `.xcassets`), otherwise in the
    /// folder holding it, and goes up one folder at a time. The first file found wins; files
    /// further up are not read or merged. A folder named `.assetmirror.yml` is not a config.
    ///
    /// `path` is the catalog's path as the user typed it (`App/Assets.xcassets`); errors name the
    /// file found from it in the same terms (`App/.assetmirror.yml`, `../.assetmirror.yml`), as
    /// findings name files from the catalog path. Without it, errors name the absolute path.
    ///
    /// The file found must stay home: with its links resolved, it must lie inside the repository
    /// that holds it (the nearest folder above the catalog with a `.git`), or, outside any
    /// repository, inside the folder it was found in. Otherwise it is not read
    /// (``ConfigurationError/outsideRepository(path:)``): in CI the catalog comes from a pull
    /// request, which could commit a link to a secret of the runner, and the error would quote it.
    public static func find(
        for catalog: URL, path: String? = nil, knownRules: Set<RuleID> = RuleCatalog.ids
    ) throws(ConfigurationError) -> Configuration {
        guard let (file, shown) = nearestFile(for: catalog, path: path) else { return Configuration() }
        guard staysHome(file, catalog: catalog) else { throw .outsideRepository(path: shown) }
        return try Configuration(contentsOf: file, path: shown, knownRules: knownRules)
    }

    /// Whether `file` (found for `catalog`), with every link resolved, lies inside the repository
    /// holding it, or outside any repository, inside its own folder.
    static func staysHome(_ file: URL, catalog: URL) -> Bool {
        let folder = file.deletingLastPathComponent().standardizedFileURL
        var home = folder
        var candidate = catalog.absoluteURL.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
                // The repository counts only when the file was found inside it.
                if folder.path == candidate.path || folder.path.hasPrefix(candidate.path + "/")
                    || candidate.path == "/"
                {
                    home = candidate
                }
                break
            }
            let parent = candidate.deletingLastPathComponent().standardizedFileURL
            if parent.path == candidate.path || candidate.path == "/" { break }
            candidate = parent
        }
        let root = home.resolvingSymlinksInPath().path
        let resolved = file.resolvingSymlinksInPath().path
        return resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Reads the `.assetmirror.yml` at `file` (one named on the command line, or the one
    /// ``find(for:path:knownRules:)`` found). Errors name it by `path`, as the user would
    /// recognise it, else by its full path.
    public init(contentsOf file: URL, path: String? = nil, knownRules: Set<RuleID> = RuleCatalog.ids)
        throws(ConfigurationError)
    {
        let shown = path ?? file.path
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(file.path)
        } catch {
            var error = error
            error.path = shown
            throw .unreadable(error)
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw .invalidYAML(SourceLocation(file: shown), problem: "the file is not UTF-8 text")
        }
        try self.init(yaml: text, file: file, path: shown, knownRules: knownRules)
    }

    /// The nearest `.assetmirror.yml` at or above `catalog`, or nil; with the path to show for
    /// it, walked up from `path` (the catalog as typed) step for step with the search.
    static func nearestFile(for catalog: URL, path: String?) -> (file: URL, shown: String)? {
        var folder = catalog.absoluteURL.standardizedFileURL
        var shown = DisplayPath(path ?? folder.path)
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
            shown.goUp()
        }
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return (candidate, shown.appending(fileName))
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
            shown.goUp()
        }
    }
}
