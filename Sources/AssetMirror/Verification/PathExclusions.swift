import Foundation

/// The `excluded` globs of a configuration, applied to paths inside one catalog.
///
/// Globs are relative to the configuration file's folder, as ``Glob`` reads them: `*` matches
/// within one path component, `**` across components, `?` one character, `\` escapes. A path is excluded when it or any
/// folder above it matches, so `Legacy` and `Legacy/**` both exclude everything in `Legacy`.
struct PathExclusions: Sendable {
    /// The catalog folder's path relative to the configuration's folder, `/`-separated; nil when
    /// nothing is excluded or the catalog is not below that folder.
    private let catalogPrefix: String?
    private let globs: [[UInt8]]

    init(configuration: Configuration, catalog: AssetCatalog) {
        globs = configuration.excludedPaths.map { Array($0.utf8.drop { $0 == UInt8(ascii: "/") }) }
        guard !globs.isEmpty, let base = configuration.baseFolder else {
            catalogPrefix = nil
            return
        }
        let basePath = canonicalPath(base.path)
        let catalogPath = canonicalPath(catalog.url.path)
        if catalogPath == basePath {
            catalogPrefix = ""
        } else if catalogPath.hasPrefix(basePath.hasSuffix("/") ? basePath : basePath + "/") {
            catalogPrefix = String(catalogPath.dropFirst(basePath.count).drop { $0 == "/" })
        } else {
            catalogPrefix = nil
        }
    }

    /// Whether `relativePath` (inside the catalog) or a folder above it matches a glob.
    func excludes(_ relativePath: String) -> Bool {
        guard let catalogPrefix else { return false }
        let full = [catalogPrefix, relativePath].filter { !$0.isEmpty }.joined(separator: "/")
        var candidate = Substring(full)
        while !candidate.isEmpty {
            let bytes = Array(candidate.utf8)
            if globs.contains(where: { Glob.matches($0[...], bytes[...]) }) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = candidate[..<slash]
        }
        return false
    }
}
