import Foundation

/// Carries out a ``GenerationPlan``: its ``GenerationPlan/operations``, in order. It decides
/// nothing the plan has not: it writes the bytes an operation holds, mirrors a variant's source
/// bytes with the adapter for the format the plan recognised, and removes what the plan lists.
///
/// In parallel, on ``jobs`` workers, where the order allows: consecutive copies (the files,
/// then the `Contents.json` files), and the sets, each set's operations in order on one worker.
/// A set is all or nothing: every variant it writes is mirrored in memory before its first
/// operation, and if one cannot be, none of its operations is carried out; an operation that
/// fails stops the set's others. Its order (record, variants, `Contents.json`, record again)
/// leaves a set that a run killed at any moment completes on the next run, and every write is
/// atomic (``AtomicFile``), so no file is ever half-written under its real name.
///
/// What the plan cannot know is how each operation ends, and three operations depend on it, as
/// their content says (``PlannedOperation``): a set's record lists the fingerprints of the
/// variants as mirrored; the direction table has a failed set's row as before the run; a derived
/// record keeps listing a file whose removal failed, and a removal that fails skips the
/// `.assetmirror.json` of its folder (the evidence for its variants) and the folders above it.
/// The one read the runner makes is the check before removing a generated variant, whose bytes
/// must still be the recorded ones at that moment.
public struct GenerationRunner: Sendable {
    public var options: MirrorOptions
    /// Sets worked on at once, at most; the command line passes the number of cores.
    public var jobs: Int
    /// Flush each file to the disk before it replaces the real name (see ``AtomicFile``).
    public var sync: Bool
    public var adapters: [any ImageMirroring]

    public init(
        options: MirrorOptions = .default, jobs: Int = 1, sync: Bool = false,
        adapters: [any ImageMirroring] = ImageCodecs.mirroring
    ) {
        precondition(jobs >= 1, "a run needs at least one worker, got \(jobs)")
        self.options = options
        self.jobs = jobs
        self.sync = sync
        self.adapters = adapters
    }

