/// What a search found: the catalogs, which targets build each, which catalogs are checked together
/// for what spans a target, and what could not be looked at.
public struct ProjectScan: Sendable, Equatable {
    /// Every catalog found, once each, in the order found.
    public var catalogs: [FoundCatalog]
    /// One list per target that builds at least one catalog found, one for the catalogs named
    /// on the command line, and one per catalog that no target claims.
    public var targetCatalogs: [TargetCatalogs]
    /// The projects read, as the user would name them.
    public var projects: [String]
    /// The targets read, every project's.
    public var targets: [ProjectTarget]
    public var problems: [ProjectScanProblem]
    /// Indices of the catalogs found by searching folders that no target builds (catalogs named
    /// on the command line are not among them).
    public var unclaimed: [Int]

    public init(
        catalogs: [FoundCatalog] = [], targetCatalogs: [TargetCatalogs] = [], projects: [String] = [],
        targets: [ProjectTarget] = [], problems: [ProjectScanProblem] = [], unclaimed: [Int] = []
    ) {
        self.catalogs = catalogs
        self.targetCatalogs = targetCatalogs
        self.projects = projects
        self.targets = targets
        self.problems = problems
        self.unclaimed = unclaimed
    }
}
