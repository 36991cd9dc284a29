import Foundation

/// A file the user named for assetmirror to write — a report, the review page, the symbols
/// table, a build stamp — checked before anything runs, then written atomically.
///
/// The path comes from a command line or a workflow, but what is at it may come from a pull
/// request under test. So the one policy for every such file:
/// - only a regular file, or nothing, may be at the path: a symbolic link is not followed, and
///   a folder, device, named pipe or socket is not replaced (`/dev/null` stays a device, even
///   for root);
/// - its folder must exist already and be a folder (a link to one is followed, as the user
///   chose that folder): a mistyped folder is refused rather than created, possibly at the
///   file system root;
/// - two outputs of one run must not be one file, by any path (``refuseSharedFiles(_:)``).
///
/// The paths are taken apart as strings, never with Foundation's path methods, which trap on
/// some one-character names on Linux.
public struct OutputFile: Sendable, Equatable {
    /// The path as the user gave it, for messages.
    public let path: String

    /// Checks `path` against the policy; throws what is wrong with it.
    public init(checking path: String) throws(OutputFileError) {
        let (folder, name) = Self.folderAndName(of: path)
        if name.isEmpty || name == "." || name == ".." { throw .notAFileName(path: path) }
        if let kind = Self.kind(at: path), kind != .regularFile { throw .notARegularFile(path: path, kind: kind) }
        var status = stat()
        guard stat(folder, &status) == 0 else { throw .missingFolder(path: path, folder: folder) }
        let kind = FileKind(mode: status.st_mode) ?? .characterDevice
        guard kind == .folder else { throw .folderIsNotAFolder(path: path, folder: folder, kind: kind) }
        self.path = path
    }

    /// Checks every path, and that no two of them reach one file (the same path twice, a path
    /// through a linked folder, a hard link); throws for the first that fails.
    @discardableResult
    public static func refuseSharedFiles(_ paths: [String]) throws(OutputFileError) -> [OutputFile] {
        var seen: [String: String] = [:]
        var files: [OutputFile] = []
        for path in paths {
            let file = try OutputFile(checking: path)
            if let other = seen.updateValue(path, forKey: file.identity) {
                throw .sameFile(path: path, other: other)
            }
            files.append(file)
        }
        return files
    }

    /// The file, as one string for comparison: when it exists, its device and inode, so that a
    /// hard link is the same file; else its folder with every link resolved, then its name.
    var identity: String {
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
            return "inode \(status.st_dev):\(status.st_ino)"
        }
        let (folder, name) = Self.folderAndName(of: path)
        guard let resolved = realpath(folder, nil) else { return "path " + path }
        defer { free(resolved) }
        return "path " + String(cString: resolved) + "/" + name
    }

    /// Replaces the file atomically with `bytes`, or appends them to it (a missing file is
    /// written atomically). Checked again first: something may have been put there since.
    public func write(_ bytes: [UInt8], appending: Bool = false) throws {
        let file = try OutputFile(checking: path)
        guard appending, Self.kind(at: path) == .regularFile else {
            try AtomicFile.write(bytes, toPath: file.path, creatingFolders: false)
            return
        }
        // O_NOFOLLOW: a link put there since the check is refused, not followed.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileIOError.last(.write, path: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw OutputFileError.notARegularFile(path: path, kind: FileKind(mode: status.st_mode) ?? .characterDevice)
        }
        try AtomicFile.writeAll(bytes, to: descriptor, path: path)
    }

    /// What is at `path`, not following a link; nil when nothing is.
    static func kind(at path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode) ?? .characterDevice
    }

    /// `a/b/c` → (`a/b`, `c`); `c` → (`.`, `c`); `/c` → (`/`, `c`); `a/` → (`a`, ``).
    static func folderAndName(of path: String) -> (folder: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let name = String(path[path.utf8.index(after: slash)...])
        var folder = Substring(path[..<slash])
        while folder.hasSuffix("/") { folder.removeLast() }
        return (folder.isEmpty ? "/" : String(folder), name)
    }
}

/// Why assetmirror does not write to the path the user named (see ``OutputFile``). A usage
/// error: the command line must change, and nothing was written.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Something other than a regular file is at the path.
    case notARegularFile(path: String, kind: FileKind)
    /// The path ends in `/`, `.` or `..`: it names a folder, not a file.
    case notAFileName(path: String)
    /// The folder the file would go in does not exist.
    case missingFolder(path: String, folder: String)
    /// What the file would go in is not a folder.
    case folderIsNotAFolder(path: String, folder: String, kind: FileKind)
    /// Two outputs of one run reach one file: the second would replace the first.
    case sameFile(path: String, other: String)

    public var description: String {
        switch self {
        case .notARegularFile(let path, let kind):
            "not a regular file: \(path) is \(kind); assetmirror writes only to a regular file or a new one (or - for stdout)"
        case .notAFileName(let path):
            "not a file name: \(path) names a folder; give the file to write"
        case .missingFolder(let path, let folder):
            "cannot write \(path): the folder \(folder) does not exist (assetmirror does not create it; make it first)"
        case .folderIsNotAFolder(let path, let folder, let kind):
            "cannot write \(path): \(folder) is \(kind), not a folder"
        case .sameFile(let path, let other):
            "two outputs are one file, as \(other) and as \(path); give each its own file"
        }
    }
}

extension OutputFileError {
    /// The same refusal as a file's failure in a run that goes on with its other files (`audit
    /// --fix` rewriting sources, where a refusal is not a usage error).
    public var asFileIOError: FileIOError {
        switch self {
        case .notARegularFile(let path, let kind): FileIOError(.notARegularFile, path: path, code: 0, kind: kind)
        case .sameFile(let path, _): FileIOError(.sameFileAsAnother, path: path, code: 0)
        case .notAFileName(let path), .missingFolder(let path, _), .folderIsNotAFolder(let path, _, _):
            FileIOError(.write, path: path, code: ENOTDIR)
        }
    }
}