    /// Runs `plan`, under the lock of ``GenerationPlan/lockedFolders(catalogs:output:)``.
    /// `onLeftovers` is called once the temporary files of killed runs (the plan's first
    /// operations) are removed, before anything else is written; `onResult` once per set, when
    /// its operations are done, with the set's index in the plan, from worker threads but never
    /// two calls at once.
    public func run(
        _ plan: GenerationPlan,
        onLeftovers: (LeftoverTemporaryFiles.Cleanup) -> Void = { _ in },
        onResult: @escaping @Sendable (_ index: Int, _ result: SetResult) -> Void = { _, _ in }
    ) -> GenerationSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let operations = plan.operations
        var summary = GenerationSummary(results: [])
        var index = 0
        var leftovers: [LeftoverTemporaryFiles.Found] = []
        while index < operations.count, case .temporaryFile(let found) = operations[index].content {
            leftovers.append(found)
            index += 1
        }
        summary.leftovers = LeftoverTemporaryFiles.remove(leftovers)
        onLeftovers(summary.leftovers)
        summary.tables = plan.directionTables
        summary.refusedLinks = plan.refusedLinks
        // The sets run where their operations stand; a plan without any (a no-op run) still
        // reports every set, before what comes after them.
        var setsRun = false
        func runSets(_ batch: ArraySlice<PlannedOperation>) {
            guard !setsRun else { return }
            summary.results = self.runSets(plan, batch, onResult: onResult)
            setsRun = true
        }
        // Failed removals: the paths each derived catalog's record keeps listing, and the set
        // folders whose record and parent folders stay.
        var kept: [String: Set<String>] = [:]
        var failedFolders: Set<String> = []
        while index < operations.count {
            let operation = operations[index]
            switch operation.content {
            case .temporaryFile:
                preconditionFailure("the plan removes temporary files first, not \(operation.displayPath)")
            case .copy:
                let batch = operations[index...].prefix {
                    $0.action == .write && $0.kind == .copy && Self.isContents($0) == Self.isContents(operation)
                }
                let failures = copy(batch)
                summary.copyFailures += failures
                summary.copied += batch.count - failures.count
                index += batch.count
                continue
            case .setTime(let update):
                if let failure = setTime(update) {
                    summary.copyFailures.append(failure)
                } else {
                    summary.copyTimesSet += 1
                }
            case .setRecord, .variant, .contents:
                let batch = operations[index...].prefix { $0.set != nil }
                precondition(!setsRun, "the plan lists every set's operations together")
                runSets(batch)
                index += batch.count
                continue
            case .removal(let removal):
                runSets([])
                remove(removal, into: &summary, kept: &kept, failedFolders: &failedFolders)
            case .derivedRecord(let record):
                runSets([])
                let keeping = kept[operation.url.deletingLastPathComponent().path] ?? []
                do throws(FileIOError) {
                    try AtomicFile.write(
                        (keeping.isEmpty ? record : DerivedRecord(paths: record.paths + keeping)).serialized(),
                        to: operation.url, sync: sync)
                } catch {
                    summary.copyFailures.append(FileFailure(path: DerivedRecord.fileName, reason: .io(error)))
                }
            case .directionTable(let table):
                runSets([])
                write(table, into: &summary)
            }
            index += 1
        }
        runSets([])
        summary.elapsed = clock.now - start
        return summary
    }

    private static func isContents(_ operation: PlannedOperation) -> Bool {
        operation.url.lastPathComponent == "Contents.json"
    }

    /// Writes copies into derived catalogs, in parallel.
    private func copy(_ batch: ArraySlice<PlannedOperation>) -> [FileFailure] {
        let copies = batch.compactMap { if case .copy(let copy) = $0.content { copy } else { nil } }
        return ParallelWork.map(count: copies.count, jobs: jobs) { index -> FileFailure? in
            let copy = copies[index]
            do throws(FileIOError) {
                try AtomicFile.write(
                    try copy.bytes.get(), to: copy.destination, sync: sync, modificationTime: copy.modificationTime)
                return nil
            } catch {
                return FileFailure(path: copy.relativePath, reason: .io(error))
            }
        }.compactMap { $0 }
    }

    /// Gives a copy its source's modification time (the access time with it, as a copy's write
    /// does). A failure leaves a correct copy that the next run compares byte for byte.
    private func setTime(_ update: CopyTimeUpdate) -> FileFailure? {
        let time = update.modificationTime.cValue
        // Never through a link: the walk saw a regular file, and one put there since is left alone.
        guard utimensat(AT_FDCWD, update.destination.path, [time, time], AT_SYMLINK_NOFOLLOW) != 0 else {
            return nil
        }
        return FileFailure(path: update.relativePath, reason: .io(.last(.setTime, path: update.destination.path)))
    }

    /// Removes one file or folder of a derived catalog. A removal that fails is reported, and
    /// what depends on it is skipped: the `.assetmirror.json` of its folder and the folders above
    /// it; `kept` gains, by catalog, the paths the derived record must keep listing so that a
    /// later run tries again.
    private func remove(
        _ removal: FileRemoval, into summary: inout GenerationSummary, kept: inout [String: Set<String>],
        failedFolders: inout Set<String>
    ) {
        let path = removal.url.path
        func folder(of path: String) -> String { PathText.folder(of: path) }
        switch removal.kind {
        case .folder:
            guard
                !failedFolders.contains(where: {
                    $0 == removal.relativePath || $0.hasPrefix(removal.relativePath + "/")
                })
            else { return }
            if rmdir(path) != 0 && errno != ENOENT {
                summary.removeFailures.append(
                    FileFailure(path: removal.relativePath, reason: .io(.last(.removeFolder, path: path))))
            }
            return
        case .setRecord where failedFolders.contains(folder(of: removal.relativePath)):
            return
        case .variant(let fingerprint):
            // Removed only when its bytes, read now, are still the recorded ones: a file that
            // cannot be read, or that changed since the plan, is kept and reported.
            let bytes: [UInt8]?
            do { bytes = try FileContents.readIfPresent(path) } catch {
                summary.removeFailures.append(FileFailure(path: removal.relativePath, reason: .io(error.naming(path))))
                failedFolders.insert(folder(of: removal.relativePath))
                return
            }
            guard let bytes else { return } // Gone already.
            if SHA256.hexDigest(bytes) != fingerprint {
                summary.removeFailures.append(
                    FileFailure(path: removal.relativePath, reason: .io(FileIOError(.changed, path: path, code: 0))))
                failedFolders.insert(folder(of: removal.relativePath))
                return
            }
        case .copy, .setRecord:
            break
        }
        if unlink(path) == 0 {
            summary.removed += 1
        } else if errno != ENOENT {
            summary.removeFailures.append(
                FileFailure(path: removal.relativePath, reason: .io(.last(.remove, path: path))))
            let setFolder = folder(of: removal.relativePath)
            failedFolders.insert(setFolder)
            // Keep the set's Contents.json listed too: it is what makes the next run treat the
            // folder as a set that left the source.
            kept[removal.catalog.path, default: []].formUnion([
                removal.relativePath, setFolder.isEmpty ? "Contents.json" : setFolder + "/Contents.json",
            ])
        }
    }

    /// Writes a direction table, with the rows of the sets that failed as before the run; a
    /// table those rows bring back to its current bytes is not written. A failure names the
    /// catalog, and the table as the user would name it.
    private func write(_ table: PlannedDirectionTable, into summary: inout GenerationSummary) {
        guard let entry = summary.tables.firstIndex(where: { $0.path == table.displayPath }) else {
            preconditionFailure("the plan writes \(table.displayPath) without a result for it")
        }
        let bytes = table.bytes { !summary.results[$0].completed }
        guard let bytes else {
            summary.tables[entry].outcome = .empty
            return
        }
        do throws(FileIOError) {
            guard try table.currentBytes.get() != bytes else {
                summary.tables[entry].outcome = .upToDate
                return
            }
            try AtomicFile.write(bytes, to: table.url, sync: sync)
        } catch {
            let shown = error.path == table.url.path ? error.naming(table.displayPath) : error
            summary.tableFailures.append(FileFailure(path: summary.tables[entry].catalog, reason: .io(shown)))
            summary.tables.remove(at: entry)
        }
    }
}
