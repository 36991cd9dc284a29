/// One generated file of a set, as planned: its name, its source, and what the run does to it.
public struct PlannedVariant: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// Nothing is at the variant's name: mirror the source and write it.
        case create
        /// Our file is there but its source changed since (or a run was interrupted): write it again.
        case regenerate
        /// Our file is there, unchanged, and its source is the one it was made from: not encoded again.
        case upToDate
        /// A file assetmirror did not write (or that was edited since) is there, and `--force`
        /// was given: replace it.
        case replace
        /// The same, without `--force`: the whole set is refused.
        case refuse

        /// Whether the run writes the variant.
        public var writes: Bool { self == .create || self == .regenerate || self == .replace }
    }

    /// The variant's file name in the set folder.
    public var file: String
    /// The file it mirrors, in the set folder.
    public var source: String
    /// The direction the variant is drawn for (the `language-direction` of its entry).
    public var direction: LanguageDirection
    public var action: Action
    /// The source's fingerprint when planned, of the bytes the runner mirrors.
    public var sourceSHA256: String
    /// The fingerprint of the file now at the variant's name, if there is one.
    public var existingSHA256: String?

    public init(
        file: String, source: String, direction: LanguageDirection, action: Action, sourceSHA256: String,
        existingSHA256: String?
    ) {
        self.file = file
        self.source = source
        self.direction = direction
        self.action = action
        self.sourceSHA256 = sourceSHA256
        self.existingSHA256 = existingSHA256
    }
}
