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
    /// removed by ``leftovers(in:displayPath:source:sourcePaths:live:)``).
    ///
    /// `skipping`: paths inside the catalog (folders or files) that are neither walked nor
    /// copied: what the catalog reader could not vet (an unreadable set).
    ///
    /// Throws when a folder of the source cannot be listed: a copy missing files is not derived.
    static func copies(
        from source: URL, to destination: URL, leaving owned: [String: Set<String>], skipping: Set<String> = [],
        files snapshot: GenerationSnapshot
    ) throws(FileIOError) -> (copies: [FileCopy], paths: Set<String>) {
        let root = canonicalPath(source.path)
        var files: [FileCopy] = []
        var contents: [FileCopy] = []
        var paths: Set<String> = []
        // Canonical paths of folders walked, so that a link inside the catalog cannot make a loop.
        var walked: Set<String> = [root]
        func walk(_ relativeFolder: String) throws(FileIOError) {
            let folder = relativeFolder.isEmpty ? source : source.appendingPathComponent(relativeFolder)
            let names = try FolderListing.names(in: folder.path)
            for name in names
            where !name.hasSuffix(AtomicFile.temporarySuffix)
                && !(relativeFolder.isEmpty && name == DerivedRecord.fileName)
            {
                let relativePath = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                if skipping.contains(relativePath) { continue }
                let url = source.appendingPathComponent(relativePath)
                var status = stat()
                guard lstat(url.path, &status) == 0 else { continue }
                if (status.st_mode & S_IFMT) == S_IFLNK {
                    let target = canonicalPath(url.path)
                    guard target.hasPrefix(root + "/"), stat(url.path, &status) == 0 else { continue }
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    if walked.insert(canonicalPath(url.path)).inserted { try walk(relativePath) }
                case S_IFREG:
                    paths.insert(relativePath)
                    if owned[relativeFolder]?.contains(name) == true { continue }
                    let target = destination.appendingPathComponent(relativePath)
                    let bytes: Result<[UInt8], FileIOError>
                    do throws(FileIOError) {
                        // Gone since the listing: reading it is what fails.
                        if let read = try snapshot.bytes(url) {
                            bytes = .success(read)
                        } else {
                            bytes = .success(try FileContents.read(url.path))
                        }
                    } catch {
                        bytes = .failure(error)
                    }
                    // Unreadable in the copy: written, so that the run reports any failure.
                    if case .success(let sourceBytes) = bytes, (try? snapshot.bytes(target)) == sourceBytes {
                        continue
                    }
                    let copy = FileCopy(source: url, destination: target, relativePath: relativePath, bytes: bytes)
                    if name == "Contents.json" { contents.append(copy) } else { files.append(copy) }
                default:
                    continue
                }
            }
        }
        try walk("")
        return (files + contents, paths)
    }
}
