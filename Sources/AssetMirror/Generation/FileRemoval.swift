import Foundation

/// One file or folder of a derived catalog that a run removes, because the source no longer has
/// what it came from, and a record says assetmirror wrote it.
public struct FileRemoval: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A file the copy step wrote: the catalog's ``DerivedRecord`` lists it.
        case copy
        /// A variant generated in a set that left the source; removed only while its bytes still
        /// hash to the fingerprint its set's record gives.
        case variant(sha256: String)
        /// The `.assetmirror.json` of a set that left the source, after the variants it lists.
        case setRecord
        /// A folder that the removals before it leave empty.
        case folder
    }

    /// The derived catalog folder it is in.
    public var catalog: URL
    /// The path inside the catalog, `/`-separated.
    public var relativePath: String
    public var kind: Kind

    public init(catalog: URL, relativePath: String, kind: Kind) {
        self.catalog = catalog
        self.relativePath = relativePath
        self.kind = kind
    }

    public var url: URL { catalog.appendingPathComponent(relativePath) }

    public var isFile: Bool { kind != .folder }
}
