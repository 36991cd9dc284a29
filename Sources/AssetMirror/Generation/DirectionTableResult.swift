/// What a run did with one catalog's direction table (``PlannedDirectionTable``), for the
/// run's output to name: a table that could not be written is in
/// ``GenerationSummary/tableFailures`` instead.
public struct DirectionTableResult: Sendable, Equatable {
    public enum Outcome: String, Sendable, Equatable {
        /// Written: new, or its bytes changed.
        case written
        /// Already there with these bytes; not written again.
        case upToDate = "up-to-date"
        /// Not written: the catalog has no directional asset, and an empty table tells a reader
        /// nothing. A file already there is left as it is.
        case empty
    }

    /// The catalog written, as the user would name it (`out/Assets.xcassets`).
    public var catalog: String
    /// The table, as the user would name it (`out/Assets.rtl-directions.json`).
    public var path: String
    public var outcome: Outcome

    public init(catalog: String, path: String, outcome: Outcome) {
        self.catalog = catalog
        self.path = path
        self.outcome = outcome
    }
}
