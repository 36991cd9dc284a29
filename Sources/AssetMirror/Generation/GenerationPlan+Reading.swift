import Foundation

extension GenerationPlan {
    /// The plan for generating the missing twins of every directional set in `catalogs`.
    ///
    /// Reads each catalog, each directional set's files and records, and (for a derived output)
    /// the derived copy as it stands; fingerprints sources and variants; writes nothing.
    ///
    /// - Parameters:
    ///   - catalogs: each catalog folder, with its path as the user gave it (for messages).
    ///   - force: replace files at a variant's name that assetmirror did not write.
    ///   - directionTable: where the direction table of each catalog written goes, or `nil`
    ///     for none.
    ///   - adapters: the formats that can be mirrored; ``ImageCodecs/mirroring`` but in tests.
    ///   - reader: how files are read, each at most once; the disk but in tests.
    ///   - jobs: workers that read each catalog (``AssetCatalog/init(reading:path:jobs:)``) and
    ///     plan its sets. The plan is the same for any number: each set is planned on its own and
    ///     the plans are put in the catalog's order of sets.
    /// - Throws: before anything is written, when a catalog (or, for a derived output, any
    ///   folder of it) cannot be read, or when a derived
    ///   catalog would overlap its source or another derived catalog.
    public init(
        catalogs: [(url: URL, path: String)], output: Output, naming: VariantNaming = .default, force: Bool = false,
        directionTable: DirectionTableDestination? = nil, adapters: [any ImageMirroring] = ImageCodecs.mirroring,
        reader: any GenerationFileReader = DiskFileReader(), jobs: Int = 1
    ) throws(GenerationError) {
        try self.init(
            catalogs: catalogs.map { ($0.url, $0.path, naming) }, output: output, force: force,
            directionTable: directionTable, adapters: adapters, reader: reader, jobs: jobs)
    }

