import Foundation

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
/// A run that only reads a folder, but needs it to hold still (`generate --output` copying a
/// catalog), locks it shared: runs reading it together go on, a run writing in it waits. A run
/// writing in a folder *inside* it holds only a shared lock on it, so is not kept out.
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

    /// Locks each folder in `folders` for writing (exclusive), each folder in `read` and the
    /// folders above them all (shared). Each folder comes with its path and its spelling for
    /// messages.
    ///
    /// - Parameter waiting: when another run holds a lock, wait for it rather than throw.
    /// - Throws: ``LockError/held(path:holder:)`` when another run holds one (and `waiting` is false),
    ///   naming the folder; ``LockError/failed(_:)`` when a folder to write in cannot be opened.
    ///   A folder to read that cannot be opened is passed over: reading it is what fails.
    public init(
        writingIn folders: [(path: String, shown: String)], reading read: [(path: String, shown: String)] = [],
        waiting: Bool
    ) throws(LockError) {
        // Canonical path → (exclusive, spelling): one lock per folder, exclusive when written in.
        var wanted: [String: (exclusive: Bool, shown: String)] = [:]
        for folder in read {
            let canonical = canonicalPath(folder.path)
            if wanted[canonical]?.exclusive != true { wanted[canonical] = (false, folder.shown) }
        }
        for folder in read + folders {
            let canonical = canonicalPath(folder.path)
            var above = canonical
            while let slash = above.utf8.lastIndex(of: UInt8(ascii: "/")), above != "/" {
                above = slash == above.utf8.startIndex ? "/" : String(above[..<slash])
                if wanted[above] == nil { wanted[above] = (false, above) }
            }
        }
        for folder in folders { wanted[canonicalPath(folder.path)] = (true, folder.shown) }
        var descriptors: [Int32] = []
        for path in wanted.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let (exclusive, shown) = wanted[path]!
            // A run that waited may be granted the lock on a folder another run removed (and
            // perhaps made again) meanwhile: the lock must be on the folder now at `path`.
            var locked: Int32?
            while locked == nil {
                let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    if !exclusive { break }
                    let error = LockError.failed(.last(.lock, path: shown))
                    Self.release(descriptors)
                    throw error
                }
                let operation = (exclusive ? LOCK_EX : LOCK_SH) | (waiting ? 0 : LOCK_NB)
                var status = flock(descriptor, operation)
                while status != 0 && errno == EINTR { status = flock(descriptor, operation) }
                if status != 0 {
                    let error: LockError =
                        errno == EWOULDBLOCK
                        ? .held(path: shown, holder: LockHolder.describe(lockOn: descriptor))
                        : .failed(.last(.lock, path: shown))
                    _ = close(descriptor)
                    Self.release(descriptors)
                    throw error
                }
                if Self.isStill(descriptor, at: path) {
                    locked = descriptor
                } else {
                    _ = close(descriptor)
                }
            }
            if let locked { descriptors.append(locked) }
        }
        self.descriptors = descriptors
    }

    deinit { Self.release(descriptors) }

    /// Whether the folder open as `descriptor` is the one at `path` (same device and inode).
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var held = stat()
        var current = stat()
        guard fstat(descriptor, &held) == 0, stat(path, &current) == 0 else { return false }
        return held.st_dev == current.st_dev && held.st_ino == current.st_ino
    }

    /// Creates the folder at `path` and the missing folders above it, for a run about to
    /// write there that must lock it first (a lock is taken on a folder that exists). Returns
    /// the folders it created, outermost first, for ``removeIfEmpty(_:)``. Nothing is created
    /// where something already is, or where the system refuses: planning then says why.
    public static func createFolder(_ path: String) -> [String] {
        var missing: [String] = []
        var folder = path
        var status = stat()
        while lstat(folder, &status) != 0 && errno == ENOENT {
            missing.append(folder)
            let parent = PathText.folder(of: folder)
            guard !parent.isEmpty, parent != folder else { break }
            folder = parent
        }
        var created: [String] = []
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 else { break }
            created.append(folder)
        }
        return created
    }

    /// Removes the folders ``createFolder(_:)`` made that the run left empty, innermost first:
    /// a refused run leaves nothing behind.
    public static func removeIfEmpty(_ created: [String]) {
        for folder in created.reversed() where rmdir(folder) != 0 { break }
    }

    /// Closes `descriptors`, which releases their locks.
    private static func release(_ descriptors: [Int32]) {
        for descriptor in descriptors { _ = close(descriptor) }
    }
}
