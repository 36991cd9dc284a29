/// What `audit --fix` rewrote: each fix applied, and the files that could not be read or written
/// (the others were still fixed).
public struct SymbolFixResult: Sendable, Equatable {
    /// One rewrite: where, and what became what.
    public struct Change: Sendable, Hashable {
        public var location: SourceLocation
        public var original: String
        public var replacement: String
    }

    /// In the order of the findings given.
    public var changes: [Change]
    public var failures: [FileIOError]
    /// Fixes not applied because the file no longer held the text the finding saw there.
    public var stale: [Finding]
}
