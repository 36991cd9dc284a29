import Foundation

/// One file operation of a `generate` run: an item of ``GenerationPlan/operations``, the list
/// the runner carries out in order and `--dry-run` and `--format json` print, item by item.
///
/// Each holds what it writes, or where that comes from: a copy its source's bytes, a variant its
/// source's bytes and format, a `Contents.json` its bytes. Three things are known only as the run
/// goes, and each operation that depends on one says how (see ``Content``): a variant's bytes and
/// fingerprint (mirrored by the runner, listed by its set's record), which sets fail (the
/// direction table), and which removals fail (the derived record).
public struct PlannedOperation: Sendable, Equatable {
    public enum Action: String, Sendable, Equatable {
        case remove
        case write
        /// A copy whose bytes are its source's given its source's modification time, unwritten.
        case setTime = "set-time"
    }

    /// What the file is (the words: docs/glossary.md).
    public enum Kind: String, Sendable, Equatable {
        /// A temporary file a killed run left (``LeftoverTemporaryFiles``).
        case temporaryFile = "temporary-file"
        /// A file of the source copied into its derived catalog.
        case copy
        /// A mirrored variant.
        case variant
        /// A set's `Contents.json`, with its new entries.
        case contents
        /// A set's `.assetmirror.json` (``SetRecord``).
        case setRecord = "set-record"
        /// A derived catalog's `.assetmirror-derived.json` (``DerivedRecord``).
        case derivedRecord = "derived-record"
        /// A direction table (``DirectionTableFile``).
        case directionTable = "direction-table"
        /// A folder of a derived catalog the removals before it leave empty.
        case folder
    }

    /// What the runner needs to carry the operation out.
    enum Content: Sendable, Equatable {
        /// Removed, or found gone.
        case temporaryFile(LeftoverTemporaryFiles.Found)
        case copy(FileCopy)
        case setTime(CopyTimeUpdate)
        /// The set record: `record` (what it lists that is still there) plus each variant the
        /// set writes, with the fingerprint the runner computes. `listingReplacements`: the first
        /// of two writes, before the variants, which also lists the fingerprint of each file a
        /// variant replaces (``GeneratedFile/replacingSHA256``); the second, after
        /// `Contents.json`, lists none.
        case setRecord(SetRecord, listingReplacements: Bool)
        /// The variant, mirrored from `sourceBytes` (as planning read and fingerprinted them)
        /// by the adapter for `format`.
        case variant(PlannedVariant, sourceBytes: [UInt8], format: ImageFormat)
        case contents([UInt8])
        case removal(FileRemoval)
        /// The record; the runner adds to it the paths of removals that failed, so that a later
        /// run tries them again.
        case derivedRecord(DerivedRecord)
        /// The table; a set that fails at run time has its row as before the run instead.
        case directionTable(PlannedDirectionTable)
    }

    public var action: Action
    public var kind: Kind
    public var url: URL
    /// The path as the user would name it (`out/Assets.xcassets/Icons/back.imageset/back-rtl.png`).
    public var displayPath: String
    /// The set it belongs to, by index in ``GenerationPlan/sets``; `nil` for an operation of no
    /// set. A set's operations stand together, in the order they are carried out.
    public var set: Int?
    var content: Content

    init(_ action: Action, _ kind: Kind, url: URL, displayPath: String, set: Int? = nil, content: Content) {
        self.action = action
        self.kind = kind
        self.url = url
        self.displayPath = displayPath
        self.set = set
        self.content = content
    }
}
