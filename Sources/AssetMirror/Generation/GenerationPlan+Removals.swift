import Foundation

extension GenerationPlan {
    /// What a derived catalog holds that its source no longer accounts for: the files and
    /// folders to remove, and the files kept because no record says assetmirror wrote them.
    struct Leftovers {
        var removals: [FileRemoval] = []
        /// Paths inside the catalog.
        var kept: [String] = []
        /// The derived record's bytes as they stand, or `nil` when there is none.
        var recordBytes: [UInt8]?
        /// Symbolic links found in the derived catalog, paths inside it: nothing is written
        /// through them (a link where a folder was would send the copy elsewhere).
        var links: [String] = []
        /// The paths the derived record lists below what is left untouched: listed still.
        var untouchedPaths: [String] = []
    }

    /// How generate walks a derived catalog: every name, hidden and temporary ones too, and no
    /// link followed (a link there is refused, never written through).
    static let derivedCatalogPolicy = WalkPolicy(links: .none, includesHidden: true, includesTemporaryFiles: true)

    /// The regular files of the derived catalog at `destination` as they stand, by path inside
    /// it; empty when there is no such folder yet. Walked under ``derivedCatalogPolicy`` with
    /// `listings`, which ``leftovers(in:source:sourcePaths:live:untouched:record:files:listings:)``
    /// then shares, so each folder of the derived catalog is listed once. A folder that cannot
    /// be listed is left out here, and reported by that walk, which the plan cannot pass.
    static func existingFiles(in destination: URL, listings: WalkListings) -> [String: WalkEntry] {
        var status = stat()
        guard lstat(destination.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return [:] }
        var walker = FolderWalker(root: destination.path, policy: derivedCatalogPolicy, listings: listings)
        var found: [WalkEntry] = []
        do throws(FileIOError) {
            try walker.walk { entry in
                if case .file = entry.kind, !entry.isLink { found.append(entry) }
            }
        } catch {}
        // Made at its final size at once: grown an entry at a time, a catalog's 50,000 paths
        // were hashed again at every doubling.
        return Dictionary(found.lazy.map { ($0.relativePath, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// A derived catalog's ``DerivedRecord`` as it stands, read and parsed once.
    struct RecordedPaths: Sendable {
        /// Its bytes, or `nil` when there is none.
        var bytes: [UInt8]?
        /// The paths it lists.
        var paths: Set<String> = []
        /// The folders the copies made: every folder above a path it lists.
        var folders: Set<String> = []

        /// No record.
        init() {}

        /// The record of the derived catalog at `destination` (`displayPath` for messages), read
        /// through `files`.
        ///
        /// - Throws: when it cannot be read, or is not a record this version wrote.
        init(of destination: URL, displayPath: String, files: GenerationSnapshot) throws(GenerationError) {
            do { bytes = try files.bytes(destination.appendingPathComponent(DerivedRecord.fileName)) } catch {
                throw .unreadableCatalog(.unreadable(error))
            }
            guard let bytes else { return }
            let listed: [String]
            do { listed = try DerivedRecord.paths(parsing: bytes) } catch {
                throw .unreadableDerivedRecord(catalog: displayPath, error)
            }
            paths = Set(listed)
            var previous: String?
            for path in listed {
                var folder = GenerationPlan.folder(of: path)
                // The record lists a folder's files one after another: its folders are known.
                if folder == previous { continue }
                previous = folder
                while !folder.isEmpty, folders.insert(folder).inserted {
                    folder = GenerationPlan.folder(of: folder)
                }
            }
        }
    }

    /// The leftovers of the derived catalog at `destination`, whose source now holds
    /// `sourcePaths`; `live` names, by set folder, the files each set still in the source
    /// generates or keeps (its variants, its record, its `Contents.json`); `untouched` names
    /// folders and files (unreadable sets of the source) that are neither removed nor walked;
    /// `record` is the catalog's ``DerivedRecord`` as it stands.
    /// The walk shares `listings` with ``existingFiles(in:listings:)``.
    ///
    /// A file is removed only when a record says assetmirror wrote it and the source no longer
    /// has it: the catalog's ``DerivedRecord`` lists it (a copy), or it is a variant or the
    /// `.assetmirror.json` of a set whose `Contents.json` the derived record lists and the source
    /// no longer has, and a variant's bytes still hash to its recorded fingerprint. Everything
    /// else found is kept. A folder is removed when removals empty it and the source has no such
    /// folder.
    ///
    /// The order is what keeps a killed run consistent: every `Contents.json` first (a set then
    /// names nothing), then the other files, then each set's `.assetmirror.json` (the evidence
    /// for its variants, gone only after them), then the emptied folders, deepest first. The
    /// derived record, the evidence for the copies, is rewritten by the runner after all of them.
    static func leftovers(
        in destination: URL, source: URL, sourcePaths: Set<String>, live: [String: Set<String>],
        untouched: Set<String> = [], record: RecordedPaths, files snapshot: GenerationSnapshot, listings: WalkListings
    ) throws(GenerationError) -> Leftovers {
        let recorded = record.paths
        let recordedFolders = record.folders
        var leftovers = Leftovers()
        leftovers.recordBytes = record.bytes
        func isUntouched(_ path: String) -> Bool {
            !untouched.isEmpty
                && untouched.contains { path == $0 || (path.hasPrefix($0) && path.dropFirst($0.count).first == "/") }
        }
        leftovers.untouchedPaths = recorded.filter(isUntouched).sorted()
        var status = stat()
        guard lstat(destination.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return leftovers }

        // Sets that left the source: their folder's `Contents.json` was copied, and is gone from the source.
        var departedSets: [String: SetRecord] = [:]
        for path in recorded
        where (path == "Contents.json" || path.hasSuffix("/Contents.json")) && !sourcePaths.contains(path) {
            let folder = Self.folder(of: path)
            guard live[folder] == nil,
                let bytes = try? snapshot.bytes(
                    destination.appendingPathComponent(folder).appendingPathComponent(SetRecord.fileName)),
                let setRecord = try? SetRecord(parsing: bytes)
            else { continue } // No readable record: its files are kept, and reported as kept.
            departedSets[folder] = setRecord
        }

        var contents: [FileRemoval] = []
        var files: [FileRemoval] = []
        var setRecords: [FileRemoval] = []
        var folders: [FileRemoval] = []
        let walker = FolderWalker(root: destination.path, policy: Self.derivedCatalogPolicy, listings: listings)
        /// Walks one folder; returns whether the removals empty it.
        func walk(_ folder: WalkEntry) throws(GenerationError) -> Bool {
            let relativeFolder = folder.relativePath
            let liveHere = live[relativeFolder]
            let entries: [WalkEntry]
            do { entries = try walker.entries(in: folder) } catch {
                throw .unreadableCatalog(.unreadable(error))
            }
            var emptied = true
            for entry in entries {
                let name = entry.name
                let path = entry.relativePath
                if isUntouched(path) {
                    emptied = false
                    continue
                }
                switch entry.kind {
                case .unreadable, .undecodableName:
                    emptied = false
                    continue
                default:
                    break
                }
                if entry.isLink { leftovers.links.append(path) }
                if entry.isFolder {
                    if try walk(entry) {
                        folders.append(FileRemoval(catalog: destination, relativePath: path, kind: .folder))
                    } else {
                        emptied = false
                    }
                    continue
                }
                if (relativeFolder.isEmpty && name == DerivedRecord.fileName) || sourcePaths.contains(path)
                    || liveHere?.contains(name) == true || name.hasSuffix(AtomicFile.temporarySuffix)
                {
                    emptied = false
                    continue
                }
                let isFile = if case .file = entry.kind { !entry.isLink } else { false }
                let removal: FileRemoval.Kind? =
                    if !isFile {
                        nil
                    } else if recorded.contains(path) {
                        .copy
                    } else if let setRecord = departedSets[relativeFolder] {
                        if name == SetRecord.fileName {
                            .setRecord
                        } else if let generated = setRecord[name],
                            let fingerprint = try? snapshot.sha256(atPath: entry.path),
                            generated.isOurs(fingerprint: fingerprint)
                        {
                            .variant(sha256: fingerprint)
                        } else {
                            nil
                        }
                    } else {
                        nil
                    }
                guard let removal else {
                    leftovers.kept.append(path)
                    emptied = false
                    continue
                }
                let item = FileRemoval(catalog: destination, relativePath: path, kind: removal)
                if name == "Contents.json" {
                    contents.append(item)
                } else if name == SetRecord.fileName {
                    setRecords.append(item)
                } else {
                    files.append(item)
                }
            }
            // Only a folder the source lacks, and only when something in it goes or the derived
            // record says the copies made it (a run killed after emptying it, before removing
            // it): a folder left empty some other way is not ours to remove.
            let removesSomething =
                recordedFolders.contains(relativeFolder)
                || (contents + files + setRecords + folders).contains {
                    $0.relativePath.hasPrefix(relativeFolder + "/")
                }
            return emptied && removesSomething && !relativeFolder.isEmpty
                && lstat(source.appendingPathComponent(relativeFolder).path, &status) != 0
        }
        _ = try walk(walker.rootFolder)
        leftovers.removals = contents + files + setRecords + folders
        return leftovers
    }

    /// The folder of `path`, a path inside the catalog as a derived record lists it (relative,
    /// no empty component): `Icons/back.imageset/Contents.json` → `Icons/back.imageset`, and
    /// `Contents.json` → the empty string. A byte search, where `NSString`'s path methods cost
    /// more than the rest of the loop over every path of the catalog.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }
}
