import Foundation

/// Executes a ``GenerationPlan``: the temporary files killed runs left first, then the derived
/// copies, then each set, sets in parallel, then the removals from derived catalogs, then each
/// derived catalog's record, then the direction tables.
///
/// Each set is written in an order that a run killed at any moment leaves consistent:
///
/// 1. every variant is mirrored in memory; if one fails, nothing of the set is written;
/// 2. the record (`.assetmirror.json`) is written, listing the files about to be written with
///    their fingerprints (and, for a file being replaced, the fingerprint of the old one);
/// 3. each variant is written;
/// 4. `Contents.json` is written, last, so it never names a file that is not there yet;
/// 5. if step 2 had to list replaced files, the record is written again without them.
///
/// Killed between two steps, the next run finds each variant either missing (it is generated)
/// or matching a fingerprint in the record (it is ours), and completes the set. Every write is
/// atomic (``AtomicFile``), so no file is ever half-written under its real name.
///
/// Removals touch only what the source no longer has, after everything the source does have is
/// in place, in the plan's order (every `Contents.json` first); the derived record, which says
/// which files the copies wrote, is rewritten after them, so a run killed before it still finds
/// every leftover listed; the direction table beside each catalog comes last.
///
/// The runner decides nothing the plan has not: it mirrors the bytes the plan read, with the
/// adapter the plan chose, and compares what it writes with the bytes the plan found. The one
/// read it makes is the check before removing a generated variant, whose bytes must still be the
/// recorded ones at that moment.
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
    /// `onLeftovers` is called once the temporary files of killed runs are removed, before
    /// anything else is written; `onResult` once per set as it finishes, with the set's index in
    /// the plan, from worker threads but never two calls at once.
    public func run(
        _ plan: GenerationPlan,
        onLeftovers: (LeftoverTemporaryFiles.Cleanup) -> Void = { _ in },
        onResult: @escaping @Sendable (_ index: Int, _ result: SetResult) -> Void = { _, _ in }
    ) -> GenerationSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let leftovers = LeftoverTemporaryFiles.remove(plan.leftoverTemporaryFiles)
        onLeftovers(leftovers)
        let copyFailures = copy(plan.copies)
        let timeFailures = setTimes(plan.copyTimes)
        let sets = plan.sets
        let results = ParallelWork.map(count: sets.count, jobs: jobs, { generate(sets[$0]) }, onResult: onResult)
        let removal = remove(plan.removals)
        let recordFailures = writeDerivedRecords(plan.catalogs, keeping: removal.kept)
        let tables = writeDirectionTables(plan, completed: { results[$0].completed })
        return GenerationSummary(
            results: results, copied: plan.copies.count - copyFailures.count,
            copyTimesSet: plan.copyTimes.count - timeFailures.count,
            copyFailures: copyFailures + timeFailures + recordFailures, removed: removal.removed,
            removeFailures: removal.failures, tables: tables.results, tableFailures: tables.failures,
            refusedLinks: plan.refusedLinks, leftovers: leftovers, elapsed: clock.now - start)
    }

    /// Writes the direction table of each catalog whose plan has one, when its bytes change and
    /// it has rows. Failures name the catalog, and the table as the user would name it.
    private func writeDirectionTables(_ plan: GenerationPlan, completed: (Int) -> Bool)
        -> (results: [DirectionTableResult], failures: [FileFailure])
    {
        var results: [DirectionTableResult] = []
        var failures: [FileFailure] = []
        for catalog in plan.catalogs {
            guard let table = catalog.directionTable else { continue }
            let sets = Array(plan.sets[catalog.setIndices])
            let bytes = table.bytes(after: sets, completed: { completed(catalog.setIndices.lowerBound + $0) })
            func result(_ outcome: DirectionTableResult.Outcome) {
                results.append(
                    DirectionTableResult(catalog: catalog.destinationPath, path: table.displayPath, outcome: outcome))
            }
            guard let bytes else {
                result(.empty)
                continue
            }
            do throws(FileIOError) {
                guard try table.currentBytes.get() != bytes else {
                    result(.upToDate)
                    continue
                }
                try AtomicFile.write(bytes, to: table.url, sync: sync)
                result(.written)
            } catch {
                let shown = error.path == table.url.path ? error.naming(table.displayPath) : error
                failures.append(FileFailure(path: catalog.destinationPath, reason: .io(shown)))
            }
        }
        return (results, failures)
    }

    /// Removes, in order, what the plan says; a removal that fails is reported, and what depends
    /// on it is skipped: the `.assetmirror.json` of its folder (the evidence for its variants)
    /// and the folders above it. Returns, by catalog, the paths the derived record must keep
    /// listing so that a later run tries again.
    private func remove(_ removals: [FileRemoval]) -> (removed: Int, failures: [FileFailure], kept: [URL: Set<String>])
    {
        var removed = 0
        var failures: [FileFailure] = []
        var kept: [URL: Set<String>] = [:]
        var failedFolders: Set<String> = []
        func folder(of path: String) -> String { PathText.folder(of: path) }
        for removal in removals {
            let path = removal.url.path
            switch removal.kind {
            case .folder:
                if failedFolders.contains(where: {
                    $0 == removal.relativePath || $0.hasPrefix(removal.relativePath + "/")
                }) {
                    continue
                }
                if rmdir(path) != 0 && errno != ENOENT {
                    failures.append(
                        FileFailure(path: removal.relativePath, reason: .io(.last(.removeFolder, path: path))))
                }
                continue
            case .setRecord where failedFolders.contains(folder(of: removal.relativePath)):
                continue
            case .variant(let fingerprint):
                // Removed only when its bytes, read now, are still the recorded ones: a file that
                // cannot be read, or that changed since the plan, is kept and reported.
                let bytes: [UInt8]?
                do { bytes = try FileContents.readIfPresent(path) } catch {
                    failures.append(FileFailure(path: removal.relativePath, reason: .io(error.naming(path))))
                    failedFolders.insert(folder(of: removal.relativePath))
                    continue
                }
                guard let bytes else { continue } // Gone already.
                if SHA256.hexDigest(bytes) != fingerprint {
                    failures.append(
                        FileFailure(path: removal.relativePath, reason: .io(FileIOError(.changed, path: path, code: 0)))
                    )
                    failedFolders.insert(folder(of: removal.relativePath))
                    continue
                }
            case .copy, .setRecord:
                break
            }
            if unlink(path) == 0 {
                removed += 1
            } else if errno != ENOENT {
                failures.append(FileFailure(path: removal.relativePath, reason: .io(.last(.remove, path: path))))
                let setFolder = folder(of: removal.relativePath)
                failedFolders.insert(setFolder)
                // Keep the set's Contents.json listed too: it is what makes the next run treat
                // the folder as a set that left the source.
                kept[removal.catalog, default: []].formUnion([
                    removal.relativePath, setFolder.isEmpty ? "Contents.json" : setFolder + "/Contents.json",
                ])
            }
        }
        return (removed, failures, kept)
    }

    /// Writes each derived catalog's record when its bytes change: the source's paths, and the
    /// paths of leftovers that could not be removed.
    private func writeDerivedRecords(_ catalogs: [GenerationPlan.Catalog], keeping kept: [URL: Set<String>])
        -> [FileFailure]
    {
        var failures: [FileFailure] = []
        for catalog in catalogs {
            guard let record = catalog.derivedRecord else { continue }
            let url = catalog.destination.appendingPathComponent(DerivedRecord.fileName)
            let keeping = kept[catalog.destination] ?? []
            let bytes = (keeping.isEmpty ? record : DerivedRecord(paths: record.paths + keeping)).serialized()
            do throws(FileIOError) {
                if catalog.derivedRecordBytes != bytes { try AtomicFile.write(bytes, to: url, sync: sync) }
            } catch {
                failures.append(FileFailure(path: DerivedRecord.fileName, reason: .io(error)))
            }
        }
        return failures
    }

    /// Copies files into derived catalogs, in parallel; `Contents.json` files only once every
    /// other file is in place.
    private func copy(_ copies: [FileCopy]) -> [FileFailure] {
        let isContents = { (copy: FileCopy) in copy.destination.lastPathComponent == "Contents.json" }
        var failures: [FileFailure] = []
        for batch in [copies.filter { !isContents($0) }, copies.filter(isContents)] where !batch.isEmpty {
            failures += ParallelWork.map(count: batch.count, jobs: jobs) { index -> FileFailure? in
                let copy = batch[index]
                do throws(FileIOError) {
                    try AtomicFile.write(
                        try copy.bytes.get(), to: copy.destination, sync: sync, modificationTime: copy.modificationTime)
                    return nil
                } catch {
                    return FileFailure(path: copy.relativePath, reason: .io(error))
                }
            }.compactMap { $0 }
        }
        return failures
    }

    /// Gives each copy its source's modification time (the access time with it, as a copy's
    /// write does). A failure leaves a correct copy that the next run compares byte for byte.
    private func setTimes(_ updates: [CopyTimeUpdate]) -> [FileFailure] {
        updates.compactMap { update in
            let time = update.modificationTime.cValue
            // Never through a link: the walk saw a regular file, and one put there since is left alone.
            guard utimensat(AT_FDCWD, update.destination.path, [time, time], AT_SYMLINK_NOFOLLOW) != 0 else {
                return nil
            }
            return FileFailure(
                path: update.relativePath, reason: .io(.last(.setTime, path: update.destination.path)))
        }
    }

    /// Runs one set's plan; every failure becomes part of its result.
    public func generate(_ plan: SetPlan) -> SetResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = SetResult(planned: plan)
        switch plan.status {
        case .upToDate where !plan.writesSetRecord:
            // Nothing to mirror or write (every set of a no-op run): the record is not worked
            // out again only to be found the same.
            result.duration = clock.now - start
            return result
        case .work, .upToDate: break
        default: return result
        }
        do throws(SetFailure) {
            let (written, notes) = try write(plan)
            result.outcome =
                written.isEmpty && plan.contents == nil
                ? .upToDate : .generated(written: written, contentsUpdated: plan.contents != nil)
            result.notes = notes
        } catch {
            // A file the plan could not tell apart from a mirrorable one (an SF Symbols template
            // inside an image set) is a note, like a format not mirrored yet; anything else failed.
            result.outcome = error.isNotMirrorable ? .notMirrored([error.problem]) : .failed([error.problem])
            restoreSourceContents(plan)
        }
        result.duration = clock.now - start
        return result
    }

    private struct SetFailure: Error {
        var problem: SetProblem
        var isNotMirrorable = false
        init(_ file: String?, _ reason: String) { problem = SetProblem(file: file, reason: reason) }
    }

    /// Steps 1 to 5 for one set; returns the variants written and the adapters' notes.
    private func write(_ plan: SetPlan) throws(SetFailure) -> (written: [String], notes: [String]) {
        // 1. Mirror in memory.
        var outputs: [(variant: PlannedVariant, bytes: [UInt8], generated: GeneratedFile)] = []
        var notes: [String] = []
        for variant in plan.variants where variant.action.writes {
            guard let format = variant.format, let adapter = adapters.first(where: { $0.format == format }) else {
                preconditionFailure("the plan writes \(variant.file) without an adapter for its source")
            }
            let mirrored: MirroredImage
            do {
                mirrored = try adapter.mirror(variant.sourceBytes, options: options)
            } catch {
                var failure = SetFailure(variant.source, error.description)
                failure.isNotMirrorable = error.meansNotMirrorable
                throw failure
            }
            if case .reencoded(let reason) = mirrored.method { notes.append("\(variant.file): re-encoded: \(reason)") }
            notes += mirrored.notes.map { "\(variant.file): \($0)" }
            let fingerprint = SHA256.hexDigest(mirrored.bytes)
            let replacing =
                variant.action == .regenerate && variant.existingSHA256 != fingerprint ? variant.existingSHA256 : nil
            outputs.append(
                (
                    variant, mirrored.bytes,
                    GeneratedFile(
                        file: variant.file, source: variant.source, sourceSHA256: variant.sourceSHA256,
                        sha256: fingerprint,
                        replacingSHA256: replacing)
                ))
        }

        // The record when done: every variant still there, none being replaced. Whether it is
        // written at all the plan decided (``SetPlan/writesSetRecord``); only the fingerprints
        // of the variants are learnt here.
        var final = plan.setRecord
        final.add(outputs.map(\.generated))
        let writtenNames = Set(outputs.map(\.variant.file))
        final.keep { writtenNames.contains($0.file) || plan.presentSetRecordFiles.contains($0.file) }
        var pending = final
        final = SetRecord(
            files: final.files.map {
                var file = $0
                file.replacingSHA256 = nil
                return file
            })
        pending.add(outputs.map(\.generated).filter { $0.replacingSHA256 != nil })

        // 2. The record, 3. the variants, 4. Contents.json, 5. the record again if it listed replacements.
        // Made only for a write: on Linux `appendingPathComponent` `stat`s the path.
        func setRecordURL() -> URL { plan.destinationFolder.appendingPathComponent(SetRecord.fileName) }
        if plan.writesSetRecord {
            try save(pending.serialized(), to: setRecordURL())
        }
        for output in outputs {
            try save(output.bytes, to: plan.destinationFolder.appendingPathComponent(output.variant.file))
        }
        if let contents = plan.contents {
            try save(contents.serialized(), to: plan.destinationFolder.appendingPathComponent("Contents.json"))
        }
        if pending != final { try save(final.serialized(), to: setRecordURL()) }
        return (outputs.map(\.variant.file), notes)
    }

    /// A failure names the file by its name in the set, which the report line already names,
    /// not by the absolute path the write was made on.
    private func save(_ bytes: [UInt8], to url: URL) throws(SetFailure) {
        do { try AtomicFile.write(bytes, to: url, sync: sync) } catch {
            throw SetFailure(url.lastPathComponent, error.naming(url.path, as: url.lastPathComponent).description)
        }
    }

    /// After a failed set in a derived catalog: the source's `Contents.json`, which the copy
    /// left to generation, so that the derived set is at least the source's.
    private func restoreSourceContents(_ plan: SetPlan) {
        guard let bytes = plan.contentsToRestore else { return }
        let destination = plan.destinationFolder.appendingPathComponent("Contents.json")
        // Best effort: the set is already reported as failed, with the reason that matters.
        try? AtomicFile.write(bytes, to: destination, sync: sync)
    }
}
