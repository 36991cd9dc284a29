import Foundation

/// What a flip run will do, decided before any pixel is read: a pure value that a dry run can
/// print and a ``FlipRunner`` can execute.
///
/// Items come in a deterministic order: inputs in the order given, and within an input folder
/// the files sorted by relative path. Building a plan (``init(inputs:output:suffix:)``) reads
/// folders and the first bytes of each file, and writes nothing.
public struct FlipPlan: Sendable, Equatable {
    /// Where mirrored files go.
    public enum Output: Sendable, Equatable {
        /// Under this folder, each file at its path relative to the input folder it was found in
        /// (a file given directly goes at the top).
        case outputDirectory(URL)
        /// Next to the source: replacing it, or beside it when a suffix is given.
        case inPlace
    }

    /// One file found among the inputs, and what will happen to it.
    public struct Item: Sendable, Equatable {
        public enum Action: Sendable, Equatable {
            /// Mirror the source into `destination`.
            case flip(destination: URL)
            /// Leave the source alone; the run reports why.
            case skip(SkipReason)
        }

        public var source: URL
        public var action: Action
        /// The source's size in bytes when it was planned, or `nil` when planning did not learn
        /// it (a followed link). The runner starts the largest files first, so that a big file
        /// does not start last and leave the other workers idle while it finishes.
        public var byteCount: Int?

        public init(source: URL, action: Action, byteCount: Int? = nil) {
            self.source = source
            self.action = action
            self.byteCount = byteCount
        }

        /// Where the mirror goes, or `nil` for a skipped file.
        public var destination: URL? {
            if case .flip(let destination) = action { destination } else { nil }
        }
    }

    public var output: Output
    /// Text put between a file's name and its extension: `back.png` becomes `back<suffix>.png`.
    public var suffix: String?
    public var items: [Item]

    public init(output: Output, suffix: String? = nil, items: [Item]) {
        self.output = output
        self.suffix = suffix
        self.items = items
    }

    /// How many items will be mirrored (the rest are skipped).
    public var flipCount: Int { items.count { $0.destination != nil } }

    /// `name` with `suffix` put before its extension: `("back.png", "-rtl")` gives `back-rtl.png`;
    /// a name without an extension gets the suffix at its end.
    public static func name(_ name: String, withSuffix suffix: String?) -> String {
        guard let suffix, !suffix.isEmpty else { return name }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name + suffix }
        return String(name[..<dot]) + suffix + String(name[dot...])
    }
}