    /// The same, with each catalog's own naming (from the `.assetmirror.yml` that governs it).
    public init(
        catalogs: [(url: URL, path: String, naming: VariantNaming)], output: Output, force: Bool = false,
        directionTable: DirectionTableDestination? = nil, adapters: [any ImageMirroring] = ImageCodecs.mirroring,
        reader: any GenerationFileReader = DiskFileReader(), jobs: Int = 1
    ) throws(GenerationError) {
        if case .file(_, let path) = directionTable, catalogs.count > 1 {
            throw .directionTableFileForManyCatalogs(path: path, catalogs: catalogs.count)
        }
        let files = GenerationSnapshot(reader: reader)
        var targets = try Self.targets(catalogs.map { ($0.url, $0.path) }, output: output)
        var sets: [PlannedSet] = []
        var operations = Operations()
        var kept: [String] = []
        var refusedLinks: [String] = []
        // Of each catalog written, for the search for temporary files: in place the source's.
        var writtenListings: [WalkListings] = []
        for (index, input) in catalogs.enumerated() {
            let target = targets[index]
            let planner = SetPlanner(naming: input.naming, force: force, adapters: adapters)
            // Read on a worker of its own while the source is read, when there are several jobs.
            var derived: DerivedCatalogReading?
            if case .derived = output {
                derived = DerivedCatalogReading(
                    destination: target.destination, displayPath: target.destinationPath, files: files,
                    inBackground: jobs > 1)
            }
            defer { derived?.finish() }
            // Shared by the catalog reader and the copy, so each folder of the source is listed once.
            let sourceListings = WalkListings(root: target.source.path, links: .insideRoot)
            let catalog: AssetCatalog
            do {
                catalog = try AssetCatalog(
                    reading: target.source, path: target.path, listings: sourceListings, jobs: jobs)
            } catch {
                throw .unreadableCatalog(error)
            }
            // A folder inside that cannot be listed hides its sets: generating the others and
            // exiting 0 told CI every variant was made. Refused, as a derived copy of it is.
            for case .unreadable(let path, let error) in catalog.problems where error.operation == .listFolder {
                throw .unreadableCatalog(.unreadable(error.naming(catalog.displayPath(of: path))))
            }
            // For the copy and the leftovers of a derived catalog, which compare files with the
            // source's `Contents.json`. In place nothing reads one through the snapshot (a set's
            // planner has its parsed document), and handing it ten thousand costs a no-op run.
            if case .derived = output { files.know(catalog) }
            if case .inPlace = output { writtenListings.append(sourceListings) }
            // The derived catalog as it stands, walked once, before any set looks into it.
            var derivedListings: WalkListings?
            var existing: [String: WalkEntry] = [:]
            var derivedRecord = Result<RecordedPaths, GenerationError>.success(RecordedPaths())
            if let derived {
                let listings = derived.listings
                (existing, derivedRecord) = (derived.contents.files, derived.contents.record)
                derivedListings = listings
                writtenListings.append(listings)
            }
            var owned: [String: Set<String>] = [:]
            var live: [String: Set<String>] = [:]
            let firstSet = sets.count
            let shared = ReadOnlyListings(listings: derivedListings)
            // Each set planned on its own, on `jobs` workers; the plans in the catalog's order.
            // The folders' paths are joined as strings: a `URL`'s `path` is parsed again each time.
            let sourceRoot = catalog.url.path
            let destinationRoot = target.destination.path
            let inPlace = catalog.url == target.destination
            let plans = ParallelWork.map(count: catalog.sets.count, jobs: jobs) { index -> PlannedSet? in
                let set = catalog.sets[index]
                return planner.plan(
                    set, displayPath: catalog.displayPath(of: set.relativePath),
                    folders: {
                        // A folder, so said: `appendingPathComponent` `stat`s the path on Linux to
                        // learn it (the derived copy's may not exist yet: the copy makes it a
                        // folder). In place the one `URL` serves both.
                        let source = catalog.url.appendingPathComponent(set.relativePath, isDirectory: true)
                        let sourcePath = set.relativePath.isEmpty ? sourceRoot : sourceRoot + "/" + set.relativePath
                        let derived = !inPlace || set.relativePath.isEmpty
                        let shown = (target.destinationPath as NSString).appendingPathComponent(set.relativePath)
                        return SetFolders(
                            source: source, sourcePath: sourcePath,
                            destination: derived
                                ? target.destination.appendingPathComponent(set.relativePath, isDirectory: true)
                                : source,
                            destinationPath: !derived
                                ? sourcePath
                                : set.relativePath.isEmpty ? destinationRoot : destinationRoot + "/" + set.relativePath,
                            destinationShown: shown, files: files, destinationListings: shared.listings)
                    })
            }
            for case let planned? in plans {
                sets.append(planned)
                let path = planned.plan.relativePath
                owned[path] = planned.generatedNames
                // What a derived copy's leftovers must not take for the source's removed files.
                guard derivedListings != nil else { continue }
                live[path] = Set(planned.plan.variants.map(\.file)).union(planned.recordedNames)
                    .union(planned.generatedNames).union(["Contents.json", SetRecord.fileName])
            }
            let unreadable = Self.unreadableSets(in: catalog, target: target, output: output, planned: owned.keys)
            sets += unreadable.plans.map { PlannedSet(plan: $0) }
            if let derivedListings {
                if jobs > 1 { Self.readFileStatus(ofCatalogAt: target.source, listings: sourceListings, jobs: jobs) }
                var found: (copies: [FileCopy], times: [CopyTimeUpdate], paths: Set<String>, walked: [String])
                do {
                    found = try Self.copies(
                        from: target.source, to: target.destination, leaving: owned, skipping: unreadable.unvetted,
                        files: files, listings: sourceListings, destinationFiles: existing)
                } catch {
                    throw .unreadableCatalog(.unreadable(error))
                }
                let leftovers = try Self.leftovers(
                    in: target.destination, source: target.source, sourcePaths: found.paths, live: live,
                    untouched: unreadable.unvetted, record: derivedRecord.get(), files: files,
                    listings: derivedListings)
                kept += leftovers.kept.map { (target.destinationPath as NSString).appendingPathComponent($0) }
                refusedLinks += Self.refuseWrites(
                    through: leftovers.links, in: target, copies: &found.copies, sets: &sets[firstSet...])
                let record = DerivedRecord(paths: found.walked + leftovers.untouchedPaths)
                targets[index].derivedRecord = record
                targets[index].derivedRecordBytes = leftovers.recordBytes
                operations.add(
                    copies: found.copies, times: found.times, removals: leftovers.removals, record: record,
                    recordBytes: leftovers.recordBytes, of: target)
            }
            if let directionTable {
                var named = catalog
                named.path = target.destination.lastPathComponent
                let (url, displayPath) =
                    switch directionTable {
                    case .besideEachCatalog:
                        (
                            DirectionTableFile.url(besides: target.destination),
                            PlannedDirectionTable.path(besides: target.destinationPath)
                        )
                    case .file(let url, let path): (url, path)
                    }
                let current: Result<[UInt8]?, FileIOError>
                do throws(FileIOError) { current = .success(try files.bytes(url)) } catch { current = .failure(error) }
                operations.add(
                    PlannedDirectionTable(
                        url: url, displayPath: displayPath, currentBytes: current, catalog: named,
                        sets: Array(sets[firstSet...]), firstIndex: firstSet), of: target)
            }
        }
        let temporaryFiles = LeftoverTemporaryFiles.find(
            in: Self.temporaryFileScopes(
                catalogs: catalogs.map { ($0.url, $0.path) }, output: output, directionTable: directionTable),
            listings: writtenListings)
        self.init(
            output: output, catalogs: targets, sets: sets.map(\.plan),
            operations: operations.list(temporaryFiles: temporaryFiles, sets: sets), kept: kept,
            refusedLinks: refusedLinks, directionTables: operations.tableResults)
    }

