import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension AssetCatalog {
    /// Reads the catalog at `url`: walks every folder, parses every `Contents.json`, and records
    /// each structural problem without stopping.
    ///
    /// Folders without an extension are groups; folders with one are sets of the type it names
    /// (see ``AssetSetType``), unknown types included. Children are visited in byte order of
    /// their names. Hidden entries (`.DS_Store`, assetmirror's temporary files) are ignored.
    /// A folder or file reached through a symbolic link is used only when the link's target
    /// lies inside the catalog; other links are reported and never followed.
    ///
    /// - Parameter path: the catalog's path as the user gave it, for messages; by default
    ///   `url.relativePath`.
    /// - Throws: only when `url` is not a readable folder.
    public init(reading url: URL, path: String? = nil) throws(CatalogReadError) {
        let path = path ?? url.relativePath
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw .notFound(path: path) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .notAFolder(path: path) }
        var walker = CatalogWalker(root: url)
        let children: [String]
        do {
            children = try walker.names(in: "")
        } catch {
            throw .unreadable(error)
        }
        let contents = walker.readContents(at: "", required: false, listed: children.contains("Contents.json"))
        walker.walkRoot(children: children)
        self.init(url: url, path: path, contents: contents, groups: walker.groups, sets: walker.sets, problems: walker.problems)
    }
}

/// The file-system half of reading a catalog.
///
/// Each entry is classified with one `lstat`; a folder's canonical path (to stop link loops) is
/// derived from its parent's unless it was reached through a link, so `realpath` runs only for
/// links; and a `Contents.json` is looked for in the folder listing already made, not on disk.
private struct CatalogWalker {
    let root: URL
    let rootPath: String
    /// The catalog's canonical path: links must resolve below it.
    let canonicalRoot: String
    var groups: [AssetGroup] = []
    var sets: [AssetSet] = []
    var problems: [CatalogProblem] = []
    /// Canonical paths of folders already walked, so that a link cannot make a loop.
    var walked: Set<String> = []

    init(root: URL) {
        self.root = root
        rootPath = root.path
        canonicalRoot = canonicalPath(root.path)
        walked.insert(canonicalRoot)
    }

    enum Kind { case folder, file, other }

    func fullPath(_ relativePath: String) -> String {
        relativePath.isEmpty ? rootPath : rootPath + "/" + relativePath
    }

    /// What the entry at `relativePath` is, following a link only into the catalog; `nil`
    /// (with a problem recorded) for a link that leads out.
    mutating func kind(of relativePath: String) -> Kind? {
        entry(at: relativePath)?.kind
    }

    /// The entry's kind and, when it is a link, its resolved target (a canonical path).
    mutating func entry(at relativePath: String) -> (kind: Kind, linkTarget: String?)? {
        let path = fullPath(relativePath)
        var status = stat()
        guard lstat(path, &status) == 0 else {
            problems.append(.unreadable(path: relativePath, error: .last(.read, path: relativePath)))
            return (.other, nil)
        }
        var linkTarget: String?
        if (status.st_mode & S_IFMT) == S_IFLNK {
            guard let target = realpath(path, nil) else {
                problems.append(.linkOutsideCatalog(path: relativePath, target: nil))
                return nil
            }
            let resolved = String(cString: target)
            free(target)
            guard resolved.hasPrefix(canonicalRoot + "/"), stat(resolved, &status) == 0 else {
                problems.append(.linkOutsideCatalog(path: relativePath, target: resolved))
                return nil
            }
            linkTarget = resolved
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return (.folder, linkTarget)
        case S_IFREG: return (.file, linkTarget)
        default: return (.other, linkTarget)
        }
    }

    func names(in relativePath: String) throws(FileIOError) -> [String] {
        try FolderListing.names(in: fullPath(relativePath)).filter { !$0.hasPrefix(".") }
    }

    /// Walks the catalog folder itself.
    mutating func walkRoot(children: [String]) {
        walk(children: children, of: "", canonical: canonicalRoot, namespace: [], enclosingSet: nil)
    }

