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

            /// Where the mirror goes, or `nil` for a skipped file.
            var destination: URL? {
                if case .flip(let destination) = self { destination } else { nil }
            }
        }

        public var source: URL {
            didSet { sourcePath = source.path }
        }
        public var action: Action {
            didSet { destinationPath = action.destination?.path }
        }
        /// The source's size in bytes when it was planned, or `nil` when planning did not learn
        /// it (a followed link). The runner starts the largest files first, so that a big file
        /// does not start last and leave the other workers idle while it finishes.
        public var byteCount: Int?
        /// `source.path` and `destination?.path`, kept beside the URLs: on Linux, asking a URL
        /// for its path costs several microseconds, and the runner needs both for every file.
        /// The planner has them as strings already.
        private(set) var sourcePath: String
        private(set) var destinationPath: String?

        public init(source: URL, action: Action, byteCount: Int? = nil) {
            self.init(
                source: source, sourcePath: source.path, action: action, destinationPath: action.destination?.path,
                byteCount: byteCount)
        }

        /// An item whose paths the caller has already: `sourcePath` must be `source.path`, and
        /// `destinationPath` the destination's path.
        init(source: URL, sourcePath: String, action: Action, destinationPath: String?, byteCount: Int?) {
            assert(sourcePath == source.path, "\(sourcePath) is not the path of \(source)")
            assert(
                destinationPath == action.destination?.path, "\(destinationPath ?? "nil") is not the destination's path"
            )
            self.source = source
            self.action = action
            self.byteCount = byteCount
            self.sourcePath = sourcePath
            self.destinationPath = destinationPath
        }

        /// Items are equal when their URLs, actions and sizes are: the paths follow from the URLs.
        public static func == (a: Item, b: Item) -> Bool {
            a.source == b.source && a.action == b.action && a.byteCount == b.byteCount
        }

        /// Where the mirror goes, or `nil` for a skipped file.
        public var destination: URL? { action.destination }
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
