/// The one folder walker: lists folders in byte order and tells each entry apart under a
/// ``WalkPolicy``, so that every command follows the same links, skips the same names, and
/// reports special files, odd names and errors the same way.
///
/// Two ways to use it:
///
/// ```swift
/// // The whole tree, depth first:
/// var walker = FolderWalker(root: "Assets.xcassets", policy: WalkPolicy())
/// try walker.walk { entry in
///     if case .file = entry.kind { files.append(entry.relativePath) }
/// }
///
/// // One folder at a time, when the caller carries something down the tree
/// // (a namespace, an output folder) or decides what to descend into:
/// for entry in try walker.entries(in: walker.rootFolder) where entry.isFolder {
///     if walker.enter(entry) { … try walker.entries(in: entry) … }
/// }
/// ```
///
/// The policies in use: the catalog reader takes the default (links inside the catalog, hidden
/// entries out, errors collected) without reading files' status; the project search `.none`,
/// pruning what is not source with `walk(descendingInto:_:)`; flip's inputs
/// `.toFilesInsideRoot` (`.none` in place) with errors fatal; audit's sources `.none`. Generate's copy of a catalog takes
/// `WalkPolicy(includesHidden: true)` (temporary files stay out), sharing the catalog reader's
/// listings, and its walks of an existing output
/// `WalkPolicy(links: .none, includesHidden: true, includesTemporaryFiles: true)`, the removals
/// through ``entries(in:)``, since they decide after a folder's entries whether it is emptied.
///
/// Cost: one pass of `getdents64` (`readdir` off Linux) per folder and one `lstat` per entry that `readdir` does not say is
/// a folder (`d_type`; a folder's size and time are never read), nor a regular file under a
/// policy that reads no file's status (``WalkPolicy/readsFileStatus``); `realpath` and `stat`
/// only for links. Paths are built as strings: `URL` path arithmetic costs more than the system
/// calls on Linux, and a catalog has tens of thousands of entries. Walkers of one tree that share
/// ``WalkListings`` list each folder once between them.
public struct FolderWalker: Sendable {
    public let policy: WalkPolicy
    /// The listings this walker shares with other walks of its tree, if any.
    public let listings: WalkListings?
    /// The root as given, the prefix of every ``WalkEntry/path``.
    public let root: String
    /// The root's canonical path: a followed link must resolve to it or below it.
    public let canonicalRoot: String
    /// Canonical paths of the folders entered, so that no folder is walked twice.
    private var entered: Set<String> = []

    public init(root: String, policy: WalkPolicy = WalkPolicy(), listings: WalkListings? = nil) {
        self.root = root
        self.policy = policy
        self.listings = listings
        canonicalRoot = canonicalPath(root)
        entered.insert(canonicalRoot)
    }

    /// The root itself, to pass to ``entries(in:)``.
    public var rootFolder: WalkEntry {
        WalkEntry(folderAt: "", path: root, canonicalPath: canonicalRoot)
    }

    /// Whether `folder` is walked for the first time; it then counts as walked. The root counts
    /// as walked from the start, so a link to it makes no loop.
    public mutating func enter(_ folder: WalkEntry) -> Bool {
        entered.insert(folder.canonicalPath).inserted
    }

    /// The entries of `folder` (the ``rootFolder`` or a folder entry) that the policy admits,
    /// sorted by the UTF-8 bytes of their names.
    ///
    /// - Throws: when the folder cannot be listed, with the error naming its ``WalkEntry/path``;
    ///   under ``WalkPolicy/Errors/fatal``, also when an entry cannot be `lstat`ed.
    public func entries(in folder: WalkEntry) throws(FileIOError) -> [WalkEntry] {
        guard let listings, listings.serves(self) else { return try list(folder, admitting: policy.admits) }
        let path = folder.path
        var every = try listings.entries(inFolder: path) { () throws(FileIOError) in
            try list(folder, admitting: { _ in true })
        }
        // Listed by a walk that read no file's status: read now, and kept for the next walk.
        if policy.readsFileStatus, every.contains(where: \.lacksStatus) {
            for index in every.indices where every[index].lacksStatus { try classify(&every[index]) }
            listings.update(every, inFolder: path)
        }
        return every.filter { policy.admits($0.name) }
    }

    /// Every entry of `folder`, whatever the policy admits, as the shared listings keep it, or
    /// why it cannot be listed; listed now, without looking at the listings or storing into
    /// them. For a worker that lists folders ahead of this walker and hands them over
    /// (``WalkListings/store(_:inFolder:)``) without taking the listings' lock per folder.
    ///
    /// `open`: the folder opened at its ``WalkEntry/path``, for the caller to read files in it
    /// by name afterwards.
    func sharedListing(of folder: WalkEntry, in open: borrowing OpenFolder) -> Result<[WalkEntry], FileIOError> {
        do { return .success(try list(folder, in: open, admitting: { _ in true })) } catch { return .failure(error) }
    }

    /// `folder`'s entries named as `admits` allows, each told apart.
    private func list(_ folder: WalkEntry, admitting admits: (String) -> Bool) throws(FileIOError) -> [WalkEntry] {
        try list(folder, in: OpenFolder(path: folder.path), admitting: admits)
    }

