/// Which catalogs one target builds, as its project says it: catalogs named one by one (an Xcode
/// resources build phase), and folders whose catalogs it takes (an Xcode 16 synchronised folder,
/// an XcodeGen source, a SwiftPM target's folder), each less the paths it leaves out.
///
/// Every path is absolute and canonical (links resolved), as ``ProjectSearch`` compares them.
public struct TargetMembership: Sendable, Equatable {
    /// A folder whose catalogs a target builds.
    public struct Folder: Sendable, Equatable {
        public var path: String
        /// Globs relative to ``path`` (``Glob``, as `.assetmirror.yml` writes them); a
        /// catalog matching one, or inside a folder matching one, is not a member.
        public var excluded: [String]
        /// Globs relative to ``path``; when not empty, only what matches one (or lies inside a
        /// match) is a member, as XcodeGen's `includes`.
        public var included: [String]
        /// Paths relative to ``path``, taken literally (Xcode's `membershipExceptions`): a
        /// catalog at one, or inside one, is not a member.
        public var exceptions: [String]

        public init(path: String, excluded: [String] = [], included: [String] = [], exceptions: [String] = []) {
            self.path = path
            self.excluded = excluded
            self.included = included
            self.exceptions = exceptions
        }
    }

    /// Catalogs named one by one.
    public var catalogs: Set<String>
    public var folders: [Folder]

    public init(catalogs: Set<String> = [], folders: [Folder] = []) {
        self.catalogs = catalogs
        self.folders = folders
    }

    /// Whether the catalog at `path` (absolute, canonical) is built by this target.
    public func contains(_ path: String) -> Bool {
        if catalogs.contains(path) { return true }
        return folders.contains { folder in
            if path == folder.path { return true }
            let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            guard path.hasPrefix(prefix) else { return false }
            let relative = String(path.dropFirst(prefix.count))
            if !folder.included.isEmpty, !Self.matches(folder.included, relative) { return false }
            if folder.exceptions.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { return false }
            return !Self.matches(folder.excluded, relative)
        }
    }

    /// Whether `relative` or a folder above it matches one of `globs`.
    static func matches(_ globs: [String], _ relative: String) -> Bool {
        guard !globs.isEmpty else { return false }
        var candidate = Substring(relative)
        while !candidate.isEmpty {
            if globs.contains(where: { Glob.matches(Self.trimmed($0), String(candidate)) }) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = candidate[..<slash]
        }
        return false
    }

    /// `glob` without a leading `./` or `/` and a trailing `/`, which name the same paths.
    private static func trimmed(_ glob: String) -> String {
        var glob = Substring(glob)
        while glob.hasPrefix("./") { glob = glob.dropFirst(2) }
        while glob.hasPrefix("/") { glob = glob.dropFirst() }
        while glob.hasSuffix("/") { glob = glob.dropLast() }
        return String(glob)
    }
}
