/// One asset folder (`back.imageset`, `brand.colorset`, …): its `Contents.json` and its files.
public struct AssetSet: Sendable, Equatable {
    /// The folder's name without its extension: `back` for `back.imageset`.
    public var name: String
    /// The name code loads the asset by: ``name`` prefixed with every enclosing group or sprite
    /// atlas that provides a namespace (`Onboarding/Welcome/back`). Must be unique across all
    /// catalogs of a target (app icons and colour sets apart: see `duplicate-asset-name`).
    public var qualifiedName: String
    public var type: AssetSetType {
        didSet { direction = Self.direction(of: type, entries: entries) }
    }
    /// The folder's path inside the catalog, `/`-separated (`Icons/back.imageset`).
    public var relativePath: String
    /// The parsed `Contents.json`; `nil` when it is missing or malformed (the catalog's
    /// ``AssetCatalog/problems`` say which).
    public var contents: JSONDocument?
    /// The regular files directly in the folder (links to files inside the catalog included),
    /// except `Contents.json` and hidden files, sorted by name. Named pipes, sockets and devices
    /// are listed too: they are there, and reading one fails saying what it is.
    public var files: [String]
    /// Files present in the folder that must never be read or written: links that lead out of
    /// the catalog.
    public var unsafeFiles: [String]
    /// The entries of the array ``AssetSetType/entriesKey`` names, in file order.
    public var entries: [AssetEntry] {
        didSet { direction = Self.direction(of: type, entries: entries) }
    }
    /// The set's direction; always ``SetDirectionState/fixed`` for types that have none. Worked
    /// out when the entries or the type are set, not each time it is asked for: the planner, the
    /// direction table and `verify` each ask for every set of the catalog.
    public private(set) var direction: SetDirectionState
    /// The path of the set this one is inside (an image-stack layer, a sprite atlas), or `nil`
    /// for a set directly in a group. Only sprite-atlas images among nested sets are loaded by
    /// name; the others are parts of their enclosing asset.
    public var enclosingSet: String?

    public init(
        name: String, qualifiedName: String, type: AssetSetType, relativePath: String,
        contents: JSONDocument?, files: [String], unsafeFiles: [String] = [], entries: [AssetEntry],
        enclosingSet: String? = nil
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.type = type
        self.relativePath = relativePath
        self.contents = contents
        self.files = files
        self.unsafeFiles = unsafeFiles
        self.entries = entries
        self.enclosingSet = enclosingSet
        direction = Self.direction(of: type, entries: entries)
    }

    private static func direction(of type: AssetSetType, entries: [AssetEntry]) -> SetDirectionState {
        guard type.supportsDirection else { return .fixed }
        // Lazily: no array of values made for each of the catalog's sets.
        return SetDirectionState(entryValues: entries.lazy.map(\.languageDirectionValue))
    }

    /// The path inside the catalog of a file named by an entry, or `nil` when the name would
    /// leave the set's folder (`../x.png`, `/etc/passwd`, `a/b.png`) or names a link that leads
    /// out of the catalog. Everything that reads or writes a set's files goes through this.
    public func relativePath(ofFile filename: String) -> String? {
        guard Self.isPlainFileName(filename), !unsafeFiles.contains(filename) else { return nil }
        return relativePath + "/" + filename
    }

    /// Whether `name` names a file directly inside a folder: not empty, no `/`, not `.` or `..`.
    public static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 })
    }

    /// The `Contents.json` path inside the catalog.
    public var contentsPath: String { relativePath + "/Contents.json" }
}
