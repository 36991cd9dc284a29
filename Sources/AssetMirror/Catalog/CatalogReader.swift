import Foundation

extension AssetCatalog {
    /// Reads the catalog at `url`: walks every folder, parses every `Contents.json`, and notes
    /// each structural problem without stopping.
    ///
    /// Folders without an extension are groups; folders with one are sets of the type it names
    /// (see ``AssetSetType``), unknown types included. Children are visited in byte order of
    /// their names. Hidden entries (`.DS_Store`, assetmirror's temporary files) are ignored.
    /// A folder or file reached through a symbolic link is used only when the link's target
    /// lies inside the catalog; other links are reported and never followed. Each folder is read
    /// once, at its own path: a link to a folder is walked only when nothing else reaches its
    /// target, so links that make loops, or alias a set, change nothing.
    ///
    /// - Parameters:
    ///   - path: the catalog's path as the user gave it, for messages; by default
    ///     `url.relativePath`.
    ///   - jobs: how many workers list the folders and parse the `Contents.json` files (see
    ///     ``CatalogReadAhead``); the catalog read is the same whatever the number.
    /// - Throws: only when `url` is not a readable folder.
    public init(reading url: URL, path: String? = nil, jobs: Int = 1) throws(CatalogReadError) {
        try self.init(reading: url, path: path, listings: nil, jobs: jobs)
    }

    /// The same, the folders listed through `listings` (for a later walk of the same tree to
    /// share) when they serve a walk from `url.path` that follows links inside it.
    ///
    /// `handout`: the order in which folders are read ahead of the walk; when given, they are,
    /// whatever `jobs` is (for tests). By default they are read ahead, in order, on more than one
    /// worker only.
    init(
        reading url: URL, path: String?, listings: WalkListings?, jobs: Int = 1,
        handout: CatalogReadAhead.Handout? = nil
    ) throws(CatalogReadError) {
        precondition(jobs >= 1, "reading a catalog needs at least one worker, got \(jobs)")
        let path = path ?? url.relativePath
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw .notFound(path: path) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .notAFolder(path: path) }
        var walker = CatalogWalker(
            root: url, listings: listings ?? WalkListings(root: url.path, links: CatalogWalker.policy.links))
        let rootEntries: [WalkEntry]
        do {
            rootEntries = try walker.folders.entries(in: walker.folders.rootFolder)
        } catch {
            throw .unreadable(error)
        }
        if let handout = handout ?? (jobs > 1 ? .inOrder : nil) {
            walker.readAhead = CatalogReadAhead(
                rootEntries: rootEntries, folders: walker.folders, rootPath: walker.rootPath, jobs: jobs,
                handout: handout)
        }
        let contents = walker.walkCatalog()
        self.init(
            url: url, path: path, contents: contents, groups: walker.groups, sets: walker.sets,
            problems: walker.problems)
    }
}

/// The file-system half of reading a catalog.
///
/// The ``FolderWalker`` lists each folder and tells each entry apart once, following links only
/// inside the catalog; a `Contents.json` is found in the folder listing already made.
private struct CatalogWalker {
    let root: URL
    /// `root.path`, the prefix of every path the walker hands the system.
    let rootPath: String
    /// Lists folders; its policy (the default) follows links only inside the catalog, skips
    /// hidden entries, and remembers the folders walked so that a link cannot make a loop.
    var folders: FolderWalker
    var groups: [AssetGroup] = []
    var sets: [AssetSet] = []
    var problems: [CatalogProblem] = []
    /// Links to folders inside the catalog, with where they were found: walked only after
    /// every real folder, so that a folder is read at its own path whatever the names (a link
    /// `Aliases/back.imageset` to `Icons/back.imageset` must not hide the real set), and only
    /// when nothing walked it yet (a link to an ancestor makes no loop).
    var folderLinks: [(child: Child, namespace: [String], enclosingSet: String?)] = []
    /// What was listed and parsed on several workers before the walk, if anything was.
    var readAhead: CatalogReadAhead?

    /// Links inside the catalog followed, hidden entries left out, errors collected. No file's
    /// size or time is read: a set's files are named here, and read, if at all, by whoever
    /// decides on them (a catalog of 10,000 sets has 41,510 files, an `lstat` each).
    static let policy = WalkPolicy(readsFileStatus: false)

    init(root: URL, listings: WalkListings) {
        self.root = root
        rootPath = root.path
        folders = FolderWalker(root: root.path, policy: Self.policy, listings: listings)
    }

    var canonicalRoot: String { folders.canonicalRoot }

    /// `other` is anything else `lstat` found (a named pipe, a socket, a device), with what it is
    /// when the system says.
    enum Kind: Equatable {
        case folder, file
        case other(FileKind?)
    }

    /// One entry of a folder, told apart once: `kind` is `nil` for a link that leads out of the
    /// catalog (already noted as a problem).
    struct Child {
        /// The walker's entry, to list the folder it is.
        var entry: WalkEntry
        var kind: Kind?