    /// A failed plan for each set or group of `catalog` that cannot be read (a `Contents.json`
    /// that is malformed, of the wrong shape or unreadable; a folder that is a link out of the
    /// catalog), so that none is skipped in silence: each is named, and fails the run.
    ///
    /// Also what of them a derived copy must neither copy nor remove (`unvetted`, paths inside
    /// the catalog): the folder of each such set, whose content no reader has vetted (a link
    /// out, a `Contents.json` naming anything), and each such group's `Contents.json`. A copy an
    /// earlier run made of them is left as it is, and the set's problem says so.
    private static func unreadableSets(
        in catalog: AssetCatalog, target: Catalog, output: Output, planned: some Sequence<String>
    ) -> (plans: [SetPlan], unvetted: Set<String>) {
        // Made only for a catalog with problems: most have none, and they have thousands of sets.
        guard !catalog.problems.isEmpty else { return ([], []) }
        let planned = Set(planned)
        let unsafeFiles = Set(catalog.sets.flatMap { set in set.unsafeFiles.map { set.relativePath + "/" + $0 } })
        let setFolders = Set(catalog.sets.map(\.relativePath))
        var plans: [SetPlan] = []
        var unvetted: Set<String> = []
        for problem in catalog.problems {
            let folder: String
            let file: String?
            let skipped: String
            switch problem {
            case .malformedJSON(let path, _), .unexpectedStructure(let path, _), .unreadable(let path, _):
                guard PathText.name(of: path) == "Contents.json" else { continue }
                folder = PathText.folder(of: path)
                file = "Contents.json"
                skipped = setFolders.contains(folder) ? folder : path
            case .linkOutsideCatalog(let path, _):
                guard !unsafeFiles.contains(path) else { continue }
                folder = path
                file = nil
                skipped = path
            default:
                continue
            }
            // A set planned all the same (an entry that is not an object) says so itself.
            guard !planned.contains(folder) else { continue }
            unvetted.insert(skipped)
            var reason = problem.description + "; nothing in it is generated until it can be read"
            if case .derived = output {
                let copy = (target.destinationPath as NSString).appendingPathComponent(skipped)
                var status = stat()
                reason +=
                    lstat(target.destination.appendingPathComponent(skipped).path, &status) == 0
                    ? ", nor copied: \(copy), an earlier run's copy, is left as it was"
                    : ", nor copied to \(target.destinationPath)"
            }
            plans.append(
                SetPlan(
                    displayPath: catalog.displayPath(of: folder), relativePath: folder,
                    status: .failed([SetProblem(file: file, reason: reason)])))
        }
        return (plans, unvetted)
    }

