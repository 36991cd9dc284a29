import Foundation

/// Everything a `generate` run will do, decided before anything is written: a value.
///
/// Built by ``init(catalogs:output:naming:force:directionTable:adapters:reader:jobs:)``, which
/// reads the catalogs and fingerprints their files, each set planned by ``SetPlanner``. What
/// the run does is ``operations``, the file operations in the run's order, which
/// ``GenerationRunner`` carries out and `--dry-run` prints; ``sets`` says what becomes of each
/// directional set, for the report.
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

        public init(
            source: URL, path: String, destination: URL, destinationPath: String, derivedRecord: DerivedRecord? = nil,
            derivedRecordBytes: [UInt8]? = nil
        ) {
            self.source = source
            self.path = path
            self.destination = destination
            self.destinationPath = destinationPath
            self.derivedRecord = derivedRecord
            self.derivedRecordBytes = derivedRecordBytes
        }
    }

    public var output: Output
    public var catalogs: [Catalog]
    /// Every directional set, in catalog order and then walk order. Fixed sets are not listed.
    public var sets: [SetPlan]
    /// Every file operation of the run, in the order ``GenerationRunner`` carries them out: the
    /// temporary files killed runs left, removed; the copies into
    /// derived catalogs (every `Contents.json` after every other file) and the copies' times;
    /// each set's operations, a set's together; the removals from derived catalogs; the derived
    /// records; the direction tables.
    public var operations: [PlannedOperation]
    /// Derived catalogs only: files found there that neither the source nor a record accounts
    /// for (a person's, or from before the catalog had a record), left in place; paths as the
    /// user would name them (`out/Assets.xcassets/Icons/notes.txt`).
    public var kept: [String]
    /// Derived catalogs only: symbolic links in the derived catalog that files would be written
    /// through, as the user would name them (`out/Assets.xcassets/Chat`). Nothing is written
    /// through them: the copies below them are left out, the sets below them fail.
    public var refusedLinks: [String]
    /// What the run does with each direction table it was asked for, when every set completes.
    /// ``DirectionTableResult/Outcome/written`` also for a table whose current bytes cannot be
    /// read (the run reports why it cannot write it).
    public var directionTables: [DirectionTableResult]

    public init(
        output: Output, catalogs: [Catalog], sets: [SetPlan], operations: [PlannedOperation], kept: [String] = [],
        refusedLinks: [String] = [], directionTables: [DirectionTableResult] = []
    ) {
        self.output = output
        self.catalogs = catalogs
        self.sets = sets
        self.operations = operations
        self.kept = kept
        self.refusedLinks = refusedLinks
        self.directionTables = directionTables
    }

    /// Derived catalogs only: the files to copy from the sources (operations of kind
    /// ``PlannedOperation/Kind/copy``, written).
    public var copies: [FileCopy] {
        operations.compactMap { if case .copy(let copy) = $0.content { copy } else { nil } }
    }

    /// Derived catalogs only: the copies whose bytes are their source's but whose time is not,
    /// which the run gives their source's time.
    public var copyTimes: [CopyTimeUpdate] {
        operations.compactMap { if case .setTime(let update) = $0.content { update } else { nil } }
    }

    /// Derived catalogs only: what the source no longer has and a record says assetmirror wrote,
    /// in the order removed (see ``FileRemoval``).
    public var removals: [FileRemoval] {
        operations.compactMap { if case .removal(let removal) = $0.content { removal } else { nil } }
    }

    /// Files (not folders) to remove.
    public var fileRemovals: [FileRemoval] { removals.filter(\.isFile) }

    /// The temporary files killed runs left where this run writes
    /// (``temporaryFileScopes(catalogs:output:directionTable:)``), which the run removes first,
    /// under the lock the caller holds (``lockedFolders(catalogs:output:)``).
    public var leftoverTemporaryFiles: [LeftoverTemporaryFiles.Found] {
        operations.compactMap { if case .temporaryFile(let found) = $0.content { found } else { nil } }
    }
}
