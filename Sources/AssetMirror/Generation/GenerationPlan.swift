import Foundation

/// Everything a `generate` run will do, decided before anything is written: a value.
///
/// Built by ``init(catalogs:output:naming:force:directionTable:adapters:reader:jobs:)``, which
/// reads the catalogs and fingerprints their files (each set by ``SetPlanner``); run by
/// ``GenerationRunner``; printed by `--dry-run` as its ``operations``, the run's file operations
/// in the run's order.
public struct GenerationPlan: Sendable, Equatable {
    /// Where the result goes.
    public enum Output: Sendable, Equatable {
        /// Into the catalogs themselves.
        case inPlace
        /// Into `folder/<catalog folder name>`: a derived copy of each catalog, sources untouched.
        case derived(folder: URL)
    }

    /// One catalog and where its result goes.
    public struct Catalog: Sendable, Equatable {
        public var source: URL
        /// As the user named it, for messages.
        public var path: String
        /// The catalog folder written to: ``source`` in place.
        public var destination: URL
        /// The destination as the user would name it (`out/Assets.xcassets`).
        public var destinationPath: String
        /// Derived catalogs only: the record to leave at the derived catalog's root once the
        /// copies and removals are done, every path of the source the derived copy holds.
        public var derivedRecord: DerivedRecord?
        /// The derived record at the derived catalog's root as it stands; rewritten only when
        /// its bytes change.
        public var derivedRecordBytes: [UInt8]?
        /// The catalog's sets: their indices in ``GenerationPlan/sets``.
        public var setIndices: Range<Int>
        /// The direction table written beside the catalog, unless the run was asked for none.
        public var directionTable: PlannedDirectionTable?

        public init(
            source: URL, path: String, destination: URL, destinationPath: String, derivedRecord: DerivedRecord? = nil,
            derivedRecordBytes: [UInt8]? = nil, setIndices: Range<Int> = 0..<0,
            directionTable: PlannedDirectionTable? = nil
        ) {
            self.source = source
            self.path = path
            self.destination = destination
            self.destinationPath = destinationPath
            self.derivedRecord = derivedRecord
            self.derivedRecordBytes = derivedRecordBytes
            self.setIndices = setIndices
            self.directionTable = directionTable
        }
    }

    public var output: Output
    public var catalogs: [Catalog]
    /// Derived catalogs only: the files to copy from the sources first, every `Contents.json`
    /// after every other file, so a killed copy never leaves one naming a file not yet copied.
    public var copies: [FileCopy]
    /// Derived catalogs only: the copies whose bytes are their source's but whose time is not,
    /// which the run gives their source's time after the copies (nothing else is written).
    public var copyTimes: [CopyTimeUpdate]
    /// Every directional set, in catalog order and then walk order. Fixed sets are not listed.
    public var sets: [SetPlan]
    /// Derived catalogs only: what the source no longer has and a record says assetmirror wrote,
    /// removed after the copies and the sets, in this order (see ``FileRemoval``).
    public var removals: [FileRemoval]
    /// Derived catalogs only: files found there that neither the source nor a record accounts
    /// for (a person's, or from before the catalog had a record), left in place; paths as the
    /// user would name them (`out/Assets.xcassets/Icons/notes.txt`).
    public var kept: [String]
    /// Derived catalogs only: symbolic links in the derived catalog that files would be written
    /// through, as the user would name them (`out/Assets.xcassets/Chat`). Nothing is written
    /// through them: the copies below them are left out, the sets below them fail.
    public var refusedLinks: [String]
    /// The temporary files killed runs left where this run writes
    /// (``temporaryFileScopes(catalogs:output:directionTable:)``), found from the listings the
    /// plan made: the runner's first step removes them, under the lock the caller holds
    /// (``lockedFolders(catalogs:output:)``). The rest of the plan passes them over.
    public var leftoverTemporaryFiles: [LeftoverTemporaryFiles.Found]

    public init(
        output: Output, catalogs: [Catalog], copies: [FileCopy], copyTimes: [CopyTimeUpdate] = [], sets: [SetPlan],
        removals: [FileRemoval] = [], kept: [String] = [], refusedLinks: [String] = [],
        leftoverTemporaryFiles: [LeftoverTemporaryFiles.Found] = []
    ) {
        self.output = output
        self.catalogs = catalogs
        self.copies = copies
        self.copyTimes = copyTimes
        self.sets = sets
        self.removals = removals
        self.kept = kept
        self.refusedLinks = refusedLinks
        self.leftoverTemporaryFiles = leftoverTemporaryFiles
    }

    /// Files (not folders) to remove.
    public var fileRemovals: [FileRemoval] { removals.filter(\.isFile) }
}