    /// Visits `children` of `folder` (whose canonical path is `canonical`): subfolders with an
    /// extension are sets, others groups; files are the caller's business.
    mutating func walk(children: [String], of folder: String, canonical: String, namespace: [String], enclosingSet: String?) {
        for name in children {
            let child = folder.isEmpty ? name : folder + "/" + name
            guard let (kind, linkTarget) = entry(at: child), kind == .folder else { continue }
            let childCanonical = linkTarget ?? canonical + "/" + name
            guard walked.insert(childCanonical).inserted else { continue }
            if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                readSet(at: child, canonical: childCanonical, name: String(name[..<dot]),
                        type: AssetSetType(folderExtension: String(name[name.index(after: dot)...])),
                        namespace: namespace, enclosingSet: enclosingSet)
            } else {
                walkGroup(at: child, canonical: childCanonical, name: name, namespace: namespace, enclosingSet: enclosingSet)
            }
        }
    }

    mutating func walkGroup(at folder: String, canonical: String, name: String, namespace: [String], enclosingSet: String?) {
        let children: [String]?
        var listingError: FileIOError?
        do { children = try names(in: folder) } catch {
            children = nil
            listingError = error
        }
        let contents = readContents(at: folder, required: false, listed: children.map { $0.contains("Contents.json") })
        let providesNamespace = Self.providesNamespace(contents)
        groups.append(AssetGroup(relativePath: folder, contents: contents, providesNamespace: providesNamespace))
        guard let children else {
            problems.append(.unreadable(path: folder, error: listingError!))
            return
        }
        walk(children: children, of: folder, canonical: canonical,
             namespace: providesNamespace ? namespace + [name] : namespace, enclosingSet: enclosingSet)
    }

    mutating func readSet(at relativePath: String, canonical: String, name: String, type: AssetSetType, namespace: [String], enclosingSet: String?) {
        if !type.isKnown { problems.append(.unknownFolderType(path: relativePath, folderExtension: type.folderExtension)) }
        let children: [String]
        do { children = try names(in: relativePath) } catch {
            problems.append(.unreadable(path: relativePath, error: error))
            return
        }
        var files: [String] = [], unsafeFiles: [String] = [], subfolders: [String] = []
        for child in children where child != "Contents.json" {
            switch kind(of: relativePath + "/" + child) {
            case .file: files.append(child)
            case .folder: subfolders.append(child)
            case nil: unsafeFiles.append(child)
            case .other: continue
            }
        }
        let contents = readContents(at: relativePath, required: type.requiresContents, listed: children.contains("Contents.json"))
        let entries = readEntries(contents, type: type, setPath: relativePath)
        let qualifiedName = (namespace + [name]).joined(separator: "/")
        sets.append(AssetSet(
            name: name, qualifiedName: qualifiedName, type: type, relativePath: relativePath,
            contents: contents, files: files, unsafeFiles: unsafeFiles, entries: entries, enclosingSet: enclosingSet))
        // Sets inside sets: layers of image stacks, images of sprite atlases and complication
        // sets. A sprite atlas (or any folder) that provides a namespace adds its name.
        if !subfolders.isEmpty {
            let innerNamespace = Self.providesNamespace(contents) ? namespace + [name] : namespace
            walk(children: subfolders, of: relativePath, canonical: canonical, namespace: innerNamespace, enclosingSet: relativePath)
        }
    }

    /// The parsed `Contents.json` of a folder, or `nil` (with a problem when it is malformed,
    /// or missing where `required`). `listed` says whether the folder's listing has one; nil
    /// when the folder could not be listed, and the disk is asked.
    mutating func readContents(at folder: String, required: Bool, listed: Bool?) -> JSONDocument? {
        let relativePath = folder.isEmpty ? "Contents.json" : folder + "/Contents.json"
        let path = fullPath(relativePath)
        var exists = listed ?? false
        if listed == nil {
            var status = stat()
            exists = lstat(path, &status) == 0
        }
        guard exists else {
            if required { problems.append(.missingContents(setPath: folder)) }
            return nil
        }
        guard kind(of: relativePath) == .file else { return nil }
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path) } catch {
            problems.append(.unreadable(path: relativePath, error: error))
            return nil
        }
        do {
            let document = try JSONDocument(parsing: bytes)
            if document.root.objectValue == nil {
                problems.append(.unexpectedStructure(path: relativePath, detail: "the top level is not an object"))
            }
            return document
        } catch {
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
                problems.append(.unexpectedStructure(path: contentsPath, detail: "entry \(index + 1) of \"\(key)\" is not an object"))
                continue
            }
            let entry = AssetEntry(index: index, object: object)
            if let filename = entry.filename, !AssetSet.isPlainFileName(filename) {
                problems.append(.unsafeFilename(contentsPath: contentsPath, entry: index, filename: filename))
            }
            entries.append(entry)
        }
        return entries
    }

    /// `properties.provides-namespace == true`, as Xcode writes it for groups and sprite atlases.
    static func providesNamespace(_ contents: JSONDocument?) -> Bool {
        contents?.root["properties"]?["provides-namespace"]?.boolValue == true
    }
}
