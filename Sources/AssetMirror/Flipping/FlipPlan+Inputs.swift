import Foundation

extension FlipPlan {
    /// The plan for mirroring `inputs` (files and folders) into `output`.
    ///
    /// Folders are walked recursively. Hidden entries (names starting with `.`, such as
    /// `.DS_Store` and assetmirror's own temporary files) are ignored; so is the output folder
    /// when it lies inside an input. Symbolic links inside a folder are followed only to files
    /// inside that same folder. Each file's format is told by its signature, never its name;
    /// files in a format without an adapter in ``ImageCodecs`` become skipped items, except files
    /// named `.png`, `.jpg`, `.jpeg`, `.pdf` or `.svg` whose data is not an image: those are
    /// planned, so that the run reports them as corrupt.
    ///
    /// Throws, before anything is written, when an input is missing, when the output folder is a
    /// file or a symbolic link, when an output would replace an input (unless `output` is ``Output/inPlace`` with no
    /// suffix, which replaces each file by its own mirror), or when two inputs would be written
    /// to the same file.
    public init(inputs: [URL], output: Output, suffix: String? = nil) throws(FlipPlanError) {
        if let suffix, suffix.isEmpty || suffix.contains("/") { throw .invalidSuffix(suffix) }
        if case .outputDirectory(let folder) = output {
            var status = stat()
            if lstat(folder.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK {
                let target = realpath(folder.path, nil)
                defer { free(target) }
                throw .outputIsALink(path: folder.relativePath, target: target.map { String(cString: $0) })
            }
            if stat(folder.path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR {
                throw .outputIsAFile(path: folder.relativePath)
            }
        }
        var walker = InputWalker(output: output, suffix: suffix)
        for input in inputs { try walker.add(input) }
        try walker.checkDestinations()
        self.init(output: output, suffix: suffix, items: walker.items)
    }
}

/// Walks the inputs and collects items; the file-system half of planning.
///
/// Paths travel as strings beside the items' URLs: on Linux, Foundation's `URL.path` and
/// `appendingPathComponent` cost more per file than the system calls they feed.
struct InputWalker {
    let output: FlipPlan.Output
    let suffix: String?
    /// The output folder's canonical path, so that a walk does not descend into it.
    let canonicalOutput: String?
    var items: [FlipPlan.Item] = []
    /// Where each item's source is (``location(_:)``), whether it is a symbolic link, and where
    /// its destination is when the walk worked it out already, index for index.
    var sourceLocations: [String] = []
    var sourceIsLink: [Bool] = []
    var destinationLocations: [String?] = []
    /// By their UTF-8 bytes: Swift's `String` equality is Unicode canonical equivalence, so
    /// `é.png` written precomposed (NFC) and decomposed (NFD), two files on Linux, were one
    /// source, and the second was dropped without a word.
    var seenSources: Set<[UInt8]> = []
    /// Canonical paths of the folders seen so far. Every file of a folder shares its folder's
    /// canonical path, and resolving it costs a `readlink` per path component, so it is resolved
    /// once per folder rather than several times per file.
    var canonicalFolders: [String: String] = [:]

    /// The output folder, and its path; `nil` when mirroring in place.
    let outputFolder: (url: URL, path: String)?

    init(output: FlipPlan.Output, suffix: String?) {
        self.output = output
        self.suffix = suffix
        if case .outputDirectory(let folder) = output {
            outputFolder = (folder, folder.path)
            canonicalOutput = canonicalPath(folder.path)
        } else {
            outputFolder = nil
            canonicalOutput = nil
        }
    }

    /// The current folder, which relative paths start from.
    let currentFolder = FileManager.default.currentDirectoryPath

    /// Where `path` is: its folder's canonical path plus its own name, without following a link
    /// at the end. `rename` replaces a link itself, and a link and its target are different items.
    mutating func location(_ path: String) -> String {
        let (folder, name) =
            Self.folderAndName(path, in: currentFolder)
            ?? {
                let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                return (PathText.folder(of: absolute), PathText.name(of: absolute))
            }()
        return joinPath(canonicalFolder(folder), name)
    }

    /// The canonical path of `folder` (absolute and standard), resolved once per folder.
    private mutating func canonicalFolder(_ folder: String) -> String {
        if let known = canonicalFolders[folder] { return known }
        let canonical = canonicalPath(folder)
        canonicalFolders[folder] = canonical
        return canonical
    }

    /// The folder ``location(_:)`` puts every entry of the folder at `path` in: the same for
    /// all of them, so the walk asks once per folder instead of splitting each entry's path.
    private mutating func locationOfEntries(in path: String) -> String {
        let standard: String
        if let (parent, name) = Self.folderAndName(path, in: currentFolder) {
            standard = joinPath(parent, name)
        } else {
            standard = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        return canonicalFolder(standard)
    }

    /// The absolute folder and the name of `path`, split by string work alone, when `path` is
    /// already in the standard form `URL.standardizedFileURL` would give it: no empty, `.` or
    /// `..` component and no trailing `/`. `nil` otherwise. Foundation's path work costs more
    /// than the rest of planning a file together, on Linux.
    static func folderAndName(_ path: String, in currentFolder: String) -> (folder: String, name: String)? {
        guard currentFolder.hasPrefix("/") else { return nil }
        return StandardPath.split(path.hasPrefix("/") ? path : currentFolder + "/" + path)
    }

    mutating func add(_ input: URL) throws(FlipPlanError) {
        var status = stat()
        // An input named on the command line is followed even when it is a link: the user chose it.
        guard stat(input.path, &status) == 0 else {
            // "No such file" only when that is what the system says: a loop of links or a
            // folder on the way that may not be searched needs its own reason.
            if errno == ENOENT { throw .inputNotFound(path: input.relativePath) }
            throw .unreadable(.last(.read, path: input.relativePath))
        }
        let path = input.path
        if (status.st_mode & S_IFMT) == S_IFDIR {
            // Mirroring in place replaces a link by a regular file, so none is followed then.
            let policy = WalkPolicy(links: output == .inPlace ? .none : .toFilesInsideRoot, errors: .fatal)
            let walker = FolderWalker(root: path, policy: policy)
            try walk(folder: input, entry: walker.rootFolder, walker: walker, components: [])
        } else {
            var own = stat()
            let isLink = lstat(path, &own) == 0 && (own.st_mode & S_IFMT) == S_IFLNK
            addFile(
                input, path: path, isLink: isLink, components: [input.lastPathComponent], byteCount: Int(status.st_size)
            )
        }
    }

    /// Adds every entry of `folder` (the walker's `entry`), sorted by name; `components` is its
    /// path below the input.
    private mutating func walk(
        folder: URL, entry: WalkEntry, walker: FolderWalker, components: [String]
    ) throws(FlipPlanError) {
        let path = entry.path
        let shared = folderPlan(path: path, components: components)
        let entries: [WalkEntry]
        do { entries = try walker.entries(in: entry) } catch {
            // Named as the user spelled the input it is under, not by the absolute path listed.
            guard error.operation == .read, error.path.hasPrefix(joinPath(path, "")) else {
                throw .unreadable(error.naming(path, as: folder.relativePath))
            }
            let name = String(error.path.dropFirst(joinPath(path, "").count))
            throw .unreadable(error.naming(folder.appendingPathComponent(name).relativePath))
        }
        for child in entries {
            let name = child.name
            let entryPath = child.path
            let source = folder.appendingPathComponent(name, isDirectory: child.isFolder)
            let sourceLocation = joinPath(shared.location, name)
            let skip: SkipReason
            switch child.kind {
            case .folder:
                if child.canonicalPath == canonicalOutput { continue }
                try walk(folder: source, entry: child, walker: walker, components: components + [name])
                continue
            case .file(let size):
                addFile(
                    source, path: entryPath, isLink: child.isLink, components: components + [name],
                    byteCount: child.isLink ? nil : size, regularFileSize: child.isLink ? nil : size, shared: shared)
                continue
            case .link(let refusal):
                skip = .symbolicLink(detail: Self.detail(refusal))
            case .special(let kind?):
                // Sockets, pipes and devices are no one's assets, but a `back.png` that is a pipe
                // is someone's mistake: said in a note rather than passed over in silence.
                skip = .notARegularFile(kind)
            case .special(nil):
                continue
            case .undecodableName:
                skip = .undecodableName
            case .unreadable(let error):
                throw .unreadable(error.naming(folder.appendingPathComponent(name).relativePath))
            }
            addItem(
                source: source, path: entryPath, isLink: child.isLink, action: .skip(skip), destinationPath: nil,
                sourceLocation: sourceLocation)
        }
    }

    /// Why a link is not followed, as a skipped item says it.
    private static func detail(_ refusal: WalkEntry.LinkRefusal) -> String {
        switch refusal {
        case .notFollowed: "mirroring in place would replace the link; its target is mirrored where it lives"
        case .loop: "it is part of a loop of links"
        case .pointsAtNothing, .outsideRoot(_, nil), .pointsAt(nil): "it points at nothing"
        // Said as it is: a link to a named pipe was once reported as pointing at a folder.
        case .pointsAt(let kind?): "it points at \(kind)"
        case .outsideRoot(_, let kind?) where kind != .regularFile: "it points at \(kind)"
        case .outsideRoot: "it points outside the input folder"
        }
    }

    /// What the entries of one folder share, worked out once per folder rather than per file.
    private struct FolderPlan {
        /// ``location(_:)``'s folder for every entry.
        var location: String
        /// The folder the entries' mirrors go to, as a URL, a path and a location; `nil` when
        /// mirroring in place, where it is the entries' own folder.
        var destination: (url: URL, path: String, location: String)?
    }

    /// The ``FolderPlan`` of the folder at `path`, `components` below its input.
    private mutating func folderPlan(path: String, components: [String]) -> FolderPlan {
        let location = locationOfEntries(in: path)
        guard let outputFolder else { return FolderPlan(location: location, destination: nil) }
        // Each URL is told it names a folder: without that, Foundation asks the file system.
        let url = components.reduce(outputFolder.url) { $0.appendingPathComponent($1, isDirectory: true) }
        let destinationPath = components.reduce(outputFolder.path, joinPath)
        return FolderPlan(
            location: location, destination: (url, destinationPath, locationOfEntries(in: destinationPath)))
    }

    /// `regularFileSize` is the size `lstat` found for a regular file, which is then not asked
    /// again; `shared`, what the entries of the file's folder share, when a walk found it.
    private mutating func addFile(
        _ source: URL, path: String, isLink: Bool, components: [String], byteCount: Int?, regularFileSize: Int? = nil,
        shared: FolderPlan? = nil
    ) {
        // A file that cannot be read is planned anyway: the run reads it again, reports the
        // error as that file's failure and goes on, rather than the whole plan being refused.
        // A file the walk found to be regular by `lstat` is not `fstat`ed again; a file named on
        // the command line, or reached through a link, is.
        let read = { (path: String) throws(FileIOError) -> [UInt8] in
            if let regularFileSize {
                return try FileContents.prefix(ofRegularFile: path, size: regularFileSize, count: 512)
            }
            return try FileContents.prefix(of: path, count: 512)
        }
        let sourceLocation = shared.map { joinPath($0.location, components.last!) }
        if let head = try? read(path) {
            let skip: SkipReason?
            if let format = ImageFormat.sniff(head) {
                skip = ImageCodecs.codec(for: format) == nil ? .unsupportedFormat(format) : nil
            } else {
                skip =
                    ImageFormat(claimedBy: components.last!).flatMap(ImageCodecs.codec(for:)) == nil ? .notAnImage : nil
            }
            if let skip {
                return addItem(
                    source: source, path: path, isLink: isLink, action: .skip(skip), destinationPath: nil,
                    sourceLocation: sourceLocation)
            }
        }
        let name = FlipPlan.name(components.last!, withSuffix: suffix)
        let (destination, destinationPath) = destination(
            of: source, path: path, components: components, name: name, shared: shared)
        addItem(
            source: source, path: path, isLink: isLink, action: .flip(destination: destination),
            destinationPath: destinationPath,
            byteCount: byteCount, sourceLocation: sourceLocation,
            destinationLocation: shared.map { joinPath($0.destination?.location ?? $0.location, name) })
    }

    /// `sourceLocation` and `destinationLocation`, when given, are what ``location(_:)`` would
    /// say of `path` and `destinationPath`.
    private mutating func addItem(
        source: URL, path: String, isLink: Bool, action: FlipPlan.Item.Action, destinationPath: String?,
        byteCount: Int? = nil,
        sourceLocation: String? = nil, destinationLocation: String? = nil
    ) {
        assert(sourceLocation == nil || sourceLocation == location(path), "\(path)'s location, worked out per folder")
        assert(
            destinationLocation == nil || destinationLocation == destinationPath.map { location($0) },
            "\(path)'s mirror's location")
        // The same file reached twice (a folder and a file inside it) is planned once.
        let sourceLocation = sourceLocation ?? location(path)
        guard seenSources.insert(Array(sourceLocation.utf8)).inserted else { return }
        items.append(
            FlipPlan.Item(
                source: source, sourcePath: path, action: action, destinationPath: destinationPath, byteCount: byteCount
            ))
        sourceLocations.append(sourceLocation)
        sourceIsLink.append(isLink)
        destinationLocations.append(destinationLocation)
    }

    /// Where the mirror of `source` (at `path`) goes, as a URL and as a path.
    ///
    /// Each URL is told whether it names a folder: without that, Foundation asks the file
    /// system, one `stat` per component.
    private func destination(of source: URL, path: String, components: [String], name: String, shared: FolderPlan?) -> (
        URL, String
    ) {
        switch output {
        case .inPlace:
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } ?? ""
            return (source.deletingLastPathComponent().appendingPathComponent(name, isDirectory: false), folder + name)
        case .outputDirectory:
            let folder: (url: URL, path: String)
            if let shared = shared?.destination {
                folder = (shared.url, shared.path)
            } else {
                let outputFolder = outputFolder!
                let below = components.dropLast()
                folder = (
                    below.reduce(outputFolder.url) { $0.appendingPathComponent($1, isDirectory: true) },
                    below.reduce(outputFolder.path, joinPath)
                )
            }
            return (folder.url.appendingPathComponent(name, isDirectory: false), joinPath(folder.path, name))
        }
    }

    /// Refuses a plan in which an output replaces an input, or two inputs share an output, or
    /// an output's path differs from another input's or output's only in case.
    ///
    /// The last is what the first two become on macOS's default volumes, which ignore case:
    /// `a/back.png` and `b/Back.png` flipped into one folder would leave one file there, and
    /// `--suffix -rtl` beside an input `Back-RTL.png` would replace it. A file mirrored in place
    /// under its own name creates no name, so it is never refused for this.
    mutating func checkDestinations() throws(FlipPlanError) {
        // A link's own path and the file it leads to both count as the input.
        var sources: Set<String> = []
        // The same locations lowercased, with the input each is, for messages.
        var sourcesIgnoringCase: [String: URL] = [:]
        for index in items.indices where items[index].destinationPath != nil {
            sources.insert(sourceLocations[index])
            sourcesIgnoringCase[sourceLocations[index].lowercased()] = items[index].source
            if sourceIsLink[index] {
                let target = canonicalPath(items[index].sourcePath)
                sources.insert(target)
                sourcesIgnoringCase[target.lowercased()] = items[index].source
            }
        }
        var writers: [String: URL] = [:]
        var writerTargets: [String: String] = [:]
        var writersIgnoringCase: [String: URL] = [:]
        for (index, item) in items.enumerated() {
            guard let destination = item.destination, let destinationPath = item.destinationPath else { continue }
            let sourceLocation = sourceLocations[index]
            let target = destinationLocations[index] ?? location(destinationPath)
            let replacesItself = target == sourceLocation
            if sources.contains(target) && !(replacesItself && output == .inPlace && suffix == nil) {
                throw .outputOverwritesInput(path: destination.relativePath)
            }
            if let other = writers[target] {
                // `String` keys match canonically equivalent names too: tell that apart.
                if let earlier = writerTargets[target], !earlier.utf8.elementsEqual(target.utf8) {
                    throw .differsOnlyInNormalization(destination: destination.relativePath, other: other.relativePath)
                }
                throw .duplicateOutput(
                    destination: destination.relativePath, sources: [other.relativePath, item.source.relativePath])
            }
            let folded = target.lowercased()
            if !replacesItself {
                if let input = sourcesIgnoringCase[folded] {
                    throw .differsOnlyInCase(destination: destination.relativePath, other: input.relativePath)
                }
                if let other = writersIgnoringCase[folded] {
                    throw .differsOnlyInCase(destination: destination.relativePath, other: other.relativePath)
                }
            }
            writers[target] = item.source
            writerTargets[target] = target
            writersIgnoringCase[folded] = destination
        }
    }
}

/// `name` inside the folder at `folder`.
private func joinPath(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
}
