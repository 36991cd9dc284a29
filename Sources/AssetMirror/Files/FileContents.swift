/// Reads files whole or by their first bytes, reporting failures as ``FileIOError``.
///
/// POSIX calls rather than `FileManager` so that every failure keeps its `errno`.
public enum FileContents {
    /// Every byte of the regular file at `path`.
    public static func read(_ path: String) throws(FileIOError) -> [UInt8] {
        try read(path, upTo: nil)
    }

    /// Every byte of the regular file at `path`, or nil when nothing is there (a missing folder
    /// on the way included): for files that may rightly be absent, such as a set's record.
    public static func readIfPresent(_ path: String) throws(FileIOError) -> [UInt8]? {
        do {
            return try read(path, upTo: nil)
        } catch  where error.code == ENOENT || error.code == ENOTDIR {
            return nil
        }
    }

    /// At most the first `count` bytes of the regular file at `path`: enough to tell its format
    /// by signature (``ImageFormat/sniff(_:)`` looks at 512).
    public static func prefix(of path: String, count: Int) throws(FileIOError) -> [UInt8] {
        try read(path, upTo: count)
    }

    /// At most the first `count` bytes of the file at `path`, which `lstat` has just found to be
    /// a regular file of `size` bytes: one system call fewer than ``prefix(of:count:)``, which
    /// asks again. A link put in its place since is refused (`ELOOP`); anything else put there
    /// gives what it gives, as the first bytes of a file that changed would: the caller must
    /// read the file again, with ``read(_:)``, before trusting more than its first bytes.
    static func prefix(ofRegularFile path: String, size: Int, count: Int) throws(FileIOError) -> [UInt8] {
        try read(path, upTo: count, knownSize: size, flags: O_NOFOLLOW)
    }

    private static func read(_ path: String, upTo limit: Int?) throws(FileIOError) -> [UInt8] {
        try read(path, upTo: limit, knownSize: nil, flags: 0)
    }

    /// With `knownSize`, the file is not `fstat`ed: it is taken to be a regular file of that
    /// many bytes.
    private static func read(_ path: String, upTo limit: Int?, knownSize: Int?, flags: Int32) throws(FileIOError)
        -> [UInt8]
    {
        // Non-blocking, so that a named pipe given as an input fails the check below instead of
        // waiting for a writer; for regular files the flag changes nothing.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard descriptor >= 0 else { throw openingError(code: errno, path: path) { stat(path, &$0) } }
        defer { close(descriptor) }
        return try read(descriptor, path: path, upTo: limit, knownSize: knownSize)
    }

    /// Every byte of the regular file `name` in the folder open at `folder` (``OpenFolder``),
    /// with the checks and errors of ``read(_:)`` on `path`, the file's whole path, which is
    /// built only for an error.
    static func read(named name: String, inFolder folder: Int32, path: () -> String) throws(FileIOError) -> [UInt8] {
        let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw openingError(code: code, path: path()) { fstatat(folder, name, &$0, 0) }
        }
        defer { close(descriptor) }
        return try read(descriptor, path: path(), upTo: nil, knownSize: nil)
    }

    /// Why the file at `path` did not open, from the `errno` of `open` (`code`): a socket cannot
    /// be opened at all (ENXIO, "No such device or address"), so what `status` (`stat` of the same
    /// file) says it is, when not a regular file.
    private static func openingError(code: Int32, path: String, status: (inout stat) -> Int32) -> FileIOError {
        let error = FileIOError(.read, path: path, code: code)
        var found = stat()
        if error.code == ENXIO || error.code == EOPNOTSUPP, status(&found) == 0,
            let kind = FileKind(mode: found.st_mode),
            kind != .regularFile
        {
            return FileIOError(.notARegularFile, path: path, code: 0, kind: kind)
        }
        return error
    }

    /// The bytes of the file open at `descriptor` (`path` for errors).
    private static func read(_ descriptor: Int32, path: @autoclosure () -> String, upTo limit: Int?, knownSize: Int?)
        throws(FileIOError) -> [UInt8]
    {
        let size: Int
        if let knownSize {
            size = knownSize
        } else {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let code = errno
                throw FileIOError(.read, path: path(), code: code)
            }
            guard (status.st_mode & S_IFMT) == S_IFREG else {
                throw FileIOError(.notARegularFile, path: path(), code: 0, kind: FileKind(mode: status.st_mode))
            }
            size = Int(status.st_size)
        }

        let wanted = min(limit ?? Int.max, size)
        var bytes = [UInt8](repeating: 0, count: wanted)
        var filled = 0
        // A file can change size between fstat and read; trust what read returns.
        while filled < wanted {
            let got = bytes.withUnsafeMutableBytes { buffer in
                LibC.read(descriptor, buffer.baseAddress! + filled, wanted - filled)
            }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw FileIOError(.read, path: path(), code: code)
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
