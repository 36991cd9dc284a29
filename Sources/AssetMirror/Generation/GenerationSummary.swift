import Foundation

/// Everything a `generate` run did: one record per planned set, in plan order, and the copies.
public struct GenerationSummary: Sendable, Equatable {
    public var records: [GenerationRecord]
    /// Files copied into derived catalogs.
    public var copied: Int
    /// Copies that failed, and derived records that could not be written; the sets were still generated.
    public var copyFailures: [FileFailure]
    /// Files removed from derived catalogs (folders not counted).
    public var removed: Int
    /// Removals that failed; the file is still listed in its record, so a later run tries again.
    public var removeFailures: [FileFailure]
    /// The direction tables written, as the user would name them (`out/Assets.rtl-directions.json`).
    public var tablesWritten: [String]
    /// Direction tables that could not be written: the path is the catalog's, the error names the table.
    public var tableFailures: [FileFailure]
    /// Symbolic links in derived catalogs that nothing was written through (``GenerationPlan/refusedLinks``).
    public var refusedLinks: [String]
    public var elapsed: Duration

    public init(
        records: [GenerationRecord], copied: Int = 0, copyFailures: [FileFailure] = [], removed: Int = 0,
        removeFailures: [FileFailure] = [], tablesWritten: [String] = [], tableFailures: [FileFailure] = [],
        refusedLinks: [String] = [], elapsed: Duration = .zero
    ) {
        self.records = records
        self.copied = copied
        self.copyFailures = copyFailures
        self.removed = removed
        self.removeFailures = removeFailures
        self.tablesWritten = tablesWritten
        self.tableFailures = tableFailures
        self.refusedLinks = refusedLinks
        self.elapsed = elapsed
    }

    /// Whether anything failed or was refused.
    public var hasFailures: Bool {
        !copyFailures.isEmpty || !removeFailures.isEmpty || !tableFailures.isEmpty || !refusedLinks.isEmpty
            || records.contains(where: \.isFailure)
    }

    /// Variant files written.
    public var filesWritten: Int {
        records.reduce(0) { if case .generated(let written, _) = $1.outcome { $0 + written.count } else { $0 } }
    }

    /// Variants found up to date, in sets that were generated or up to date.
    public var filesUpToDate: Int {
        records.reduce(0) { total, record in
            switch record.outcome {
            case .generated, .upToDate: total + record.variants.count { $0.action == .upToDate }
            default: total
            }
        }
    }

    public func count(_ matches: (GenerationRecord.Outcome) -> Bool) -> Int { records.count { matches($0.outcome) } }
}
