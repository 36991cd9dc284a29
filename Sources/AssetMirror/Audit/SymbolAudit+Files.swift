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
        for (file, language) in files {
            do {
                let bytes = try FileContents.read(file)
                filesRead += 1
                findings += audit.findings(in: String(decoding: bytes, as: UTF8.self), language: language, path: file)
            } catch {
                failures.append(error)
            }
        }
        return SymbolAuditResult(findings: findings.sortedForReporting(), failures: failures, filesRead: filesRead)
    }

    /// The source files at `path`, with their language; folders that cannot be read are added to
    /// `failures`, the names of image and symbol set folders (not searched) to `assetNames`.
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
        let names: [String]
        do {
            names = try FolderListing.names(in: path)
        } catch {
            failures.append(error)
            return []
        }
        var files: [(String, SourceLanguage)] = []
        for name in names where !name.hasPrefix(".") {
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            guard lstat(child, &status) == 0 else {
                failures.append(.last(.read, path: child))
                continue
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                let setExtension = (name as NSString).pathExtension
                if setExtension == "imageset" || setExtension == "symbolset" {
                    assetNames.insert((name as NSString).deletingPathExtension)
                    continue
                }
                files += sourceFiles(at: child, failures: &failures, assetNames: &assetNames)
            } else if let language = SourceLanguage(fileExtension: (name as NSString).pathExtension) {
                files.append((child, language))
            }
        }
        return files
    }
}
