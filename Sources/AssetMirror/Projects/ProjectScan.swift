/// What a search found: the catalogs, which targets build each, how they group for checks that
/// span a target, and what could not be looked at.
public struct ProjectScan: Sendable, Equatable {
    /// Every catalog found, once each, in the order found.
    public var catalogs: [FoundCatalog]
    /// One group per target that builds at least one catalog found, one for the catalogs named
    /// on the command line, and one per catalog that no target claims.
    public var groups: [CatalogGroup]
    /// The projects read, as the user would name them.
    public var projects: [String]
    /// The targets read, every project's.
    public var targets: [ProjectTarget]
    public var problems: [ProjectScanProblem]
    /// Indices of the catalogs found by searching folders that no target builds (catalogs named
    /// on the command line are not among them).
    public var unclaimed: [Int]

    public init(
        catalogs: [FoundCatalog] = [], groups: [CatalogGroup] = [], projects: [String] = [],
        targets: [ProjectTarget] = [], problems: [ProjectScanProblem] = [], unclaimed: [Int] = []
    ) {
        self.catalogs = catalogs
        self.groups = groups
        self.projects = projects
        self.targets = targets
        self.problems = problems
        self.unclaimed = unclaimed
    }
}
