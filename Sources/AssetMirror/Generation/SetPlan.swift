import Foundation

/// What `generate` will do to one directional set: a value, computed without writing anything.
///
/// A set is all or nothing: what the run writes for it is its operations in
/// ``GenerationPlan/operations``, carried out in order until one fails; a set whose status is
/// neither ``Status/work`` nor ``Status/upToDate`` has none.
public struct SetPlan: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Variants to write, or a `Contents.json` to update, or both.
        case work
        /// Every variant is ours, unchanged, and made from the current source: nothing to mirror.
        /// Its record may still be written, to drop what it lists that is gone.
        case upToDate
        /// Deliberately not touched: a "Both" set whose right-to-left images a person made, or a
        /// set whose entries disagree about their direction.
        case leftAlone(reason: String)
        /// A file is in a format no adapter mirrors (GIF, WebP, HEIF, TIFF), or is an SF Symbols
        /// template whose glyphs cannot be mirrored inside their margins with proof. A note, not a
        /// failure.
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
    /// The set folder's path inside its catalog (`Icons/back.imageset`).
    public var relativePath: String
    public var status: Status
    /// Every generated file of the set, in entry order, whatever its action.
    public var variants: [PlannedVariant]
    /// How many entries the new `Contents.json` adds.
    public var addedEntries: Int
    /// Whether the run writes the set's `Contents.json`.
    public var updatesContents: Bool
    /// In a derived catalog: the source's `Contents.json`, which the runner writes in place of
    /// the set's when one of the set's operations fails at run time while the derived copy holds
    /// another one, so that the derived set is at least the source's; `nil` when nothing would
    /// need putting back.
    public var contentsIfFailed: [UInt8]?

    public init(
        displayPath: String, relativePath: String = "", status: Status, variants: [PlannedVariant] = [],
        addedEntries: Int = 0, updatesContents: Bool = false, contentsIfFailed: [UInt8]? = nil
    ) {
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.status = status
        self.variants = variants
        self.addedEntries = addedEntries
        self.updatesContents = updatesContents
        self.contentsIfFailed = contentsIfFailed
    }
}
