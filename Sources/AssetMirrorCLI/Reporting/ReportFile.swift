import AssetMirror
import Foundation

/// Writing a report to the file a `--reporter NAME:PATH` names, and only to a regular file.
///
/// The path comes from a workflow, but what is at it may come from the pull request under test
/// (a link committed where the report goes): a path that is a symbolic link, a folder, a device
/// or a named pipe is refused rather than followed or replaced, so a report never writes
/// through a link nor turns `/dev/null` into a regular file.
enum ReportFile {
    /// What is at `path` (not following a link), or nil when nothing is.
    static func kind(at path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode) ?? .characterDevice
    }

    /// The error for `path` when something other than a regular file is there, else nil.
    static func refusal(for path: String) -> FileIOError? {
        guard let kind = kind(at: path), kind != .regularFile else { return nil }
        return FileIOError(.notARegularFile, path: path, code: 0, kind: kind)
    }

    /// The file `path` names, as one string for comparison: its folder with every link resolved,
    /// then its name; or, when it exists, its device and inode, so a hard link is the same file.
    static func identity(of path: String) -> String {
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
            return "inode \(status.st_dev):\(status.st_ino)"
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        return "path " + (folder as NSString).appendingPathComponent(url.lastPathComponent)
    }

    /// Replaces the file atomically, or appends to it (a missing file is written atomically).
    static func write(_ text: String, to path: String, appending: Bool) throws {
        if let refusal = refusal(for: path) { throw refusal }
        let url = URL(fileURLWithPath: path)
        guard appending, kind(at: path) == .regularFile else {
            try AtomicFile.write(Array(text.utf8), to: url)
            return
        }
        // O_NOFOLLOW: a link put there since the check above is refused, not followed.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileIOError(.write, path: path, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileIOError(.notARegularFile, path: path, code: 0, kind: FileKind(mode: status.st_mode))
        }
        var bytes = Array(text.utf8)
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw FileIOError(.write, path: path, code: failure) }
    }
}
