import Foundation

/// What `generate` will do to one directional set: a value, computed without writing anything.
///
/// A set is all or nothing: unless its ``status`` is ``Status/work``, nothing of it is written.
public struct SetPlan: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Variants to write, or a `Contents.json` to update, or both.
        case work
        /// Every variant is ours, unchanged, and made from the current source; nothing to write.
        case upToDate
        /// Deliberately not touched: a "Both" set whose right-to-left images a person made, or a
        /// set whose entries disagree about their direction.
        case leftAlone(reason: String)
        /// A file is in a format no adapter mirrors yet (PDF, SVG, HEIF). A note, not a failure.
        case notMirrorable([SetProblem])
        /// A file at a variant's name that assetmirror did not write (or that was edited since),
        /// without `--force`; or a variant name another entry already uses.
        case refused([SetProblem])
        /// A source is missing, unsafe or not an image, or the set's record is unreadable; at run
        /// time also a source that fails to mirror or a write that fails.
        case failed([SetProblem])
    }

    /// The set's path as the user recognises it: `App/Assets.xcassets/Icons/back.imageset`.
    public var displayPath: String
    /// The set folder sources are read from.
    public var sourceFolder: URL
    /// The set folder everything is written to: ``sourceFolder`` in place, else the set's folder
    /// in the derived catalog.
    public var destinationFolder: URL
    public var status: Status
    /// Every generated file of the set, in entry order, whatever its action.
    public var variants: [PlannedVariant]
    /// The `Contents.json` to write, or `nil` when the destination's is already this.
    public var contents: JSONDocument?
    /// Whether the run writes the set's `.assetmirror.json`: to list the variants it writes, or
    /// to drop what it lists that is gone (or a `replacing-sha256` a killed run left). Decided
    /// here only: the runner and `--dry-run` both follow it.
    public var writesSetRecord: Bool
    /// The set's `Contents.json` once the run is done, written or not (the direction table
    /// is made from it); `nil` when that is the source's as read (every set of a no-op run),
    /// and for a set the run leaves as it is.
    public var contentsAfterRun: JSONDocument?
    /// How many entries the new `Contents.json` adds.
    public var addedEntries: Int
    /// The set's record as it stands (empty when there is none).
    public var setRecord: SetRecord
    /// File names in the set folder that generation writes in a derived catalog, so that the
    /// copy of the source leaves them alone: written variants, a changed `Contents.json`, the record.
    public var generatedNames: Set<String>
    /// The set folder's path inside its catalog (`Icons/back.imageset`).
    public var relativePath: String
    /// The names ``setRecord`` lists that are still there (in the source or the destination):
    /// the record keeps listing them, and drops the others.
    public var presentSetRecordFiles: Set<String>
    /// The names ``setRecord`` lists whose current bytes are still the ones it records: the
    /// set's generated files before the run, for the direction table of a set the run does
    /// not complete.
    public var oursBeforeRun: Set<String>
    /// In a derived catalog: the source's `Contents.json`, to put back if the set fails at run
    /// time while the derived copy holds another one; `nil` when nothing would need putting back.
    public var contentsToRestore: [UInt8]?

    public init(
        displayPath: String, sourceFolder: URL, destinationFolder: URL, status: Status, variants: [PlannedVariant] = [],
        contents: JSONDocument? = nil, addedEntries: Int = 0, setRecord: SetRecord = SetRecord(),
        generatedNames: Set<String> = [], relativePath: String = "",
        presentSetRecordFiles: Set<String> = [], oursBeforeRun: Set<String> = [], contentsToRestore: [UInt8]? = nil,
        contentsAfterRun: JSONDocument? = nil, writesSetRecord: Bool = false
    ) {
        self.displayPath = displayPath
        self.sourceFolder = sourceFolder
        self.destinationFolder = destinationFolder
        self.status = status
        self.variants = variants
        self.contents = contents
        self.addedEntries = addedEntries
        self.setRecord = setRecord
        self.generatedNames = generatedNames
        self.relativePath = relativePath
        self.presentSetRecordFiles = presentSetRecordFiles
        self.oursBeforeRun = oursBeforeRun
        self.contentsToRestore = contentsToRestore
        self.contentsAfterRun = contentsAfterRun
        self.writesSetRecord = writesSetRecord
    }

    /// Whether the runner writes anything for this set.
    public var writes: Bool {
        if case .work = status { true } else { false }
    }
}
