import Foundation

/// What ``DirectionEdit`` does to one catalog: each set a pattern named, in catalog order, and
/// what happens to it. A value; nothing is written until ``apply()``.
public struct DirectionEditPlan: Sendable {
    /// One named set.
    public struct SetEdit: Sendable, Equatable {
        /// The set folder's path inside the catalog (`Navigation/back.imageset`).
        public var relativePath: String
        /// Its `Contents.json`'s path inside the catalog.
        public var contentsPath: String
        /// The set's direction before the change.
        public var before: SetDirectionState
        public var outcome: Outcome
    }

    public enum Outcome: Sendable, Equatable {
        /// The set gets this `Contents.json`.
        case change(JSONDocument)
        /// The set has the direction already; its file is left alone.
        case unchanged
        /// The set cannot be given the direction, for this reason (a sentence fragment:
        /// "it is a Both set, …"); its file is left alone.
        case refused(reason: String)
    }

    public var catalog: AssetCatalog
    public var setting: DirectionChoice
    public var sets: [SetEdit]
    /// The patterns that name no image or symbol set of the catalog: most likely a typo.
    public var unmatchedPatterns: [SetPattern]

    /// How many sets have each kind of outcome.
    public var changedCount: Int { sets.count { if case .change = $0.outcome { true } else { false } } }
    public var unchangedCount: Int { sets.count { $0.outcome == .unchanged } }
    public var refusedCount: Int { sets.count { if case .refused = $0.outcome { true } else { false } } }

    /// Writes each changed `Contents.json`, each atomically, and returns the sets whose file
    /// could not be written (the others are written whatever happens to one).
    public func apply() -> [(relativePath: String, error: FileIOError)] {
        var failures: [(relativePath: String, error: FileIOError)] = []
        for edit in sets {
            guard case .change(let document) = edit.outcome else { continue }
            do {
                try AtomicFile.write(document.serialized(), to: catalog.url(of: edit.contentsPath))
            } catch {
                failures.append((edit.relativePath, error))
            }
        }
        return failures
    }
}
