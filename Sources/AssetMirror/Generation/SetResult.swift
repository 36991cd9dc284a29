import Foundation

/// What happened to one set of a ``GenerationPlan`` (or, for a dry run, what would).
public struct SetResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Variants written (new or regenerated), and whether `Contents.json` was updated.
        case generated(written: [String], contentsUpdated: Bool)
        case upToDate
        case leftAlone(reason: String)
        /// A note, not a failure: a file in a format no adapter mirrors, or an SF Symbols template
        /// refused (its glyphs cannot be mirrored inside their margins with proof).
        case notMirrored([SetProblem])
        case refused([SetProblem])
        case failed([SetProblem])
    }

    public var displayPath: String
    public var outcome: Outcome
    /// The set's generated files as planned.
    public var variants: [PlannedVariant]
    /// How many entries `Contents.json` gained.
    public var addedEntries: Int
    /// What the adapters said about the variants they made (a JPEG re-encoded, a chunk dropped).
    public var notes: [String]
    public var duration: Duration

    public init(
        displayPath: String, outcome: Outcome, variants: [PlannedVariant], addedEntries: Int, notes: [String] = [],
        duration: Duration = .zero
    ) {
        self.displayPath = displayPath
        self.outcome = outcome
        self.variants = variants
        self.addedEntries = addedEntries
        self.notes = notes
        self.duration = duration
    }

    /// The result a dry run shows: what running `plan` would do.
    public init(planned plan: SetPlan) {
        let outcome: Outcome =
            switch plan.status {
            case .work:
                .generated(
                    written: plan.variants.filter(\.action.writes).map(\.file), contentsUpdated: plan.updatesContents)
            case .upToDate: .upToDate
            case .leftAlone(let reason): .leftAlone(reason: reason)
            case .notMirrorable(let problems): .notMirrored(problems)
            case .refused(let problems): .refused(problems)
            case .failed(let problems): .failed(problems)
            }
        self.init(
            displayPath: plan.displayPath, outcome: outcome, variants: plan.variants, addedEntries: plan.addedEntries)
    }

    /// Whether every file of the set and its `Contents.json` were written, or already were.
    public var completed: Bool {
        switch outcome {
        case .generated, .upToDate: true
        default: false
        }
    }

    /// Whether this set makes the run fail: refused or failed.
    public var isFailure: Bool {
        switch outcome {
        case .refused, .failed: true
        default: false
        }
    }
}