        var name: String { entry.name }
        /// Joined when asked for: a set's files are known by their names alone.
        var relativePath: String { entry.relativePath }
        var isLink: Bool { entry.isLink }
        /// Where the entry really is: a link's resolved target, or its folder's canonical path
        /// plus its name.
        var canonicalPath: String { entry.canonicalPath }
    }

    func fullPath(_ relativePath: String) -> String {
        CatalogReadAhead.fullPath(relativePath, rootPath: rootPath)
    }

    /// The catalog's kind of `entry`, noting a problem for an entry that cannot be read and
    /// returning `nil` (with a problem noted) for a link that leads out.
    mutating func kind(of entry: WalkEntry) -> Kind? {
        switch entry.kind {
        case .folder: return .folder
        case .file: return .file
        case .special(let kind): return .other(kind)
        case .unreadable(let error):
            let relativePath = entry.relativePath
            problems.append(.unreadable(path: relativePath, error: Self.inside(error, at: relativePath)))
            return .other(nil)
        case .undecodableName:
            // Reported by its bytes when its folder was listed (children(of:canonicalFolder:)).
            return .other(nil)
        case .link(.outsideRoot(let target, _)):
            problems.append(.linkOutsideCatalog(path: entry.relativePath, target: target))
            return nil
        case .link:
            problems.append(.linkOutsideCatalog(path: entry.relativePath, target: nil))
            return nil
        }
    }

    /// The visible entries of a folder, each told apart once (so that each problem is noted
    /// once); `nil`, with a problem noted, when the folder cannot be listed.
    mutating func children(of folder: String, canonicalFolder: String) -> [Child]? {
        let listed = CatalogReadAhead.listedFolder(folder, rootPath: rootPath, canonicalPath: canonicalFolder)
        let entries: [WalkEntry]
        do {
            entries = try folders.entries(in: listed)
            // A name that is not UTF-8 has no String spelling that opens it: named by its bytes.
            if entries.contains(where: { $0.kind == .undecodableName }) {
                for (_, bytes) in try FolderListing.undecodableNames(in: fullPath(folder)).sorted(by: {
                    $0.key < $1.key
                })
                where bytes.first != UInt8(ascii: ".") {
                    let shown = (folder.isEmpty ? "" : folder + "/") + OutputText.name(bytes: bytes)
                    problems.append(
                        .unreadable(path: shown, error: FileIOError(.undecodableName, path: shown, code: 0)))
                }
            }
        } catch {
            problems.append(.unreadable(path: folder, error: Self.inside(error, at: folder)))
            return nil
        }
        return entries.map { entry in Child(entry: entry, kind: kind(of: entry)) }
    }

    /// Walks the catalog: every real folder first, then the links to folders that nothing
    /// walked yet. Returns the catalog's own `Contents.json`.
    mutating func walkCatalog() -> JSONDocument? {
        guard let children = children(of: "", canonicalFolder: canonicalRoot) else { return nil }
        let contents = readContents(Self.contentsFile(in: children), folder: "", required: false)
        walk(children, namespace: [], enclosingSet: nil)
        while !folderLinks.isEmpty {
            let (child, namespace, enclosingSet) = folderLinks.removeFirst()
            visit(child, namespace: namespace, enclosingSet: enclosingSet)
        }
        return contents
    }

    /// Visits the folders among a group's (or set's) children.
    mutating func walk(_ children: [Child], namespace: [String], enclosingSet: String?) {
        // A folder named Contents.json is the folder's broken Contents.json, not a set.
        for child in children where child.kind == .folder && child.name != "Contents.json" {
            if child.isLink {
                folderLinks.append((child, namespace, enclosingSet))
            } else {
                visit(child, namespace: namespace, enclosingSet: enclosingSet)
            }
        }
    }

