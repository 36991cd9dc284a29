import AssetMirror
import Foundation

/// The lock a writing run takes before it plans (``FolderLock``), and the cleanup it then may do:
/// the temporary files killed runs left where it writes. Shared by `flip` and `generate`.
enum RunLock {
    /// Why a run stops before planning: said on stderr already; the run exits with `status`.
    struct Stopped: Error {
        let status: ExitStatus
    }

    /// A lock held, and the folders created to take it.
    struct Taken {
        let lock: FolderLock
        /// Removed at the end of the run if left empty (``FolderLock/removeIfEmpty(_:)``).
        let created: [String]
    }

    /// Locks `writing` (exclusive) and `reading` (shared). A folder to write in that is missing
    /// is created first when `creating` (an output folder, not a dry run's: a missing input or a
    /// dry run's output is not locked, and planning says what is missing); one that is not a
    /// folder is left to planning, which refuses it. When another
    /// run holds a lock: without `wait`, says so and stops with exit 75; with it, says it
    /// waits, and waits.
    static func take(
        writingIn writing: [(path: String, shown: String)], reading: [(path: String, shown: String)] = [],
        creating: Bool, wait: Bool
    ) throws(Stopped) -> Taken {
        var created: [String] = []
        if creating { for folder in writing { created += FolderLock.createFolder(folder.path) } }
        let writing = writing.filter { folder in
            var status = stat()
            return stat(folder.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        }
        do {
            return Taken(lock: try lock(writing, reading, wait: wait), created: created)
        } catch {
            FolderLock.removeIfEmpty(created)
            throw error
        }
    }

    private static func lock(
        _ writing: [(path: String, shown: String)], _ reading: [(path: String, shown: String)], wait: Bool
    ) throws(Stopped) -> FolderLock {
        do {
            do {
                return try FolderLock(writingIn: writing, reading: reading, waiting: false)
            } catch .held(let path, _) where wait {
                StandardStreams.errorLine("assetmirror: note: waiting for another run working in \(path)")
                return try FolderLock(writingIn: writing, reading: reading, waiting: true)
            }
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            if case .held = error { throw Stopped(status: .locked) }
            throw Stopped(status: .usage)
        }
    }

    /// Removes the temporary files killed runs left, `found` where the lock held covers, and
    /// says so unless `quiet`: one note naming how many and which, one per file that could
    /// not be removed (which changes nothing else: the file is hidden, and every run ignores it).
    static func removeLeftovers(_ found: [LeftoverTemporaryFiles.Found], quiet: Bool)
        -> LeftoverTemporaryFiles.Cleanup
    {
        let cleanup = LeftoverTemporaryFiles.remove(found)
        reportLeftovers(cleanup, quiet: quiet)
        return cleanup
    }

    /// The note on the temporary files of killed runs a run removed (see ``removeLeftovers(_:quiet:)``).
    static func reportLeftovers(_ cleanup: LeftoverTemporaryFiles.Cleanup, quiet: Bool) {
        guard !quiet else { return }
        var lines: [String] = []
        if !cleanup.removed.isEmpty {
            let count = cleanup.removed.count
            lines.append(
                "assetmirror: note: removed \(count) temporary \(count == 1 ? "file" : "files") that an interrupted run left: "
                    + cleanup.removed.joined(separator: ", "))
        }
        lines += cleanup.failures.map { "assetmirror: note: \($0), a temporary file that an interrupted run left" }
        StandardStreams.error(lines: lines)
    }
}
