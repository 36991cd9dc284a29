import Foundation

/// Everything a `generate` run did: one result per planned set, in plan order, and the copies.
public struct GenerationSummary: Sendable, Equatable {
    public var results: [SetResult]
    /// Files copied into derived catalogs.
    public var copied: Int
    /// Copies whose bytes were their source's and which were given their source's time.
    public var copyTimesSet: Int
    /// Copies that failed, and derived results that could not be written; the sets were still generated.
    public var copyFailures: [FileFailure]
    /// Files removed from derived catalogs (folders not counted).
    public var removed: Int
    /// Removals that failed; the file is still listed in its record, so a later run tries again.
    public var removeFailures: [FileFailure]
    /// Each direction table the run was asked for, and what became of it (but for failures).
    public var tables: [DirectionTableResult]
    /// Direction tables that could not be written: the path is the catalog's, the error names the table.
    public var tableFailures: [FileFailure]
    /// Symbolic links in derived catalogs that nothing was written through (``GenerationPlan/refusedLinks``).
    public var refusedLinks: [String]
    /// The temporary files of killed runs removed first (``GenerationPlan/leftoverTemporaryFiles``),
    /// as the user would name them, and those that could not be.
    public var leftovers: LeftoverTemporaryFiles.Cleanup
    public var elapsed: Duration

    public init(
        results: [SetResult], copied: Int = 0, copyTimesSet: Int = 0, copyFailures: [FileFailure] = [],
        removed: Int = 0,
        removeFailures: [FileFailure] = [], tables: [DirectionTableResult] = [], tableFailures: [FileFailure] = [],
        refusedLinks: [String] = [], leftovers: LeftoverTemporaryFiles.Cleanup = .init(), elapsed: Duration = .zero
    ) {
        self.results = results
        self.copied = copied
        self.copyTimesSet = copyTimesSet
        self.copyFailures = copyFailures
        self.removed = removed
        self.removeFailures = removeFailures
        self.tables = tables
        self.tableFailures = tableFailures
        self.refusedLinks = refusedLinks
        self.leftovers = leftovers
        self.elapsed = elapsed
    }

    /// Whether anything failed or was refused.
    public var hasFailures: Bool {
        !copyFailures.isEmpty || !removeFailures.isEmpty || !tableFailures.isEmpty || !refusedLinks.isEmpty
            || results.contains(where: \.isFailure)
    }

    /// Variant files written.
    public var filesWritten: Int {
        results.reduce(0) { if case .generated(let written, _) = $1.outcome { $0 + written.count } else { $0 } }
    }

    /// Variants found up to date, in sets that were generated or up to date.
    public var filesUpToDate: Int {
        results.reduce(0) { total, result in
            switch result.outcome {
            case .generated, .upToDate: total + result.variants.count { $0.action == .upToDate }
            default: total
            }
        }
    }

    public func count(_ matches: (SetResult.Outcome) -> Bool) -> Int { results.count { matches($0.outcome) } }
}
