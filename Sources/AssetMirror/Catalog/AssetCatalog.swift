import Foundation

/// An Xcode asset catalog (`*.xcassets`) as read from disk: every group, every set, and every
/// structural problem found on the way.
///
/// A value: reading does not change the catalog, and nothing here writes. Paths inside are
/// relative to the catalog folder and `/`-separated; ``displayPath(of:)`` turns one into the
/// path a user recognises, starting with the catalog path as they gave it.
public struct AssetCatalog: Sendable, Equatable {
    /// The catalog folder.
    public var url: URL
    /// The catalog's path as the user named it (`App/Assets.xcassets`), for messages.
    public var path: String
    /// The catalog's own `Contents.json` (optional; `info`, sometimes `properties`).
    public var contents: JSONDocument?
    /// Every group, in walk order (sorted by path, parents before children).
    public var groups: [AssetGroup]
    /// Every set, in walk order, including sets nested in other sets (image-stack layers,
    /// sprite-atlas images).
    public var sets: [AssetSet]
    /// Structural problems, in walk order.
    public var problems: [CatalogProblem]

    public init(
        url: URL, path: String, contents: JSONDocument?, groups: [AssetGroup], sets: [AssetSet],
        problems: [CatalogProblem]
    ) {
        self.url = url
        self.path = path
        self.contents = contents
        self.groups = groups
        self.sets = sets
        self.problems = problems
    }

    /// The user-facing path of something inside the catalog: `App/Assets.xcassets/back.imageset`.
    public func displayPath(of relativePath: String) -> String {
        relativePath.isEmpty ? path : (path.hasSuffix("/") ? path + relativePath : path + "/" + relativePath)
    }

    /// The file URL of something inside the catalog.
    public func url(of relativePath: String) -> URL {
        relativePath.isEmpty ? url : url.appendingPathComponent(relativePath)
    }

    /// The set at `relativePath`, if any.
    public func set(at relativePath: String) -> AssetSet? {
        sets.first { $0.relativePath == relativePath }
    }
}
