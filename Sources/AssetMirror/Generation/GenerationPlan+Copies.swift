import Foundation

extension GenerationPlan {
    /// The files of the catalog at `source` whose copy at `destination` is missing or differs,
    /// leaving out the files generation writes there (`owned`: names by set folder).
    ///
    /// Every regular file is copied, hidden ones included (a source's own record among them),
    /// except assetmirror's temporary files and a ``DerivedRecord`` at the root. Links are
    /// followed only to files inside the catalog, as the catalog reader does. `Contents.json`
    /// files come after all others. Also returns every path the walk found, owned ones
    /// included: what the derived catalog's record lists (files the source no longer has are
    /// removed by ``leftovers(in:source:sourcePaths:live:untouched:record:files:listings:)``),
    /// as a set and in the walk's order (`walked`), which is close to the record's.
    ///
    /// The walk is ``FolderWalker``'s under `WalkPolicy(includesHidden: true)`, sharing
    /// `listings` with the catalog reader's, so no folder of the source is listed twice.
    ///
    /// A copy is up to date, and left out without reading either file, when the derived copy
    /// (`destinationFiles`, by path inside the catalog) is a regular file of the source's size
    /// with the source's modification time to the nanosecond: the time every copy takes from
    /// its source (see ``FileCopy/modificationTime``), and one that any later write to either
    /// file changes. Otherwise the bytes are compared, as they always were; a copy of the same
    /// bytes at another time is not copied, but its time is set (`times`), so that the next run
    /// need not read it.
    ///
    /// `skipping`: paths inside the catalog (folders or files) that are neither walked nor
    /// copied: what the catalog reader could not vet (an unreadable set).
    ///
    /// Throws when a folder of the source cannot be listed: a copy missing files is not derived.
    static func copies(
        from source: URL, to destination: URL, leaving owned: [String: Set<String>], skipping: Set<String> = [],
        files snapshot: GenerationSnapshot, listings: WalkListings, destinationFiles: [String: WalkEntry]
    ) throws(FileIOError) -> (copies: [FileCopy], times: [CopyTimeUpdate], paths: Set<String>, walked: [String]) {
        var walker = FolderWalker(root: source.path, policy: copyPolicy, listings: listings)
        let destinationRoot = destination.path
        var files: [FileCopy] = []
        var contents: [FileCopy] = []
        var times: [CopyTimeUpdate] = []
        var paths: Set<String> = []
        var walked: [String] = []
        // About as many as the derived catalog holds: made at that size, rather than grown.
        paths.reserveCapacity(destinationFiles.count)
        walked.reserveCapacity(destinationFiles.count)
        func walk(_ folder: WalkEntry) throws(FileIOError) {
            let ownedHere = owned[folder.relativePath]
            for entry in try walker.entries(in: folder)
            where !(folder.relativePath.isEmpty && entry.name == DerivedRecord.fileName)
                && !skipping.contains(entry.relativePath)
            {
                switch entry.kind {
                case .folder:
                    if walker.enter(entry) { try walk(entry) }
                case .file(let size?):
                    let relativePath = entry.relativePath
                    if paths.insert(relativePath).inserted { walked.append(relativePath) }
                    if ownedHere?.contains(entry.name) == true { continue }
                    if let copy = destinationFiles[relativePath], Self.isUnchanged(copy, size: size, of: entry) {
                        continue
                    }
                    let target = destinationRoot + "/" + relativePath
                    let bytes: Result<[UInt8], FileIOError>
                    do throws(FileIOError) {
                        // Gone since the listing: reading it is what fails.
                        if let read = try snapshot.bytes(atPath: entry.path) {
                            bytes = .success(read)
                        } else {
                            bytes = .success(try FileContents.read(entry.path))
                        }
                    } catch {
                        bytes = .failure(error)
                    }
                    // Unreadable in the copy: written, so that the run reports any failure.
                    if case .success(let sourceBytes) = bytes, (try? snapshot.bytes(atPath: target)) == sourceBytes {
                        // Listed by the walk as a regular file (never a link): its time is the one thing to fix.
                        if let copy = destinationFiles[relativePath], let time = entry.modificationTime,
                            copy.modificationTime != time
                        {
                            times.append(
                                CopyTimeUpdate(
                                    destination: destination.appendingPathComponent(relativePath),
                                    relativePath: relativePath, modificationTime: time))
                        }
                        continue
                    }
                    let copy = FileCopy(
                        source: source.appendingPathComponent(relativePath),
                        destination: destination.appendingPathComponent(relativePath), relativePath: relativePath,
                        bytes: bytes, modificationTime: entry.modificationTime)
                    if entry.name == "Contents.json" { contents.append(copy) } else { files.append(copy) }
                default:
                    continue
                }
            }
        }
        try walk(walker.rootFolder)
        return (files + contents, times, paths, walked)
    }

    /// Reads the size and time of each file in the folders of the catalog at `source` that
    /// `listings` hold without them (the catalog reader reads none), on `jobs` workers, and
    /// keeps them there: ``copies(from:to:leaving:skipping:files:listings:destinationFiles:)``,
    /// whose check needs them, then finds them read, as its walk would have read them
    /// (``FolderWalker/entries(in:)``, under the same policy), one `lstat` a file.
    static func readFileStatus(ofCatalogAt source: URL, listings: WalkListings, jobs: Int) {
        let walker = FolderWalker(root: source.path, policy: copyPolicy, listings: listings)
        let listed = listings.all
        func lacksStatus(_ path: String) -> Bool {
            (try? listed[path]?.get())?.contains(where: \.lacksStatus) ?? false
        }
        var found = lacksStatus(walker.root) ? [walker.rootFolder] : []
        for case .success(let entries) in listed.values {
            found += entries.filter { $0.isFolder && lacksStatus($0.path) }
        }
        let folders = found
        _ = ParallelWork.map(count: folders.count, jobs: jobs) { index in
            _ = try? walker.entries(in: folders[index])
        }
    }

    /// How the copy walks a source catalog: every file, hidden ones too, temporary files out.
    static let copyPolicy = WalkPolicy(includesHidden: true)

    /// Whether `copy`, found in the derived catalog, is a regular file of `size` bytes with the
    /// modification time of `source`: a copy no one has written to since it was made.
    private static func isUnchanged(_ copy: WalkEntry, size: Int, of source: WalkEntry) -> Bool {
        guard !copy.isLink, copy.kind == .file(size: size), let time = source.modificationTime else { return false }
        return copy.modificationTime == time
    }
}
