/// One set as `inspect` shows it: its name, type and direction, and each of its files.
public struct SetInspection: Sendable, Equatable {
    /// The path of the catalog the set is in, as the user gave it.
    public var catalogPath: String
    /// The name code loads it by, namespaces included (`Onboarding/Welcome/hero`).
    public var qualifiedName: String
    /// The set's folder inside the catalog (`Onboarding/Welcome/hero.imageset`).
    public var relativePath: String
    public var type: AssetSetType
    /// What Xcode's Direction menu shows; `nil` for types that have no direction (colour sets,
    /// app icons, data sets, …).
    public var direction: SetDirectionState?
    /// The folder of the set this one is inside (an image-stack layer, a sprite-atlas image).
    public var enclosingSet: String?
    /// The files entries name, in entry order (empty slots left out), then the files no entry
    /// names, by name. Entries that name a nested set's folder are left out: that set follows.
    public var files: [FileInspection]
    /// The problems about this set: its folder, its `Contents.json`, its files and links.
    public var problems: [CatalogProblem]

    public init(
        catalogPath: String, qualifiedName: String, relativePath: String, type: AssetSetType,
        direction: SetDirectionState?, enclosingSet: String?, files: [FileInspection], problems: [CatalogProblem]
    ) {
        self.catalogPath = catalogPath
        self.qualifiedName = qualifiedName
        self.relativePath = relativePath
        self.type = type
        self.direction = direction
        self.enclosingSet = enclosingSet
        self.files = files
        self.problems = problems
    }
}
