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
        do {
            _ = try FolderListing.names(in: url.path)
        } catch {
            throw .unreadable(error)
        }
        let contents = walker.readContents(at: "", required: false)
        walker.walk(folder: "", namespace: [], enclosingSet: nil)
        self.init(url: url, path: path, contents: contents, groups: walker.groups, sets: walker.sets, problems: walker.problems)
    }
}

/// The file-system half of reading a catalog.
private struct CatalogWalker {
    let root: URL
    /// The catalog's canonical path: links must resolve below it.
    let canonicalRoot: String
    var groups: [AssetGroup] = []
    var sets: [AssetSet] = []
    var problems: [CatalogProblem] = []
    /// Canonical paths of folders already walked, so that a link cannot make a loop.
    var walked: Set<String> = []

    init(root: URL) {
        self.root = root
        canonicalRoot = canonicalPath(root.path)
        walked.insert(canonicalRoot)
    }

    enum Kind { case folder, file, other }

    /// What the entry at `relativePath` is, following a link only into the catalog; `nil`
    /// (with a problem recorded) for a link that leads out.
    mutating func kind(of relativePath: String) -> Kind? {
        let path = root.appendingPathComponent(relativePath).path
        var status = stat()
        guard lstat(path, &status) == 0 else {
            problems.append(.unreadable(path: relativePath, error: .last(.read, path: relativePath)))
            return .other
        }
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
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    func names(in relativePath: String) throws(FileIOError) -> [String] {
        try FolderListing.names(in: relativePath.isEmpty ? root.path : root.appendingPathComponent(relativePath).path)
            .filter { !$0.hasPrefix(".") }
    }

    /// Walks a group folder (or the catalog itself, `""`).
    mutating func walk(folder: String, namespace: [String], enclosingSet: String?) {
        let children: [String]
        do { children = try names(in: folder) } catch {
            problems.append(.unreadable(path: folder, error: error))
            return
        }
        for name in children {
            let child = folder.isEmpty ? name : folder + "/" + name
            guard kind(of: child) == .folder, firstVisit(child) else { continue }
            if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                readSet(at: child, name: String(name[..<dot]), type: AssetSetType(folderExtension: String(name[name.index(after: dot)...])),
                        namespace: namespace, enclosingSet: enclosingSet)
            } else {
                let contents = readContents(at: child, required: false)
                let providesNamespace = Self.providesNamespace(contents)
                groups.append(AssetGroup(relativePath: child, contents: contents, providesNamespace: providesNamespace))
                walk(folder: child, namespace: providesNamespace ? namespace + [name] : namespace, enclosingSet: enclosingSet)
            }
        }
    }

    /// Whether this folder is seen for the first time (a link inside the catalog may lead to a
    /// folder already walked).
    mutating func firstVisit(_ relativePath: String) -> Bool {
        walked.insert(canonicalPath(root.appendingPathComponent(relativePath).path)).inserted
    }

    mutating func readSet(at relativePath: String, name: String, type: AssetSetType, namespace: [String], enclosingSet: String?) {
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
        let contents = readContents(at: relativePath, required: type.requiresContents)
        let entries = readEntries(contents, type: type, setPath: relativePath)
        let qualifiedName = (namespace + [name]).joined(separator: "/")
        sets.append(AssetSet(
            name: name, qualifiedName: qualifiedName, type: type, relativePath: relativePath,
            contents: contents, files: files, unsafeFiles: unsafeFiles, entries: entries, enclosingSet: enclosingSet))
        // Sets inside sets: layers of image stacks, images of sprite atlases and complication
        // sets. A sprite atlas (or any folder) that provides a namespace adds its name.
        if !subfolders.isEmpty {
            let innerNamespace = Self.providesNamespace(contents) ? namespace + [name] : namespace
            walk(folder: relativePath, namespace: innerNamespace, enclosingSet: relativePath)
        }
    }

    /// The parsed `Contents.json` of a folder, or `nil` (with a problem when it is malformed,
    /// or missing where `required`).
    mutating func readContents(at folder: String, required: Bool) -> JSONDocument? {
        let relativePath = folder.isEmpty ? "Contents.json" : folder + "/Contents.json"
        let url = root.appendingPathComponent(relativePath)
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            if required { problems.append(.missingContents(setPath: folder)) }
            return nil
        }
        guard kind(of: relativePath) == .file else { return nil }
        let bytes: [UInt8]
        do { bytes = try FileContents.read(url.path) } catch {
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
