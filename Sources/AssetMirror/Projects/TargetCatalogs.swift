/// Catalogs checked together for what must hold across one target's catalogs (asset names
/// unique): those one target builds, those named together on the command line, or one catalog
/// that no project claims.
///
/// Not a "group": a group is a folder inside a catalog (docs/glossary.md).
public struct TargetCatalogs: Sendable, Equatable {
    /// The target's name (`App`, or `App (Other.xcodeproj)` when two projects found have a target
    /// of that name); nil for catalogs named on the command line or claimed by no target.
    public var target: String?
    /// Indices into the list of catalogs verified.
    public var catalogs: [Int]

    public init(target: String?, catalogs: [Int]) {
        self.target = target
        self.catalogs = catalogs
    }
}
