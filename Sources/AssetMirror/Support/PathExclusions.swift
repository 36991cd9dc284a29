import Foundation

/// The `excluded` globs of a configuration, applied to paths inside one catalog.
///
/// Globs are relative to the configuration file's folder: `*` matches within one path
/// component, `**` across components, `?` one character. A path is excluded when it or any
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
            if globs.contains(where: { Self.matches($0[...], bytes[...]) }) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = candidate[..<slash]
        }
        return false
    }

    /// Glob matching over UTF-8 bytes.
    static func matches(_ glob: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
        if first == star {
            if glob.dropFirst().first == star {
                // `**`, also swallowing a following `/` so that `a/**/b` matches `a/b`.
                var rest = glob.dropFirst(2)
                if rest.first == slash, matches(rest.dropFirst(), path) { return true }
                if rest.isEmpty { return true }
                rest = glob.dropFirst(2)
                var tail = path
                while true {
                    if matches(rest, tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            }
            var tail = path
            while true {
                if matches(glob.dropFirst(), tail) { return true }
                guard let byte = tail.first, byte != slash else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let byte = path.first else { return false }
        if first == UInt8(ascii: "?") ? byte != slash : first == byte {
            return matches(glob.dropFirst(), path.dropFirst())
        }
        return false
    }
}
