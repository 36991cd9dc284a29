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
    public func findings(inFilesAt paths: [String]) throws(SymbolAuditError) -> SymbolAuditResult {
        for path in paths where !FileManager.default.fileExists(atPath: path) { throw .notFound(path: path) }
        var findings: [Finding] = []
        var failures: [FileIOError] = []
        var filesRead = 0
        for path in paths {
            for (file, language) in Self.sourceFiles(at: path, failures: &failures) {
                do {
                    let bytes = try FileContents.read(file)
                    filesRead += 1
                    findings += self.findings(
                        in: String(decoding: bytes, as: UTF8.self), language: language, path: file)
                } catch {
                    failures.append(error)
                }
            }
        }
        return SymbolAuditResult(findings: findings.sortedForReporting(), failures: failures, filesRead: filesRead)
    }

    /// The source files at `path`, with their language, in byte order; entries that cannot be
    /// read are added to `failures`.
    static func sourceFiles(at path: String, failures: inout [FileIOError]) -> [(String, SourceLanguage)] {
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
            try walker.walk { entry in
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
