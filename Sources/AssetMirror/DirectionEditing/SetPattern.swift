/// A `set-direction --set` pattern: which image and symbol sets of a catalog it names.
///
/// Like a `.gitignore` line: a pattern without `/` names sets by their folder's name at any
/// depth (`back`, `*arrow*`, `chevron-?`), one with `/` by their path inside the catalog
/// (`Navigation/*`, `Icons/**`; a leading `/` is ignored). The set folder's extension may be
/// left out (`back` and `back.imageset` name the same set). A pattern with `/` also names a
/// set by the name code loads it by (``AssetSet/qualifiedName``): for a namespace group that
/// is its path, but a namespaced sprite atlas `Game/Hero.spriteatlas` loads its images as
/// `Hero/run`, so `Hero/*` names them as well as `Game/Hero.spriteatlas/*`. Globs as in ``Glob``.
public struct SetPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let glob: String
    private let matchesPaths: Bool

    /// A pattern; `nil` when it is empty (or only `/`), which would name nothing.
    public init?(_ text: String) {
        let glob = String(text.drop { $0 == "/" })
        guard !glob.isEmpty else { return nil }
        self.text = text
        self.glob = glob
        matchesPaths = glob.contains("/")
    }

    public var description: String { text }

    /// Whether the pattern names `set`.
    public func matches(_ set: AssetSet) -> Bool {
        let folder = set.relativePath.split(separator: "/").last.map(String.init) ?? set.relativePath
        guard matchesPaths else { return Glob.matches(glob, set.name) || Glob.matches(glob, folder) }
        let parent = set.relativePath.dropLast(folder.count)
        return Glob.matches(glob, set.relativePath) || Glob.matches(glob, parent + set.name)
            || Glob.matches(glob, set.qualifiedName)
    }
}
