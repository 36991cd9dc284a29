import Foundation

/// The single place that writes files: all or nothing, never a partial file under a real name.
///
/// Each write goes to a new temporary file in the destination's own folder (so the same volume,
/// where `rename` is atomic), then `rename`s it over the real name. A run killed at any moment
/// leaves either the old file or the new one at the real path; at worst a hidden
/// `.NAME.TAG.assetmirror-tmp` file stays behind (``temporaryName(for:tag:)``), which every walk
/// passes over and the next run holding the lock there removes (``LeftoverTemporaryFiles``).
public enum AtomicFile {
    /// The name prefix and suffix of temporary files, so that tests and users can recognise them.
    public static let temporarySuffix = ".assetmirror-tmp"

    /// Writes `bytes` to `url`, replacing any file there and creating missing folders.
    ///
    /// A replaced file's permission bits are kept, so an in-place mirror of an asset does not
    /// change its mode. With `sync`, the data is flushed to the disk before the rename, for
    /// callers that must survive a power cut as well as a killed process.
    ///
    /// With `modificationTime`, the file gets that time rather than the time of the write (a
    /// copy taking its source's, as `cp -p` does); should the system refuse it, the file is
    /// written all the same: the time only lets a later run skip reading an unchanged copy.
    public static func write(
        _ bytes: [UInt8], to url: URL, sync: Bool = false, modificationTime: FileTime? = nil
    ) throws(FileIOError) {
        try write(bytes, toPath: url.path, sync: sync, modificationTime: modificationTime)
    }

    /// Writes `bytes` to the file at `path`, as ``write(_:to:sync:)`` does: for callers that
    /// have the path already (a URL's `path` costs several microseconds, on Linux). Without
    /// `creatingFolders`, a missing folder fails the write (``OutputFile``: a file the user named).
    static func write(
        _ bytes: [UInt8], toPath path: String, sync: Bool = false, modificationTime: FileTime? = nil,
        creatingFolders: Bool = true
    ) throws(FileIOError) {
        let (folder, name) = folderAndName(of: path)
        let temporary = folder + "/" + temporaryName(for: name, tag: uniqueTag())
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        // The folder is created only when the file cannot be: one system call fewer per file
        // in the usual case, where it exists.
        if descriptor < 0 && creatingFolders && (errno == ENOENT || errno == ENOTDIR) {
            try createFolder(folder)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else { throw .last(.createTemporaryFile, path: folder) }
        var closed = false
        do throws(FileIOError) {
            var existing = stat()
            if stat(path, &existing) == 0, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw FileIOError.last(.write, path: path)
            }
            try writeAll(bytes, to: descriptor, path: path)
            if let modificationTime {
                // Access time too, which nothing here reads: `UTIME_OMIT` is not a constant Swift imports.
                _ = futimens(descriptor, [modificationTime.cValue, modificationTime.cValue])
            }
            if sync, fsync(descriptor) != 0 { throw FileIOError.last(.sync, path: path) }
            closed = true
            if close(descriptor) != 0 { throw FileIOError.last(.write, path: path) }
            if rename(temporary, path) != 0 { throw FileIOError.last(.rename, path: path) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The most bytes a name may have (`NAME_MAX` on Linux and macOS).
    static let maximumNameLength = 255

    /// `.NAME.TAG.assetmirror-tmp`, with `NAME` cut short (at a character boundary) when the
    /// whole would pass ``maximumNameLength``: a file whose own name is near the limit could
    /// otherwise never be written ("File name too long" for its temporary file). `TAG` alone
    /// keeps the name unique.
    static func temporaryName(for name: String, tag: String) -> String {
        let overhead = 2 + tag.utf8.count + temporarySuffix.utf8.count
        var kept = Substring(name)
        while kept.utf8.count + overhead > maximumNameLength, !kept.isEmpty { kept.removeLast() }
        return "." + kept + "." + tag + temporarySuffix
    }

    /// The folder and name of the file at `path`: split as a string when that gives what `URL`
    /// would (Foundation's path work is slow on Linux).
    private static func folderAndName(of path: String) -> (folder: String, name: String) {
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex,
            path.utf8.index(after: slash) != path.utf8.endIndex
        {
            let name = String(path[path.utf8.index(after: slash)...])
            if name != "." && name != ".." { return (String(path[..<slash]), name) }
        }
        let url = URL(fileURLWithPath: path)
        return (url.deletingLastPathComponent().path, url.lastPathComponent)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileIOError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                LibC.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last(.write, path: path)
            }
            written += count
        }
    }

    /// `mkdir -p`: creates `folder` and any missing parents; an existing folder is fine.
    static func createFolder(_ folder: String) throws(FileIOError) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw FileIOError(.createFolder, path: folder, code: ENOTDIR)
            }
            return
        }
        let parent = StandardPath.split(folder)?.folder ?? PathText.folder(of: folder)
        if !parent.isEmpty && parent != folder { try createFolder(parent) }
        // Another worker may create the same folder between the stat and the mkdir.
        if mkdir(folder, 0o777) != 0 && errno != EEXIST { throw .last(.createFolder, path: folder) }
    }

    /// A name part no other write, in this process or another, is using at the same moment:
    /// the process's id and a random number drawn once per process, then a count of this
    /// process's writes. Asking for the id and a random number for every file cost two system
    /// calls per file.
    private static func uniqueTag() -> String {
        processTag + String(TemporaryNameCounter.shared.next(), radix: 36)
    }

    /// `<pid>-<random>-`, the same for every write of this process.
    private static let processTag = String(getpid()) + "-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + "-"
}

/// Numbers the temporary files of this process: 0, 1, 2, … whatever thread asks.
private final class TemporaryNameCounter: @unchecked Sendable {
    static let shared = TemporaryNameCounter()
    private let lock = NSLock()
    private var count: UInt64 = 0

    func next() -> UInt64 {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }
}
