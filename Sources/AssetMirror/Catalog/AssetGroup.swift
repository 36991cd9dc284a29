/// A folder without an extension inside a catalog: it orders assets and may name a namespace.
///
///     { "info" : { "author" : "xcode", "version" : 1 },
///       "properties" : { "provides-namespace" : true } }
public struct AssetGroup: Sendable, Equatable {
    /// The folder's path inside the catalog, `/`-separated (`Icons/Navigation`).
    public var relativePath: String
    /// Its `Contents.json`, optional for groups.
    public var contents: JSONDocument?
    /// With `provides-namespace`, the group's name becomes part of each asset's name
    /// (`Navigation/back`), and names need only be unique inside it.
    public var providesNamespace: Bool

    public init(relativePath: String, contents: JSONDocument?, providesNamespace: Bool) {
        self.relativePath = relativePath
        self.contents = contents
        self.providesNamespace = providesNamespace
    }
}