    /// The same, `folder` open at `open`.
    private func list(
        _ folder: WalkEntry, in open: borrowing OpenFolder, admitting admits: (String) -> Bool
    ) throws(FileIOError) -> [WalkEntry] {
        let listing = try open.typedListing()
        var entries: [WalkEntry] = []
        entries.reserveCapacity(listing.entries.count)
        let readsFileStatus = policy.readsFileStatus
        let undecodable = listing.undecodable
        let paths = WalkEntry.Paths(
            relativePath: folder.relativePath, path: folder.path, canonicalPath: folder.canonicalPath)
        for (name, isFolder, isRegularFile) in listing.entries where admits(name) {
            var entry = WalkEntry(name: name, in: paths, kind: .undecodableName, isLink: false)
            if undecodable.isEmpty || !undecodable.contains(name) {
                if isFolder {
                    entry.kind = .folder
                } else if isRegularFile && !readsFileStatus {
                    entry.kind = .file(size: nil)
                } else {
                    try classify(&entry)
                }
            }
            entries.append(entry)
        }
        return entries
    }

    /// Every entry below the root, depth first, each folder's entries in byte order right after
    /// the folder. Folders reached through links come after all the others, and only when
    /// nothing walked them yet, so that a folder is seen at its own path whatever the links to
    /// it are called. A folder that cannot be listed is delivered a second time, as
    /// ``WalkEntry/Kind/unreadable(_:)`` (or thrown, under ``WalkPolicy/Errors/fatal``); the root
    /// that cannot be listed always throws.
    ///
    /// `descends` prunes by what a folder is rather than by policy: a folder it refuses is still
    /// visited, but nothing below it is listed (a search for projects stops at `node_modules`
    /// and at each catalog it finds, without paying for their insides).
    public mutating func walk(
        descendingInto descends: (WalkEntry) -> Bool = { _ in true }, _ visit: (WalkEntry) -> Void
    ) throws(FileIOError) {
        var linkedFolders: [WalkEntry] = []
        func descend(_ folder: WalkEntry) throws(FileIOError) {
            let children: [WalkEntry]
            do { children = try entries(in: folder) } catch {
                guard policy.errors == .collected, !folder.relativePath.isEmpty else { throw error }
                var failed = folder
                failed.kind = .unreadable(error)
                visit(failed)
                return
            }
            for child in children {
                if child.isFolder && child.isLink {
                    linkedFolders.append(child)
                    continue
                }
                visit(child)
                if child.isFolder && descends(child) && enter(child) { try descend(child) }
            }
        }
        try descend(rootFolder)
        while !linkedFolders.isEmpty {
            let folder = linkedFolders.removeFirst()
            guard enter(folder) else { continue }
            visit(folder)
            if descends(folder) { try descend(folder) }
        }
    }

    /// Fills in `entry`'s kind with one `lstat`, resolving a link as the policy says.
    private func classify(_ entry: inout WalkEntry) throws(FileIOError) {
        var status = stat()
        let path = entry.path
        guard lstat(path, &status) == 0 else {
            let error = FileIOError.last(.read, path: path)
            if policy.errors == .fatal { throw error }
            entry.kind = .unreadable(error)
            return
        }
        guard (status.st_mode & S_IFMT) == S_IFLNK else {
            entry.kind = Self.kind(of: status)
            entry.modificationTime = FileTime(modificationOf: status)
            return
        }
        entry.isLink = true
        if let refusal = followLink(&entry, at: path) { entry.kind = .link(refusal) }
    }

    /// Follows the link `entry` at `path` when the policy allows, filling in its kind and
    /// canonical path and returning `nil`; returns why not otherwise.
    private func followLink(_ entry: inout WalkEntry, at path: String) -> WalkEntry.LinkRefusal? {
        guard policy.links != .none else { return .notFollowed }
        guard let resolved = realpath(path, nil) else { return errno == ELOOP ? .loop : .pointsAtNothing }
        let target = String(cString: resolved)
        free(resolved)
        var status = stat()
        let exists = stat(target, &status) == 0
        let kind = exists ? FileKind(mode: status.st_mode) : nil
        // The root itself is inside: a link to it makes a loop, which `enter` ends.
        let inside =
            canonicalRoot == "/" || target == canonicalRoot || target.hasPrefix(canonicalRoot + "/")
        guard inside else { return .outsideRoot(target: target, kind: kind) }
        guard exists else { return .pointsAtNothing }
        if policy.links == .toFilesInsideRoot && kind != .regularFile { return .pointsAt(kind) }
        entry.kind = Self.kind(of: status)
        entry.modificationTime = FileTime(modificationOf: status)
        entry.canonicalPath = target
        return nil
    }

    private static func kind(of status: stat) -> WalkEntry.Kind {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .file(size: Int(status.st_size))
        default: .special(FileKind(mode: status.st_mode))
        }
    }

    /// `name` inside `folder`; `folder` empty means the name alone, and a folder ending in `/`
    /// (the root `/`, or one typed so) gets no second `/`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        let slash = folder.utf8.last != UInt8(ascii: "/")
        var joined = folder
        // One allocation, of the final size, rather than one per `+`.
        joined.reserveCapacity(folder.utf8.count + (slash ? 1 : 0) + name.utf8.count)
        if slash { joined += "/" }
        joined += name
        return joined
    }
}
