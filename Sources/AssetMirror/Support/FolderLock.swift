/// An advisory lock that keeps two assetmirror runs from writing in one folder at once.
///
/// `flock` on the folder itself (Darwin and Linux both have it), not on a lock file: nothing
/// is created in the user's tree to be copied, committed or cleaned up, and the kernel drops the
/// lock when the process ends, however it ends, so a killed run never leaves a stale lock.
/// Advisory: only runs that ask for the lock are kept out; another program writing there is not.
///
/// A run writing in a folder locks that folder exclusively and every folder above it shared, so
/// that a run in `Assets` and a run in `Assets/Icons` exclude each other while runs in
/// `Assets/Icons` and `Assets/Chat` do not. Locks are taken in one global order (canonical paths
/// sorted by their bytes, so a folder before the folders below it), so runs that wait never wait
/// on each other in a circle. A folder above that cannot be opened (a parent without read
/// permission) is passed over: it only guards against nesting.
///
/// Not reliable on network file systems (NFS emulates `flock` with byte-range locks, which a
/// folder cannot take).
///
/// ```swift
/// let lock = try FolderLock(writingIn: [("Icons", "Icons")], waiting: false)
/// defer { withExtendedLifetime(lock) {} }   // released when `lock` is released
/// ```
public final class FolderLock: Sendable {
    /// The open folders, each holding its `flock`; closing them releases the locks.
    private let descriptors: [Int32]

    /// Locks each folder in `folders` for writing (exclusive) and the folders above them
    /// (shared). `folders` holds each folder's path and its spelling for messages.
    ///
    /// - Parameter waiting: when another run holds a lock, wait for it rather than throw.
    /// - Throws: ``LockError/held(path:)`` when another run holds one (and `waiting` is false),
    ///   naming the folder; ``LockError/failed(_:)`` when a folder to write in cannot be opened.
    public init(writingIn folders: [(path: String, shown: String)], waiting: Bool) throws(LockError) {
        // Canonical path → (exclusive, spelling): one lock per folder, exclusive when written in.
        var wanted: [String: (exclusive: Bool, shown: String)] = [:]
        for folder in folders {
            let canonical = canonicalPath(folder.path)
            wanted[canonical] = (true, folder.shown)
            var above = canonical
            while let slash = above.utf8.lastIndex(of: UInt8(ascii: "/")), above != "/" {
                above = slash == above.utf8.startIndex ? "/" : String(above[..<slash])
                if wanted[above] == nil { wanted[above] = (false, above) }
            }
        }
        var descriptors: [Int32] = []
        for path in wanted.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let (exclusive, shown) = wanted[path]!
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if !exclusive { continue }
                let error = LockError.failed(.last(.lock, path: shown))
                Self.release(descriptors)
                throw error
            }
            let operation = (exclusive ? LOCK_EX : LOCK_SH) | (waiting ? 0 : LOCK_NB)
            var status = flock(descriptor, operation)
            while status != 0 && errno == EINTR { status = flock(descriptor, operation) }
            if status != 0 {
                let error: LockError =
                    errno == EWOULDBLOCK ? .held(path: shown) : .failed(.last(.lock, path: shown))
                _ = close(descriptor)
                Self.release(descriptors)
                throw error
            }
            descriptors.append(descriptor)
        }
        self.descriptors = descriptors
    }

    deinit { Self.release(descriptors) }

    /// Closes `descriptors`, which releases their locks.
    private static func release(_ descriptors: [Int32]) {
        for descriptor in descriptors { _ = close(descriptor) }
    }
}
