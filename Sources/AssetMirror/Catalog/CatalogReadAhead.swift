import Foundation

/// A catalog's folders listed, and their `Contents.json` files read and parsed, on several
/// workers, before the catalog reader walks the catalog in order.
///
/// The walk itself stays serial and decides everything (which folder is a group or a set,
/// which link is followed, the order of groups, sets and problems); it only finds what it asks
/// for here already done. So a catalog read with any number of workers, in any order the
/// workers finish, is the catalog read with none. Listing and parsing are most of the reader's
/// time (system calls, one folder at a time), and they depend on nothing the walk decides.
///
/// What is read ahead is exactly what the walk would read: every folder below the root reached
/// through folders that are not links and not named `Contents.json` (the walk lists each of
/// them, group or set, known type or not), listed into the walk's ``WalkListings``; and each
/// such folder's `Contents.json` when its listing says it is a file. Folders reached through
/// links are left to the walk, which decides whether they are walked at all. The folders are
/// taken one depth at a time: each depth's folders are spread over the workers in batches
/// (``batches(of:jobs:)``), and their child folders make the next depth.
struct CatalogReadAhead {
    /// A `Contents.json` read and parsed, or why not.
    enum Contents: Sendable {
        case parsed(JSONDocument)
        case unreadable(FileIOError)
        case malformed(JSONSyntaxError)

        /// The file at `path` (a path the system opens), read once and parsed.
        init(readingFileAt path: String) {
            self.init { () throws(FileIOError) in try FileContents.read(path) }
        }

        /// The file `name` in `folder`, read once through its descriptor and parsed; `path`,
        /// its whole path, names it in an error, as ``init(readingFileAt:)`` would.
        init(readingFile name: String, in folder: borrowing OpenFolder, path: @autoclosure () -> String) {
            self.init { () throws(FileIOError) in try folder.readFile(named: name, path: path()) }
        }

        private init(reading read: () throws(FileIOError) -> [UInt8]) {
            let bytes: [UInt8]
            do { bytes = try read() } catch {
                self = .unreadable(error)
                return
            }
            do { self = .parsed(try JSONDocument(parsing: bytes)) } catch { self = .malformed(error) }
        }
    }

    /// The order in which each depth's folders are handed to the workers. The results are
    /// assembled by position whatever the order; `.reversed` lets a test show that they are.
    enum Handout: Sendable {
        case inOrder, reversed
    }

    /// The `Contents.json` read, by the path of its folder below the root.
    private(set) var contents: [String: Contents] = [:]

    /// Lists every folder below the root that the walk will list, and reads their
    /// `Contents.json` files, on at most `jobs` workers.
    ///
    /// - Parameters:
    ///   - rootEntries: the root's entries, listed already.
    ///   - folders: the walk's walker; its listings receive every folder listed here.
    ///   - rootPath: the prefix of every path handed to the system, as the walk spells it.
    init(rootEntries: [WalkEntry], folders: FolderWalker, rootPath: String, jobs: Int, handout: Handout) {
        // Listings that do not serve the walk would list every folder again: nothing to gain.
        guard let listings = folders.listings, listings.serves(folders) else { return }
        var depth = Self.folders(among: rootEntries)
        while !depth.isEmpty {
            let level = depth
            let batches = Self.batches(of: level.count, jobs: jobs)
            let order = handout == .reversed ? Array(batches.indices.reversed()) : nil
            let read = ParallelWork.map(count: batches.count, jobs: jobs, order: order) { batch in
                batches[batch].map { index in
                    Self.read(level[index], folders: folders, rootPath: rootPath)
                }
            }
            depth = []
            for (folder, result) in zip(level, read.joined()) {
                listings.store(result.listing, inFolder: Self.fullPath(folder.relativePath, rootPath: rootPath))
                if let found = result.contents { contents[folder.relativePath] = found }
                depth += result.folders
            }
        }
    }

    /// One folder read on a worker: its listing, as the shared listings keep it; the folders
    /// among its entries that the walk descends into; its `Contents.json` if its listing says
    /// it is a file.
    private static func read(
        _ folder: WalkEntry, folders: FolderWalker, rootPath: String
    ) -> (listing: Result<[WalkEntry], FileIOError>, folders: [WalkEntry], contents: Contents?) {
        let listed = listedFolder(folder.relativePath, rootPath: rootPath, canonicalPath: folder.canonicalPath)
        // A folder that cannot be listed: its failure is kept in the listings, where the walk
        // finds it and reports it.
        let open: OpenFolder
        do { open = try OpenFolder(path: listed.path) } catch { return (.failure(error), [], nil) }
        let listing = folders.sharedListing(of: listed, in: open)
        guard case .success(let every) = listing else { return (listing, [], nil) }
        let entries = every.filter { folders.policy.admits($0.name) }
        // Opened relative to the folder, not by its whole path: one name looked up, not every
        // folder on the way.
        var contents: Contents?
        if let file = entries.first(where: { $0.name == "Contents.json" }), case .file = file.kind {
            contents = Contents(
                readingFile: file.name, in: open, path: fullPath(file.relativePath, rootPath: rootPath))
        }
        return (listing, Self.folders(among: entries), contents)
    }

    /// `0..<count` cut into consecutive ranges, about 16 per worker: enough that a worker
    /// held up (the machine is shared) leaves the others work to take, few enough that
    /// handing them out costs nothing next to listing a folder.
    static func batches(of count: Int, jobs: Int) -> [Range<Int>] {
        // More workers than folders gain nothing; capping them first keeps `--jobs` of any size
        // from overflowing the product.
        let workers = min(max(jobs, 1), max(count, 1))
        let size = max(1, count / (workers * 16))
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// Takes the `Contents.json` read ahead in the folder at `relativePath`, if it was.
    mutating func takeContents(inFolder relativePath: String) -> Contents? {
        contents.removeValue(forKey: relativePath)
    }

    /// The folders the walk descends into among a folder's entries: not links (the walk
    /// decides on those after every real folder), and not named `Contents.json` (a folder of
    /// that name is its parent's broken `Contents.json`).
    static func folders(among entries: [WalkEntry]) -> [WalkEntry] {
        entries.filter { $0.isFolder && !$0.isLink && $0.name != "Contents.json" }
    }

    /// The folder entry the walk lists the folder at `relativePath` through, so that the walk
    /// and the read-ahead key the shared listings by the same path.
    static func listedFolder(_ relativePath: String, rootPath: String, canonicalPath: String) -> WalkEntry {
        WalkEntry(
            folderAt: relativePath, path: fullPath(relativePath, rootPath: rootPath), canonicalPath: canonicalPath)
    }

    /// `relativePath` below `rootPath`, as the walk hands it to the system.
    static func fullPath(_ relativePath: String, rootPath: String) -> String {
        relativePath.isEmpty ? rootPath : rootPath + "/" + relativePath
    }
}
