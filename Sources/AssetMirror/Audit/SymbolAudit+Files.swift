import Foundation

extension SymbolAudit {
    /// The findings for every Swift and Objective-C file in `paths`, sorted for reporting.
    ///
    /// A path is a file (read whatever its extension: Objective-C for `.m`, `.mm`, `.h`, else
    /// Swift) or a folder, searched recursively for `.swift`, `.m`, `.mm` and `.h` files in byte
    /// order, skipping hidden entries (`.build`, `.git`) and links to folders (which could loop).
    /// Findings name files as `path` + the path below it, so they read as the user typed them.
    /// A missing path throws before anything is read; a file or folder that cannot be read is a
    /// failure in the result, and the others are still audited.
    ///
    /// The image and symbol sets of the catalogs met on the way (`chevron.left.imageset`) are
    /// added to ``assetNames``: apps that copy a symbol into their catalog load it by that name.
    public func findings(inFilesAt paths: [String]) throws(SymbolAuditError) -> SymbolAuditResult {
        for path in paths where !FileManager.default.fileExists(atPath: path) { throw .notFound(path: path) }
        var findings: [Finding] = []
        var failures: [FileIOError] = []
        var filesRead = 0
        var sets: Set<String> = []
        let files = paths.flatMap { Self.sourceFiles(at: $0, failures: &failures, assetNames: &sets) }
        var audit = self
        audit.assetNames.formUnion(sets)
        // Every file is read before any is worded: a property defined in one proves a condition in another.
        var scanned: [ScannedFile] = []
        for (file, language) in files {
            // Time and memory per file stay bounded (issue 29, point 10): a source past the
            // limit is a failure naming it, and the run goes on with the others.
            var status = stat()
            if stat(file, &status) == 0, Int(status.st_size) > Self.maximumSourceBytes {
                failures.append(FileIOError(.sourceTooLarge, path: file, code: 0))
                continue
            }
            do {
                let bytes = try FileContents.read(file)
                filesRead += 1
                let (read, definitions) = audit.scan(
                    String(decoding: bytes, as: UTF8.self), language: language, path: file)
                audit.addDefinitions(definitions)
                if !read.uses.isEmpty || !read.extra.isEmpty { scanned.append(read) }
            } catch {
                failures.append(error)
            }
        }
        for file in scanned { findings += audit.findings(of: file) }
        let folders = Set(files.map { Self.folder(of: $0.0) }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return SymbolAuditResult(
            findings: findings.sortedForReporting(), failures: failures, filesRead: filesRead, sourceFolders: folders)
    }

    /// The largest source file audit reads: 16 MiB, far past any hand-written source.
    public static let maximumSourceBytes = 16 << 20

    /// The folder holding `file`, as a path the system takes: `.` for a bare name.
    public static func folder(of file: String) -> String {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The temporary files a killed `audit --fix` left in `folders`: those of a Swift or
    /// Objective-C source (`.View.swift.PID-RANDOM-COUNT.assetmirror-tmp`), never another
    /// tool's. Remove them only while holding the lock on their folders.
    public static func leftoverTemporaryFiles(in folders: [String]) -> [LeftoverTemporaryFiles.Found] {
        let scopes = folders.map { LeftoverTemporaryFiles.Scope(path: $0, shown: $0, recursive: false) }
        return LeftoverTemporaryFiles.find(in: scopes).filter { found in
            let name = String(found.path.utf8.split(separator: UInt8(ascii: "/")).last.map { Substring($0) } ?? "")
            guard let target = LeftoverTemporaryFiles.targetName(ofTemporary: name),
                let dot = target.lastIndex(of: ".")
            else { return false }
            return SourceLanguage(fileExtension: String(target[target.index(after: dot)...])) != nil
        }
    }

    /// The source files at `path`, with their language, in byte order; entries that cannot be
    /// read are added to `failures`, the names of image and symbol set folders (not searched) to
    /// `assetNames`.
    static func sourceFiles(at path: String, failures: inout [FileIOError], assetNames: inout Set<String>)
        -> [(String, SourceLanguage)]
    {
        var status = stat()
        guard stat(path, &status) == 0 else {
            failures.append(.last(.read, path: path))
            return []
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            return [(path, SourceLanguage(fileExtension: (path as NSString).pathExtension) ?? .swift)]
        }
        // Links are not walked (a link to a folder could loop); a link named like a source file
        // is read as one, wherever it leads, as a compiler given the folder would.
        var walker = FolderWalker(root: path, policy: WalkPolicy(links: .none))
        var files: [(String, SourceLanguage)] = []
        do {
            var sets: Set<String> = []
            defer { assetNames.formUnion(sets) }
            func descends(into folder: WalkEntry) -> Bool {
                let setExtension = (folder.name as NSString).pathExtension
                guard setExtension == "imageset" || setExtension == "symbolset" else { return true }
                sets.insert((folder.name as NSString).deletingPathExtension)
                return false
            }
            try walker.walk(descendingInto: descends(into:)) { entry in
                switch entry.kind {
                case .unreadable(let error): failures.append(error)
                case .folder: break
                // Before, the name was tried and failed as not found: said so still.
                case .undecodableName: failures.append(FileIOError(.read, path: entry.path, code: ENOENT))
                case .file, .special, .link:
                    if let language = SourceLanguage(fileExtension: (entry.name as NSString).pathExtension) {
                        files.append((entry.path, language))
                    }
                }
            }
        } catch {
            failures.append(error)
        }
        return files
    }
}