    /// Leaves out every write of `catalog` that would go through one of `links` (paths inside
    /// the derived catalog): its copies are dropped, its sets fail, naming the link. Returns the
    /// links refused, as the user would name them.
    private static func refuseWrites(
        through links: [String], in catalog: Catalog, copies: inout [FileCopy], sets: inout ArraySlice<PlannedSet>
    ) -> [String] {
        guard !links.isEmpty else { return [] }
        func link(above path: String) -> String? { links.first { path.hasPrefix($0 + "/") } }
        func shown(_ link: String) -> String { (catalog.destinationPath as NSString).appendingPathComponent(link) }
        var refused: Set<String> = []
        let prefix = catalog.destination.path + "/"
        copies.removeAll { copy in
            guard copy.destination.path.hasPrefix(prefix), let link = link(above: copy.relativePath) else {
                return false
            }
            refused.insert(link)
            return true
        }
        for index in sets.indices {
            let set = sets[index].plan
            guard let link = link(above: set.relativePath + "/Contents.json") else { continue }
            refused.insert(link)
            let problem = SetProblem(
                file: nil,
                reason:
                    "\(shown(link)) is a symbolic link in the derived catalog, and assetmirror never writes through one; replace it with a folder"
            )
            sets[index] = PlannedSet(
                plan: SetPlan(
                    displayPath: set.displayPath, relativePath: set.relativePath, status: .failed([problem]),
                    variants: set.variants))
        }
        return refused.sorted().map(shown)
    }

    /// Where each catalog's result goes, checked for overlaps.
    private static func targets(_ catalogs: [(url: URL, path: String)], output: Output) throws(GenerationError)
        -> [Catalog]
    {
        guard case .derived(let folder) = output else {
            return catalogs.map {
                Catalog(source: $0.url, path: $0.path, destination: $0.url, destinationPath: $0.path)
            }
        }
        var status = stat()
        if stat(folder.path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR {
            throw .outputIsAFile(path: folder.relativePath)
        }
        var targets: [Catalog] = []
        var byDestination: [String: String] = [:]
        for catalog in catalogs {
            let (destination, destinationPath) = derivedCatalog(of: catalog.url, in: folder)
            if lstat(destination.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK {
                throw .outputIsALink(path: destinationPath)
            }
            let source = canonicalPath(catalog.url.path)
            let derived = canonicalPath(destination.path)
            if derived == source || derived.hasPrefix(source + "/") || source.hasPrefix(derived + "/") {
                throw .outputOverlapsInput(output: destinationPath, catalog: catalog.path)
            }
            // Lowercased: `Icons.xcassets` and `icons.xcassets` are one folder on macOS's default
            // (case-insensitive) volumes, so they are refused on every system alike.
            if let other = byDestination[derived.lowercased()] {
                throw .duplicateOutput(output: destinationPath, catalogs: [other, catalog.path])
            }
            byDestination[derived.lowercased()] = catalog.path
            targets.append(
                Catalog(
                    source: catalog.url, path: catalog.path, destination: destination, destinationPath: destinationPath)
            )
        }
        return targets
    }
}

/// A derived catalog's listings, handed to the workers that plan sets: made before planning
/// starts and only read while it runs (`WalkListings.listed(inFolder:)`), so sharing them is safe.
private struct ReadOnlyListings: @unchecked Sendable {
    let listings: WalkListings?
}