    /// Reads one folder as a set (its name has an extension) or a group, unless it was walked
    /// already.
    mutating func visit(_ child: Child, namespace: [String], enclosingSet: String?) {
        guard folders.enter(child.entry) else { return }
        let name = child.name
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            readSet(
                at: child, name: String(name[..<dot]),
                type: AssetSetType(folderExtension: String(name[name.index(after: dot)...])),
                namespace: namespace, enclosingSet: enclosingSet)
        } else {
            let relativePath = child.relativePath
            let children = children(of: relativePath, canonicalFolder: child.canonicalPath) ?? []
            let contents = readContents(Self.contentsFile(in: children), folder: relativePath, required: false)
            let providesNamespace = Self.providesNamespace(contents)
            groups.append(
                AssetGroup(relativePath: relativePath, contents: contents, providesNamespace: providesNamespace))
            walk(children, namespace: providesNamespace ? namespace + [name] : namespace, enclosingSet: enclosingSet)
        }
    }

    mutating func readSet(
        at folder: Child, name: String, type: AssetSetType, namespace: [String], enclosingSet: String?
    ) {
        let relativePath = folder.relativePath
        if !type.isKnown {
            problems.append(.unknownFolderType(path: relativePath, folderExtension: type.folderExtension))
        }
        guard let children = children(of: relativePath, canonicalFolder: folder.canonicalPath) else { return }
        var files: [String] = []
        var unsafeFiles: [String] = []
        for child in children where child.name != "Contents.json" {
            switch child.kind {
            // A named pipe, socket or device is listed with the files, so that whatever reads it
            // says what it is ("is a named pipe (FIFO)") rather than reporting the file missing.
            // Every read goes through `FileContents`, which never blocks on one.
            case .file, .other(_?): files.append(child.name)
            case nil: unsafeFiles.append(child.name)
            case .folder, .other(nil): continue
            }
        }
        let contents = readContents(
            Self.contentsFile(in: children), folder: relativePath, required: type.requiresContents)
        let entries = readEntries(contents, type: type, setPath: relativePath)
        let qualifiedName = (namespace + [name]).joined(separator: "/")
        sets.append(
            AssetSet(
                name: name, qualifiedName: qualifiedName, type: type, relativePath: relativePath,
                contents: contents, files: files, unsafeFiles: unsafeFiles, entries: entries, enclosingSet: enclosingSet
            ))
        // Sets inside sets: layers of image stacks, images of sprite atlases and complication
        // sets. A sprite atlas (or any folder) that provides a namespace adds its name.
        let innerNamespace = Self.providesNamespace(contents) ? namespace + [name] : namespace
        walk(children, namespace: innerNamespace, enclosingSet: relativePath)
    }

    /// The `Contents.json` among a folder's children, if there is one.
    static func contentsFile(in children: [Child]) -> Child? {
        children.first { $0.name == "Contents.json" }
    }

    /// The parsed `Contents.json` of a folder (`file`, from its listing), or `nil`: with a problem
    /// when it is malformed, not a file, or missing where `required`. A link out of the catalog
    /// was reported when the folder was listed.
    mutating func readContents(_ file: Child?, folder: String, required: Bool) -> JSONDocument? {
        guard let file else {
            if required { problems.append(.missingContents(setPath: folder)) }
            return nil
        }
        switch file.kind {
        case .file: break
        case nil: return nil
        case .folder:
            problems.append(
                .unreadable(
                    path: file.relativePath,
                    error: FileIOError(.notARegularFile, path: file.relativePath, code: 0, kind: .folder)))
            return nil
        case .other(let kind):
            problems.append(
                .unreadable(
                    path: file.relativePath,
                    error: FileIOError(.notARegularFile, path: file.relativePath, code: 0, kind: kind)))
            return nil
        }
        let relativePath = file.relativePath
        let read =
            readAhead?.takeContents(inFolder: folder)
            ?? CatalogReadAhead.Contents(readingFileAt: fullPath(relativePath))
        switch read {
        case .parsed(let document):
            if document.root.objectValue == nil {
                problems.append(.unexpectedStructure(path: relativePath, detail: "the top level is not an object"))
            }
            return document
        case .unreadable(let error):
            problems.append(.unreadable(path: relativePath, error: Self.inside(error, at: relativePath)))
            return nil
        case .malformed(let error):
            problems.append(.malformedJSON(path: relativePath, error: error))
            return nil
        }
    }

    mutating func readEntries(_ contents: JSONDocument?, type: AssetSetType, setPath: String) -> [AssetEntry] {
        guard let key = type.entriesKey, let value = contents?.root[key] else { return [] }
        let contentsPath = setPath + "/Contents.json"
        guard let array = value.arrayValue else {
            problems.append(.unexpectedStructure(path: contentsPath, detail: "\"\(key)\" is not an array"))
            return []
        }
        var entries: [AssetEntry] = []
        for (index, element) in array.enumerated() {
            guard let object = element.objectValue else {
                problems.append(
                    .unexpectedStructure(
                        path: contentsPath, detail: "entry \(index + 1) of \"\(key)\" is not an object"))
                continue
            }
            let entry = AssetEntry(index: index, object: object)
            if let value = object["filename"], value.stringValue == nil {
                problems.append(
                    .unexpectedStructure(
                        path: contentsPath,
                        detail: "the \"filename\" of entry \(index + 1) of \"\(key)\" is not a string"))
            }
            if let filename = entry.filename, !AssetSet.isPlainFileName(filename) {
                problems.append(.unsafeFilename(contentsPath: contentsPath, entry: index, filename: filename))
            }
            entries.append(entry)
        }
        return entries
    }

    /// `error` naming the path inside the catalog, as every problem does, rather than the
    /// absolute path the call was made on.
    static func inside(_ error: FileIOError, at relativePath: String) -> FileIOError {
        var error = error
        error.path = relativePath
        return error
    }

    /// `properties.provides-namespace == true`, as Xcode writes it for groups and sprite atlases.
    static func providesNamespace(_ contents: JSONDocument?) -> Bool {
        contents?.root["properties"]?["provides-namespace"]?.boolValue == true
    }
}
